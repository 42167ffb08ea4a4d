import { previousAttributes } from '../events/previous-attributes.js';
import type { EventRequest } from '../events/stripe-event.js';
import type { StripeEventLog } from '../events/stripe-event-log.js';
import { formatAmount } from '../format-amount.js';
import { invalidRequest, unexpectedState } from '../http/stripe-error.js';
import type { PaymentIntentObject } from '../payment-intents/payment-intent.js';
import type { SettlementTimers } from '../payment-intents/settlement-timers.js';
import { BoundedMap } from '../../shared/bounded-map.js';
import { newStripeId } from '../stripe-ids.js';
import type { StripeStores } from '../stripe-stores.js';
import { isUndoneRefund, newRefund, type RefundFailureReason, type RefundObject } from './refund.js';
import { failingLater, refundLifecycleOfType, type RefundLifecycle } from './refund-lifecycle.js';
import type { CreateRefundParams } from './refund-params.js';
import { RefundPlan } from './refund-plan.js';
import { balanceInsufficient, refundNotCancelable } from './refund-refusals.js';

/** Events the sandbox raises by itself (the refund delay, test hooks, a chargeback) cite no API request. */
const sandboxRaised: EventRequest = { id: null, idempotency_key: null };

export interface RefundsDependencies {
  stores: StripeStores;
  events: StripeEventLog;
  now?: () => Date;
  /**
   * Run a refund's later status change after the refund delay, one pending change per refund.
   * Without them a refund waits for the test hooks.
   */
  timers?: SettlementTimers;
  /** Outcomes a test planned for the next refunds. */
  plan?: RefundPlan;
  /** A chargeback on the payment, if any: Stripe refuses to refund a charged-back payment. */
  chargebackOf?: (paymentIntentId: string) => { id: string } | undefined;
  /** How many PaymentIntents' refunded totals are kept (as many as PaymentIntents). */
  capacity?: number;
}

/**
 * Refunds of succeeded PaymentIntents, whole or in parts, through Stripe's Refund life cycle:
 * a refund is created `succeeded` (a card) or `pending` (a bank credit, Stripe's asynchronous
 * test card), and may change once more after the refund delay, to `succeeded` or to `failed`
 * (Stripe's failing test card, a planned failure). Each PaymentIntent's refunded total counts
 * every refund that has not failed or been canceled, so partial refunds add up to at most what
 * was received and a failed refund's amount may be refunded again. Creation raises
 * `refund.created`; each later change `refund.updated` and `charge.refund.updated` (with
 * `previous_attributes`), and a failure `refund.failed` too. Requests are handled
 * synchronously, so an idempotent request can never refund twice.
 */
export class Refunds {
  readonly plan: RefundPlan;
  /** Minor units refunded (or on their way) so far, by PaymentIntent id. */
  private readonly refunded: BoundedMap<string, number>;
  private readonly stores: StripeStores;
  private readonly events: StripeEventLog;
  private readonly now: () => Date;
  private readonly timers: SettlementTimers | undefined;
  private readonly chargebackOf: (paymentIntentId: string) => { id: string } | undefined;

  constructor({
    stores,
    events,
    now = () => new Date(),
    timers,
    plan = new RefundPlan(),
    chargebackOf = () => undefined,
    capacity = 1000,
  }: RefundsDependencies) {
    this.stores = stores;
    this.events = events;
    this.now = now;
    this.timers = timers;
    this.plan = plan;
    this.chargebackOf = chargebackOf;
    this.refunded = new BoundedMap(capacity);
  }

  create(params: CreateRefundParams, request: EventRequest): RefundObject {
    const intent = this.stores.paymentIntents.require(params.paymentIntent, 'payment_intent');
    const amount = this.refundableAmount(intent, params.amount);
    // Parameters and the payment are checked first; the balance only by an operation under way.
    if (this.plan.takeBalanceInsufficient()) throw balanceInsufficient();

    const plannedFailure = this.plan.takeFailure();
    const usual = this.lifecycleOf(intent);
    const lifecycle = plannedFailure ? failingLater(usual, plannedFailure) : usual;
    const refund = this.stores.refunds.add(
      newRefund(
        {
          amount,
          currency: intent.currency,
          charge: intent.latest_charge,
          customer: intent.customer,
          paymentIntent: intent.id,
          paymentMethod: intent.payment_method,
          reason: params.reason,
          metadata: params.metadata,
          status: lifecycle.starts,
        },
        this.now(),
      ),
    );
    this.refunded.set(intent.id, this.refundedAmount(intent.id) + amount);
    this.events.publish('refund.created', refund, request);
    if (lifecycle.then) this.scheduleChange(refund, lifecycle.then);
    return refund;
  }

  /** POST /v1/refunds/:id/cancel: only a refund waiting for the customer's action (`requires_action`) can be. */
  cancel(id: string, request: EventRequest): RefundObject {
    const refund = this.stores.refunds.require(id, 'refund');
    if (refund.status !== 'requires_action') throw refundNotCancelable(refund);
    return this.change(refund, request, () => {
      refund.status = 'canceled';
      refund.failure_reason = 'merchant_request';
      refund.failure_balance_transaction = newStripeId('txn');
    });
  }

