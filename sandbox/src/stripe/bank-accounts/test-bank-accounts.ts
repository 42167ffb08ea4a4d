import type { DisputeTrigger } from '../disputes/dispute.js';
import type { MicrodepositBehaviour } from '../microdeposits/microdeposit-verifications.js';
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
  '000444444440': notDebited('invalid_currency', 'invalid currency'),
};

/** Stripe's `000000000009`: the debit stays `processing` until a test hook settles it (or it is never settled). */
const neverSettles = '000000000009';

/** Stripe's `000555555559`: the debit succeeds, then the customer disputes it as unauthorized. */
const disputedTestAccounts: Readonly<Record<string, DisputeTrigger>> = {
  '000555555559': { reason: 'debit_not_authorized', status: 'needs_response' },
};

/** Stripe's `000666666661`: the microdeposits cannot be sent. */
const microdepositsFailToSend = '000666666661';
/** The sandbox's own: this account gets two amounts (`microdeposit_type: "amounts"`) instead of a descriptor code. */
const amountsMicrodeposits = '000000004545';

/** The sandbox's own rule, shared with its Teller accounts ("Sandbox Failing Checking" ends in 0002). */
const failingSuffix = '0002';
const closedAccount = notDebited('account_closed', 'account closed');

/** How an ACH debit from this account settles: failing test numbers fail, `000000000009` never settles, every other account is paid. */
export function achSettlementOf(accountNumber: string): Settlement | undefined {
  if (accountNumber === neverSettles) return undefined;
  const failing = failingTestAccounts[accountNumber];
  if (failing) return failing;
  if (accountNumber.endsWith(failingSuffix)) return closedAccount;
  return { kind: 'succeed' };
}

/** A dispute that follows the account's successful debit (Stripe's `000555555559`), if any. */
export function achDisputeOf(accountNumber: string): DisputeTrigger | undefined {
  return disputedTestAccounts[accountNumber];
}

/** How microdeposits to this account behave, should the product ask for that verification. */
export function microdepositBehaviourOf(accountNumber: string): MicrodepositBehaviour {
  return {
    type: accountNumber === amountsMicrodeposits ? 'amounts' : 'descriptor_code',
    failsToSend: accountNumber === microdepositsFailToSend,
  };
}
