import { JobHandlers } from '../../src/queues/job-handlers.service.js';
import { SomeRelayedTogetherFailedError, togetherPayload } from '../../src/queues/relayed-together.js';
import type { Job } from 'bullmq';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import Stripe from 'stripe';
import { replayStatus } from '../../src/transfers/domain/replay-status.js';
import type { TransferEvent } from '../../src/transfers/domain/transfer.events.js';
import { TransferStore } from '../../src/transfers/transfer.store.js';
import { SettlementService } from '../../src/transfers/settlement.service.js';
import { RefundService } from '../../src/transfers/refunds.service.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { TEST_CARDS, tokenizeCard } from '../support/card-tokens.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { sandboxPaymentIntentsOf } from '../support/sandbox-payments.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { quotedTransferRequest, transferEventTypes, transferRow, waitForTransferStatus } from '../support/transfer-fixtures.js';
import { signInAsOperator } from '../support/signed-in-operator.js';

let stack: InProcessStack;
let db: pg.Client;
let addressCounter = 0;

beforeAll(async () => ({ stack, db } = await startStackAndDatabase()));
afterAll(() => stopStackAndDatabase({ stack, db }));

const newClient = () => new BrowserLikeClient(stack.apiUrl, `192.0.2.${(addressCounter += 1)}`);

async function signedInSender() {
  const client = newClient();
  const user = await signUpAndSignIn(stack, client);
  return { client, ...user };
}

async function createSession(client: BrowserLikeClient, body?: Record<string, unknown>) {
  const response = await client.post('/api/create-card-session', body ?? (await quotedTransferRequest(client)));
  expect(response.status).toBe(201);
  return ((await response.json()) as { sessionId: string; url: string });
}

const transferRowOf = (sessionId: string) => transferRow(db, sessionId);
const waitForStatus = (sessionId: string, status: string, timeoutMs?: number) => waitForTransferStatus(db, sessionId, status, timeoutMs);
const eventTypes = (transferId: string) => transferEventTypes(db, transferId);

describe('quoting', () => {
  it('prices $100 to Kenya by card at 9% and by bank at 5%, converting at the current rate', async () => {
    const client = newClient();
    const card = await (await client.get('/api/quote?amount=100&country=kenya&paymentMethod=card')).json();
    expect(card).toEqual({
      amount: 100,
      feeAmount: 9,
      totalAmount: 109,
      recipientAmount: 12925,
      rate: 129.25,
      currencyCode: 'KES',
      feePercent: 9,
      deliveryMethod: 'mpesa',
      payoutIncrement: 1,
    });
    const bank = await (await client.get('/api/quote?amount=100&country=kenya&paymentMethod=ach')).json();
    expect(bank).toMatchObject({ feeAmount: 5, totalAmount: 105, feePercent: 5 });
  });

  it('refuses amounts below the minimum or with fractions of a cent', async () => {
    const client = newClient();
    expect((await client.get('/api/quote?amount=0&country=kenya')).status).toBe(400);
    expect((await client.get('/api/quote?amount=1.005&country=kenya')).status).toBe(400);
  });
});

