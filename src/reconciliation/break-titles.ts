import type { BreakKind, ReconciledProvider, ReconciliationBreak } from './domain/reconciliation-break.js';
import { isCurrency, Money } from '../shared/domain/money.js';

export const PROVIDER_NAMES: Readonly<Record<ReconciledProvider, string>> = {
  stripe: 'Stripe',
  daraja: 'Safaricom (M-Pesa)',
  mtn_momo: 'MTN MoMo',
  thunes: 'Thunes',
};

const TITLES: Readonly<Record<BreakKind, (provider: string) => string>> = {
  missing_in_books: (p) => `Reconciliation: ${p} moved money the books do not show`,
  missing_at_provider: (p) => `Reconciliation: booked, but not in ${p}'s records`,
  amount_differs: (p) => `Reconciliation: ${p} and the books differ`,
  status_differs: (p) => `Reconciliation: ${p} says the payout stands otherwise`,
  payout_total_differs: (p) => `Reconciliation: a ${p} payout does not add up`,
};

const money = (minor: bigint, currency: string) => (isCurrency(currency) ? Money.fromMinor(minor, currency).format() : `${currency} ${minor}`);

/** A break in a title and a sentence, for the operator's queue. */
export function describeBreak(brk: ReconciliationBreak): { title: string; detail: string } {
  const provider = PROVIDER_NAMES[brk.provider];
  return {
    title: TITLES[brk.kind](provider),
    detail: `${provider} shows ${money(brk.providerAmount, brk.currency)} for ${brk.key}; the books show ${money(brk.booksAmount, brk.currency)} (difference ${money(brk.difference, brk.currency)}).`,
  };
}
