import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { pino } from 'pino';
import Stripe from 'stripe';
import { startSandbox, type RunningSandbox } from '../../sandbox/src/start-sandbox.js';
import { PAYMENT_GATEWAY, type ChargeRequest, type PaymentGateway } from '../../src/payments/payment-gateway.port.js';
import { STRIPE_CLIENT } from '../../src/payments/stripe-client.js';
import { StripePaymentGateway } from '../../src/payments/stripe-payment.gateway.js';
import { TransferReconciliation } from '../../src/transfers/transfer-reconciliation.service.js';
import { TransferStore } from '../../src/transfers/transfer.store.js';
import { startApi } from '../support/api-app.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { TEST_CARDS, tokenizeCard } from '../support/card-tokens.js';
import { freePort } from '../support/free-port.js';
import { payoutRailsAt } from '../support/in-process-stack.js';
import { linkSandboxBank, linkedAccountNamed } from '../support/sandbox-payments.js';
import { SandboxInbox } from '../support/sandbox-inbox.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { recordTierWithoutProvider } from '../support/verified-sender.js';
import { testConfig } from '../support/test-config.js';
import { quotedTransferRequest, transferRow } from '../support/transfer-fixtures.js';
import { startWorker } from '../support/worker-app.js';

// Two races between a sender's payment request and the worker, found by the fault suite
// (npm run test:faults), each made certain here by doing the worker's part inside the request's
// call to the payment provider.
//
// 1. A sender paying with another card after failing 3-D Secure was told "A payment for this
//    transfer is already being processed" when the failure's webhook was applied while their
//    request ran. The request's entity manager had loaded the transfer before; its locked re-read
//    kept the payment attempt's old key, which the webhook had cleared (MikroORM does not merge a
//    column set to null into a managed entity), so the request tried the old key again and again.
//    A locked read now reloads the row.
// 2. A bank payment on a checkout created a while ago was started just as reconciliation ran:
//    reconciliation found no payment at the provider yet (the request had not reached it) and
//    released the attempt; the debit then went through with the transfer no longer waiting on it,
//    and the checkout was later cancelled as unpaid while the sender's money was on its way.
//    Starting an attempt now counts as a change of the transfer, so reconciliation leaves it alone
//    for RECONCILE_AFTER_MS.

let sandbox: RunningSandbox;
let api: NestExpressApplication;
let apiUrl: string;
let worker: INestApplicationContext;
let db: pg.Client;
/** Runs once, inside the next charge: what happens elsewhere while the sender's request is under way. */
let duringNextCharge: (() => Promise<void>) | null = null;

/** The real gateway, with a moment inside `charge` for something else to happen. */
class GatewayWithAMoment implements PaymentGateway {
  constructor(private readonly real: StripePaymentGateway) {}
  async charge(request: ChargeRequest) {
    const moment = duringNextCharge;
    duringNextCharge = null;
    await moment?.();
    return this.real.charge(request);
  }
  paymentState(id: string) {
    return this.real.paymentState(id);
  }
  findPayment(transferId: string) {
    return this.real.findPayment(transferId);
  }
  cancelPayment(id: string) {
    return this.real.cancelPayment(id);
  }
  refund(request: Parameters<PaymentGateway['refund']>[0]) {
    return this.real.refund(request);
  }
  refundState(id: string) {
    return this.real.refundState(id);
  }
}

beforeAll(async () => {
  const port = await freePort();
  // Webhooks go nowhere: the test delivers the one it means, when it means.
  sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, logger: pino({ level: 'silent' }), stripeWebhookUrl: `http://127.0.0.1:${await freePort()}/nowhere` });
  const config = testConfig({
    SMTP_URL: `smtp://127.0.0.1:${sandbox.smtpPort}`,
    TWILIO_API_BASE_URL: sandbox.httpUrl,
    STRIPE_API_BASE_URL: sandbox.httpUrl,
    TELLER_API_BASE_URL: `${sandbox.httpUrl}/teller`,
    SANDBOX_URL: sandbox.httpUrl,
    ...payoutRailsAt(sandbox.httpUrl, `http://127.0.0.1:${port}`),
  });
  ({ app: api, url: apiUrl } = await startApi(config, {
    port,
    overrides: (builder) =>
      builder.overrideProvider(PAYMENT_GATEWAY).useFactory({ inject: [STRIPE_CLIENT], factory: (stripe: Stripe) => new GatewayWithAMoment(new StripePaymentGateway(stripe)) }),
  }));
  worker = await startWorker(config);
  db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await worker?.close();
  await api?.close();
  await sandbox?.close();
});