  /** Test hook: a pending refund reaches the customer now; its scheduled change is dropped. */
  forceSuccess(id: string): RefundObject {
    const refund = this.stores.refunds.require(id, 'refund');
    if (refund.status !== 'pending') {
      throw unexpectedState('refund_unexpected_state', `Refund ${refund.id} is ${refund.status}; only a pending refund can succeed.`);
    }
    return this.succeed(refund, sandboxRaised);
  }

  /** Test hook: a pending or succeeded refund fails now (the money comes back to the balance). */
  forceFailure(id: string, failureReason: RefundFailureReason): RefundObject {
    const refund = this.stores.refunds.require(id, 'refund');
    if (refund.status !== 'pending' && refund.status !== 'succeeded') {
      throw unexpectedState(
        'refund_unexpected_state',
        `Refund ${refund.id} is ${refund.status}; only a pending or succeeded refund can fail.`,
      );
    }
    return this.fail(refund, failureReason, sandboxRaised);
  }

  /**
   * A chargeback landed on the payment: as on Stripe, the refunds still pending fail with
   * `charge_for_pending_refund_disputed` (the bank gives the money back through the dispute).
   */
  failPendingRefundsOf(paymentIntentId: string): RefundObject[] {
    const pending = this.stores.refunds
      .newestFirst()
      .filter((refund) => refund.payment_intent === paymentIntentId && refund.status === 'pending');
    return pending.map((refund) => this.fail(refund, 'charge_for_pending_refund_disputed', sandboxRaised));
  }

  /** What has been refunded of a PaymentIntent so far (pending refunds included), in minor units. */
  refundedAmount(paymentIntentId: string): number {
    return this.refunded.get(paymentIntentId) ?? 0;
  }

  /** The refunds of one PaymentIntent, newest first. */
  forPaymentIntent(paymentIntentId: string): RefundObject[] {
    return this.stores.refunds.newestFirst().filter((refund) => refund.payment_intent === paymentIntentId);
  }

  /** What this refund may take: the amount asked for (default, all that remains), refused as Stripe does. */
  private refundableAmount(intent: PaymentIntentObject, asked: number | undefined): number {
    if (intent.status !== 'succeeded') {
      throw invalidRequest('This PaymentIntent does not have a successful charge to refund.', {
        param: 'payment_intent',
        code: 'charge_not_refundable',
      });
    }
    if (this.chargebackOf(intent.id)) {
      throw invalidRequest(`Charge ${intent.latest_charge ?? intent.id} has been charged back; cannot issue a refund.`, {
        code: 'charge_disputed',
      });
    }
    const remaining = intent.amount_received - this.refundedAmount(intent.id);
    if (remaining <= 0) {
      throw invalidRequest(`Charge ${intent.latest_charge ?? intent.id} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    }
    const amount = asked ?? remaining;
    if (amount > remaining) {
      throw invalidRequest(
        `Refund amount (${formatAmount(amount, intent.currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, intent.currency)})`,
        { param: 'amount', code: 'amount_too_large' },
      );
    }
    return amount;
  }

  /** The payment method's test behaviour (4000000000005126...), else its type's usual refund. */
  private lifecycleOf(intent: PaymentIntentObject): RefundLifecycle {
    const paymentMethod = intent.payment_method ? this.stores.paymentMethods.find(intent.payment_method) : undefined;
    return paymentMethod?.refunds ?? refundLifecycleOfType(paymentMethod?.object.type);
  }

  private scheduleChange(refund: RefundObject, then: NonNullable<RefundLifecycle['then']>): void {
    // Timers run outside any request and must never throw: a hook may have moved the refund on first.
    this.timers?.schedule(refund.id, () => {
      const current = this.stores.refunds.find(refund.id);
      if (!current) return;
      if (then.status === 'succeeded' && current.status === 'pending') this.succeed(current, sandboxRaised);
      else if (then.status === 'failed' && (current.status === 'pending' || current.status === 'succeeded')) {
        this.fail(current, then.failureReason, sandboxRaised);
      }
    });
  }

  private succeed(refund: RefundObject, request: EventRequest): RefundObject {
    return this.change(refund, request, () => {
      refund.status = 'succeeded';
      delete refund.pending_reason;
    });
  }

  private fail(refund: RefundObject, failureReason: RefundFailureReason, request: EventRequest): RefundObject {
    return this.change(refund, request, () => {
      refund.status = 'failed';
      refund.failure_reason = failureReason;
      refund.failure_balance_transaction = newStripeId('txn');
      delete refund.pending_reason;
    });
  }

  /**
   * Applies one status change and tells of it: `refund.updated` and `charge.refund.updated`
   * with what changed, then `refund.failed` for a failure. A refund that failed or was
   * canceled gives its amount back to what the PaymentIntent may still refund.
   */
  private change(refund: RefundObject, request: EventRequest, apply: () => void): RefundObject {
    const before = structuredClone(refund);
    apply();
    this.timers?.cancel(refund.id);
    if (isUndoneRefund(refund) && !isUndoneRefund(before)) {
      this.refunded.set(refund.payment_intent, Math.max(0, this.refundedAmount(refund.payment_intent) - refund.amount));
    }
    const changed = previousAttributes(before, refund);
    this.events.publish('refund.updated', refund, request, changed);
    this.events.publish('charge.refund.updated', refund, request, changed);
    if (refund.status === 'failed') this.events.publish('refund.failed', refund, request);
    return refund;
  }
}
