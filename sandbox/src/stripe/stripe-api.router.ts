import express from 'express';
import { balanceRouter } from './balance/balance.router.js';
import type { StripeBalance } from './balance/stripe-balance.js';
import type { Logger } from 'pino';
import { customersRouter } from './customers/customers.router.js';
import { disputesRouter } from './disputes/disputes.router.js';
import { setupIntentsRouter } from './setup-intents/setup-intents.router.js';
import type { SetupIntents } from './setup-intents/setup-intents.js';
import { eventsRouter } from './events/events.router.js';
import type { StripeEventLog } from './events/stripe-event-log.js';
import { stripeIdempotency } from './http/idempotency.js';
import type { IdempotencyStore } from './http/idempotency-store.js';
import { stripeAuthentication } from './http/stripe-auth.js';
import { stripeFormBody } from './http/stripe-body.js';
import { browserCors } from './http/stripe-cors.js';
import { stripeErrorHandler, stripeNotFound } from './http/stripe-error-handler.js';
import { stripeResponseHeaders } from './http/stripe-response-headers.js';
import { paymentIntentsRouter } from './payment-intents/payment-intents.router.js';
import type { PaymentIntents } from './payment-intents/payment-intents.js';
import { paymentMethodsRouter } from './payment-methods/payment-methods.router.js';
import { refundsRouter } from './refunds/refunds.router.js';
import type { Refunds } from './refunds/refunds.js';
import type { StripeStores } from './stripe-stores.js';
import { verificationSessionsRouter } from './identity/verification-sessions.router.js';
import type { VerificationSessions } from './identity/verification-sessions.js';

export interface StripeApiDependencies {
  stores: StripeStores;
  paymentIntents: PaymentIntents;
  refunds: Refunds;
  setupIntents: SetupIntents;
  events: StripeEventLog;
  balance: StripeBalance;
  verificationSessions: VerificationSessions;
  idempotency: IdempotencyStore;
  logger: Logger;
  now: () => Date;
}

/**
 * The calls a publishable key may make, as on Stripe (Stripe.js): tokenizing a card, and
 * reading or confirming a PaymentIntent with its client secret (checked by that router).
 */
const browserCalls: Array<[method: string, path: RegExp]> = [
  ['POST', /^\/payment_methods$/],
  ['GET', /^\/payment_intents\/(?!search$)[^/]+$/],
  ['POST', /^\/payment_intents\/[^/]+\/confirm$/],
];
const isBrowserCall = (req: express.Request) =>
  browserCalls.some(([method, path]) => req.method === method && path.test(req.path));

/**
 * Stripe's REST API subset at /v1: Bearer key, form-encoded bodies, idempotency keys, and
 * Stripe-shaped JSON answers and errors that the official stripe-node client parses.
 */
export function stripeApiRouter({
  stores,
  paymentIntents,
  refunds,
  setupIntents,
  events,
  balance,
  verificationSessions,
  idempotency,
  logger,
  now,
}: StripeApiDependencies) {
  const router = express.Router();

  router.use('/v1', stripeResponseHeaders);
  router.all(['/v1/payment_methods', '/v1/payment_intents/:id', '/v1/payment_intents/:id/confirm'], browserCors);
  router.use(
    '/v1',
    stripeAuthentication(isBrowserCall),
    stripeFormBody,
    stripeIdempotency(idempotency),
    paymentMethodsRouter(stores, now),
    customersRouter(stores.customers, now),
    paymentIntentsRouter(paymentIntents, stores.paymentIntents),
    refundsRouter(refunds, stores.refunds),
    setupIntentsRouter(setupIntents, stores.setupIntents),
    disputesRouter(stores.disputes),
    eventsRouter(events),
    balanceRouter(balance),
    verificationSessionsRouter(verificationSessions),
    stripeNotFound,
  );
  router.use('/v1', stripeErrorHandler(logger.child({ provider: 'stripe' })));

  return router;
}
