import type { PayoutTerms } from '../payout-rail.port.js';

/**
 * What one MoMo disbursement to an MTN Uganda wallet may carry, in hundredths of UGX: whole
 * shillings (UGX has no minor unit), from UGX 500 to UGX 5,000,000. These are MTN Uganda's
 * per-transaction wallet limits for a standard (fully registered) tier; MoMo's API does not
 * publish them, so they live here, in this one constant.
 */
export const MTN_MOMO_UGANDA_TERMS: Readonly<PayoutTerms> = Object.freeze({
  currency: 'UGX',
  incrementMinor: 100n,
  minimumMinor: 500n * 100n,
  maximumMinor: 5_000_000n * 100n,
});
