import type { TransferRequest } from './transfer-request.js';

export type TransferStatus = 'PENDING' | 'SUCCESSFUL' | 'FAILED';

export interface MomoTransfer extends TransferRequest {
  referenceId: string;
  targetEnvironment: string;
  callbackUrl: string | null;
  status: TransferStatus;
  /** MoMo's reason for a FAILED transfer, e.g. PAYEE_NOT_FOUND. */
  reason: string | null;
  /** The wallet platform's id, once SUCCESSFUL. */
  financialTransactionId: string | null;
  /** ISO 8601. */
  createdAt: string;
  /**
   * ISO 8601: until then the wallet platform has not created the transfer yet (a status lag the
   * sandbox was told of): `GET .../transfer/{referenceId}` answers 404 and it is not processed.
   * Null: no lag.
   */
  visibleAt: string | null;
  completedAt: string | null;
}

/**
 * The transfer as GET /disbursement/v1_0/transfer/{referenceId} shows it, and as its callback
 * carries it. `reason` is a plain string, as MoMo's current responses have it (its older
 * reference showed an `{ code, message }` object).
 */
export function transferResource(transfer: MomoTransfer) {
  return {
    amount: transfer.amount,
    currency: transfer.currency,
    ...(transfer.financialTransactionId ? { financialTransactionId: transfer.financialTransactionId } : {}),
    ...(transfer.externalId !== undefined ? { externalId: transfer.externalId } : {}),
    payee: { ...transfer.payee },
    ...(transfer.payerMessage !== undefined ? { payerMessage: transfer.payerMessage } : {}),
    ...(transfer.payeeNote !== undefined ? { payeeNote: transfer.payeeNote } : {}),
    status: transfer.status,
    ...(transfer.reason ? { reason: transfer.reason } : {}),
  };
}
