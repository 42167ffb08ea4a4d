import express from 'express';
import type { Logger } from 'pino';
import type { DeliveryChaos } from '../faults/delivery-chaos.js';
import type { PageSection } from '../page/page-section.js';
import { balanceHooksRouter } from './balance/balance-hooks.router.js';
import { StripeBalance } from './balance/stripe-balance.js';
import { StripeEventLog } from './events/stripe-event-log.js';
import { IdempotencyStore } from './http/idempotency-store.js';
import { paymentIntentHooksRouter } from './payment-intents/payment-intent-hooks.router.js';
import { PaymentIntents } from './payment-intents/payment-intents.js';
import { paymentsSection } from './payment-intents/payments.section.js';
import { SettlementTimers } from './payment-intents/settlement-timers.js';
import { refundHooksRouter } from './refunds/refund-hooks.router.js';
import { Refunds } from './refunds/refunds.js';
import { refundsSection } from './refunds/refunds.section.js';
import { stripeApiRouter } from './stripe-api.router.js';
import { stripeJsRouter } from './stripe-js/stripe-js.router.js';
import { challengeRouter } from './three-d-secure/challenge.router.js';
import { threeDSecureSection } from './three-d-secure/three-d-secure.section.js';
import { ThreeDsChallenges } from './three-d-secure/three-d-secure-challenges.js';
import { createStripeStores } from './stripe-stores.js';
import { disputeHooksRouter } from './disputes/dispute-hooks.router.js';
import { Disputes } from './disputes/disputes.js';
import { disputesSection } from './disputes/disputes.section.js';
import { hostedVerificationRouter } from './microdeposits/hosted-verification.router.js';
import { MicrodepositVerifications } from './microdeposits/microdeposit-verifications.js';
import { microdepositsSection } from './microdeposits/microdeposits.section.js';
import { SetupIntents } from './setup-intents/setup-intents.js';
import { webhookDeliveriesSection } from './webhooks/webhook-deliveries.section.js';
import { WebhookDeliveryStore } from './webhooks/webhook-delivery-store.js';
import { WebhookDispatcher } from './webhooks/webhook-dispatcher.js';
import type { WebhookSettings } from './webhooks/webhook-settings.js';
import { webhooksRouter } from './webhooks/webhooks.router.js';
import { identityHooksRouter } from './identity/identity-hooks.router.js';
import { identitySection } from './identity/identity.section.js';
import { verificationPageRouter } from './identity/verification-page.router.js';
import { VerificationSessions } from './identity/verification-sessions.js';

export interface StripeSandboxOptions {
  webhooks: WebhookSettings;
  /** How long a payment that settles later (ACH) stays `processing` before it succeeds or fails. */
  achSettlementDelayMs: number;
  /**
   * How long a refund waits before its later change of status (an ACH refund or 4000000000007726's
   * `pending` → `succeeded`, 4000000000005126's or a planned failure's → `failed`); the ACH
   * settlement delay unless given.
   */
  refundDelayMs?: number;
  logger: Logger;
  now?: () => Date;
  /** The delivery fault mode, when webhooks may be duplicated and delayed. */
  chaos?: DeliveryChaos | null;
  /**
   * How often the automatic payout pays the available balance out to the bank (Stripe's daily
   * schedule by default); tests run it when they want with `POST /api/stripe/payouts/run`.
   */
  payoutEveryMs?: number;
  /** How long an identity check the tester made `processing` takes before it verifies (default 3000 ms). */
  identityProcessingDelayMs?: number;
}

const DAY_MS = 24 * 3600_000;

/** The Stripe simulator: its /v1 API, its sandbox hooks under /api, its page sections. */
export interface StripeSandbox {
  /** Mount at the root: it serves /v1/... */
  apiRouter: express.Router;
  /** Mount under /api, after a JSON body parser. */
  hooksRouter: express.Router;
  /** Mount at the root: what browsers load, Stripe.js (/stripe/js/v3), its card frames, the 3D Secure challenge and the microdeposit verification page. */
  browserRouter: express.Router;
  sections: PageSection[];
  webhookUrl: string;
  /** Stops pending webhook retries, settlements and refund changes. */
  close(): void;
}

