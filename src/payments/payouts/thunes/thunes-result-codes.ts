import type { PayoutFailureCode } from '../payout-failure.js';
import type { PayoutStatus } from '../payout-rail.port.js';
import type { ThunesTransaction } from './thunes-wire.js';

/**
 * What each Thunes transaction status means to us. From the "Transaction status" enumeration
 * of Thunes' reference (the same five-digit codes in v1 and v2): the first digit is the
 * status class (1 CREATED, 2 CONFIRMED, 3 REJECTED, 4 CANCELLED, 5 SUBMITTED, 6 AVAILABLE,
 * 7 COMPLETED, 8 REVERSED, 9 DECLINED).
 */
type Meaning =
  | { state: 'pending' }
  | { state: 'cancelled' }
  | { state: 'reversed' }
  | { state: 'ready_for_pickup' }
  | { state: 'delivered' }
  | { state: 'failed'; code: PayoutFailureCode };

const pending: Meaning = { state: 'pending' };
const pickup: Meaning = { state: 'ready_for_pickup' };
const failed = (code: PayoutFailureCode): Meaning => ({ state: 'failed', code });

/** By status code: the primary mapping. */
export const THUNES_TRANSACTION_STATUSES: Readonly<Record<string, Meaning>> = {
  '10000': pending, // CREATED
  '20000': pending, // CONFIRMED
  '20110': pending, // CONFIRMED-UNDER-REVIEW-SLS
  '20150': pickup, // CONFIRMED-WAITING-FOR-PICKUP
  '30000': failed('partner_declined'), // REJECTED
  '30110': failed('partner_declined'), // REJECTED-SLS-SENDER
  '30120': failed('partner_declined'), // REJECTED-SLS-BENEFICIARY
  '30200': failed('recipient_not_registered'), // REJECTED-INVALID-BENEFICIARY
  '30201': failed('recipient_blocked'), // REJECTED-BARRED-BENEFICIARY
  '30210': failed('recipient_details_invalid'), // REJECTED-INVALID-BENEFICIARY-DETAILS
  '30305': failed('amount_outside_limits'), // REJECTED-LIMITATIONS-ON-TRANSACTION-VALUE
  '30310': failed('partner_declined'), // REJECTED-LIMITATIONS-ON-SENDER-VALUE
  '30320': failed('recipient_limit_exceeded'), // REJECTED-LIMITATIONS-ON-BENEFICIARY-VALUE
  '30330': failed('recipient_limit_exceeded'), // REJECTED-LIMITATIONS-ON-ACCOUNT-VALUE
  '30350': failed('partner_declined'), // REJECTED-LIMITATIONS-ON-SENDER-QUANTITY
  '30360': failed('recipient_limit_exceeded'), // REJECTED-LIMITATIONS-ON-BENEFICIARY-QUANTITY
  '30370': failed('recipient_limit_exceeded'), // REJECTED-LIMITATIONS-ON-ACCOUNT-QUANTITY
  '30400': failed('partner_unavailable'), // REJECTED-PAYER-CURRENTLY-UNAVAILABLE
  '30500': failed('partner_insufficient_balance'), // REJECTED-INSUFFICIENT-BALANCE (our prefunded balance: the rail waits for a top-up)
  '40000': { state: 'cancelled' }, // CANCELLED
  '50000': pending, // SUBMITTED
  '60000': pickup, // AVAILABLE
  '70000': { state: 'delivered' }, // COMPLETED
  '80000': { state: 'reversed' }, // REVERSED (after COMPLETED too: the money came back to our balance)
  '90000': failed('partner_declined'), // DECLINED
  '90110': failed('partner_declined'), // DECLINED-SLS-SENDER
  '90120': failed('partner_declined'), // DECLINED-SLS-BENEFICIARY
  '90200': failed('recipient_not_registered'), // DECLINED-INVALID-BENEFICIARY
  '90201': failed('recipient_blocked'), // DECLINED-BARRED-BENEFICIARY
  '90202': failed('recipient_not_registered'), // DECLINED-UNSUPPORTED-BENEFICIARY
  '90210': failed('recipient_details_invalid'), // DECLINED-INVALID-BENEFICIARY-DETAILS
  '90305': failed('amount_outside_limits'), // DECLINED-LIMITATIONS-ON-TRANSACTION-VALUE
  '90310': failed('partner_declined'), // DECLINED-LIMITATIONS-ON-SENDER-VALUE
  '90320': failed('recipient_limit_exceeded'), // DECLINED-LIMITATIONS-ON-BENEFICIARY-VALUE
  '90330': failed('recipient_limit_exceeded'), // DECLINED-LIMITATIONS-ON-ACCOUNT-VALUE
  '90331': failed('recipient_limit_exceeded'), // ...-DAILY
  '90332': failed('recipient_limit_exceeded'), // ...-WEEKLY
  '90333': failed('recipient_limit_exceeded'), // ...-MONTHLY
  '90334': failed('recipient_limit_exceeded'), // ...-YEARLY
  '90350': failed('partner_declined'), // DECLINED-LIMITATIONS-ON-SENDER-QUANTITY
  '90360': failed('recipient_limit_exceeded'), // DECLINED-LIMITATIONS-ON-BENEFICIARY-QUANTITY
  '90370': failed('recipient_limit_exceeded'), // DECLINED-LIMITATIONS-ON-ACCOUNT-QUANTITY
  '90400': failed('partner_unavailable'), // DECLINED-PAYER-CURRENTLY-UNAVAILABLE
};

