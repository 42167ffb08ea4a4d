import type pg from 'pg';
import Stripe from 'stripe';
import { JobQueue } from '../../src/queues/job-queue.service.js';
import { TransferReconciliation } from '../../src/transfers/transfer-reconciliation.service.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { TEST_CARDS, tokenizeCard } from '../support/card-tokens.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { linkSandboxBank, linkedAccountNamed, settleSandboxDebit } from '../support/sandbox-payments.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { recordTierWithoutProvider } from '../support/verified-sender.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { quotedTransferRequest, transferEventTypes, transferRow, waitForTransferStatus } from '../support/transfer-fixtures.js';

let stack: InProcessStack;
let db: pg.Client;

// Every webhook the sandbox sends is lost: only reconciliation can learn how payments went.
beforeAll(async () => ({ stack, db } = await startStackAndDatabase({ webhooksReachApi: false })));
afterAll(() => stopStackAndDatabase({ stack, db }));

/** Each sender gets a client of their own address; this file keeps to 198.18.6.0/24. */
let addresses = 0;
async function signedInSender() {
  const client = new BrowserLikeClient(stack.apiUrl, `198.18.6.${(addresses += 1)}`);
  // The provider's webhooks reach no api here, so no identity check could end (issue #26).
  const { userId } = await signUpAndSignIn(stack, client, { verifiedTo: 'none' });
  await recordTierWithoutProvider(db, userId);
  return client;
}

const MINUTE = 60_000;
/** A pass run as if `minutes` had gone by (the test config chases after 15 minutes, as by default). */
const passAfter = (minutes: number) => stack.worker.get(TransferReconciliation).reconcile(new Date(Date.now() + minutes * MINUTE));

async function paidByCard(client: BrowserLikeClient) {
  const created = await client.post('/api/create-card-session', await quotedTransferRequest(client));
  const { sessionId } = (await created.json()) as { sessionId: string };
  const paymentMethodId = await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa);
  const paid = await client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId, savePaymentMethod: false });
  expect(paid.status).toBe(200);
  return sessionId;
}

async function debitInFlight(client: BrowserLikeClient, accountName = 'Sandbox Checking') {
  const created = await client.post('/api/create-teller-session', await quotedTransferRequest(client, { method: 'ach' }));
  const { sessionId } = (await created.json()) as { sessionId: string };
  const token = await linkSandboxBank(stack.sandboxUrl);
  const account = await linkedAccountNamed(client, token, accountName);
  const paid = await client.post('/api/process-teller-payment', { session_id: sessionId, account_id: account.id, access_token: token });
  expect(paid.status).toBe(200);
  const row = await transferRow(db, sessionId);
  expect(row).toMatchObject({ status: 'processing', payment_confirmed_at: null });
  return { sessionId, transferId: row.id as string, paymentIntentId: row.provider_transfer_id as string };
}

async function lastChecked(transferId: string): Promise<Date | null> {
  const { rows } = await db.query('select checked_at from transfer_checks where transfer_id = $1', [transferId]);
  return rows[0]?.checked_at ?? null;
}

