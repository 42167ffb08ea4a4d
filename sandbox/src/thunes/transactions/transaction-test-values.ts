import type { DeclinedStatus } from './transaction-status.js';

/** What the payout of a transaction to a credit party comes to, once confirmed. */
export type PayoutOutcome =
  | { kind: 'pay' }
  | { kind: 'decline'; status: DeclinedStatus }
  /** Refused at Thunes' compliance screening (SLS) right after confirmation. */
  | { kind: 'reject-at-screening' }
  /** SUBMITTED to the payer, then nothing: no outcome, no further callback. */
  | { kind: 'stay-submitted' }
  /** Paid, but every callback of the transaction is lost; status queries tell. */
  | { kind: 'pay-lose-callbacks' }
  /** Paid (COMPLETED), then REVERSED one step later: the payer took the money back. */
  | { kind: 'pay-then-reverse' };

/** `account_status` values of Thunes' "Credit party verification" enumeration. */
export type AccountStatus =
  | 'AVAILABLE'
  | 'UNREGISTERED'
  | 'UNAVAILABLE-INVALID-ACCOUNT'
  | 'UNAVAILABLE-BARRED-ACCOUNT'
  | 'UNAVAILABLE-BENEFICIARY-MISMATCH';

interface TestValue {
  outcome: PayoutOutcome;
  accountStatus: AccountStatus;
}

// By the last six digits of the credit party (msisdn or bank account number); see sandbox/README.md.
const bySuffix: Record<string, TestValue> = {
  '999999': { outcome: { kind: 'decline', status: '90200' }, accountStatus: 'UNAVAILABLE-INVALID-ACCOUNT' },
  '000201': { outcome: { kind: 'decline', status: '90201' }, accountStatus: 'UNAVAILABLE-BARRED-ACCOUNT' },
  '000210': { outcome: { kind: 'decline', status: '90210' }, accountStatus: 'UNAVAILABLE-BENEFICIARY-MISMATCH' },
  '000305': { outcome: { kind: 'decline', status: '90305' }, accountStatus: 'AVAILABLE' },
  '000330': { outcome: { kind: 'decline', status: '90330' }, accountStatus: 'AVAILABLE' },
  '000400': { outcome: { kind: 'decline', status: '90400' }, accountStatus: 'AVAILABLE' },
  '000110': { outcome: { kind: 'reject-at-screening' }, accountStatus: 'AVAILABLE' },
  '000202': { outcome: { kind: 'stay-submitted' }, accountStatus: 'AVAILABLE' },
  '000410': { outcome: { kind: 'pay-lose-callbacks' }, accountStatus: 'AVAILABLE' },
  '000800': { outcome: { kind: 'pay-then-reverse' }, accountStatus: 'AVAILABLE' },
  '000100': { outcome: { kind: 'pay' }, accountStatus: 'UNREGISTERED' },
};

const ordinary: TestValue = { outcome: { kind: 'pay' }, accountStatus: 'AVAILABLE' };

/** The digits that name a credit party: its msisdn, else its bank account number. */
export function creditPartyKey(identifier: Readonly<Record<string, string>>): string {
  return (identifier['msisdn'] ?? identifier['bank_account_number'] ?? '').replace(/\D/g, '');
}

export function payoutOutcomeOf(key: string): PayoutOutcome {
  return (bySuffix[key.slice(-6)] ?? ordinary).outcome;
}

/**
 * What credit-party verification says of an account. A name mismatch is only reported when the
 * request names the beneficiary (the sandbox compares no names: `...000210` stands for a mismatch).
 */
export function accountStatusOf(key: string, beneficiaryNamed: boolean): AccountStatus {
  const status = (bySuffix[key.slice(-6)] ?? ordinary).accountStatus;
  return status === 'UNAVAILABLE-BENEFICIARY-MISMATCH' && !beneficiaryNamed ? 'AVAILABLE' : status;
}

/** An account credit-party information can describe (one with no account answers 1005001). */
export function accountExists(key: string): boolean {
  return accountStatusOf(key, false) !== 'UNAVAILABLE-INVALID-ACCOUNT';
}