export function createStripeSandbox({
  webhooks,
  achSettlementDelayMs,
  refundDelayMs = achSettlementDelayMs,
  logger,
  now = () => new Date(),
  chaos = null,
  payoutEveryMs = DAY_MS,
  identityProcessingDelayMs,
}: StripeSandboxOptions): StripeSandbox {
  const log = logger.child({ provider: 'stripe' });
  const stores = createStripeStores();
  const events = new StripeEventLog(now);
  const deliveries = new WebhookDeliveryStore();
  const dispatcher = new WebhookDispatcher(webhooks, deliveries, log, now, chaos);
  events.onPublish((published) => {
    log.info({ eventId: published.event.id, type: published.event.type }, 'stripe event');
    dispatcher.deliver(published);
  });
  // Listens before anything can raise an event: every movement of money has its balance transaction.
  const balance = new StripeBalance(stores, events, now);
  const dailyPayout = setInterval(() => {
    try {
      balance.runPayout();
    } catch (error) {
      log.error({ err: error }, 'the automatic payout failed');
    }
  }, payoutEveryMs);
  dailyPayout.unref();
  const settlements = new SettlementTimers(achSettlementDelayMs);
  const challenges = new ThreeDsChallenges();
  const microdeposits = new MicrodepositVerifications(now, settlements);
  const paymentIntents = new PaymentIntents(stores, events, now, settlements, challenges, microdeposits);
  const setupIntents = new SetupIntents(stores, events, microdeposits, now);
  const disputes = new Disputes(stores, events, now);
  // Stripe's dispute test cards and accounts: the payment succeeds, then is disputed.
  paymentIntents.onSucceeded((intent, paymentMethod) => {
    if (paymentMethod?.disputeAfterPayment) disputes.open(intent, paymentMethod.disputeAfterPayment);
  });
  const verificationSessions = new VerificationSessions(events, now, identityProcessingDelayMs);
  const browserRouter = express.Router();
  browserRouter.use(
    stripeJsRouter(),
    challengeRouter(paymentIntents),
    verificationPageRouter(verificationSessions),
    hostedVerificationRouter(microdeposits, paymentIntents, setupIntents),
  );
  // Refund timers are of the same kind as the ACH settlements, keyed by refund id.
  const refundTimers = new SettlementTimers(refundDelayMs);
  const refunds = new Refunds({ stores, events, now, timers: refundTimers, chargebackOf: (id) => disputes.blocksRefund(id) });
  // As on Stripe, a chargeback fails the payment's refunds still pending (charge_for_pending_refund_disputed).
  disputes.onChanged((dispute) => {
    if (disputes.blocksRefund(dispute.payment_intent)) refunds.failPendingRefundsOf(dispute.payment_intent);
  });

  const hooksRouter = webhooksRouter(deliveries, dispatcher, events);
  hooksRouter.use(paymentIntentHooksRouter(paymentIntents, stores.paymentIntents, events));
  hooksRouter.use(refundHooksRouter(refunds, stores.refunds));
  hooksRouter.use(disputeHooksRouter(disputes, stores.paymentIntents, stores.disputes));
  hooksRouter.use(balanceHooksRouter(balance));
  hooksRouter.use(identityHooksRouter(verificationSessions));

  return {
    apiRouter: stripeApiRouter({
      stores,
      paymentIntents,
      refunds,
      setupIntents,
      events,
      balance,
      verificationSessions,
      idempotency: new IdempotencyStore(),
      logger,
      now,
    }),
    hooksRouter,
    browserRouter,
    sections: [
      webhookDeliveriesSection(deliveries, webhooks.url),
      paymentsSection(stores.paymentIntents, stores.paymentMethods, (id) => refunds.refundedAmount(id)),
      threeDSecureSection(challenges),
      refundsSection(stores.refunds),
      microdepositsSection(microdeposits),
      disputesSection(stores.disputes, stores.paymentIntents),
      identitySection(verificationSessions),
    ],
    webhookUrl: webhooks.url,
    close: () => {
      clearInterval(dailyPayout);
      settlements.cancelAll();
      refundTimers.cancelAll();
      verificationSessions.cancelTimers();
      dispatcher.cancelPending();
    },
  };
}
