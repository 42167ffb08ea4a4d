/** How many one-time recovery codes a sender gets when turning on a second factor. */
export const RECOVERY_CODE_COUNT = 10;

/** Letters and digits a person cannot mistake for one another when typing from paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A recovery code as shown: two groups of five ("k7m2q-x9ptr"), about 49 bits, from `random`
 * (one byte per character; bytes past the alphabet's last multiple are skipped, so each
 * character is uniform).
 */
export function newRecoveryCode(randomBytes: (count: number) => Uint8Array): string {
  const characters: string[] = [];
  const limit = 256 - (256 % ALPHABET.length);
  while (characters.length < 10) {
    for (const byte of randomBytes(16)) {
      if (byte < limit && characters.length < 10) characters.push(ALPHABET[byte % ALPHABET.length]!);
    }
  }
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/** A typed recovery code as stored: lower case, without spaces or the dash; null when it cannot be one. */
export function normalizeRecoveryCode(typed: string): string | null {
  const compact = typed.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z0-9]{10}$/.test(compact) ? compact : null;
}

/** Whether the typed text is an authenticator's 6-digit code (spaces allowed, as apps show "123 456"). */
export function authenticatorCode(typed: string): string | null {
  const digits = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}