describe('paying a transfer by card, end to end', () => {
  it('charges $109.00, settles by webhook, pays out, completes and tells the sender', async () => {
    const { client, userId, email } = await signedInSender();
    const { sessionId, url } = await createSession(client);
    expect(url).toBe(`/card-checkout?session_id=${sessionId}`);
    const created = await transferRowOf(sessionId);
    expect(created).toMatchObject({ status: 'pending', amount: '100.00', fee_amount: '9.00', total_amount: '109.00', recipient_amount: '12925.00', currency_code: 'KES', user_id: userId });
    expect(created.recipient_info.phone).toBe('+254712345678');

    const paymentMethodId = await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa);
    const paid = await client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId, savePaymentMethod: false });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ success: true });

    const completed = await waitForStatus(sessionId, 'completed');
    expect(completed.provider_transfer_id).toMatch(/^pi_/);
    expect(await eventTypes(completed.id)).toEqual([
      'TransferCreated', 'PaymentSubmitted', 'PaymentSucceeded', 'PayoutRequested', 'PayoutDispatched', 'PayoutDelivered', 'TransferCompleted',
    ]);

    const notice = await stack.inbox.withSubject(email, 'Your money has arrived');
    expect(notice.text).toContain('12,925.00 KES');

    const session = await (await client.get(`/api/checkout-session?session_id=${sessionId}`)).json();
    expect(session).toMatchObject({ sessionId, status: 'completed', amount: 100, feeAmount: 9, totalAmount: 109, recipientAmount: 12925, currencyCode: 'KES', recipientInfo: { firstName: 'Wanjiru', lastName: 'Kamau' } });

    const history = (await (await client.get('/api/transactions')).json()) as Array<Record<string, unknown>>;
    expect(history[0]).toMatchObject({ sessionId, status: 'completed', amount: 100, providerTransferId: completed.provider_transfer_id });
    const detail = (await (await client.get(`/api/transactions/${completed.id}`)).json()) as { events: { type: string }[] };
    expect(detail.events.map((e) => e.type)).toEqual(await eventTypes(completed.id));

    const recipients = (await (await client.get('/api/recipients')).json()) as Array<Record<string, unknown>>;
    expect(recipients).toEqual([expect.objectContaining({ phone: '+254712345678', country: 'kenya', useCount: 1 })]);
  });

  it('refuses a declined card with its reason, keeps the transfer payable, then takes another card', async () => {
    const { client } = await signedInSender();
    const { sessionId } = await createSession(client);
    const declined = await client.post('/api/process-card-payment', {
      session_id: sessionId,
      paymentMethodId: await tokenizeCard(stack.sandboxUrl, TEST_CARDS.declined),
    });
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({ code: 'PAYMENT.DECLINED', message: 'Your card was declined.' });
    expect((await transferRowOf(sessionId)).status).toBe('pending');

    const broke = await client.post('/api/process-card-payment', {
      session_id: sessionId,
      paymentMethodId: await tokenizeCard(stack.sandboxUrl, TEST_CARDS.insufficientFunds),
    });
    expect(await broke.json()).toMatchObject({ message: 'Your card has insufficient funds.' });

    const ok = await client.post('/api/process-card-payment', {
      session_id: sessionId,
      paymentMethodId: await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa),
    });
    expect(ok.status).toBe(200);
    const done = await waitForStatus(sessionId, 'completed');
    expect((await eventTypes(done.id)).filter((t) => t === 'PaymentDeclined').length).toBeGreaterThanOrEqual(2);
    expect((await eventTypes(done.id)).filter((t) => t === 'PaymentSucceeded')).toHaveLength(1);
  });

  it('refuses a fourth card on a transfer whose three cards were declined, before reaching the provider', async () => {
    const { client } = await signedInSender();
    const { sessionId } = await createSession(client);
    const pay = async (card: string) =>
      client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId: await tokenizeCard(stack.sandboxUrl, card) });
    for (const card of [TEST_CARDS.declined, TEST_CARDS.insufficientFunds, TEST_CARDS.declined]) {
      expect((await pay(card)).status).toBe(402);
    }
    const transfer = await transferRowOf(sessionId);
    // Each attempt confirms the transfer's one PaymentIntent again with another card.
    const [before] = await sandboxPaymentIntentsOf(stack.sandboxUrl, transfer.id);
    expect(before).toMatchObject({ status: 'requires_payment_method' });

    const fourth = await pay(TEST_CARDS.visa);
    expect(fourth.status).toBe(409);
    expect(await fourth.json()).toMatchObject({ code: 'TRANSFER.LOCKED', message: expect.stringMatching(/start a new transfer/) });
    // The good card never reached the provider: the PaymentIntent is as the third decline left it.
    const [after] = await sandboxPaymentIntentsOf(stack.sandboxUrl, transfer.id);
    expect(after).toEqual(before);
    expect((await transferRowOf(sessionId)).status).toBe('pending');
  });

  it('refuses a sender more payments after five declines in an hour, before reaching the provider', async () => {
    const { client } = await signedInSender();
    const pay = async (sessionId: string, card: string) =>
      client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId: await tokenizeCard(stack.sandboxUrl, card) });
    const first = (await createSession(client)).sessionId;
    for (let i = 0; i < 3; i++) expect((await pay(first, TEST_CARDS.declined)).status).toBe(402);
    const second = (await createSession(client)).sessionId;
    for (let i = 0; i < 2; i++) expect((await pay(second, TEST_CARDS.declined)).status).toBe(402);

    const refused = await pay(second, TEST_CARDS.visa);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/try again/) });
    const [intent] = await sandboxPaymentIntentsOf(stack.sandboxUrl, (await transferRowOf(second)).id);
    expect(intent).toMatchObject({ status: 'requires_payment_method' });
  });

  it('refuses one address more payments after ten declines in an hour, whoever the senders are', async () => {
    const address = '198.19.77.1';
    const senders = [];
    for (let i = 0; i < 3; i++) {
      const client = new BrowserLikeClient(stack.apiUrl, address);
      await signUpAndSignIn(stack, client);
      senders.push(client);
    }
    const declineOnce = async (client: BrowserLikeClient, sessionId: string) =>
      client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId: await tokenizeCard(stack.sandboxUrl, TEST_CARDS.declined) });
    // 4 + 4 + 2 declines from one address: no sender reaches its own limit of 5.
    for (const [client, declines] of [[senders[0], 4], [senders[1], 4], [senders[2], 2]] as const) {
      let sessionId = (await createSession(client)).sessionId;
      for (let i = 0; i < declines; i++) {
        if (i === 3) sessionId = (await createSession(client)).sessionId;
        expect((await declineOnce(client, sessionId)).status).toBe(402);
      }
    }
    const last = await senders[2].post('/api/process-card-payment', {
      session_id: (await createSession(senders[2])).sessionId,
      paymentMethodId: await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa),
    });
    expect(last.status).toBe(429);
  });

  it('refuses at quote time a total the card provider could not charge (under $0.50), creating nothing', async () => {
    const { client } = await signedInSender();
    const small = await client.get('/api/quote?amount=0.45&country=kenya&paymentMethod=card');
    expect(small.status).toBe(400);
    expect(await small.json()).toMatchObject({
      code: 'QUOTE.TOTAL_BELOW_MINIMUM_CHARGE',
      field: 'amount',
      message: 'The total must be at least $0.50, the least a card payment can be. Please send at least $0.46.',
    });
    expect((await client.get('/api/quote?amount=0.46&country=kenya&paymentMethod=card')).status).toBe(200);

    const before = await db.query('select count(*)::int as n from transactions');
    const created = await client.post('/api/create-card-session', {
      amount: 0.3, feeAmount: 0.03, totalAmount: 0.33, recipientAmount: 38.78, country: 'kenya', currencyCode: 'KES',
      sender: { firstName: 'Amina', lastName: 'Okello', email: 'a@example.com', phone: '+12025550100' },
      recipient: { firstName: 'Wanjiru', lastName: 'Kamau', phone: '+254712345678' },
    });
    expect(created.status).toBe(400);
    expect(await created.json()).toMatchObject({ code: 'QUOTE.TOTAL_BELOW_MINIMUM_CHARGE' });
    expect((await db.query('select count(*)::int as n from transactions')).rows[0].n).toBe(before.rows[0].n);
  });

  it('charges once when the same payment request is sent twice at the same time', async () => {
    const { client } = await signedInSender();
    const { sessionId } = await createSession(client);
    const paymentMethodId = await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa);
    const body = { session_id: sessionId, paymentMethodId };
    const responses = await Promise.all([client.post('/api/process-card-payment', body), client.post('/api/process-card-payment', body)]);
    expect(responses.some((r) => r.status === 200)).toBe(true);
    const done = await waitForStatus(sessionId, 'completed');
    const intents = new Set((await db.query(`select payload->>'paymentIntentId' as pi from transfer_events where transfer_id = $1 and payload ? 'paymentIntentId'`, [done.id])).rows.map((r) => r.pi));
    expect(intents.size).toBe(1);
    expect((await eventTypes(done.id)).filter((t) => t === 'PaymentSucceeded')).toHaveLength(1);
  });
});

