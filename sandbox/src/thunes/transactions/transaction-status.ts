/**
 * The transaction statuses the sandbox uses, from the "Transaction status" enumeration of
 * Thunes' reference: a five-digit `status` whose first digit is the `status_class`.
 */
export const transactionStatuses = {
  '10000': 'CREATED',
  '20000': 'CONFIRMED',
  '20150': 'CONFIRMED-WAITING-FOR-PICKUP',
  '30110': 'REJECTED-SLS-SENDER',
  '30500': 'REJECTED-INSUFFICIENT-BALANCE',
  '40000': 'CANCELLED',
  '50000': 'SUBMITTED',
  '60000': 'AVAILABLE',
  '70000': 'COMPLETED',
  '80000': 'REVERSED',
  '90200': 'DECLINED-INVALID-BENEFICIARY',
  '90201': 'DECLINED-BARRED-BENEFICIARY',
  '90210': 'DECLINED-INVALID-BENEFICIARY-DETAILS',
  '90305': 'DECLINED-LIMITATIONS-ON-TRANSACTION-VALUE',
  '90330': 'DECLINED-LIMITATIONS-ON-ACCOUNT-VALUE',
  '90400': 'DECLINED-PAYER-CURRENTLY-UNAVAILABLE',
} as const;

export type TransactionStatus = keyof typeof transactionStatuses;
export type DeclinedStatus = Extract<TransactionStatus, `9${string}`>;

// The "Transaction status class" enumeration.
const statusClasses: Record<string, string> = {
  '1': 'CREATED',
  '2': 'CONFIRMED',
  '3': 'REJECTED',
  '4': 'CANCELLED',
  '5': 'SUBMITTED',
  '6': 'AVAILABLE',
  '7': 'COMPLETED',
  '8': 'REVERSED',
  '9': 'DECLINED',
};

/** The four status fields of a Transaction object; all strings, as the v2 reference has them. */
export function statusFields(status: TransactionStatus) {
  const statusClass = status.charAt(0);
  return {
    status,
    status_message: transactionStatuses[status],
    status_class: statusClass,
    status_class_message: statusClasses[statusClass]!,
  };
}

/** REJECTED, CANCELLED, COMPLETED, REVERSED and DECLINED are final. */
export function isFinalStatus(status: TransactionStatus): boolean {
  return ['3', '4', '7', '8', '9'].includes(status.charAt(0));
}

/** Waiting for the beneficiary to collect cash: AVAILABLE, or CONFIRMED-WAITING-FOR-PICKUP. */
export function isWaitingForPickup(status: TransactionStatus): boolean {
  return status === '60000' || status === '20150';
}
