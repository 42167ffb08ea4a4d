import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * Whether this browser can use passkeys (WebAuthn). A page rendered ahead of time (the
 * prerendered sign-in page) assumes it can, as nearly every browser can, so the passkey button
 * has its place from the first paint; a browser without WebAuthn drops it once the app runs.
 */
export function usePasskeysSupported(): boolean {
  return useSyncExternalStore(neverChanges, browserSupportsWebAuthn, () => true);
}
