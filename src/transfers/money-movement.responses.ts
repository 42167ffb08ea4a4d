import { z } from 'zod';
import { DELIVERY_METHODS } from '../shared/domain/delivery-method.js';

const when = z.iso.datetime();

export const payoutAttemptResponse = z
  .object({
    attempt: z.number().int().meta({ description: '1, then one more for each retry by our team.' }),
    method: z.enum(DELIVERY_METHODS),
    bankName: z.string().nullable(),
    state: z
      .enum(['requested', 'unknown', 'accepted', 'ready_for_pickup', 'delivered', 'failed', 'cancelled', 'reversed'])
      .meta({ description: "requested (sent to the partner), unknown (the partner's answer is awaited), accepted, ready_for_pickup, delivered, failed, cancelled (at the partner), reversed (taken back after delivery)." }),
    receipt: z.string().nullable().meta({ description: "The partner's reference once delivered." }),
    pickupCode: z.string().nullable(),
    failure: z.string().nullable().meta({ description: "Why it failed, in the sender's terms." }),
    requestedAt: when,
    updatedAt: when,
  })
  .meta({ id: 'PayoutAttempt' });

export const refundResponse = z
  .object({
    amount: z.number().meta({ description: 'US dollars, two decimals.' }),
    purpose: z.enum(['transfer', 'orphan_payment']).meta({ description: "transfer: the transfer's payment; orphan_payment: a payment that arrived when the transfer could no longer use it." }),
    state: z.enum(['requested', 'pending', 'succeeded', 'failed', 'cancelled']),
    requestedAt: when,
    updatedAt: when,
  })
  .meta({ id: 'Refund' });

export const operatorPayoutAttemptResponse = payoutAttemptResponse.extend({
  reference: z.string(),
  rail: z.string(),
  partnerPayoutId: z.string().nullable(),
  failureCode: z.string().nullable(),
  failureDetail: z.string().nullable(),
  answeredAt: when.nullable(),
});

export const operatorRefundResponse = refundResponse.extend({
  attempt: z.number().int(),
  providerRefundId: z.string().nullable(),
  paymentIntentId: z.string(),
  failureReason: z.string().nullable(),
  retryAfter: when.nullable(),
});

export const moneyAlertResponse = z.object({
  id: z.uuid(),
  kind: z.enum(['paid_twice', 'paid_after_refund', 'payment_returned_after_payout', 'orphan_payment_unrefundable', 'refunded_twice']),
  title: z.string(),
  amount: z.number(),
  currency: z.string(),
  evidence: z.record(z.string(), z.unknown()),
  raisedAt: when,
  resolvedAt: when.nullable(),
  resolutionNote: z.string().nullable(),
});
