import { Money, isCurrency } from '../../shared/domain/money.js';
import type { MoneyAlert } from '../../transfers/domain/money-alert.js';

/** What an alert says to the operator, in a sentence per kind. */
export const MONEY_ALERT_TITLES: Readonly<Record<MoneyAlert['kind'], string>> = {
  paid_twice: 'Paid twice: two payout attempts of this transfer both delivered',
  paid_after_refund: 'Paid after the transfer failed or was cancelled: the recipient has the money and the sender was (or is being) refunded',
  payment_returned_after_payout: 'The bank debit was returned after the payout went: the sender owes the total',
  orphan_payment_unrefundable: 'A payment this transfer could not use could not be refunded',
  refunded_twice: 'A refund went through after the sender was paid back another way',
};

export function toMoneyAlertView(a: MoneyAlert) {
  return {
    id: a.id,
    kind: a.kind,
    title: MONEY_ALERT_TITLES[a.kind],
    amount: isCurrency(a.currency) ? Money.fromMinor(a.amountMinor, a.currency).toNumber() : Number(a.amountMinor) / 100,
    currency: a.currency,
    evidence: a.evidence,
    raisedAt: a.raisedAt.toISOString(),
    resolvedAt: a.resolvedAt?.toISOString() ?? null,
    resolutionNote: a.resolutionNote,
  };
}
