import { findAccount } from '../ledger/domain/ledger-chart.js';
import type { LedgerSql } from '../ledger/ledger-sql.js';
import type { BooksEntry } from './domain/stripe-matching.js';

const STRIPE_CLEARING = findAccount('USD', 'stripe_clearing')!.id;

interface Row {
  id: string;
  code: string;
  amount: string;
  debit_account_id: number | string;
  transfer_id: string | null;
  reference: string | null;
  created_at: Date | string;
  event_type: string | null;
  payment_intent_id: string | null;
  refund_id: string | null;
  dispute_id: string | null;
}

/** The Stripe object an event of the product names, as `stripeRecordKey` names it on Stripe's side. */
function keyOf(row: Row): string {
  switch (row.event_type) {
    case 'PaymentSucceeded':
    case 'PaymentFailed':
    case 'PaymentFailedAfterPayout':
    case 'OrphanPaymentReceived':
      return `payment:${row.payment_intent_id}`;
    case 'PaymentRefunded':
    case 'RefundFailed':
    case 'OrphanPaymentRefunded':
      return `refund:${row.refund_id}`;
    case 'PaymentReversed':
    case 'DisputeClosed':
      return `dispute:${row.dispute_id}`;
    default:
      break;
  }
  if (row.code === 'processor_payout' && row.reference) return `payout:${row.reference}`;
  if (row.code === 'reconciliation_correction' && row.reference?.startsWith('stripe:')) return row.reference.slice('stripe:'.length);
  return `books:${row.id}`;
}

/**
 * The books' side of Stripe: every posted movement of `stripe_clearing` since `since` but
 * Stripe's fees (booked from each record, so they agree by construction), with the Stripe
 * object it is about: from the transfer event that booked it (its PaymentIntent, refund or
 * dispute), or from its reference (a payout, a correction).
 */
export async function booksStripeSide(sql: LedgerSql, since: Date): Promise<BooksEntry[]> {
  const rows = await sql<Row>(
    `select l.id, l.code, l.amount::text as amount, l.debit_account_id, l.transfer_id, l.reference, l.created_at,
            e.payload->>'type' as event_type, e.payload->>'paymentIntentId' as payment_intent_id,
            e.payload->>'refundId' as refund_id, e.payload->>'disputeId' as dispute_id
       from ledger_transfers l
       left join transfer_events e on e.transfer_id = l.transfer_id and e.sequence = l.event_sequence
      where (l.debit_account_id = ? or l.credit_account_id = ?) and l.phase in ('single', 'post_pending')
        and l.code not in ('processor_fee', 'processor_fee_returned') and l.created_at >= ?::timestamptz
      order by l.seq`,
    [STRIPE_CLEARING, STRIPE_CLEARING, since.toISOString()],
  );
  return rows.map((row) => ({
    key: keyOf(row),
    ledgerTransferId: row.id,
    code: row.code,
    amount: Number(row.debit_account_id) === STRIPE_CLEARING ? BigInt(row.amount) : -BigInt(row.amount),
    transferId: row.transfer_id,
    createdAt: new Date(row.created_at),
  }));
}
