import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { vi } from 'vitest';

/**
 * @simplewebauthn/browser for tests, with a browser that has WebAuthn and prompts the tests
 * answer: `vi.mock('@simplewebauthn/browser', () => import('@/testing/webauthn'))`, then set
 * what `startAuthentication` / `startRegistration` resolve to (or reject with).
 */
export const browserSupportsWebAuthn = vi.fn(() => true);
export const startAuthentication = vi.fn<() => Promise<AuthenticationResponseJSON>>();
export const startRegistration = vi.fn<() => Promise<RegistrationResponseJSON>>();

/** A passkey's answer to a request (`navigator.credentials.get`). */
export const assertion: AuthenticationResponseJSON = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'Y2xpZW50', authenticatorData: 'YXV0aA', signature: 'c2ln' },
  clientExtensionResults: {},
};

/** A new passkey (`navigator.credentials.create`). */
export const attestation: RegistrationResponseJSON = {
  id: 'cred-2',
  rawId: 'cred-2',
  type: 'public-key',
  response: { clientDataJSON: 'Y2xpZW50', attestationObject: 'YXR0', transports: ['internal'] },
  clientExtensionResults: {},
};

/** The prompt ended without an answer (cancelled, timed out), as WebAuthn says it. */
export const promptCancelled = () => Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' });
