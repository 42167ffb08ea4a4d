import { z } from 'zod';

/** A base64url string as WebAuthn's JSON carries them, bounded. */
const base64url = (max: number) => z.string({ error: 'A passkey answer field is missing' }).max(max, 'A passkey answer field is too long').regex(/^[A-Za-z0-9_-]*$/, 'A passkey answer field is not base64url');

const transports = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(8).optional();

/** The browser's answer to navigator.credentials.create() (RegistrationResponseJSON). */
export const passkeyRegistrationResponse = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(16384),
    transports,
    authenticatorData: base64url(16384).optional(),
    publicKey: base64url(4096).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** The browser's answer to navigator.credentials.get() (AuthenticationResponseJSON). */
export const passkeyAuthenticationResponse = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(16384),
    signature: base64url(4096),
    userHandle: base64url(1024).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** A new passkey of the signed-in account (an operator's or a sender's), with a name they choose. */
export const addPasskeyRequest = z.object({
  name: z.string({ error: 'Name the passkey' }).trim().min(1, 'Name the passkey').max(60, 'A passkey name must be at most 60 characters'),
  response: passkeyRegistrationResponse,
});

/** `{ response }`: only the browser's answer to a challenge of this session. */
export const passkeyAnswerRequest = z.object({ response: passkeyAuthenticationResponse });

export const passkeyIdParams = z.object({ id: z.coerce.number({ error: 'No such passkey' }).int('No such passkey').positive('No such passkey').max(2_147_483_647, 'No such passkey') });

/** One passkey as its owner's settings list it. */
export const passkeyView = z.object({ id: z.number().int(), name: z.string(), createdAt: z.iso.datetime(), lastUsedAt: z.iso.datetime().nullable() });

/** The creation options, as the server hands them to the browser. */
export const passkeyCreationOptions = z.record(z.string(), z.unknown()).describe('PublicKeyCredentialCreationOptionsJSON, for navigator.credentials.create()');

/** The request options, as the server hands them to the browser. */
export const passkeyRequestOptions = z.record(z.string(), z.unknown()).describe('PublicKeyCredentialRequestOptionsJSON, for navigator.credentials.get()');
