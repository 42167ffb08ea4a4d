/**
 * One of Stripe's balance transactions as reconciliation reads it: Stripe's own fields (cents,
 * signed: positive into the balance), and `key`, the Stripe object our books name for it
 * (`stripeRecordKey`).
 */
export interface StripeRecord {
  id: string;
  type: string;
  reportingCategory: string;
  /** Gross, in cents. */
  amount: bigint;
  fee: bigint;
  net: bigint;
  currency: string;
  /** The id `source` names (`ch_`, `re_`, `dp_`, `po_`). */
  source: string;
  /** Unix seconds. */
  created: number;
  key: string;
  /**
   * Stripe has not finished moving this money (an ACH payment not settled, a refund pending, a
   * dispute still open): the books may rightly not show it yet.
   */
  inFlight: boolean;
}

/** What an expanded `source` tells: its object type, and for a charge the PaymentIntent it belongs to and its status. */
export interface StripeSource {
  id: string;
  object: string;
  payment_intent?: string | null;
  status?: string | null;
}

const OPEN_DISPUTE = /^(warning_needs_response|warning_under_review|needs_response|under_review)$/;

/**
 * The Stripe object a balance transaction moves money for, as the product's events name it:
 * a charge or ACH payment (and its failure) by its PaymentIntent (`payment:pi_...`), or
 * `charge:ch_...` when it has none (made outside the product); a refund or its failure by the
 * refund (`refund:re_...`); a dispute's withdrawal or reinstatement by the dispute
 * (`dispute:dp_...`); a payout by itself (`payout:po_...`). Null for a type the product never
 * causes (it is then matched with nothing and becomes a break under `other:txn_...`).
 */
export function stripeRecordKey(type: string, source: StripeSource | string): string | null {
  const id = typeof source === 'string' ? source : source.id;
  switch (type) {
    case 'charge':
    case 'payment':
    case 'payment_failure_refund': {
      const intent = typeof source === 'string' ? null : source.payment_intent;
      return intent ? `payment:${intent}` : `charge:${id}`;
    }
    case 'refund':
    case 'refund_failure':
    case 'payment_refund':
      return `refund:${id}`;
    case 'adjustment':
      return id.startsWith('dp_') || id.startsWith('du_') ? `dispute:${id}` : null;
    case 'payout':
      return `payout:${id}`;
    default:
      return null;
  }
}

/** Whether Stripe is still moving the money of a record with this expanded source (see `StripeRecord.inFlight`). */
export function stripeSourceInFlight(type: string, source: StripeSource | string): boolean {
  if (typeof source === 'string') return false;
  if (type === 'payment' || type === 'charge') return source.object === 'charge' && source.status === 'pending';
  if (type === 'refund') return source.object === 'refund' && source.status === 'pending';
  if (type === 'adjustment') return source.object === 'dispute' && OPEN_DISPUTE.test(source.status ?? '');
  return false;
}
