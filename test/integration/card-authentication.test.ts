import pg from 'pg';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { TEST_CARDS, tokenizeCard } from '../support/card-tokens.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { sandboxPaymentIntentsOf } from '../support/sandbox-payments.js';
import { waitUntil } from '../support/card-paid-transfer.js';
import { JobQueue } from '../../src/queues/job-queue.service.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { quotedTransferRequest, transferEventTypes, transferRow, waitForTransferStatus } from '../support/transfer-fixtures.js';

let stack: InProcessStack;
let db: pg.Client;
let addresses = 0;

beforeAll(async () => ({ stack, db } = await startStackAndDatabase()));
afterAll(() => stopStackAndDatabase({ stack, db }));

/** This file keeps to 198.18.9.0/24. */
async function signedInSender() {
  const client = new BrowserLikeClient(stack.apiUrl, `198.18.9.${(addresses += 1)}`);
  await signUpAndSignIn(stack, client);
  return client;
}

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;

async function checkout(client: BrowserLikeClient, headers: Record<string, string> = {}) {
  const created = await client.post('/api/create-card-session', await quotedTransferRequest(client), headers);
  expect(created.status).toBe(201);
  return json<{ sessionId: string; url: string }>(created);
}

const payCard = async (client: BrowserLikeClient, sessionId: string, card: string) =>
  client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId: await tokenizeCard(stack.sandboxUrl, card), savePaymentMethod: false });