describe('a payout that cannot be delivered', () => {
  it('waits for an operator; refunded by one, the transfer fails, the whole payment comes back once, and the sender is told', async () => {
    const { client, email } = await signedInSender();
    // The sandbox payout partner cannot pay a recipient whose phone ends in 999999.
    const { sessionId } = await createSession(client, await quotedTransferRequest(client, { recipientPhone: '0712999999' }));
    const paymentMethodId = await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa);
    const paid = await client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId, savePaymentMethod: false });
    expect(paid.status).toBe(200);

    await waitFor(async () => (await transferRowOf(sessionId)).payout_failed_at !== null);
    const held = await transferRowOf(sessionId);
    expect(held).toMatchObject({ status: 'processing', refund_id: null, failure_reason: expect.stringContaining('Our team will try again or refund your payment') });
    const operator = newClient();
    await signInAsOperator(stack, operator);
    const decided = await operator.post('/api/admin/attention/actions', { key: `payout_failed:${held.id}:1`, action: 'refund' });
    expect(decided.status).toBe(200);

    const failed = await waitForStatus(sessionId, 'failed');
    await waitFor(async () => (await transferRowOf(sessionId)).refund_id !== null);
    const refunded = await transferRowOf(sessionId);
    expect(refunded).toMatchObject({
      refund_id: expect.stringMatching(/^re_/),
      failure_reason:
        "We could not deliver the money to the recipient (The recipient's number is not registered for this payment method), so your payment of $109.00 has been refunded.",
    });
    expect(await eventTypes(failed.id)).toEqual([
      'TransferCreated',
      'PaymentSubmitted',
      'PaymentSucceeded',
      'PayoutRequested',
      'PayoutDispatched',
      'PayoutFailed',
      'PayoutAbandoned',
      'RefundRequested',
      'PaymentRefunded',
    ]);
    // The refund is a record of its own, under the transfer's first refund key.
    expect((await db.query('select state, idempotency_key, provider_refund_id from refunds where transfer_id = $1', [failed.id])).rows).toEqual([
      { state: 'succeeded', idempotency_key: `transfer-${failed.id}-refund`, provider_refund_id: refunded.refund_id },
    ]);

    const refunds = (await (await fetch(`${stack.sandboxUrl}/api/stripe/refunds`)).json()) as Array<{ id: string; payment_intent: string; amount: number }>;
    expect(refunds.filter((r) => r.payment_intent === refunded.provider_transfer_id)).toEqual([
      expect.objectContaining({ id: refunded.refund_id, amount: 10900 }),
    ]);

    // The verification code, the delay notice, then the refund.
    const notice = await stack.inbox.withSubject(email, 'Your transfer could not be delivered');
    expect(notice?.text).toContain('Your payment of $109.00 has been refunded');
    const detail = (await (await client.get(`/api/transactions/${failed.id}`)).json()) as Record<string, unknown>;
    expect(detail).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('has been refunded') });

    // Asking for the refund again (a retried job) gives nothing more back.
    await stack.worker.get(RefundService).settle(failed.id);
    expect((await transferRowOf(sessionId)).refund_id).toBe(refunded.refund_id);
    const after = (await (await fetch(`${stack.sandboxUrl}/api/stripe/refunds`)).json()) as Array<{ payment_intent: string }>;
    expect(after.filter((r) => r.payment_intent === refunded.provider_transfer_id)).toHaveLength(1);
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('stale quotes and ownership', () => {
  it('refuses figures that no longer match the rate, creating nothing', async () => {
    const { client } = await signedInSender();
    const stale = { ...(await quotedTransferRequest(client)), recipientAmount: 12000 };
    const before = (await db.query('select count(*)::int as n from transactions')).rows[0].n;
    const response = await client.post('/api/create-card-session', stale);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'TRANSFER.QUOTE_CHANGED', message: expect.stringMatching(/review the new amounts/) });
    expect((await db.query('select count(*)::int as n from transactions')).rows[0].n).toBe(before);
  });

  it('answers 404 for another sender’s checkout session and transaction, and charges nothing', async () => {
    const owner = await signedInSender();
    const { sessionId } = await createSession(owner.client);
    const { id } = await transferRowOf(sessionId);
    const other = await signedInSender();
    expect((await other.client.get(`/api/checkout-session?session_id=${sessionId}`)).status).toBe(404);
    expect((await other.client.get(`/api/transactions/${id}`)).status).toBe(404);
    const pay = await other.client.post('/api/process-card-payment', {
      session_id: sessionId,
      paymentMethodId: await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa),
    });
    expect(pay.status).toBe(404);
    expect((await transferRowOf(sessionId)).provider_transfer_id).toBeNull();
    expect(await (await other.client.get('/api/transactions')).json()).toEqual([]);
  });

  it('refuses a recipient phone that is not valid for the destination country', async () => {
    const { client } = await signedInSender();
    const response = await client.post('/api/create-card-session', await quotedTransferRequest(client, { recipientPhone: '+256772000111' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'recipient.phone' });
  });
});

