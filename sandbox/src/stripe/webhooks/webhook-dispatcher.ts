import type { Logger } from 'pino';
import type { DeliveryChaos, DeliveryTicket } from '../../faults/delivery-chaos.js';
import { attemptHttpDelivery } from '../../shared/http-attempt.js';
import type { PublishedEvent } from '../events/stripe-event.js';
import { newStripeId, unixSeconds } from '../stripe-ids.js';
import type { WebhookDelivery } from './webhook-delivery.js';
import type { WebhookDeliveryStore } from './webhook-delivery-store.js';
import { retryDelayMs, type WebhookSettings } from './webhook-settings.js';
import { stripeSignatureHeader } from './webhook-signature.js';

/** The PaymentIntent an event is about: the object itself, or the one a refund gives back or a dispute contests. */
function paymentIntentIdOf(object: Record<string, unknown>): string | null {
  if (object['object'] === 'payment_intent') return String(object['id']);
  const about = object['object'] === 'refund' || object['object'] === 'dispute';
  if (about && typeof object['payment_intent'] === 'string') return object['payment_intent'];
  return null;
}

function summarise(event: PublishedEvent['event']) {
  const object = event.data.object;
  return {
    paymentIntentId: paymentIntentIdOf(object),
    amount: typeof object['amount'] === 'number' ? object['amount'] : null,
    currency: typeof object['currency'] === 'string' ? object['currency'] : null,
  };
}

/**
 * Delivers events to the webhook endpoint as Stripe does: after the API call has answered,
 * a JSON POST signed with `Stripe-Signature`; any non-2xx answer or network error is retried
 * with doubling waits until `maxAttempts`. Every attempt is recorded on its delivery. With the
 * delivery fault mode on, each event is delivered several times, each copy after a random
 * wait (a delivery of its own, with its own retries).
 */
export class WebhookDispatcher {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<AbortController>();
  /** Bumped by cancelPending: work scheduled under an older generation is dropped. */
  private generation = 0;

  constructor(
    private readonly settings: WebhookSettings,
    private readonly deliveries: WebhookDeliveryStore,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
    private readonly chaos: DeliveryChaos | null = null,
  ) {}

  get url(): string {
    return this.settings.url;
  }

  /**
   * Starts delivering; the first attempt runs once the current request has been answered.
   * Answers the delivery (the first copy's, when the fault mode sends several).
   */
  deliver(published: PublishedEvent, { redelivery = false } = {}): WebhookDelivery {
    const { event } = published;
    const summary = summarise(event);
    // A redelivery asked for through the hook is exactly one more delivery.
    const copies = redelivery ? null : (this.chaos?.plan(summary.paymentIntentId ?? event.id) ?? null);
    const planned = copies ?? [{ copy: null, delayMs: 0, ticket: null }];
    const deliveries = planned.map(({ copy, delayMs, ticket }) => {
      const delivery = this.deliveries.add({
        id: newStripeId('whdel'),
        eventId: event.id,
        type: event.type,
        ...summary,
        url: this.settings.url,
        redelivery,
        copy,
        createdAt: this.now().toISOString(),
        attempts: [],
        delivered: false,
        nextAttemptAt: null,
      });
      this.schedule(delivery, published.payload, delayMs, ticket);
      return delivery;
    });
    return deliveries[0]!;
  }

  /** Stops every retry and attempt under way (when deliveries are forgotten, or on shutdown). */
  cancelPending(): void {
    this.generation += 1;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const controller of this.inFlight) controller.abort(new Error('delivery canceled'));
    this.inFlight.clear();
  }

  private schedule(delivery: WebhookDelivery, payload: string, delayMs: number, ticket: DeliveryTicket | null = null): void {
    const generation = this.generation;
    delivery.nextAttemptAt = new Date(this.now().getTime() + delayMs).toISOString();
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (ticket) this.chaos?.sending(ticket);
      void this.attempt(delivery, payload, generation);
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  private async attempt(delivery: WebhookDelivery, payload: string, generation: number): Promise<void> {
    const attempt = delivery.attempts.length + 1;
    const at = this.now();
    const { status, error } = await attemptHttpDelivery(
      this.settings.url,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': stripeSignatureHeader(this.settings.secret, payload, unixSeconds(at)),
        },
        body: payload,
      },
      this.settings.attemptTimeoutMs,
      this.inFlight,
    );
    if (generation !== this.generation) return;

    delivery.attempts.push({ attempt, at: at.toISOString(), status, error });
    delivery.delivered = status !== null && status >= 200 && status < 300;
    const log = { eventId: delivery.eventId, type: delivery.type, attempt, status, error };
    if (delivery.delivered) {
      delivery.nextAttemptAt = null;
      this.logger.info(log, 'webhook delivered');
    } else if (attempt >= this.settings.maxAttempts) {
      delivery.nextAttemptAt = null;
      this.logger.warn(log, `webhook delivery failed; giving up after ${attempt} attempts`);
    } else {
      const delayMs = retryDelayMs(attempt, this.settings.retryBaseMs);
      this.logger.info({ ...log, retryInMs: delayMs }, 'webhook delivery failed; will retry');
      this.schedule(delivery, payload, delayMs);
    }
  }
}
