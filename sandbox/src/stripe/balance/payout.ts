import { newStripeId, unixSeconds } from '../stripe-ids.js';

/** Stripe's Payout object: the balance sent to the account's bank (automatic daily payouts here). */
export interface PayoutObject {
  id: string;
  object: 'payout';
  amount: number;
  application_fee: null;
  application_fee_amount: null;
  arrival_date: number;
  automatic: true;
  balance_transaction: string;
  created: number;
  currency: string;
  description: string;
  destination: string;
  failure_balance_transaction: null;
  failure_code: null;
  failure_message: null;
  livemode: false;
  metadata: Record<string, string>;
  method: 'standard';
  original_payout: null;
  /** `in_progress` until every balance transaction it pays out is known, then `completed`. */
  reconciliation_status: 'in_progress' | 'completed';
  reversed_by: null;
  source_type: 'card';
  statement_descriptor: null;
  status: 'pending' | 'in_transit' | 'paid';
  type: 'bank_account';
}

/** The sandbox's account's bank account, where its payouts go. */
export const sandboxBankAccount = 'ba_1SandboxCompanyBank00000';

export function newPayout(amount: number, currency: string, balanceTransaction: string, now: Date): PayoutObject {
  const at = unixSeconds(now);
  return {
    id: newStripeId('po'),
    object: 'payout',
    amount,
    application_fee: null,
    application_fee_amount: null,
    arrival_date: at,
    automatic: true,
    balance_transaction: balanceTransaction,
    created: at,
    currency,
    description: 'STRIPE PAYOUT',
    destination: sandboxBankAccount,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    livemode: false,
    metadata: {},
    method: 'standard',
    original_payout: null,
    reconciliation_status: 'in_progress',
    reversed_by: null,
    source_type: 'card',
    statement_descriptor: null,
    status: 'pending',
    type: 'bank_account',
  };
}
