import { PAYOUT_FAILURE_MESSAGES, type PayoutFailureCode } from '../payments/payouts/payout-failure.js';
import { Money } from '../shared/domain/money.js';
import type { PayoutAttempt } from './domain/payout-attempt.js';
import type { Refund } from './domain/refund.js';

/** A payout attempt as its sender sees it: where the money went and how it stands, a failure in the sender's terms. */
export function toPayoutAttemptView(a: PayoutAttempt) {
  const code = a.failureCode as PayoutFailureCode | null;
  const failure = a.state === 'failed' ? (code && Object.hasOwn(PAYOUT_FAILURE_MESSAGES, code) ? PAYOUT_FAILURE_MESSAGES[code] : PAYOUT_FAILURE_MESSAGES.partner_declined) : null;
  return {
    attempt: a.attempt,
    method: a.destination.method,
    bankName: a.destination.bankName ?? null,
    state: a.state,
    receipt: a.receipt,
    pickupCode: a.pickupCode,
    failure,
    requestedAt: a.requestedAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** A refund as its sender sees it: how much, why, and how it stands (never the provider's own words). */
export function toRefundView(r: Refund) {
  return {
    amount: Money.fromMinor(r.amountMinor, 'USD').toNumber(),
    purpose: r.purpose,
    state: r.state,
    requestedAt: r.requestedAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The operator's view adds the ids and the partner's and provider's own words. */
export function toOperatorPayoutAttemptView(a: PayoutAttempt) {
  return {
    ...toPayoutAttemptView(a),
    reference: a.reference,
    rail: a.rail,
    partnerPayoutId: a.partnerPayoutId,
    failureCode: a.failureCode,
    failureDetail: a.failureDetail,
    answeredAt: a.answeredAt?.toISOString() ?? null,
  };
}

export function toOperatorRefundView(r: Refund) {
  return {
    ...toRefundView(r),
    attempt: r.attempt,
    providerRefundId: r.providerRefundId,
    paymentIntentId: r.paymentIntentId,
    failureReason: r.failureReason,
    retryAfter: r.retryAfter?.toISOString() ?? null,
  };
}
