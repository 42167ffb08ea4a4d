import type { Money } from './money.js';

/**
 * A dispute's statuses as the card and ACH provider reports them: an inquiry
 * (`warning_*`) or a chargeback waiting on us or the bank, then closed.
 */
export const OPEN_DISPUTE_STATUSES = ['warning_needs_response', 'warning_under_review', 'needs_response', 'under_review'] as const;
export const CLOSED_DISPUTE_STATUSES = ['warning_closed', 'won', 'lost'] as const;

/** Whether the dispute still waits on us or the bank. A status we do not know counts as open: it is never taken as final. */
export function isOpenDispute(status: string): boolean {
  return !(CLOSED_DISPUTE_STATUSES as readonly string[]).includes(status);
}

/** A lost dispute: the sender's bank returned the payment to them. */
export function isLostDispute(status: string): boolean {
  return status === 'lost';
}

/** What the provider says of a dispute of a transfer's payment. */
export interface DisputeFacts {
  id: string;
  status: string;
  /** The bank's reason (`fraudulent`, `product_not_received`, `debit_not_authorized`, ...). */
  reason: string;
  amount: Money;
  /** When evidence must reach the provider; null when the bank takes none (ACH). */
  dueBy: Date | null;
}
