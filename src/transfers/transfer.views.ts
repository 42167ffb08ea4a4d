import { PAYOUT_FAILURE_MESSAGES, type PayoutFailureCode } from '../payments/payouts/payout-failure.js';
import { Money } from '../shared/domain/money.js';
import type { Transfer } from './domain/transfer.js';
import { disclosureOf } from './domain/disclosure.js';
import type { TransferEventRecord } from './transfer-event-record.js';

/**
 * What a sender's view of a transfer shows. A loaded Transfer has these fields, and so has a
 * row of the sender's history, which is read without loading aggregates (TransferHistory).
 */
export type TransactionFacts = Pick<
  Transfer,
  | 'id'
  | 'sessionId'
  | 'reference'
  | 'country'
  | 'amountMinor'
  | 'feeMinor'
  | 'totalMinor'
  | 'recipientAmountMinor'
  | 'currencyCode'
  | 'rate'
  | 'status'
  | 'paymentMethod'
  | 'providerTransferId'
  | 'failureReason'
  | 'recipientInfo'
  | 'deliveryMethod'
  | 'payoutRail'
  | 'payoutReceipt'
  | 'pickupCode'
  | 'payoutFailureCode'
  | 'createdAt'
>;

/** Response shapes (docs/api.md). Amounts become JSON numbers only here, at the edge. */
export function toTransactionView(t: TransactionFacts) {
  return {
    id: t.id,
    sessionId: t.sessionId,
    reference: t.reference,
    country: t.country,
    amount: Money.fromMinor(t.amountMinor, 'USD').toNumber(),
    feeAmount: Money.fromMinor(t.feeMinor, 'USD').toNumber(),
    totalAmount: Money.fromMinor(t.totalMinor, 'USD').toNumber(),
    recipientAmount: Money.fromMinor(t.recipientAmountMinor, t.currencyCode).toNumber(),
    currencyCode: t.currencyCode,
    rate: t.rate.toNumber(),
    status: t.status,
    paymentMethod: t.paymentMethod,
    providerTransferId: t.providerTransferId,
    failureReason: t.failureReason,
    recipientInfo: t.recipientInfo,
    deliveryMethod: t.deliveryMethod,
    payout: payoutView(t),
    createdAt: t.createdAt.toISOString(),
  };
}

/** How the payout stands: the partner's receipt once delivered, the pickup code while cash waits. */
function payoutView(t: TransactionFacts) {
  return { rail: t.payoutRail, receipt: t.payoutReceipt, pickupCode: t.pickupCode, failureCode: t.payoutFailureCode };
}

/** A transfer's page: the list's view, plus the disclosure and receipt figures and until when the sender may cancel it. */
export function toTransactionDetailView(t: Transfer, cancellableUntil: Date | null, checkoutValidForMs: number) {
  return { ...toTransactionView(t), ...disclosureView(t, checkoutValidForMs), cancellableUntil: cancellableUntil?.toISOString() ?? null, underReview: t.underReview() };
}

/** The figures the Remittance Rule discloses before payment and on the receipt (domain/disclosure.ts). */
export function disclosureView(t: Transfer, checkoutValidForMs: number) {
  const d = disclosureOf(t, checkoutValidForMs);
  return {
    taxAmount: d.taxes.toNumber(),
    rateGuaranteedUntil: d.rateGuaranteedUntil.toISOString(),
    availableBy: d.availableBy?.toISOString() ?? null,
    paidAt: t.paymentConfirmedAt?.toISOString() ?? null,
  };
}

export function toCheckoutSessionView(t: Transfer, checkoutValidForMs: number) {
  return {
    ...disclosureView(t, checkoutValidForMs),
    id: t.id,
    reference: t.reference,
    rate: t.rate.toNumber(),
    sessionId: t.sessionId,
    status: t.status,
    underReview: t.underReview(),
    amount: t.amount().toNumber(),
    feeAmount: t.fee().toNumber(),
    totalAmount: t.total().toNumber(),
    recipientAmount: t.recipientAmount().toNumber(),
    currencyCode: t.currencyCode,
    country: t.country,
    paymentMethod: t.paymentMethod,
    senderInfo: { firstName: t.senderInfo.firstName, lastName: t.senderInfo.lastName },
    recipientInfo: { firstName: t.recipientInfo.firstName, lastName: t.recipientInfo.lastName },
    deliveryMethod: t.deliveryMethod,
    bankName: t.recipientInfo.bankName ?? null,
    failureReason: t.failureReason,
    pickupCode: t.pickupCode,
  };
}

/** An event as its sender sees it: a payout's failure in the sender's terms, never the partner's own words. */
export function toEventView(e: TransferEventRecord) {
  const { type, ...detail } = e.payload;
  if (e.payload.type === 'PayoutFailed') {
    const code = e.payload.code as PayoutFailureCode | undefined;
    const reason = code && Object.hasOwn(PAYOUT_FAILURE_MESSAGES, code) ? PAYOUT_FAILURE_MESSAGES[code] : PAYOUT_FAILURE_MESSAGES.partner_declined;
    return { type, occurredAt: e.occurredAt.toISOString(), detail: { payoutId: e.payload.payoutId, code: code ?? null, reason } };
  }
  // The provider's words on a refused refund, and an operator's note, are for the operator.
  // So is what sanctions screening matched.
  // So are a failed refund's reason, a reversal's, and what an operator alert is about.
  const operatorOnly = ['RefundRefused', 'RefundSettledManually', 'ScreeningHeld', 'RefundFailed', 'PayoutReversed', 'LatePayoutDelivered', 'PayoutHeld', 'PayoutAwaitingFloat'];
  if (operatorOnly.includes(e.payload.type)) {
    return { type, occurredAt: e.occurredAt.toISOString(), detail: {} };
  }
  return { type, occurredAt: e.occurredAt.toISOString(), detail };
}

/**
 * The answer to a payment: card payments are paid, bank debits and saved bank accounts are
 * processing, and a card whose bank wants the sender to confirm (3-D Secure) comes back with
 * the client secret Stripe.js completes it with.
 */
export function toPaymentResult({ transfer: t, clientSecret }: { transfer: Transfer; clientSecret: string | null }) {
  if (clientSecret) {
    return {
      success: true,
      message: 'Your bank asks you to confirm this payment.',
      status: t.status,
      sessionId: t.sessionId,
      requiresAction: true,
      clientSecret,
    };
  }
  const debitInFlight = t.paymentMethod === 'ach' && !t.isPaid();
  return {
    success: true,
    message: debitInFlight
      ? 'Your bank payment is being processed. We send the money as soon as your bank confirms the debit.'
      : 'Your payment has been processed.',
    status: t.status,
    sessionId: t.sessionId,
  };
}
