import type { B2cPaymentRequest } from './b2c-payment-request.js';
import type { B2cResultCode } from './b2c-result-codes.js';

/**
 * `processing` until M-Pesa's result (or never, for the stay-pending test number); `timed-out`
 * when it never left the queue (nothing paid, the notice went to QueueTimeOutURL).
 */
export type B2cPaymentState = 'processing' | 'completed' | 'failed' | 'timed-out';

export interface B2cPayment extends Omit<B2cPaymentRequest, 'securityCredential'> {
  conversationId: string;
  /** Checked when the request arrived; the outcome (2001) comes with the result. */
  initiatorAccepted: boolean;
  state: B2cPaymentState;
  /** The M-Pesa transaction (the receipt when it succeeded); null until processed. */
  transactionId: string | null;
  result: B2cResultCode | null;
  /** "254712345678 - JOHN KAMAU", as the result's ReceiverPartyPublicName. */
  receiverPublicName: string;
  /** ISO 8601. */
  requestedAt: string;
  /**
   * ISO 8601: until then M-Pesa still holds the request in its queue (a status lag the sandbox
   * was told of): Transaction Status does not find it (R000002) and it is not processed. Null: no lag.
   */
  statusVisibleAt: string | null;
  completedAt: string | null;
}
