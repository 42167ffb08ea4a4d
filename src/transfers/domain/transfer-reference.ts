import { randomBytes } from 'node:crypto';

/**
 * Crockford's base 32: digits and capitals without I, L, O and U, so a reference read out over
 * the phone ("K as in kilo") cannot be mistaken for another.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The one reference a sender, our support team and the messages use for a transfer: "7KQM-2XDP". */
export function newTransferReference(bytes: Buffer = randomBytes(5)): string {
  // 40 random bits as 8 characters of 5 bits each.
  let value = 0n;
  for (const byte of bytes.subarray(0, 5)) value = (value << 8n) | BigInt(byte);
  let text = '';
  for (let i = 0; i < 8; i++) {
    text = ALPHABET[Number(value & 31n)] + text;
    value >>= 5n;
  }
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}
