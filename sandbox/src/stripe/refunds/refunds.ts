import type { EventRequest } from '../events/stripe-event.js';
import type { StripeEventLog } from '../events/stripe-event-log.js';
import { formatAmount } from '../format-amount.js';
import { invalidRequest } from '../http/stripe-error.js';
import type { PaymentIntentObject } from '../payment-intents/payment-intent.js';
import { BoundedMap } from '../../shared/bounded-map.js';
import type { StripeStores } from '../stripe-stores.js';
import { newRefund, type RefundObject } from './refund.js';
import type { CreateRefundParams } from './refund-params.js';

/**
 * Refunds of succeeded PaymentIntents, whole or in parts: each PaymentIntent's refunded
 * total is kept, so partial refunds add up to at most what was received. A refund goes
 * through at once and raises `refund.created`. Requests are handled synchronously, so an
 * idempotent request can never refund twice.
 */
export class Refunds {
  /** Minor units refunded so far, by PaymentIntent id (bounded like the PaymentIntents). */
  private readonly refunded: BoundedMap<string, number>;

  constructor(
    private readonly stores: StripeStores,
    private readonly events: StripeEventLog,
    private readonly now: () => Date = () => new Date(),
    capacity = 1000,
    /** A chargeback on the payment, if any: Stripe refuses to refund a charged-back payment. */
    private readonly chargebackOf: (paymentIntentId: string) => { id: string } | undefined = () => undefined,
  ) {
    this.refunded = new BoundedMap(capacity);
  }

  create(params: CreateRefundParams, request: EventRequest): RefundObject {
    const intent = this.stores.paymentIntents.require(params.paymentIntent, 'payment_intent');
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
    const remaining = this.refundableAmount(intent);
    if (remaining <= 0) {
      throw invalidRequest(`Charge ${intent.latest_charge ?? intent.id} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    }
    const amount = params.amount ?? remaining;
    if (amount > remaining) {
      throw invalidRequest(
        `Refund amount (${formatAmount(amount, intent.currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, intent.currency)})`,
        { param: 'amount', code: 'amount_too_large' },
      );
    }

    const refund = this.stores.refunds.add(
      newRefund(
        {
          amount,
          currency: intent.currency,
          charge: intent.latest_charge,
          paymentIntent: intent.id,
          reason: params.reason,
          metadata: params.metadata,
        },
        this.now(),
      ),
    );
    this.refunded.set(intent.id, this.refundedAmount(intent.id) + amount);
    this.events.publish('refund.created', refund, request);
    return refund;
  }

  /** What has been refunded of a PaymentIntent so far, in minor units. */
  refundedAmount(paymentIntentId: string): number {
    return this.refunded.get(paymentIntentId) ?? 0;
  }

  private refundableAmount(intent: PaymentIntentObject): number {
    return intent.amount_received - this.refundedAmount(intent.id);
  }
}
