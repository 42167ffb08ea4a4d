import { authenticatorCode, newRecoveryCode, normalizeRecoveryCode } from './recovery-codes.js';
import { randomBytes } from 'node:crypto';

describe('recovery codes', () => {
  it('are two groups of five unambiguous characters, different each time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newRecoveryCode((n) => randomBytes(n))));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('skip bytes past the alphabet so every character is as likely', () => {
    // 31 letters: bytes from 248 up are skipped; 0 and 31 both give the first letter.
    const bytes = [255, 250, 0, 31, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    expect(newRecoveryCode(() => Uint8Array.from(bytes))).toBe('aabcd-efghj');
  });

  it('are read back however they are typed', () => {
    expect(normalizeRecoveryCode(' K7M2Q-X9PTR ')).toBe('k7m2qx9ptr');
    expect(normalizeRecoveryCode('k7m2q x9ptr')).toBe('k7m2qx9ptr');
    expect(normalizeRecoveryCode('123456')).toBeNull();
  });

  it('tell an authenticator code apart', () => {
    expect(authenticatorCode('123 456')).toBe('123456');
    expect(authenticatorCode('12345')).toBeNull();
    expect(authenticatorCode('k7m2q-x9ptr')).toBeNull();
  });
});
