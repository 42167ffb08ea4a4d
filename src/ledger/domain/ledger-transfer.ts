import type { Currency } from '../../shared/domain/money.js';
import { findAccount, type AccountCode } from './ledger-chart.js';
import { LedgerTransferRefusedError } from './ledger.errors.js';

/**
 * TigerBeetle's transfer modes: `single` posts at once; `pending` reserves the amount
 * (debits_pending / credits_pending) until a `post_pending` posts it or a `void_pending` gives
 * it back, each naming it by `pendingId`. A pending transfer is resolved at most once, always
 * for its whole amount here (we never post part of a payout).
 */
export type LedgerPhase = 'single' | 'pending' | 'post_pending' | 'void_pending';

/** Why a transfer was booked: the posting rule that made it. */
export type PostingCode =
  | 'float_top_up_reserved'
  | 'float_top_up_posted'
  | 'float_top_up_voided'
  | 'payment_captured'
  | 'payment_returned'
  | 'payout_reserved'
  | 'payout_posted'
  | 'payout_voided'
  | 'payout_delivered_late'
  | 'payout_reversed'
  | 'payout_paid_twice'
  | 'payout_paid_twice_recovered'
  | 'fee_earned'
  | 'fee_reversed'
  | 'refund_paid'
  | 'refund_failed'
  | 'refund_settled_manually'
  | 'orphan_payment_received'
  | 'orphan_payment_refunded'
  | 'payment_reversed_by_dispute'
  | 'dispute_lost'
  | 'payment_returned_after_payout'
  | 'processor_fee'
  | 'processor_fee_returned'
  | 'processor_payout'
  | 'reconciliation_correction'
  | 'fx_spread_earned'
  | 'fx_spread_reversed'
  | 'partner_fee'
  | 'partner_fee_reversed';

/** An immutable ledger transfer: never edited, never deleted; a correction is a new transfer. */
export interface LedgerTransfer {
  /** Chosen by us from the fact it books (`ledgerTransferId`): the same fact, the same id. */
  id: string;
  /** The ledger (currency) of both accounts. */
  ledger: Currency;
  debit: AccountCode;
  credit: AccountCode;
  /** In the ledger's unit (`toLedgerUnits`); always positive. */
  amount: bigint;
  phase: LedgerPhase;
  /** The pending transfer a `post_pending` or `void_pending` resolves; null otherwise. */
  pendingId: string | null;
  code: PostingCode;
  /**
   * The product's transfer whose event booked it (TigerBeetle's `user_data_128`); null for a
   * posting from a provider's own records (a Stripe fee or payout, a reconciliation
   * correction), which names that record in `reference` instead.
   */
  transferId: string | null;
  /** The sequence of that event in the transfer's log; null without a transfer. */
  eventSequence: number | null;
  /** The provider's record a posting without a transfer books (`txn_...`, `po_...`, a break's key). */
  reference?: string | null;
  /**
   * TigerBeetle's `flags.linked`: set on every transfer of a chain but its last; a chain
   * succeeds or fails as one (here: one database transaction holds it whole).
   */
  linked: boolean;
}

/**
 * Refuses what TigerBeetle would: an account the ledger does not have (which also refuses two
 * ledgers in one transfer), debit and credit the same account, a zero or negative amount, a
 * resolution without its pending id or a pending id where none belongs.
 */
export function assertValidTransfer(transfer: LedgerTransfer): void {
  const refuse = (reason: string) => {
    throw new LedgerTransferRefusedError(transfer.id, reason);
  };
  if (!findAccount(transfer.ledger, transfer.debit)) refuse(`the ${transfer.ledger} ledger has no account ${transfer.debit}`);
  if (!findAccount(transfer.ledger, transfer.credit)) refuse(`the ${transfer.ledger} ledger has no account ${transfer.credit}`);
  if (transfer.debit === transfer.credit) refuse('it debits and credits the same account');
  if (transfer.amount <= 0n) refuse('its amount is not positive');
  const resolves = transfer.phase === 'post_pending' || transfer.phase === 'void_pending';
  if (resolves !== (transfer.pendingId !== null)) refuse(resolves ? 'it resolves no pending transfer' : 'only a post or a void names a pending transfer');
}

/** The fields two bookings of one id must agree on (provenance aside: the same fact may be told twice). */
export function differenceBetween(a: LedgerTransfer, b: LedgerTransfer): string | null {
  const fields = ['ledger', 'debit', 'credit', 'amount', 'phase', 'pendingId', 'code', 'transferId'] as const;
  for (const field of fields) if (a[field] !== b[field]) return field;
  return null;
}
