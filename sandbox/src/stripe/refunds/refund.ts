import { newStripeId, unixSeconds } from '../stripe-ids.js';

export const refundReasons = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;
export type RefundReason = (typeof refundReasons)[number];

/**
 * Stripe's Refund object, as stripe-node types it. The sandbox's refunds go through at once
 * (`succeeded`), for cards and ACH debits alike: there is no pending bank return to wait for.
 */
export interface RefundObject {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: null;
  /** The charge refunded: the PaymentIntent's `latest_charge`. */
  charge: string | null;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: RefundReason | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: 'succeeded';
  transfer_reversal: null;
}

export interface NewRefund {
  amount: number;
  currency: string;
  charge: string | null;
  paymentIntent: string;
  reason: RefundReason | null;
  metadata: Record<string, string>;
}

export function newRefund(fields: NewRefund, now: Date): RefundObject {
  return {
    id: newStripeId('re'),
    object: 'refund',
    amount: fields.amount,
    balance_transaction: null,
    charge: fields.charge,
    created: unixSeconds(now),
    currency: fields.currency,
    metadata: fields.metadata,
    payment_intent: fields.paymentIntent,
    reason: fields.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}
