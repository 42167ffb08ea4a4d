import { createHash } from 'node:crypto';

// Part of every reference id ever sent: changing it would give old transfers new ids, and
// a re-dispatch of one of them would pay a second time.
const NAMESPACE = 'mtn_momo:transfer:';

/**
 * The `X-Reference-Id` of a payout attempt's MoMo disbursement, derived from our payout
 * reference so a repeated dispatch reuses it (MoMo answers 409 and pays nothing again) and a
 * retry gets a new one. A first attempt's reference is the transfer id, so payouts sent before
 * retries existed keep their ids. MoMo insists on a UUID version 4: the first 16 bytes of a
 * SHA-256 of the reference, with the version nibble set to 4 and the variant bits to 10xx.
 * Pure and deterministic.
 */
export function momoReferenceId(payoutReference: string): string {
  const bytes = Buffer.from(createHash('sha256').update(`${NAMESPACE}${payoutReference}`, 'utf8').digest().subarray(0, 16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
