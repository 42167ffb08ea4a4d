import type { PayoutCallbackReading, PayoutStatus } from './payout-rail.port.js';

/**
 * A retry's suffix: `-r` and the attempt number. Transfer ids are UUIDs, whose last group is
 * hex digits, and `r` is none: no transfer id ends like this, so the suffix can always be told
 * apart from the id.
 */
const RETRY_SUFFIX = /-r\d+$/;

/**
 * Our id of one payout attempt of a transfer, from which every partner-side id is derived.
 * The first attempt's is the transfer id itself, so payouts sent before retries existed keep
 * their ids (and dispatching one of them again still finds it instead of paying twice); a retry
 * (attempt 2, 3, ...) is `{transferId}-r{attempt}`, a new payout at the partner, still paid
 * once however often that attempt is dispatched.
 */
export function payoutReference(transferId: string, attempt: number): string {
  if (!Number.isSafeInteger(attempt) || attempt < 1) {
    throw new RangeError(`A payout attempt is a whole number from 1, not ${attempt}`);
  }
  return attempt === 1 ? transferId : `${transferId}-r${attempt}`;
}

/** The transfer a payout reference belongs to: the reference without its retry suffix. */
export function transferIdOfPayoutReference(reference: string): string {
  return reference.replace(RETRY_SUFFIX, '');
}

/** What a callback about the payout attempt `reference` reads as: its transfer, the attempt, and the outcome if final. */
export function payoutCallbackReading(reference: string, confirmed: PayoutStatus | null): PayoutCallbackReading {
  return { transferId: transferIdOfPayoutReference(reference), reference, confirmed };
}
