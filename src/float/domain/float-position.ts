/**
 * One partner float's figures, in hundredths of its currency: what the books hold there
 * (posted), what payouts at the partner will take from it (pending), and what is left to pay
 * out with.
 */
export interface FloatPosition {
  /** The ledger's posted balance of `partner_float:{rail}` in this currency. */
  postedMinor: bigint;
  /** Payouts sent or being sent to the partner, not settled yet (the account's pending credits). */
  pendingPayoutsMinor: bigint;
  /** Top-ups recorded, not shown by the partner yet (the account's pending debits): not spendable. */
  pendingTopUpsMinor: bigint;
}

/** What the float can still pay: posted minus the payouts pending at the partner. */
export function availableFloat(position: FloatPosition): bigint {
  return position.postedMinor - position.pendingPayoutsMinor;
}

/** Whether the float can pay `amountMinor` more: the pause rule of dispatch. */
export function floatCovers(position: FloatPosition, amountMinor: bigint): boolean {
  return availableFloat(position) >= amountMinor;
}

/** Days the available float lasts at `averageDailyMinor` paid out a day (one decimal, rounded down); null when nothing is paid out. */
export function daysOfFloatLeft(availableMinor: bigint, averageDailyMinor: bigint): number | null {
  if (averageDailyMinor <= 0n) return null;
  if (availableMinor <= 0n) return 0;
  return Number((availableMinor * 10n) / averageDailyMinor) / 10;
}

/** The average paid out a day over `days` days, from what was paid out in them. */
export function averageDaily(paidOutMinor: bigint, days: number): bigint {
  return paidOutMinor / BigInt(days);
}
