import { invalidRequest } from '../http/stripe-error.js';
import type { StripeForm } from '../http/stripe-form.js';
import type { Settlement } from '../payment-outcome.js';
import { passesAbaChecksum } from './aba-routing-number.js';
import { bankAccountFingerprint } from './bank-account-fingerprint.js';
import { bankNameFor } from './bank-names.js';
import type { DisputeTrigger } from '../disputes/dispute.js';
import type { MicrodepositBehaviour } from '../microdeposits/microdeposit-verifications.js';
import { achDisputeOf, achSettlementOf, microdepositBehaviourOf } from './test-bank-accounts.js';

const accountHolderTypes = ['individual', 'company'] as const;
const bankAccountTypes = ['checking', 'savings'] as const;
export type AccountHolderType = (typeof accountHolderTypes)[number];
export type BankAccountType = (typeof bankAccountTypes)[number];

/** What the sandbox keeps of a bank account: never the full account number. */
export interface BankAccountDetails {
  routingNumber: string;
  last4: string;
  bankName: string | null;
  accountType: BankAccountType;
  accountHolderType: AccountHolderType | null;
  fingerprint: string;
  /** Undefined: the debit stays `processing` until a test hook settles it. */
  settlement: Settlement | undefined;
  disputeAfterPayment: DisputeTrigger | undefined;
  microdeposits: MicrodepositBehaviour;
}

function readAccountNumber(bank: StripeForm): string {
  const digits = bank.requiredString('account_number').trim();
  if (!/^\d{4,17}$/.test(digits)) {
    throw invalidRequest('Invalid account number: a US bank account number has 4 to 17 digits.', {
      param: bank.param('account_number'),
      code: 'account_number_invalid',
    });
  }
  return digits;
}

function readRoutingNumber(bank: StripeForm): string {
  const routing = bank.requiredString('routing_number').trim();
  if (!passesAbaChecksum(routing)) {
    throw invalidRequest('Invalid routing number', {
      param: bank.param('routing_number'),
      code: 'routing_number_invalid',
    });
  }
  return routing;
}

/**
 * Validates `us_bank_account[...]` as given with raw numbers (routing number by its ABA
 * check digit) and keeps only what the PaymentMethod shows plus how a debit will settle.
 * Error messages never echo the numbers.
 */
export function readBankAccountDetails(bank: StripeForm | undefined): BankAccountDetails {
  if (!bank) {
    throw invalidRequest('Missing required param: us_bank_account.', {
      param: 'us_bank_account',
      code: 'parameter_missing',
    });
  }
  bank.allowOnly(['account_number', 'routing_number', 'account_holder_type', 'account_type']);
  const accountNumber = readAccountNumber(bank);
  const routingNumber = readRoutingNumber(bank);
  return {
    routingNumber,
    last4: accountNumber.slice(-4),
    bankName: bankNameFor(routingNumber),
    // Stripe's default when the type is not given.
    accountType: bank.oneOf('account_type', bankAccountTypes) ?? 'checking',
    accountHolderType: bank.oneOf('account_holder_type', accountHolderTypes) ?? null,
    fingerprint: bankAccountFingerprint(routingNumber, accountNumber),
    settlement: achSettlementOf(accountNumber),
    disputeAfterPayment: achDisputeOf(accountNumber),
    microdeposits: microdepositBehaviourOf(accountNumber),
  };
}
