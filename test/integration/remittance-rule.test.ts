import pg from 'pg';
import { JobQueue } from '../../src/queues/job-queue.service.js';
import { requestAndApprove } from '../support/four-eyes.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { waitUntil } from '../support/card-paid-transfer.js';
import { TEST_CARDS, tokenizeCard } from '../support/card-tokens.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { quotedTransferRequest, transferEventTypes, transferRow, waitForTransferStatus } from '../support/transfer-fixtures.js';
import { signInAsOperator } from '../support/signed-in-operator.js';

// Issue #15: sending limits, the sender as the account, the receipt, and cancellation with refund.
let stack: InProcessStack;
let db: pg.Client;
let addressCounter = 0;

beforeAll(async () => ({ stack, db } = await startStackAndDatabase()));
afterAll(() => stopStackAndDatabase({ stack, db }));

type Json = Record<string, unknown>;
const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.51.100.${(addressCounter += 1)}`);
const sandbox = async <T = Json>(path: string) => (await (await fetch(`${stack.sandboxUrl}${path}`)).json()) as T;
const refundsOf = async (paymentIntentId: string) => (await sandbox<Json[]>('/api/stripe/refunds')).filter((r) => r.payment_intent === paymentIntentId);

async function sender(names?: { firstName: string; lastName: string; withPhone?: boolean }) {
  const client = newClient();
  const user = await signUpAndSignIn(stack, client, names);
  return { client, ...user };
}

async function operator(): Promise<BrowserLikeClient> {
  const client = newClient();
  await signInAsOperator(stack, client);
  return client;
}

/** Sets the limits as two finance operators do (four eyes, issue #25): one proposes, a second approves. */
async function setLimits(limits: { perTransfer: number; perDay: number; perMonth: number }) {
  const answer = await requestAndApprove(stack, await operator(), { method: 'PUT', path: '/api/admin/sending-limits', body: limits }, { address: `198.51.100.${(addressCounter += 1)}`, role: 'finance' });
  // 200 either way: approved, or the limits were these already (nothing proposed).
  expect(answer.status).toBe(200);
  expect(await (await (await operator()).get('/api/admin/sending-limits')).json()).toEqual(limits);
}

async function payCheckout(client: BrowserLikeClient, amount = 100) {
  const created = await client.post('/api/create-card-session', await quotedTransferRequest(client, { amount }));
  expect(created.status).toBe(201);
  const { sessionId } = (await created.json()) as { sessionId: string };
  const paid = await client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId: await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa) });
  expect(paid.status).toBe(200);
  return transferRow(db, sessionId);
}

describe('the sender is the account', () => {
  it('takes the name, email and phone from the signed-in account and ignores those in the request', async () => {
    const { client, email, phone } = await sender({ firstName: 'Halima', lastName: 'Abdi' });
    const body = { ...(await quotedTransferRequest(client)), sender: { firstName: 'Someone', lastName: 'Else', email: 'forged@example.com', phone: '+12025550199' } };
    const created = await client.post('/api/create-card-session', body);
    expect(created.status).toBe(201);
    const { sessionId } = (await created.json()) as { sessionId: string };
    expect((await transferRow(db, sessionId)).sender_info).toEqual({ firstName: 'Halima', lastName: 'Abdi', email, phone });
  });

  it('asks for a verified phone before a transfer whose payout partner needs it, and creates nothing', async () => {
    const { client, userId } = await sender({ firstName: 'Samuel', lastName: 'Tesfaye', withPhone: false });
    const body = await quotedTransferRequest(client, { country: 'ethiopia', recipientPhone: '0911234567' });
    const refused = await client.post('/api/create-card-session', body);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'PROFILE.PHONE_REQUIRED', field: 'sender.phone' });
    expect((await db.query('select count(*)::int as n from transactions where user_id = $1', [userId])).rows[0].n).toBe(0);
  });
});

describe('sending limits', () => {
  afterEach(() => setLimits({ perTransfer: 2999, perDay: 2999, perMonth: 10000 }));

  it('are set by the operator (audited) and refuse a quote and a checkout above what is left, saying how much that is', async () => {
    await setLimits({ perTransfer: 500, perDay: 700, perMonth: 5000 });
    const audit = await db.query(`select old_value, new_value from admin_audit_log where action = 'limits.update' order by id desc limit 1`);
    expect(audit.rows[0].new_value).toEqual({ perTransfer: '500.00', perDay: '700.00', perMonth: '5000.00' });

    const { client } = await sender();
    expect(await (await client.get('/api/sending-limits')).json()).toMatchObject({ remaining: 500, boundBy: 'transfer', message: 'You can send up to $500.00 in one transfer.' });
    await payCheckout(client, 400);
    expect(await (await client.get('/api/sending-limits')).json()).toMatchObject({ remaining: 300, remainingToday: 300, message: 'You can send up to $300.00 more today.' });

    // Above what is left of the sender's tier (Verified ID, whose limits these are), where Enhanced's would allow it:
    // the sender is told what they can send and what to verify (issue #26).
    const quote = await client.get('/api/quote?amount=301&country=kenya&paymentMethod=card');
    expect(quote.status).toBe(409);
    expect(await quote.json()).toMatchObject({
      code: 'TRANSFER.VERIFICATION_REQUIRED',
      field: 'amount',
      tier: 'verified_id',
      nextTier: 'enhanced',
      remaining: 300,
      message: 'You can send up to $300.00 now. To send more, ask us for Enhanced verification: our compliance team reviews your occupation and source of funds.',
    });
    const body = await quotedTransferRequest(client, { amount: 300 });
    const over = await client.post('/api/create-card-session', { ...body, amount: 301, feeAmount: 27.09, totalAmount: 328.09, recipientAmount: 38904 });
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({ code: 'TRANSFER.VERIFICATION_REQUIRED', remaining: 300 });
    expect((await client.post('/api/create-card-session', body)).status).toBe(201);
  });

  it('hold under concurrent checkouts: of twelve $100 checkouts at once against $700 a day, seven are created', async () => {
    // More checkouts at once than the api has database connections (DATABASE_POOL_SIZE, 10): each is counted in its own one.
    await setLimits({ perTransfer: 500, perDay: 700, perMonth: 5000 });
    const { client, userId } = await sender();
    const body = await quotedTransferRequest(client, { amount: 100 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => client.post('/api/create-card-session', body)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(7);
    // Refused as above Verified ID's day (Enhanced's would allow them).
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    const { rows } = await db.query(`select sum(amount)::text as sent from transactions where user_id = $1`, [userId]);
    expect(rows[0].sent).toBe('700.00');
  });

  it('refuses inconsistent limits and changes nothing', async () => {
    const admin = await operator();
    const refused = await admin.request('PUT', '/api/admin/sending-limits', { perTransfer: 1000, perDay: 500, perMonth: 5000, proposalNote: 'Lower the day' });
    expect(refused.status).toBe(400);
    expect(await (await admin.get('/api/admin/sending-limits')).json()).toEqual({ perTransfer: 2999, perDay: 2999, perMonth: 10000 });
  });
});

describe('receipt', () => {
  it('is emailed once after payment with the figures, the reference, the right to cancel and the contacts', async () => {
    const { client, email } = await sender();
    const row = await payCheckout(client);
    const receipt = await stack.inbox.withSubject(email, 'Your transfer receipt');
    expect(receipt.text).toContain(`Reference: ${row.reference}`);
    expect(row.reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    for (const line of ['Transfer amount: $100.00', 'Transfer fees: $9.00', 'Transfer taxes: $0.00', 'Total: $109.00', 'Exchange rate: 1 USD = 129.2500 KES', 'Amount the recipient receives: 12,925.00 KES', 'Date available:', 'within 30 minutes of payment', 'Consumer Financial Protection Bureau', stack.config.COMPANY_PHONE]) {
      expect(receipt.text).toContain(line);
    }
  });
});

describe('cancellation', () => {
  const payouts = () => stack.worker.get(JobQueue).queue('payouts');

  /** A paid transfer whose payout has not gone: the payouts queue is paused while it is paid. */
  async function paidBeforePayout() {
    const { client, email } = await sender();
    await payouts().pause();
    try {
      const row = await payCheckout(client);
      await waitForTransferStatus(db, row.session_id, 'processing');
      await waitUntil(async () => (await transferEventTypes(db, row.id)).includes('PaymentSucceeded'));
      return { client, email, row: await transferRow(db, row.session_id) };
    } catch (error) {
      await payouts().resume();
      throw error;
    }
  }

  it('within the window and before the payout cancels once and refunds the whole total once, however often it is asked', async () => {
    const { client, email, row } = await paidBeforePayout();
    try {
      const detail = (await (await client.get(`/api/transactions/${row.id}`)).json()) as Json;
      expect(detail.cancellableUntil).toEqual(expect.any(String));
      const answers = await Promise.all([1, 2, 3].map(() => client.post(`/api/transactions/${row.id}/cancel`, {})));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(await client.post(`/api/transactions/${row.id}/cancel`, {}).then((a) => a.status)).toBe(200);
    } finally {
      await payouts().resume();
    }
    await waitUntil(async () => (await transferRow(db, row.session_id)).refund_id !== null);
    const done = await transferRow(db, row.session_id);
    expect(done.status).toBe('cancelled');
    expect(done.payout_id).toBeNull();
    expect(await refundsOf(done.provider_transfer_id)).toEqual([expect.objectContaining({ amount: 10900 })]);
    const types = await transferEventTypes(db, row.id);
    expect(types.filter((t) => t === 'CancelledBySender')).toHaveLength(1);
    expect(types.filter((t) => t === 'PaymentRefunded')).toHaveLength(1);
    expect(types).not.toContain('PayoutRequested');
    expect(types).not.toContain('PayoutDispatched');
    const message = await stack.inbox.withSubject(email, 'Your transfer was cancelled and refunded');
    expect(message.text).toContain('$109.00');
    // The partners were never asked.
    expect(await sandbox<Json[]>(`/api/payouts?reference=${row.id}`)).toEqual([]);
  });

  it('after the window is refused with the reason, and changes nothing', async () => {
    const { client, row } = await paidBeforePayout();
    try {
      await db.query(`update transactions set payment_confirmed_at = payment_confirmed_at - interval '31 minutes' where id = $1`, [row.id]);
      const refused = await client.post(`/api/transactions/${row.id}/cancel`, {});
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ code: 'TRANSFER.NOT_CANCELLABLE', message: 'Transfers can be cancelled within 30 minutes of payment. That time has passed.' });
      expect(((await (await client.get(`/api/transactions/${row.id}`)).json()) as Json).cancellableUntil).toBeNull();
    } finally {
      await payouts().resume();
    }
    await waitForTransferStatus(db, row.session_id, 'completed');
    expect(await refundsOf(row.provider_transfer_id)).toEqual([]);
  });

  it('after delivery is refused, and another sender cannot cancel it', async () => {
    const { client } = await sender();
    const row = await payCheckout(client);
    await waitForTransferStatus(db, row.session_id, 'completed');
    const stranger = await sender();
    expect((await stranger.client.post(`/api/transactions/${row.id}/cancel`, {})).status).toBe(404);
    const refused = await client.post(`/api/transactions/${row.id}/cancel`, {});
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: 'This transfer was already delivered to the recipient, so it can no longer be cancelled.' });
    expect(await refundsOf(row.provider_transfer_id)).toEqual([]);
  });
});
