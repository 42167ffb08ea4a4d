import type { PaymentFailure, Settlement } from '../payment-outcome.js';

const notDebited = (code: string, reason: string): Settlement => ({
  kind: 'fail',
  failure: { code, message: `The customer's bank account could not be debited (${reason}).` } satisfies PaymentFailure,
});

/**
 * Stripe's documented test account numbers whose debit is returned
 * (https://docs.stripe.com/payments/ach-direct-debit#testing-ach). As on Stripe the payment
 * first goes to `processing`; the failure comes when it settles.
 */
const failingTestAccounts: Readonly<Record<string, Settlement>> = {
  '000111111113': notDebited('account_closed', 'account closed'),
  '000111111116': notDebited('no_account', 'no account found'),
  '000222222227': notDebited('insufficient_funds', 'insufficient funds'),
  '000333333335': notDebited('debit_not_authorized', 'debit not authorized'),
};

/** The sandbox's own rule, shared with its Teller accounts ("Sandbox Failing Checking" ends in 0002). */
const failingSuffix = '0002';
const closedAccount = notDebited('account_closed', 'account closed');

/** How an ACH debit from this account settles: failing test numbers fail, every other account is paid. */
export function achSettlementOf(accountNumber: string): Settlement {
  const failing = failingTestAccounts[accountNumber];
  if (failing) return failing;
  if (accountNumber.endsWith(failingSuffix)) return closedAccount;
  return { kind: 'succeed' };
}