describe('reconciling transfers whose webhooks never came', () => {
  it('runs on its own: the worker schedules a pass every RECONCILE_EVERY_MS', async () => {
    const schedulers = await stack.worker.get(JobQueue).queue('settlement').getJobSchedulers();
    expect(schedulers).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'transfers.reconcile', name: 'transfers.reconcile', every: stack.config.RECONCILE_EVERY_MS })]),
    );
  });

  it('pays out a card transfer the provider charged, once it has waited longer than the interval, and only once', async () => {
    const client = await signedInSender();
    const sessionId = await paidByCard(client);
    const charged = await transferRow(db, sessionId);
    // Charged at the provider, but without its webhook the transfer still reads pending.
    expect(charged).toMatchObject({ status: 'pending', provider_transfer_id: expect.stringMatching(/^pi_/), payment_confirmed_at: null });

    await passAfter(1);
    expect(await transferRow(db, sessionId)).toMatchObject({ status: 'pending' });
    expect(await lastChecked(charged.id)).toBeNull();

    await passAfter(20);
    const completed = await waitForTransferStatus(db, sessionId, 'completed');
    expect(completed.provider_transfer_id).toBe(charged.provider_transfer_id);
    const events = ['TransferCreated', 'PaymentSubmitted', 'PaymentSucceeded', 'PayoutRequested', 'PayoutDispatched', 'PayoutDelivered', 'TransferCompleted'];
    expect(await transferEventTypes(db, charged.id)).toEqual(events);

    // Finished transfers are never chased again.
    await passAfter(60);
    expect(await transferEventTypes(db, charged.id)).toEqual(events);
    const detail = (await (await client.get(`/api/transactions/${charged.id}`)).json()) as { status: string };
    expect(detail.status).toBe('completed');
  });

  it('completes an ACH debit that settled and fails one that bounced, with the reason', async () => {
    const client = await signedInSender();
    const settled = await debitInFlight(client);
    const bounced = await debitInFlight(client, 'Sandbox Failing Checking');
    await settleSandboxDebit(stack.sandboxUrl, settled.paymentIntentId, 'succeed');
    await settleSandboxDebit(stack.sandboxUrl, bounced.paymentIntentId, 'fail', {
      code: 'account_closed',
      message: "The customer's bank account could not be debited (account closed).",
    });

    await passAfter(20);
    await waitForTransferStatus(db, settled.sessionId, 'completed');
    const failed = await waitForTransferStatus(db, bounced.sessionId, 'failed');
    expect(failed).toMatchObject({ failure_reason: "The customer's bank account could not be debited (account closed).", payout_id: null });
    expect(await transferEventTypes(db, bounced.transferId)).toEqual(['TransferCreated', 'PaymentSubmitted', 'PaymentProcessing', 'PaymentFailed']);
  });

  it('chases a debit still in flight once per interval and changes nothing until the bank answers', async () => {
    const client = await signedInSender();
    const { sessionId, transferId } = await debitInFlight(client);

    await passAfter(20);
    const firstCheck = await lastChecked(transferId);
    expect(firstCheck).not.toBeNull();
    expect(await transferRow(db, sessionId)).toMatchObject({ status: 'processing', payment_confirmed_at: null, payout_id: null });

    await passAfter(30);
    expect(await lastChecked(transferId)).toEqual(firstCheck);
    await passAfter(36);
    expect((await lastChecked(transferId))!.getTime()).toBeGreaterThan(firstCheck!.getTime());
    expect(await transferEventTypes(db, transferId)).toEqual(['TransferCreated', 'PaymentSubmitted', 'PaymentProcessing']);
  });

  it('leaves alone a transfer the sender never paid', async () => {
    const client = await signedInSender();
    const created = await client.post('/api/create-card-session', await quotedTransferRequest(client));
    const { sessionId } = (await created.json()) as { sessionId: string };
    const { id } = await transferRow(db, sessionId);

    await passAfter(20);
    expect(await lastChecked(id)).toBeNull();
    expect(await transferEventTypes(db, id)).toEqual(['TransferCreated']);
  });

  it('queues again a payout whose job was lost', async () => {
    const payouts = stack.worker.get(JobQueue).queue('payouts');
    const client = await signedInSender();
    const sessionId = await paidByCard(client);
    const { id } = await transferRow(db, sessionId);

    await payouts.pause();
    try {
      await passAfter(20);
      await waitForTransferStatus(db, sessionId, 'processing');
      // The payout job the payment called for goes missing before any worker runs it.
      await waitForOutboxRelay(id);
      await payouts.drain();
    } finally {
      await payouts.resume();
    }
    expect((await transferRow(db, sessionId)).payout_id).toBeNull();

    await passAfter(40);
    await waitForTransferStatus(db, sessionId, 'completed');
    expect(await transferEventTypes(db, id)).toEqual(['TransferCreated', 'PaymentSubmitted', 'PaymentSucceeded', 'PayoutRequested', 'PayoutDispatched', 'PayoutDelivered', 'TransferCompleted']);
  });
});

