import { randomUUID } from 'node:crypto';

/**
 * Where one refund stands, like Stripe's Refund object:
 *
 * | state       | meaning                                                          | next                          |
 * |-------------|------------------------------------------------------------------|-------------------------------|
 * | `requested` | written with its idempotency key and committed; the provider is being asked | any answer          |
 * | `pending`   | the provider took it; the money is on its way back (an ACH refund takes days) | succeeded, failed, cancelled |
 * | `succeeded` | the provider says the sender has the money back                  | `failed` (a card refund can fail later) |
 * | `failed`    | the provider could not return it (or refused to try)             | (final; a new refund is a new record) |
 * | `cancelled` | cancelled at the provider before it went                         | (final)                       |
 *
 * A refund refused for a reason that can pass (our balance at the provider) is `failed` with
 * `retryAfter`: a new refund, under a new key, is made after that time.
 */
export type RefundState = 'requested' | 'pending' | 'succeeded' | 'failed' | 'cancelled';

/** Why the money goes back: the transfer's own payment, or a payment that arrived for a transfer no longer payable. */
export type RefundPurpose = 'transfer' | 'orphan_payment';

/** What the provider said of a refund. */
export type RefundAnswer =
  | { state: 'pending' | 'succeeded'; providerRefundId: string }
  | { state: 'failed' | 'cancelled'; providerRefundId: string | null; reason: string }
  /** The provider refused to make it, for good (already refunded, disputed, ...). */
  | { state: 'refused'; reason: string }
  /** The provider refused to make it for now (our balance): try again after `retryAfter`. */
  | { state: 'deferred'; reason: string; retryAfter: Date };

export interface RefundChange {
  from: RefundState;
  to: RefundState;
}

export interface NewRefund {
  transferId: string;
  purpose: RefundPurpose;
  /** The payment given back. */
  paymentIntentId: string;
  amountMinor: bigint;
  /** 1 for the first refund of this purpose, one more for each later one. */
  attempt: number;
}

/**
 * The idempotency key of a refund, chosen by us and stored before the provider is called: a
 * retry of the same refund replays it, a new refund (after a failure) gets a new key. The first
 * refund of a transfer keeps the key refunds always had.
 */
export function refundKey(fields: Pick<NewRefund, 'transferId' | 'purpose' | 'paymentIntentId' | 'attempt'>): string {
  if (fields.purpose === 'orphan_payment') return `orphan-${fields.paymentIntentId}-refund${fields.attempt === 1 ? '' : `-${fields.attempt}`}`;
  return `transfer-${fields.transferId}-refund${fields.attempt === 1 ? '' : `-${fields.attempt}`}`;
}

/** One refund of a payment: a record with its own state machine, moved only by the provider's word. */
export class Refund {
  id: string;
  transferId: string;
  purpose: RefundPurpose;
  paymentIntentId: string;
  amountMinor: bigint;
  attempt: number;
  idempotencyKey: string;
  state: RefundState = 'requested';
  providerRefundId: string | null = null;
  failureReason: string | null = null;
  /** A refund the provider deferred (our balance): the next one is made after this. */
  retryAfter: Date | null = null;
  requestedAt: Date;
  updatedAt: Date;

  constructor(fields: NewRefund, at: Date) {
    this.id = randomUUID();
    this.transferId = fields.transferId;
    this.purpose = fields.purpose;
    this.paymentIntentId = fields.paymentIntentId;
    this.amountMinor = fields.amountMinor;
    this.attempt = fields.attempt;
    this.idempotencyKey = refundKey(fields);
    this.requestedAt = at;
    this.updatedAt = at;
  }

  /** Whether the provider's word is still awaited (the money may yet go back). */
  open(): boolean {
    return this.state === 'requested' || this.state === 'pending';
  }

  /**
   * Applies the provider's word. A success is never undone except by the provider's own
   * `failed` (card refunds can fail after succeeding); a final state ignores stale news.
   */
  apply(answer: RefundAnswer, now: Date): RefundChange | null {
    const from = this.state;
    if ('providerRefundId' in answer && answer.providerRefundId && !this.providerRefundId) this.providerRefundId = answer.providerRefundId;
    switch (answer.state) {
      case 'pending':
        if (from === 'requested') this.state = 'pending';
        break;
      case 'succeeded':
        if (this.open()) this.state = 'succeeded';
        break;
      case 'failed':
      case 'cancelled':
        if (this.open() || (from === 'succeeded' && answer.state === 'failed')) {
          this.state = answer.state;
          this.failureReason = answer.reason;
        }
        break;
      case 'refused':
        if (this.open()) {
          this.state = 'failed';
          this.failureReason = answer.reason;
        }
        break;
      case 'deferred':
        if (this.open()) {
          this.state = 'failed';
          this.failureReason = answer.reason;
          this.retryAfter = answer.retryAfter;
        }
        break;
      default: {
        const unhandled: never = answer;
        throw new Error(`Unknown refund answer ${JSON.stringify(unhandled)}`);
      }
    }
    if (this.state === from) return null;
    this.updatedAt = now;
    return { from, to: this.state };
  }
}
