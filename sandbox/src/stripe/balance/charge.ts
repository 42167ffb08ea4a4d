import { unixSeconds } from '../stripe-ids.js';

/**
 * The part of Stripe's Charge object a balance transaction's expanded `source` shows: which
 * payment it was (`payment_intent`, null for a charge made without one) and what moved.
 */
export interface ChargeObject {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  balance_transaction: string;
  created: number;
  currency: string;
  paid: boolean;
  payment_intent: string | null;
  payment_method_details: { type: 'card' | 'us_bank_account' };
  status: 'pending' | 'succeeded' | 'failed';
}

export function newCharge(
  fields: { id: string; amount: number; currency: string; balanceTransaction: string; paymentIntent: string | null; type: 'card' | 'us_bank_account'; status: ChargeObject['status'] },
  now: Date,
): ChargeObject {
  return {
    id: fields.id,
    object: 'charge',
    amount: fields.amount,
    amount_captured: fields.amount,
    balance_transaction: fields.balanceTransaction,
    created: unixSeconds(now),
    currency: fields.currency,
    paid: fields.status !== 'failed',
    payment_intent: fields.paymentIntent,
    payment_method_details: { type: fields.type },
    status: fields.status,
  };
}
