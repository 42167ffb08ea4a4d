import type { Logger } from 'pino';
import type { DeliveryChaos, DeliveryTicket } from '../faults/delivery-chaos.js';
import { attemptHttpDelivery } from '../shared/http-attempt.js';
import type { CallbackDelivery, PayoutActivity, PayoutProvider } from './payout-activity.js';
import type { PayoutActivityLog } from './payout-activity-log.js';
import type { PayoutTimers } from './payout-timers.js';

/** How a provider sends its callbacks: how often it tries and how long it waits for an answer. */
export interface CallbackPolicy {
  /** Attempts in all, the first included (1: the provider never retries). */
  maxAttempts: number;
  /** Wait between attempts. */
  retryIntervalMs: number;
  /** An attempt without an answer by then counts as failed. */
  attemptTimeoutMs: number;
}

export interface CallbackToSend {
  provider: PayoutProvider;
  reference: string | null;
  msisdn: string | null;
  amount: string | null;
  currency: string | null;
  /** What it carries, e.g. "Result", "QueueTimeOut", "Transfer". */
  name: string;
  /** A few words for the page, e.g. "ResultCode 0" or "SUCCESSFUL". */
  outcome: string;
  method: 'POST' | 'PUT';
  url: string;
  body: unknown;
  /** Recorded but never sent. */
  lost: boolean;
  policy: CallbackPolicy;
}

/**
 * Sends payout callbacks as JSON and records every attempt (with the receiver's HTTP status)
 * on the callback's activity entry. A non-2xx answer, a network error or no answer in time is
 * retried only as often as the provider's policy says. With the delivery fault mode on, each
 * callback is sent several times, each copy after a random wait (an activity entry of its
 * own, with the provider's retries).
 */
export class CallbackDispatcher {
  private readonly inFlight = new Set<AbortController>();

  constructor(
    private readonly log: PayoutActivityLog,
    private readonly timers: PayoutTimers,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
    private readonly chaos: DeliveryChaos | null = null,
  ) {}

  /**
   * Records the callback and makes the first attempt at once (unless it is to be lost); under
   * the fault mode, records and sends each copy. Answers the (first copy's) activity entry.
   */
  send(callback: CallbackToSend): PayoutActivity {
    const copies = callback.lost ? null : (this.chaos?.plan(`${callback.provider}:${callback.reference ?? callback.url}`) ?? null);
    if (!copies) return this.sendCopy(callback, null, 0, null);
    return copies.map(({ copy, delayMs, ticket }) => this.sendCopy(callback, copy, delayMs, ticket))[0]!;
  }

  private sendCopy(callback: CallbackToSend, copy: number | null, delayMs: number, ticket: DeliveryTicket | null): PayoutActivity {
    const delivery: CallbackDelivery = {
      name: callback.name,
      method: callback.method,
      url: callback.url,
      body: callback.body,
      lost: callback.lost,
      copy,
      attempts: [],
      delivered: false,
      nextAttemptAt: null,
    };
    const activity = this.log.record({
      provider: callback.provider,
      kind: 'callback',
      reference: callback.reference,
      msisdn: callback.msisdn,
      amount: callback.amount,
      currency: callback.currency,
      httpStatus: null,
      outcome: callback.outcome,
      callback: delivery,
    });
    const logFields = { provider: callback.provider, reference: callback.reference, callback: callback.name };
    if (callback.lost) {
      this.logger.info(logFields, 'payout callback lost on purpose');
      return activity;
    }
    const payload = JSON.stringify(callback.body);
    const generation = this.timers.currentGeneration;
    if (delayMs > 0) delivery.nextAttemptAt = new Date(this.now().getTime() + delayMs).toISOString();
    this.timers.schedule(delayMs, () => {
      if (ticket) this.chaos?.sending(ticket);
      return this.attempt(delivery, callback, payload, generation);
    });
    return activity;
  }

  /** Aborts the attempts under way; the timers (retries) are cancelled with the rest of the payout work. */
  abortInFlight(): void {
    for (const controller of this.inFlight) controller.abort(new Error('delivery canceled'));
    this.inFlight.clear();
  }

  private async attempt(
    delivery: CallbackDelivery,
    callback: CallbackToSend,
    payload: string,
    generation: number,
  ): Promise<void> {
    const attempt = delivery.attempts.length + 1;
    const at = this.now();
    const { policy } = callback;
    const { status, error } = await attemptHttpDelivery(
      delivery.url,
      { method: delivery.method, headers: { 'Content-Type': 'application/json' }, body: payload },
      policy.attemptTimeoutMs,
      this.inFlight,
    );
    if (!this.timers.isCurrent(generation)) return;

    delivery.attempts.push({ attempt, at: at.toISOString(), status, error });
    delivery.delivered = status !== null && status >= 200 && status < 300;
    const log = { provider: callback.provider, reference: callback.reference, callback: delivery.name, attempt, status, error };
    if (delivery.delivered || attempt >= policy.maxAttempts) {
      delivery.nextAttemptAt = null;
      if (delivery.delivered) this.logger.info(log, 'payout callback delivered');
      else this.logger.warn(log, `payout callback failed; giving up after ${attempt} attempt(s)`);
      return;
    }
    delivery.nextAttemptAt = new Date(this.now().getTime() + policy.retryIntervalMs).toISOString();
    this.logger.info({ ...log, retryInMs: policy.retryIntervalMs }, 'payout callback failed; will retry');
    this.timers.schedule(policy.retryIntervalMs, () => this.attempt(delivery, callback, payload, generation));
  }
}