describe('stored provider messages never applied', () => {
  it('are queued again by the next pass: a webhook event whose settlement gave up settles the transfer', async () => {
    const client = await signedInSender();
    const sessionId = await paidByCard(client);
    const row = await transferRow(db, sessionId);
    const eventId = `evt_gave_up_${row.id.slice(0, 8)}`;
    const event = {
      id: eventId,
      type: 'payment_intent.succeeded',
      data: { object: { id: row.provider_transfer_id, object: 'payment_intent', status: 'succeeded', metadata: { transferId: row.id, sessionId } } },
    };
    // Stored an hour ago; its settle job exhausted its retries (none is queued any more).
    await db.query(`insert into stripe_webhook_events (id, type, payload, received_at) values ($1, $2, $3, now() - interval '1 hour')`, [
      eventId,
      event.type,
      JSON.stringify(event),
    ]);
    // Only the event can settle it in this pass: the transfer itself is not due yet.
    const pass = await stack.worker.get(TransferReconciliation).reconcile(new Date());
    expect(pass.requeued).toBeGreaterThanOrEqual(1);
    await waitForTransferStatus(db, sessionId, 'completed');
    const stored = await db.query('select processed_at from stripe_webhook_events where id = $1', [eventId]);
    expect(stored.rows[0].processed_at).not.toBeNull();
  });
});

describe('payment attempts whose answer was lost', () => {
  const stripe = () =>
    new Stripe('sk_test_sandbox', { host: new URL(stack.sandboxUrl).hostname, port: Number(new URL(stack.sandboxUrl).port), protocol: 'http' });

  /** A checkout whose attempt key is stored, as when the provider call was made but its answer never came back. */
  async function attemptUnderWay(client: BrowserLikeClient) {
    const created = await client.post('/api/create-card-session', await quotedTransferRequest(client));
    const { sessionId } = (await created.json()) as { sessionId: string };
    const row = await transferRow(db, sessionId);
    const key = `transfer-${row.id}-attempt-1`;
    await db.query('update transactions set payment_attempt = 1, payment_idempotency_key = $2 where id = $1', [row.id, key]);
    return { sessionId, transferId: row.id as string, key, totalCents: Math.round(Number(row.total_amount) * 100) };
  }

  it('find the payment the provider took by our id, and settle and pay it out', async () => {
    const client = await signedInSender();
    const { sessionId, transferId, key, totalCents } = await attemptUnderWay(client);
    const intent = await stripe().paymentIntents.create(
      {
        amount: totalCents,
        currency: 'usd',
        payment_method: await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa),
        confirm: true,
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        metadata: { transferId, sessionId },
      },
      { idempotencyKey: key },
    );
    expect(intent.status).toBe('succeeded');
    expect((await transferRow(db, sessionId)).provider_transfer_id).toBeNull();

    await passAfter(20);
    const done = await waitForTransferStatus(db, sessionId, 'completed');
    expect(done.provider_transfer_id).toBe(intent.id);
    expect(await transferEventTypes(db, transferId)).toEqual(['TransferCreated', 'PaymentSucceeded', 'PayoutRequested', 'PayoutDispatched', 'PayoutDelivered', 'TransferCompleted']);
  });

  it('release an attempt the provider never received, so the checkout can be paid again or expire', async () => {
    const client = await signedInSender();
    const { sessionId } = await attemptUnderWay(client);
    await passAfter(20);
    expect(await transferRow(db, sessionId)).toMatchObject({ status: 'pending', payment_idempotency_key: null, provider_transfer_id: null });
    const paymentMethodId = await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa);
    const paid = await client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId, savePaymentMethod: false });
    expect(paid.status).toBe(200);
    expect((await transferRow(db, sessionId)).payment_idempotency_key).toBe(`transfer-${(await transferRow(db, sessionId)).id}-attempt-2`);
  });
});