/** By status class: the fallback for a code the table above does not list. */
export const THUNES_STATUS_CLASSES: Readonly<Record<string, Meaning>> = {
  '1': pending,
  '2': pending,
  '3': failed('partner_declined'),
  '4': { state: 'cancelled' },
  '5': pending,
  '6': pickup,
  '7': { state: 'delivered' },
  '8': { state: 'reversed' },
  '9': failed('partner_declined'),
};

/**
 * Credit-party verification's `account_status`: null when the account can be paid, else why
 * not. `UNREGISTERED` is refused too: the product pays registered accounts only.
 */
export const THUNES_ACCOUNT_STATUSES: Readonly<Record<string, PayoutFailureCode | null>> = {
  AVAILABLE: null,
  UNREGISTERED: 'recipient_not_registered',
  'UNAVAILABLE-INVALID-ACCOUNT': 'recipient_not_registered',
  'UNAVAILABLE-BARRED-ACCOUNT': 'recipient_blocked',
  'UNAVAILABLE-BENEFICIARY-MISMATCH': 'recipient_details_invalid',
};

/**
 * Refusals of a verification, quotation or transaction creation (nothing was created) that
 * settle the payout: Thunes will not take it as given. Codes not listed are `partner_declined`.
 */
export const THUNES_REFUSALS: Readonly<Record<string, { code: PayoutFailureCode; detail: string }>> = {
  '1000998': { code: 'partner_declined', detail: 'Source country not authorized' },
  '1000999': { code: 'recipient_details_invalid', detail: 'Invalid parameter' },
  '1003001': { code: 'partner_unavailable', detail: 'Payer is inactive in your account' },
  '1003002': { code: 'partner_unavailable', detail: 'Invalid payer' },
  '1003008': { code: 'amount_outside_limits', detail: 'Destination amount is invalid' },
  '1003010': { code: 'partner_declined', detail: 'Destination currency not provided by payer' },
  '1003011': { code: 'amount_outside_limits', detail: 'Transaction amount below minimum of the selected payer' },
  '1003012': { code: 'amount_outside_limits', detail: 'Transaction amount over maximum of the selected payer' },
  '1005001': { code: 'recipient_not_registered', detail: 'Account is invalid' },
  '1008003': { code: 'partner_unavailable', detail: 'Quotation has expired' },
};

/** The five-digit status code, and its class: the code's first digit, else the `status_class` field. */
function statusCodes(transaction: Pick<ThunesTransaction, 'status' | 'status_class'>): { code: string; statusClass: string } {
  const code = transaction.status.trim();
  const statusClass = /^\d{5}$/.test(code) ? code.charAt(0) : (transaction.status_class ?? '').trim();
  return { code, statusClass };
}

/** Whether the transaction is still CREATED: it pays nothing until confirmed. */
export function isCreated(transaction: Pick<ThunesTransaction, 'status' | 'status_class'>): boolean {
  const { code, statusClass } = statusCodes(transaction);
  return code === '10000' || (!THUNES_TRANSACTION_STATUSES[code] && statusClass === '1');
}

/**
 * A Transaction object as a `PayoutStatus`: by status code, else by class, else `pending`.
 * COMPLETED's receipt is the payer's reference, else Thunes' id; a pickup needs the code in
 * `payer_transaction_code` (without one it is still `pending`).
 */
export function payoutStatusOf(transaction: ThunesTransaction): PayoutStatus {
  const { code, statusClass } = statusCodes(transaction);
  const meaning = THUNES_TRANSACTION_STATUSES[code] ?? THUNES_STATUS_CLASSES[statusClass] ?? pending;
  const reference = transaction.payer_transaction_reference || undefined;
  const withReference = reference ? { partnerReference: reference } : {};
  switch (meaning.state) {
    case 'delivered':
      return { state: 'delivered', receipt: reference ?? transaction.id };
    case 'ready_for_pickup':
      return transaction.payer_transaction_code
        ? { state: 'ready_for_pickup', pickupCode: transaction.payer_transaction_code, ...withReference }
        : { state: 'pending', ...withReference };
    case 'failed':
      return { state: 'failed', code: meaning.code, detail: [code, transaction.status_message].filter(Boolean).join(' ') };
    case 'cancelled':
    case 'reversed':
      return { state: meaning.state, detail: [code, transaction.status_message].filter(Boolean).join(' ') };
    default:
      return { state: 'pending', ...withReference };
  }
}

/** A verification's `account_status` as the failure it stands for; null when the account can be paid. An unknown status is not a refusal. */
export function failureOfAccountStatus(accountStatus: string): PayoutStatus | null {
  const code = THUNES_ACCOUNT_STATUSES[accountStatus] ?? null;
  return code ? { state: 'failed', code, detail: `credit-party verification: ${accountStatus}` } : null;
}

/** A refusal (nothing created) as the failed payout it settles. */
export function failureOfRefusal(refusalCode: string): PayoutStatus {
  const known = THUNES_REFUSALS[refusalCode];
  return {
    state: 'failed',
    code: known?.code ?? 'partner_declined',
    detail: `Thunes refused: ${refusalCode}${known ? ` ${known.detail}` : ''}`,
  };
}
