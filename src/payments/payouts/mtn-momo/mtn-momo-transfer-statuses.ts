import type { PayoutFailureCode } from '../payout-failure.js';
import type { PayoutStatus } from '../payout-rail.port.js';
import type { MomoReason, MomoTransfer } from './mtn-momo-wire.js';

/**
 * MoMo's reasons for a FAILED transfer, as its API reference ("ErrorReason"), its "Common
 * error codes" page and the developer community's failure-reason notice list them. In a
 * disbursement the payer is our own disbursement account: its problems (funds, limits,
 * an inactive account) are ours to fix, not the recipient's, hence `partner_unavailable` (and
 * `partner_insufficient_balance` for its funds: the rail pauses until a top-up).
 */
export const MOMO_FAILURE_REASONS: Readonly<Record<string, PayoutFailureCode>> = {
  PAYEE_NOT_FOUND: 'recipient_not_registered',
  PAYEE_NOT_ALLOWED_TO_RECEIVE: 'recipient_blocked',
  PAYEE_LIMIT_REACHED: 'recipient_limit_exceeded',
  NOT_ALLOWED: 'partner_declined',
  APPROVAL_REJECTED: 'partner_declined',
  TRANSACTION_CANCELED: 'partner_declined',
  // Our disbursement account is short: the rail waits for a top-up.
  NOT_ENOUGH_FUNDS: 'partner_insufficient_balance',
  PAYER_LIMIT_REACHED: 'partner_unavailable',
  PAYER_NOT_FOUND: 'partner_unavailable',
  SENDER_ACCOUNT_NOT_ACTIVE: 'partner_unavailable',
  COULD_NOT_PERFORM_TRANSACTION: 'partner_unavailable',
  INTERNAL_PROCESSING_ERROR: 'partner_unavailable',
  SERVICE_UNAVAILABLE: 'partner_unavailable',
  EXPIRED: 'partner_unavailable',
  PAYER_DELAYED: 'partner_unavailable',
  PAYEE_DELAYED: 'partner_unavailable',
  NOT_ALLOWED_TARGET_ENVIRONMENT: 'partner_unavailable',
  INVALID_CALLBACK_URL_HOST: 'partner_unavailable',
  INVALID_CURRENCY: 'partner_unavailable',
};

/** A FAILED transfer is final whatever its reason: one MoMo does not list here is a plain decline. */
const UNKNOWN_REASON: PayoutFailureCode = 'partner_declined';

/** The reason's code (upper case, `PAYER NOT FOUND` read as `PAYER_NOT_FOUND`) and MoMo's own words for the operator. */
export function readMomoReason(reason: MomoReason | null | undefined): { code: string | null; detail: string } {
  const raw = typeof reason === 'string' ? { code: reason, message: undefined } : (reason ?? {});
  const code = raw.code?.trim() ? raw.code.trim().toUpperCase().replace(/[\s-]+/g, '_') : null;
  const message = raw.message?.trim() || null;
  const detail = [code, message].filter(Boolean).join(': ');
  return { code, detail: detail || 'FAILED (no reason given)' };
}

export function momoFailureCode(reasonCode: string | null): PayoutFailureCode {
  if (reasonCode === null || !Object.hasOwn(MOMO_FAILURE_REASONS, reasonCode)) return UNKNOWN_REASON;
  return MOMO_FAILURE_REASONS[reasonCode]!;
}

/**
 * A transfer's status as the rail reports it. MoMo documents PENDING, SUCCESSFUL and FAILED;
 * anything else is `pending` (never read as an outcome). The receipt is the wallet platform's
 * financial transaction id; MoMo gives one with every SUCCESSFUL transfer, and should one be
 * missing the reference id stands in, so a paid transfer is never left pending.
 */
export function momoPayoutStatus(transfer: MomoTransfer, referenceId: string): PayoutStatus {
  switch (transfer.status.trim().toUpperCase()) {
    case 'SUCCESSFUL':
      return { state: 'delivered', receipt: transfer.financialTransactionId?.trim() || referenceId };
    case 'FAILED': {
      const reason = readMomoReason(transfer.reason);
      return { state: 'failed', code: momoFailureCode(reason.code), detail: reason.detail };
    }
    default:
      return { state: 'pending' };
  }
}