describe('checkouts nobody paid in time', () => {
  /** Moves a transfer's quote into the past, as if the sender had left it there that long. */
  const ageBy = (sessionId: string, hours: number) =>
    db.query(`update transactions set created_at = created_at - make_interval(hours => $2) where session_id = $1`, [sessionId, hours]);

  it('cannot be paid a day after the quote, charge nothing, and are cancelled with the reason', async () => {
    const client = await signedInSender();
    const created = await client.post('/api/create-card-session', await quotedTransferRequest(client));
    const { sessionId } = (await created.json()) as { sessionId: string };
    await ageBy(sessionId, 25);

    const paymentMethodId = await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa);
    const refused = await client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId, savePaymentMethod: false });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'TRANSFER.EXPIRED', message: expect.stringMatching(/expired before it was paid/) });
    const row = await transferRow(db, sessionId);
    expect(row).toMatchObject({ status: 'pending', provider_transfer_id: null, payment_idempotency_key: null });

    const pass = await passAfter(0);
    expect(pass.expired).toBeGreaterThanOrEqual(1);
    expect(await transferRow(db, sessionId)).toMatchObject({ status: 'cancelled', failure_reason: expect.stringMatching(/expired before it was paid/) });
    expect(await transferEventTypes(db, row.id)).toEqual(['TransferCreated', 'TransferCancelled']);
    const session = (await (await client.get(`/api/checkout-session?session_id=${sessionId}`)).json()) as Record<string, unknown>;
    expect(session).toMatchObject({ status: 'cancelled', failureReason: expect.stringMatching(/start a new transfer/) });
  });

  it('are cancelled after a payment that failed before the charge (an account the bank link cannot see)', async () => {
    const client = await signedInSender();
    const created = await client.post('/api/create-teller-session', await quotedTransferRequest(client, { method: 'ach' }));
    expect(created.status).toBe(201);
    const { sessionId } = (await created.json()) as { sessionId: string };
    const token = await linkSandboxBank(stack.sandboxUrl);
    const failed = await client.post('/api/process-teller-payment', { session_id: sessionId, account_id: 'acc_unknown', access_token: token });
    expect(failed.status).toBe(404);
    // The attempt ended with nothing charged: the transfer waits on nobody.
    expect(await transferRow(db, sessionId)).toMatchObject({ status: 'pending', payment_idempotency_key: null, provider_transfer_id: null });

    await ageBy(sessionId, 25);
    await passAfter(0);
    expect(await transferRow(db, sessionId)).toMatchObject({ status: 'cancelled', failure_reason: expect.stringMatching(/expired before it was paid/) });
  });

  it('cancel, once the checkout expired, a 3-D Secure payment the sender never authenticated, so it cannot be paid later', async () => {
    const client = await signedInSender();
    const created = await client.post('/api/create-card-session', await quotedTransferRequest(client));
    const { sessionId } = (await created.json()) as { sessionId: string };
    const paymentMethodId = await tokenizeCard(stack.sandboxUrl, TEST_CARDS.threeDSecure);
    const paid = await client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId, savePaymentMethod: false });
    expect(await paid.json()).toMatchObject({ requiresAction: true, clientSecret: expect.stringMatching(/^pi_.+_secret_/), status: 'pending' });
    const waiting = await transferRow(db, sessionId);

    // Within the day it is chased but left to the sender.
    await passAfter(20);
    expect(await transferRow(db, sessionId)).toMatchObject({ status: 'pending', payment_idempotency_key: waiting.payment_idempotency_key });

    await ageBy(sessionId, 25);
    await passAfter(40);
    expect(await transferRow(db, sessionId)).toMatchObject({ status: 'cancelled', failure_reason: expect.stringMatching(/expired before it was paid/) });
    const stripe = new Stripe('sk_test_sandbox', { host: new URL(stack.sandboxUrl).hostname, port: Number(new URL(stack.sandboxUrl).port), protocol: 'http' });
    expect((await stripe.paymentIntents.retrieve(waiting.provider_transfer_id)).status).toBe('canceled');
  });

  it('are not cancelled while a payment is under way: that one is chased and paid out', async () => {
    const client = await signedInSender();
    const fresh = await (await client.post('/api/create-card-session', await quotedTransferRequest(client))).json() as { sessionId: string };
    const charged = await paidByCard(client);
    await ageBy(charged, 25);

    await passAfter(20);
    await waitForTransferStatus(db, charged, 'completed');
    // A checkout a few minutes old is left to its sender.
    expect(await transferRow(db, fresh.sessionId)).toMatchObject({ status: 'pending' });
  });
});

/** Waits until the outbox has handed the transfer's payout job to the queue. */
async function waitForOutboxRelay(transferId: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await db.query(
      `select count(*)::int as n from outbox_jobs where job_name = 'transfers.dispatch-payout' and payload->>'transferId' = $1 and enqueued_at is not null`,
      [transferId],
    );
    if (rows[0].n > 0) return;
    if (Date.now() > deadline) throw new Error(`payout job of ${transferId} never relayed`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
