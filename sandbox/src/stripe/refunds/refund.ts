import { newStripeId, unixSeconds } from '../stripe-ids.js';

export const refundReasons = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;
export type RefundReason = (typeof refundReasons)[number];

/** Stripe's Refund statuses (https://docs.stripe.com/api/refunds/object#refund_object-status). */
export const refundStatuses = ['pending', 'requires_action', 'succeeded', 'failed', 'canceled'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * Why a refund failed, Stripe's list less `merchant_request`, which is how a canceled refund
 * shows (https://docs.stripe.com/api/refunds/object#refund_object-failure_reason).
 */
export const refundFailureReasons = [
  'lost_or_stolen_card',
  'expired_or_canceled_card',
  'charge_for_pending_refund_disputed',
  'insufficient_funds',
  'declined',
  'unknown',
] as const;
export type RefundFailureReason = (typeof refundFailureReasons)[number];

/** Why a refund is pending (API 2025-04-30.basil on); the sandbox's refunds wait only while `processing`. */
export type RefundPendingReason = 'processing' | 'insufficient_funds' | 'charge_pending';

/**
 * Stripe's Refund object, as stripe-node types it. The optional members are there only when
 * they apply, as on Stripe: `pending_reason` while pending, `failure_reason` and
 * `failure_balance_transaction` once failed or canceled. Both balance transactions are
 * recorded by the sandbox's balance (`StripeBalance`) under these ids.
 */
export interface RefundObject {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string | null;
  /** The charge refunded: the PaymentIntent's `latest_charge`. */
  charge: string | null;
  created: number;
  currency: string;
  customer: string | null;
  customer_account: null;
  failure_balance_transaction?: string;
  failure_reason?: RefundFailureReason | 'merchant_request';
  metadata: Record<string, string>;
  payment_intent: string;
  payment_method: string | null;
  pending_reason?: RefundPendingReason;
  reason: RefundReason | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: RefundStatus;
  transfer_reversal: null;
}

export interface NewRefund {
  amount: number;
  currency: string;
  charge: string | null;
  customer: string | null;
  paymentIntent: string;
  paymentMethod: string | null;
  reason: RefundReason | null;
  metadata: Record<string, string>;
  /** `pending` for money that reaches the customer later (a bank credit); `succeeded` for a card refund. */
  status: 'pending' | 'succeeded';
}

export function newRefund(fields: NewRefund, now: Date): RefundObject {
  return {
    id: newStripeId('re'),
    object: 'refund',
    amount: fields.amount,
    balance_transaction: newStripeId('txn'),
    charge: fields.charge,
    created: unixSeconds(now),
    currency: fields.currency,
    customer: fields.customer,
    customer_account: null,
    metadata: fields.metadata,
    payment_intent: fields.paymentIntent,
    payment_method: fields.paymentMethod,
    ...(fields.status === 'pending' ? { pending_reason: 'processing' as const } : {}),
    reason: fields.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: fields.status,
    transfer_reversal: null,
  };
}

/** A refund whose money went back to the payment (failed or canceled): it no longer counts against it. */
export const isUndoneRefund = (refund: RefundObject) => refund.status === 'failed' || refund.status === 'canceled';
