import { newStripeId, unixSeconds } from '../stripe-ids.js';

/** The balance transaction types the sandbox records (a subset of Stripe's `type` enum). */
export const balanceTransactionTypes = [
  'charge',
  'payment',
  'payment_failure_refund',
  'refund',
  'refund_failure',
  'adjustment',
  'payout',
] as const;
export type BalanceTransactionType = (typeof balanceTransactionTypes)[number];

/** Stripe's `reporting_category` of each kind of movement recorded here. */
export type ReportingCategory = 'charge' | 'charge_failure' | 'refund' | 'refund_failure' | 'dispute' | 'dispute_reversal' | 'payout';

export interface FeeDetail {
  amount: number;
  application: null;
  currency: string;
  description: string;
  type: 'stripe_fee';
}

/** Stripe's BalanceTransaction object: funds moving in or out of the account's balance. */
export interface BalanceTransactionObject {
  id: string;
  object: 'balance_transaction';
  /** Gross, in cents: positive when money came in, negative when it went out. */
  amount: number;
  available_on: number;
  balance_type: 'payments';
  created: number;
  currency: string;
  description: string | null;
  exchange_rate: null;
  fee: number;
  fee_details: FeeDetail[];
  /** `amount - fee`. */
  net: number;
  reporting_category: ReportingCategory;
  /** The Stripe object it moves money for: `ch_` (charge, payment, payment failure), `re_`, `dp_`, `po_`. */
  source: string;
  status: 'available' | 'pending';
  type: BalanceTransactionType;
}

export interface NewBalanceTransaction {
  id?: string;
  type: BalanceTransactionType;
  reportingCategory: ReportingCategory;
  amount: number;
  currency: string;
  source: string;
  description: string | null;
  /** Stripe's fee: a positive amount the account pays; 0 for none. */
  fee?: number;
  feeDescription?: string;
  /** `pending` for an ACH payment until it settles; `available` otherwise. */
  status?: 'available' | 'pending';
}

/**
 * A balance transaction as of `now`. The sandbox makes funds available at once (Stripe waits
 * days: `available_on` says when), so a payout can be run right after a payment in a test,
 * except an ACH payment's, which stays `pending` until the debit settles.
 */
export function newBalanceTransaction(fields: NewBalanceTransaction, now: Date): BalanceTransactionObject {
  const fee = fields.fee ?? 0;
  const at = unixSeconds(now);
  return {
    id: fields.id ?? newStripeId('txn'),
    object: 'balance_transaction',
    amount: fields.amount,
    available_on: at,
    balance_type: 'payments',
    created: at,
    currency: fields.currency,
    description: fields.description,
    exchange_rate: null,
    fee,
    fee_details:
      fee === 0 ? [] : [{ amount: fee, application: null, currency: fields.currency, description: fields.feeDescription ?? 'Stripe processing fees', type: 'stripe_fee' }],
    net: fields.amount - fee,
    reporting_category: fields.reportingCategory,
    source: fields.source,
    status: fields.status ?? 'available',
    type: fields.type,
  };
}
