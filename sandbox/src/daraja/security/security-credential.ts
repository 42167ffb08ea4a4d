import { constants, privateDecrypt, timingSafeEqual } from 'node:crypto';
import { sandboxDarajaPrivateKeyPem } from './sandbox-certificate.js';

/**
 * Reads a SecurityCredential as M-Pesa does: base64 of the initiator password encrypted with
 * the environment's certificate (RSA, PKCS#1 v1.5 padding). Null when it cannot be decrypted.
 * (With PKCS#1 v1.5, OpenSSL's implicit rejection turns a tampered ciphertext into random bytes
 * rather than an error; those never equal the password, so the outcome is the same.)
 */
export function decryptSecurityCredential(credential: string): string | null {
  const trimmed = credential.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return null;
  const ciphertext = Buffer.from(trimmed, 'base64');
  // An RSA-2048 ciphertext is exactly 256 bytes.
  if (ciphertext.length !== 256) return null;
  try {
    return privateDecrypt({ key: sandboxDarajaPrivateKeyPem, padding: constants.RSA_PKCS1_PADDING }, ciphertext).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** True when the credential decrypts to this initiator password. */
export function isSecurityCredentialFor(credential: string, initiatorPassword: string): boolean {
  const decrypted = decryptSecurityCredential(credential);
  if (decrypted === null) return false;
  const presented = Buffer.from(decrypted, 'utf8');
  const expected = Buffer.from(initiatorPassword, 'utf8');
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}