/** What the sandbox's challenge page does when the sender completes or fails it. */
async function authenticate(paymentIntentId: string, outcome: 'complete' | 'fail') {
  const response = await fetch(`${stack.sandboxUrl}/api/stripe/payment_intents/${paymentIntentId}/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  expect(response.status).toBeLessThan(300);
}

describe('a card whose bank asks for 3-D Secure', () => {
  it('comes back for the sender to authenticate, and settles by the webhook once they did', async () => {
    const client = await signedInSender();
    const { sessionId } = await checkout(client);
    const answer = await payCard(client, sessionId, TEST_CARDS.threeDSecure);
    expect(answer.status).toBe(200);
    const body = await json(answer);
    expect(body).toMatchObject({ success: true, status: 'pending', requiresAction: true, clientSecret: expect.stringMatching(/^pi_\w+_secret_/) });
    expect(body.message).not.toMatch(/has been processed/);
    const waiting = await transferRow(db, sessionId);
    expect(waiting).toMatchObject({ status: 'pending', payment_idempotency_key: expect.any(String) });
    expect(String(body.clientSecret).startsWith(waiting.provider_transfer_id)).toBe(true);

    await authenticate(waiting.provider_transfer_id, 'complete');
    await waitForTransferStatus(db, sessionId, 'completed');
  });

  it('fails the attempt when the sender fails the check, and takes another card afterwards', async () => {
    const client = await signedInSender();
    const { sessionId } = await checkout(client);
    await payCard(client, sessionId, TEST_CARDS.threeDSecure);
    const { id, provider_transfer_id: intentId } = await transferRow(db, sessionId);
    await authenticate(intentId, 'fail');
    const deadline = Date.now() + 10_000;
    while ((await transferRow(db, sessionId)).payment_declines === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await transferRow(db, sessionId)).toMatchObject({ status: 'pending', payment_declines: 1, payment_idempotency_key: null });

    expect((await payCard(client, sessionId, TEST_CARDS.visa)).status).toBe(200);
    await waitForTransferStatus(db, sessionId, 'completed');
    expect((await sandboxPaymentIntentsOf(stack.sandboxUrl, id)).map((intent) => intent.status)).toEqual(['succeeded']);
  });

  it('starts a new attempt when the sender leaves the challenge and pays with another card, charging once', async () => {
    const client = await signedInSender();
    const { sessionId } = await checkout(client);
    await payCard(client, sessionId, TEST_CARDS.threeDSecure);
    const { id } = await transferRow(db, sessionId);

    const second = await payCard(client, sessionId, TEST_CARDS.visa);
    expect(second.status).toBe(200);
    expect(await json(second)).toMatchObject({ success: true, message: 'Your payment has been processed.' });
    await waitForTransferStatus(db, sessionId, 'completed');
    const events = await transferEventTypes(db, id);
    expect(events.filter((type) => type === 'PaymentDeclined')).toHaveLength(1);
    expect(events.filter((type) => type === 'PaymentSucceeded')).toHaveLength(1);
    expect((await sandboxPaymentIntentsOf(stack.sandboxUrl, id)).map((intent) => intent.status)).toEqual(['succeeded']);
  });
});

describe('"Save this card" with a card whose bank asks for 3-D Secure', () => {
  const payAndKeep = async (client: BrowserLikeClient, sessionId: string) =>
    client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId: await tokenizeCard(stack.sandboxUrl, TEST_CARDS.threeDSecure), savePaymentMethod: true });
  const savedMethods = async (client: BrowserLikeClient) => json<Array<{ type: string; name: string }>>(await client.get('/api/payment-methods'));
  const keepJobIdsOf = async (userId: number): Promise<string[]> =>
    (await db.query(`select id from outbox_jobs where job_name = 'payment-methods.keep-paid-card' and (payload->>'userId')::int = $1`, [userId])).rows.map((row) => row.id);
  const keepJobsOf = async (userId: number) => (await keepJobIdsOf(userId)).length;
  /** Whether every card-keeping job of the sender has run to its end in the worker. */
  const keepJobsDone = async (userId: number) => {
    const queue = stack.worker.get(JobQueue).queue('settlement');
    const states = await Promise.all((await keepJobIdsOf(userId)).map((id) => queue.getJobState(id)));
    return states.every((state) => state === 'completed');
  };

  it('saves the card once the sender passed the check, and once only however often the success is told', async () => {
    const client = await signedInSender();
    const { sessionId } = await checkout(client);
    const answer = await payAndKeep(client, sessionId);
    expect(await json(answer)).toMatchObject({ status: 'pending', requiresAction: true });
    expect(await savedMethods(client)).toEqual([]);

    const { provider_transfer_id: intentId, user_id: userId } = await transferRow(db, sessionId);
    await authenticate(intentId, 'complete');
    await waitForTransferStatus(db, sessionId, 'completed');
    await waitUntil(async () => (await savedMethods(client)).length > 0 && (await keepJobsDone(userId)));
    const kept = [expect.objectContaining({ type: 'card', name: 'Visa •••• 3155' })];
    expect(await savedMethods(client)).toEqual(kept);
    expect(await keepJobsOf(userId)).toBe(1);

    // The provider tells of the success again; the sender pays again with the same card and "save".
    const [delivery] = await json<Array<{ eventId: string }>>(await fetch(`${stack.sandboxUrl}/api/webhooks?paymentIntentId=${intentId}&type=payment_intent.succeeded`));
    expect((await fetch(`${stack.sandboxUrl}/api/webhooks/${delivery.eventId}/redeliver`, { method: 'POST' })).status).toBe(202);
    const again = await checkout(client);
    await payAndKeep(client, again.sessionId);
    await authenticate((await transferRow(db, again.sessionId)).provider_transfer_id, 'complete');
    await waitForTransferStatus(db, again.sessionId, 'completed');
    await waitUntil(async () => (await keepJobsOf(userId)) === 2 && (await keepJobsDone(userId)));
    expect(await savedMethods(client)).toEqual(kept);
  });

  it('saves nothing when the sender fails the check, nor when another card then pays without "save"', async () => {
    const client = await signedInSender();
    const { sessionId } = await checkout(client);
    await payAndKeep(client, sessionId);
    const { provider_transfer_id: intentId, user_id: userId } = await transferRow(db, sessionId);
    await authenticate(intentId, 'fail');
    await waitUntil(async () => (await transferRow(db, sessionId)).payment_declines === 1);
    expect(await transferRow(db, sessionId)).toMatchObject({ card_to_keep: null });

    expect((await payCard(client, sessionId, TEST_CARDS.visa)).status).toBe(200);
    await waitForTransferStatus(db, sessionId, 'completed');
    expect(await keepJobsOf(userId)).toBe(0);
    expect(await savedMethods(client)).toEqual([]);
  });
});

describe('requests sent with an Idempotency-Key', () => {
  it('create one checkout however often they are sent, and refuse the key for another request', async () => {
    const client = await signedInSender();
    const headers = { 'Idempotency-Key': 'send-screen-submission-0001' };
    const body = await quotedTransferRequest(client);
    const answers = await Promise.all([1, 2, 3].map(() => client.post('/api/create-card-session', body, headers)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const sessions = new Set(await Promise.all(answers.map(async (answer) => (await json<{ sessionId: string }>(answer)).sessionId)));
    expect(sessions.size).toBe(1);
    const { rows } = await db.query('select count(*)::int as n from transactions where request_key = $1', [headers['Idempotency-Key']]);
    expect(rows[0].n).toBe(1);

    const other = await client.post('/api/create-card-session', { ...body, amount: 50 }, headers);
    expect(other.status).toBe(422);
    expect(await json(other)).toMatchObject({ code: 'REQUEST.IDEMPOTENCY_KEY_REUSED' });
    expect((await client.post('/api/create-card-session', body, { 'Idempotency-Key': 'no' })).status).toBe(400);
  });

  it('charge a saved card once when a one-step payment is replayed, answering the same', async () => {
    const client = await signedInSender();
    const { sessionId } = await checkout(client);
    const paymentMethodId = await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa);
    expect((await client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId, savePaymentMethod: true })).status).toBe(200);
    const [saved] = await json<{ id: number }[]>(await client.get('/api/payment-methods'));

    const headers = { 'Idempotency-Key': 'one-step-payment-0001' };
    const request = { ...(await quotedTransferRequest(client, { amount: 40 })), savedPaymentMethodId: saved.id };
    const first = await client.post('/api/process-card-payment', request, headers);
    const again = await client.post('/api/process-card-payment', request, headers);
    expect([first.status, again.status]).toEqual([200, 200]);
    const [a, b] = [await json(first), await json(again)];
    expect(b.sessionId).toBe(a.sessionId);
    const transfer = await transferRow(db, String(a.sessionId));
    expect((await sandboxPaymentIntentsOf(stack.sandboxUrl, transfer.id)).length).toBe(1);
    await waitForTransferStatus(db, String(a.sessionId), 'completed');
    const third = await client.post('/api/process-card-payment', request, headers);
    expect(await json(third)).toMatchObject({ success: true, sessionId: a.sessionId, status: 'completed' });
    const { rows } = await db.query('select count(*)::int as n from transactions where user_id = $1 and amount = 40', [transfer.user_id]);
    expect(rows[0].n).toBe(1);
  });

  it('answer a declined one-step payment with the same decline, without asking the provider again', async () => {
    const client = await signedInSender();
    const added = await client.post('/api/add-payment-method', { type: 'card', paymentMethodId: await tokenizeCard(stack.sandboxUrl, TEST_CARDS.declined) });
    expect(added.status).toBe(201);
    const { id } = await json<{ id: number }>(added);
    const request = { ...(await quotedTransferRequest(client, { amount: 41 })), savedPaymentMethodId: id };
    const headers = { 'Idempotency-Key': 'one-step-payment-0002' };
    const first = await client.post('/api/process-card-payment', request, headers);
    expect(first.status).toBe(402);
    const transfer = (await db.query('select * from transactions where request_key = $1', [headers['Idempotency-Key']])).rows[0];
    const intentsBefore = await sandboxPaymentIntentsOf(stack.sandboxUrl, transfer.id);

    const replay = await client.post('/api/process-card-payment', request, headers);
    expect(replay.status).toBe(402);
    expect(await json(replay)).toEqual(await json(first));
    expect(await sandboxPaymentIntentsOf(stack.sandboxUrl, transfer.id)).toEqual(intentsBefore);
    expect((await transferRow(db, transfer.session_id)).payment_declines).toBe(1);
  });
});
