import { randomUUID } from 'node:crypto';
import type { PayoutDestination } from '../../shared/domain/delivery-method.js';
import type { Currency } from '../../shared/domain/money.js';

/**
 * Where one payout attempt stands, like a PaymentIntent's status:
 *
 * | state              | meaning                                                            | next                                   |
 * |--------------------|--------------------------------------------------------------------|----------------------------------------|
 * | `requested`        | written and committed; the partner is being (or about to be) asked | any partner answer; `unknown`          |
 * | `unknown`          | the partner's word is missing (no answer, or "not found" too soon) | any partner answer                     |
 * | `accepted`         | the partner took it and is paying                                  | pickup, delivered, failed, cancelled   |
 * | `ready_for_pickup` | cash waits at an agent under a code                                | delivered, failed, cancelled           |
 * | `delivered`        | the recipient has the money (the partner's receipt)                | `reversed`                             |
 * | `failed`           | the partner will not pay it (its code)                             | `delivered` (late news is never lost)  |
 * | `cancelled`        | cancelled at the partner before paying                             | `delivered` (late news is never lost)  |
 * | `reversed`         | delivered, then the partner took it back                           | (final)                                |
 *
 * Only the partner's word moves an attempt to a final state; "not found" is not a failure until
 * the rail's grace period after the request has passed.
 */
export type PayoutAttemptState = 'requested' | 'unknown' | 'accepted' | 'ready_for_pickup' | 'delivered' | 'failed' | 'cancelled' | 'reversed';

/** The states in which an attempt may still put money in the recipient's hands. */
const MAY_STILL_PAY: ReadonlySet<PayoutAttemptState> = new Set(['requested', 'unknown', 'accepted', 'ready_for_pickup']);

/** What the partner said (or did not say) about an attempt, in the attempt's terms. */
export type PartnerWord =
  /** The request may not have reached the partner, or its answer was lost (timeout, reset, 5xx). */
  | { state: 'no_answer' }
  /** The partner holds nothing under our reference (yet). */
  | { state: 'not_found' }
  /** The partner has it and is paying; `partnerPayoutId` is its id when it gave one. */
  | { state: 'accepted'; partnerPayoutId?: string }
  | { state: 'ready_for_pickup'; pickupCode: string; partnerPayoutId?: string }
  | { state: 'delivered'; receipt: string; partnerPayoutId?: string }
  | { state: 'failed'; code: string; detail: string; partnerPayoutId?: string }
  | { state: 'cancelled'; detail: string }
  /** The partner took a payout back (after delivering it, or before). */
  | { state: 'reversed'; detail: string };

/** How an attempt moved: from one state to another (the caller reacts on the transfer). */
export interface PayoutAttemptChange {
  from: PayoutAttemptState;
  to: PayoutAttemptState;
}

export interface NewPayoutAttempt {
  transferId: string;
  attempt: number;
  reference: string;
  rail: string;
  destination: PayoutDestination;
  amountMinor: bigint;
  currency: Currency;
}

/**
 * One payout attempt of a transfer: written and committed as `requested` before the partner is
 * called, then moved only by what the partner says. News about it is applied whatever became of
 * its transfer (`apply`), so a late delivery after a failure, a cancellation or a retry is never
 * dropped.
 */
export class PayoutAttempt {
  id: string;
  transferId: string;
  attempt: number;
  /** Our id of the attempt at the partner (`payoutReference`): every partner-side id derives from it. */
  reference: string;
  rail: string;
  destination: PayoutDestination;
  amountMinor: bigint;
  currency: Currency;
  state: PayoutAttemptState = 'requested';
  /** The partner's own id, once it gave one (a Thunes transaction id). */
  partnerPayoutId: string | null = null;
  receipt: string | null = null;
  pickupCode: string | null = null;
  failureCode: string | null = null;
  /** The partner's words on a failure, cancellation or reversal (for the operator). */
  failureDetail: string | null = null;
  requestedAt: Date;
  /** When the partner last told us something (null: never yet). */
  answeredAt: Date | null = null;
  updatedAt: Date;

  constructor(fields: NewPayoutAttempt, at: Date) {
    this.id = randomUUID();
    this.transferId = fields.transferId;
    this.attempt = fields.attempt;
    this.reference = fields.reference;
    this.rail = fields.rail;
    this.destination = fields.destination;
    this.amountMinor = fields.amountMinor;
    this.currency = fields.currency;
    this.requestedAt = at;
    this.updatedAt = at;
  }

  /** Whether this attempt may still pay the recipient: nothing final has been heard. */
  mayStillPay(): boolean {
    return MAY_STILL_PAY.has(this.state);
  }

  /** Whether the partner confirmed it will never pay (failed or cancelled there). */
  confirmedUnpaid(): boolean {
    return this.state === 'failed' || this.state === 'cancelled';
  }

  /** Whether "not found" is still "not yet": the request is younger than the rail's grace period. */
  withinGrace(now: Date, graceMs: number): boolean {
    return now.getTime() - this.requestedAt.getTime() < graceMs;
  }

  /**
   * Applies what the partner said. "Not found" within `graceMs` of the request is "not yet";
   * past it, the partner's repeated word that it holds nothing ends the attempt as failed.
   * A delivery is taken from any state but `reversed` (a late success is news, not noise); a
   * failure or cancellation never undoes a delivery (a reversal does). Answers the change, or
   * null when nothing changed.
   */
  apply(word: PartnerWord, now: Date, graceMs: number): PayoutAttemptChange | null {
    const from = this.state;
    let codeChanged = false;
    if ('partnerPayoutId' in word && word.partnerPayoutId && !this.partnerPayoutId) this.partnerPayoutId = word.partnerPayoutId;
    if (word.state !== 'no_answer' && word.state !== 'not_found') this.answeredAt = now;
    switch (word.state) {
      case 'no_answer':
        if (from === 'requested') this.state = 'unknown';
        break;
      case 'not_found':
        if (!this.mayStillPay() || from === 'ready_for_pickup') break;
        if (this.withinGrace(now, graceMs)) {
          if (from === 'requested') this.state = 'unknown';
        } else {
          this.answeredAt = now;
          this.fail('partner_unavailable', 'The partner holds no payout under our reference after the grace period.');
        }
        break;
      case 'accepted':
        if (from === 'requested' || from === 'unknown') this.state = 'accepted';
        break;
      case 'ready_for_pickup':
        if (!this.mayStillPay() || this.pickupCode === word.pickupCode) break;
        this.state = 'ready_for_pickup';
        this.pickupCode = word.pickupCode;
        codeChanged = true;
        break;
      case 'delivered':
        if (from === 'delivered' || from === 'reversed') break;
        this.state = 'delivered';
        this.receipt = word.receipt;
        break;
      case 'failed':
        if (this.mayStillPay()) this.fail(word.code, word.detail);
        break;
      case 'cancelled':
        if (this.mayStillPay()) {
          this.state = 'cancelled';
          this.failureDetail = word.detail;
        }
        break;
      case 'reversed':
        if (from === 'delivered') {
          this.state = 'reversed';
          this.failureDetail = word.detail;
        } else if (this.mayStillPay()) this.fail('partner_declined', word.detail);
        break;
      default: {
        const unhandled: never = word;
        throw new Error(`Unknown partner word ${JSON.stringify(unhandled)}`);
      }
    }
    if (this.state === from && !codeChanged) return null;
    this.updatedAt = now;
    return { from, to: this.state };
  }

  private fail(code: string, detail: string): void {
    this.state = 'failed';
    this.failureCode = code;
    this.failureDetail = detail;
  }
}
