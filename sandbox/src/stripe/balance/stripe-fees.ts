/**
 * Stripe's standard US pricing, as its pricing page states it: cards 2.9% + 30¢ per successful
 * charge; ACH Direct Debit 0.8%, capped at $5.00; a dispute (chargeback) $15.00. Fees are whole
 * cents, rounded half up; nothing is returned on a refund.
 */
export const DISPUTE_FEE_CENTS = 1500;

const percentOf = (amount: number, basisPoints: number) => Math.floor((amount * basisPoints + 5000) / 10000);

export function cardFee(amount: number): number {
  return percentOf(amount, 290) + 30;
}

export function achDebitFee(amount: number): number {
  return Math.min(percentOf(amount, 80), 500);
}