describe('webhooks', () => {
  const signer = new Stripe('sk_test_sandbox');
  const sign = (payload: string) => signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_sandbox' });
  const post = (payload: string, signature: string) =>
    fetch(`${stack.apiUrl}/api/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
  const event = (type: string, transferId: string, paymentIntentId: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: paymentIntentId, object: 'payment_intent', metadata: { transferId }, ...extra } },
    });

  it('refuses a delivery whose signature does not match', async () => {
    const paymentIntentId = `pi_forged_${randomBytes(6).toString('hex')}`;
    const body = event('payment_intent.succeeded', 'x', paymentIntentId);
    const response = await post(body, sign(body).replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'WEBHOOK.INVALID_SIGNATURE' });
    const stored = await db.query(`select count(*)::int as n from stripe_webhook_events where payload->'data'->'object'->>'id' = $1`, [paymentIntentId]);
    expect(stored.rows[0].n).toBe(0);
  });

  it('settles once when the same event comes three times and a stale failure comes after it', async () => {
    const { client } = await signedInSender();
    const { sessionId } = await createSession(client);
    const { id } = await transferRowOf(sessionId);
    const succeeded = event('payment_intent.succeeded', id, 'pi_manual_1');
    const failedEarlier = event('payment_intent.payment_failed', id, 'pi_manual_1', { last_payment_error: { message: 'Your card was declined.' } });
    for (const body of [succeeded, succeeded, failedEarlier, succeeded]) expect((await post(body, sign(body))).status).toBe(200);
    const done = await waitForStatus(sessionId, 'completed');
    expect(await eventTypes(done.id)).toEqual(['TransferCreated', 'PaymentSucceeded', 'PayoutRequested', 'PayoutDispatched', 'PayoutDelivered', 'TransferCompleted']);
  });

  it('leaves nothing half-written when settlement dies mid-way, and the retry completes it', async () => {
    const { client } = await signedInSender();
    const { sessionId } = await createSession(client);
    const { id } = await transferRowOf(sessionId);
    const body = event('payment_intent.succeeded', id, 'pi_manual_2');
    const eventId = JSON.parse(body).id as string;
    await db.query(`insert into stripe_webhook_events (id, type, payload) values ($1, 'payment_intent.succeeded', $2)`, [eventId, body]);

    const settlement = stack.worker.get(SettlementService);
    const store = stack.worker.get(TransferStore);
    // Every save of a transfer goes through saveAll (one transfer, or a batch of settled ones).
    const saveAll = store.saveAll.bind(store);
    store.saveAll = async (em, transfers) => {
      await saveAll(em, transfers);
      throw new Error('worker killed after writing, before commit');
    };
    await expect(settlement.applyPaymentEvent(eventId)).rejects.toThrow('worker killed');
    store.saveAll = saveAll;

    expect((await transferRowOf(sessionId)).status).toBe('pending');
    expect(await eventTypes(id)).toEqual(['TransferCreated']);
    expect((await db.query('select processed_at from stripe_webhook_events where id = $1', [eventId])).rows[0].processed_at).toBeNull();

    await settlement.applyPaymentEvent(eventId);
    await waitForStatus(sessionId, 'completed');
    expect((await eventTypes(id)).filter((t) => t === 'PaymentSucceeded')).toHaveLength(1);
  });
});

describe('settling a burst of stored events', () => {
  /** Stores a `payment_intent.succeeded` for each transfer as the webhook would (no job: the test applies them), received in this order. */
  async function storeSucceeded(payments: { transferId: string; paymentIntentId: string }[]): Promise<string[]> {
    const ids = payments.map(() => `evt_${randomBytes(8).toString('hex')}`);
    for (const [i, { transferId, paymentIntentId }] of payments.entries()) {
      const payload = { id: ids[i], object: 'event', type: 'payment_intent.succeeded', data: { object: { id: paymentIntentId, object: 'payment_intent', metadata: { transferId } } } };
      await db.query(`insert into stripe_webhook_events (id, type, payload, received_at) values ($1, $2, $3, now() + $4 * interval '1 millisecond')`, [
        ids[i],
        payload.type,
        payload,
        i,
      ]);
    }
    return ids;
  }
  const pendingTransfers = async (count: number) => {
    const { client } = await signedInSender();
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push((await transferRowOf((await createSession(client)).sessionId)).id);
    return ids;
  };
  const processed = async (eventIds: string[]) =>
    (await db.query('select id from stripe_webhook_events where id = any($1) and processed_at is not null', [eventIds])).rows.map((row) => row.id);

  it('applies the events waiting beside one in the same go, each once, and their payouts follow', async () => {
    const transfers = await pendingTransfers(4);
    const events = await storeSucceeded(transfers.map((transferId, i) => ({ transferId, paymentIntentId: `pi_burst_${randomBytes(4).toString('hex')}_${i}` })));
    const settlement = stack.worker.get(SettlementService);

    await settlement.applyPaymentEvent(events[2]);
    expect((await processed(events)).sort()).toEqual([...events].sort());
    for (const id of transfers) expect((await eventTypes(id)).filter((type) => type === 'PaymentSucceeded')).toHaveLength(1);
    // The other events' own jobs find them applied and change nothing.
    for (const id of events) await settlement.applyPaymentEvent(id);
    for (const id of transfers) {
      const { session_id: sessionId } = (await db.query('select session_id from transactions where id = $1', [id])).rows[0];
      const done = await waitForStatus(sessionId, 'completed');
      expect(await eventTypes(done.id)).toEqual(['TransferCreated', 'PaymentSucceeded', 'PayoutRequested', 'PayoutDispatched', 'PayoutDelivered', 'TransferCompleted']);
    }
  });

  /**
   * Three pending transfers and their stored events, two of them paid by one payment: the
   * second cannot take it (provider ids are unique), the first and third can.
   */
  async function threeEventsOneUnusable() {
    const [first, second, third] = await pendingTransfers(3);
    const shared = `pi_shared_${randomBytes(4).toString('hex')}`;
    const events = await storeSucceeded([
      { transferId: first, paymentIntentId: shared },
      { transferId: second, paymentIntentId: shared },
      { transferId: third, paymentIntentId: `pi_alone_${randomBytes(4).toString('hex')}` },
    ]);
    return { transfers: [first, second, third], events };
  }

  it('applies each alone when one of them cannot be applied, and leaves only that one to its own job', async () => {
    const { transfers: [, second], events } = await threeEventsOneUnusable();
    const settlement = stack.worker.get(SettlementService);

    await settlement.applyPaymentEvent(events[2]);
    expect((await processed(events)).sort()).toEqual([events[0], events[2]].sort());
    expect(await eventTypes(second)).toEqual(['TransferCreated']);
    await expect(settlement.applyPaymentEvent(events[1])).rejects.toThrow();
    expect(await processed([events[1]])).toEqual([]);
  });

  it('runs every event of a job the outbox relayed together, and fails that job (to be retried whole) for the one event that cannot be applied', async () => {
    const { transfers: [first, second, third], events } = await threeEventsOneUnusable();
    const job = { name: 'transfers.settle-payment-event', id: `together-${events[0]}`, attemptsMade: 0, data: togetherPayload(events.map((eventId) => ({ eventId }))) } as Job;

    await expect(stack.worker.get(JobHandlers).run(job)).rejects.toThrow(SomeRelayedTogetherFailedError);
    expect((await processed(events)).sort()).toEqual([events[0], events[2]].sort());
    expect(await eventTypes(second)).toEqual(['TransferCreated']);
    // Run again (BullMQ's retry): the applied ones change nothing, the other still fails.
    await expect(stack.worker.get(JobHandlers).run(job)).rejects.toThrow('1 of 3 jobs relayed together failed');
    for (const id of [first, third]) expect((await eventTypes(id)).filter((type) => type === 'PaymentSucceeded')).toHaveLength(1);
  });
});

describe('history', () => {
  it('pages through a long history newest first with limit and before', async () => {
    const { client } = await signedInSender();
    const sessions = [];
    for (let i = 0; i < 3; i++) sessions.push((await createSession(client)).sessionId);
    const firstPage = (await (await client.get('/api/transactions?limit=2')).json()) as { id: string; sessionId: string }[];
    expect(firstPage.map((t) => t.sessionId)).toEqual([sessions[2], sessions[1]]);
    const secondPage = (await (await client.get(`/api/transactions?limit=2&before=${firstPage[1].id}`)).json()) as { sessionId: string }[];
    expect(secondPage.map((t) => t.sessionId)).toEqual([sessions[0]]);
    expect((await client.get('/api/transactions?before=00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('shows a transfer in the list as its own page shows it', async () => {
    const { client } = await signedInSender();
    await createSession(client);
    const [listed] = (await (await client.get('/api/transactions?limit=1')).json()) as { id: string }[];
    // The page adds the disclosure, the cancellation window, a sanctions review, and the payout attempts and refunds to what the list shows.
    const { events, availableBy, cancellableUntil, notCancellableReason, paidAt, rateGuaranteedUntil, taxAmount, underReview, payoutAttempts, refunds, ...detail } = (await (
      await client.get(`/api/transactions/${listed.id}`)
    ).json()) as Record<string, unknown> & { events: unknown[] };
    expect(events).toHaveLength(1);
    expect({ availableBy, cancellableUntil, notCancellableReason, paidAt, taxAmount, underReview, payoutAttempts, refunds }).toEqual({
      availableBy: null,
      cancellableUntil: null,
      notCancellableReason: null,
      paidAt: null,
      taxAmount: 0,
      underReview: false,
      payoutAttempts: [],
      refunds: [],
    });
    expect(rateGuaranteedUntil).toEqual(expect.any(String));
    expect(listed).toEqual(detail);
  });
});

describe('the event log', () => {
  it('replays every transfer’s events to its current status', async () => {
    const transfers = (await db.query('select id, status from transactions')).rows;
    expect(transfers.length).toBeGreaterThan(3);
    for (const { id, status } of transfers) {
      const events = (await db.query('select payload from transfer_events where transfer_id = $1 order by sequence', [id])).rows.map((r) => r.payload as TransferEvent);
      expect(replayStatus(events)).toBe(status);
    }
  });
});
