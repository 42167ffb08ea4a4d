/**
 * pending (created, awaiting payment) -> processing (paid or ACH debit in flight, payout
 * under way) -> completed; or failed; or cancelled.
 */
export type TransferStatus = 'pending' | 'processing' | 'completed' | 'failed' | 'cancelled';

/** How the sender pays: by card (9%) or from a bank account over ACH (5%). */
export type PaymentMethodKind = 'card' | 'ach';