/** Delivers a stored sandbox event to the api as Stripe would, signed. */
async function deliverWebhook(eventId: string): Promise<void> {
  const payload = JSON.stringify(await (await fetch(`${sandbox.httpUrl}/api/stripe/events/${eventId}`)).json());
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_sandbox' });
  const response = await fetch(`${apiUrl}/api/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
  expect(response.status).toBe(200);
}

async function signedInSender(address: string, method: 'card' | 'ach' = 'card') {
  const client = new BrowserLikeClient(apiUrl, address);
  // Its webhooks go nowhere (this file does the worker's part by hand), so no identity check can end: the sender is made Verified ID here (issue #26).
  const { userId } = await signUpAndSignIn({ inbox: new SandboxInbox(sandbox.httpUrl), sandboxUrl: sandbox.httpUrl }, client, { verifiedTo: 'none' });
  await recordTierWithoutProvider(db, userId);
  const created = await client.post(method === 'card' ? '/api/create-card-session' : '/api/create-teller-session', await quotedTransferRequest(client, { method }));
  const { sessionId } = (await created.json()) as { sessionId: string };
  return { client, userId, sessionId };
}

describe('a payment request racing the worker', () => {
  it('reads the transfer under its lock as stored, even in an entity manager that loaded it in an earlier transaction', async () => {
    const { userId, sessionId } = await signedInSender('198.18.41.1');
    const { id } = await transferRow(db, sessionId);
    const em = api.get(MikroORM).em.fork();
    const store = api.get(TransferStore);
    await em.transactional(async (tx) => {
      const transfer = await store.ownedBySession(tx, userId, sessionId, true);
      transfer.paymentKey(new Date());
      await store.save(tx, transfer);
    });
    // Another process (the webhook's settlement) ends that attempt meanwhile.
    await db.query("update transactions set payment_idempotency_key = null, failure_reason = 'Declined' where id = $1", [id]);

    for (const read of [(tx: typeof em) => store.lock(tx, id), (tx: typeof em) => store.ownedBySession(tx, userId, sessionId, true)]) {
      const seen = await em.transactional(async (tx) => {
        const transfer = await read(tx);
        return { key: transfer.paymentIdempotencyKey, reason: transfer.failureReason };
      });
      expect(seen).toEqual({ key: null, reason: 'Declined' });
    }
  });

  it('lets a sender pay with another card after failing 3-D Secure while the failure is being applied', async () => {
    const { client, sessionId } = await signedInSender('198.18.41.2');
    const challenged = await client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId: await tokenizeCard(sandbox.httpUrl, TEST_CARDS.threeDSecure) });
    expect(await challenged.json()).toMatchObject({ requiresAction: true });
    const { id, provider_transfer_id: intentId } = await transferRow(db, sessionId);
    await fetch(`${sandbox.httpUrl}/api/stripe/payment_intents/${intentId}/authenticate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome: 'fail' }) });
    const [failed] = (await (await fetch(`${sandbox.httpUrl}/api/webhooks?paymentIntentId=${intentId}&type=payment_intent.payment_failed`)).json()) as { eventId: string }[];

    // The sender pays with another card; the failure's webhook is applied while that request is under way.
    duringNextCharge = async () => {
      await deliverWebhook(failed!.eventId);
      for (let tries = 0; tries < 100 && (await transferRow(db, sessionId)).payment_declines === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    };
    const paid = await client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId: await tokenizeCard(sandbox.httpUrl, TEST_CARDS.visa) });
    expect(duringNextCharge).toBeNull();
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ success: true });
    const intents = ((await (await fetch(`${sandbox.httpUrl}/api/stripe/payment_intents`)).json()) as { status: string; metadata: Record<string, string> }[]).filter(
      (intent) => intent.metadata['transferId'] === id,
    );
    expect(intents.map((intent) => intent.status)).toEqual(['succeeded']);
  });

  it('keeps a bank payment started on an old checkout while reconciliation runs, and waits on its debit', async () => {
    const { client, sessionId } = await signedInSender('198.18.41.3', 'ach');
    const { id } = await transferRow(db, sessionId);
    // The checkout was opened twenty minutes ago (past RECONCILE_AFTER_MS), its quote still good.
    await db.query("update transactions set created_at = now() - interval '20 minutes', updated_at = now() - interval '20 minutes' where id = $1", [id]);
    const token = await linkSandboxBank(sandbox.httpUrl);
    const account = await linkedAccountNamed(client, token, 'Sandbox Checking');

    let pass: Awaited<ReturnType<TransferReconciliation['reconcile']>> | undefined;
    duringNextCharge = async () => {
      pass = await worker.get(TransferReconciliation).reconcile(new Date());
    };
    const paid = await client.post('/api/process-teller-payment', { session_id: sessionId, account_id: account.id, access_token: token });
    expect(paid.status).toBe(200);
    expect(pass).toBeDefined();
    const row = await transferRow(db, sessionId);
    expect(row).toMatchObject({ status: 'processing', payment_idempotency_key: expect.any(String), provider_transfer_id: expect.stringMatching(/^pi_/) });
    const { rows } = await db.query('select type from transfer_events where transfer_id = $1 order by sequence', [id]);
    expect(rows.map((event) => event.type)).toEqual(['TransferCreated', 'PaymentSubmitted', 'PaymentProcessing']);
  });
});
