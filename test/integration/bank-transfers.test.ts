import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { TEST_CARDS, tokenizeCard } from '../support/card-tokens.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { linkSandboxBank, linkedAccountNamed, linkedAccounts, sandboxPaymentIntentsOf, settleSandboxDebit } from '../support/sandbox-payments.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { quotedTransferRequest, transferEventTypes, transferRow, waitForTransferStatus } from '../support/transfer-fixtures.js';

let stack: InProcessStack;
let db: pg.Client;
const logLines: string[] = [];

// ACH debits stay processing (60 s) until a test settles them with the sandbox's hooks.
beforeAll(async () => ({ stack, db } = await startStackAndDatabase({ logLines })));
afterAll(() => stopStackAndDatabase({ stack, db }));

/** Each sender gets a client of their own address; this file keeps to 198.18.5.0/24. */
let addresses = 0;
const client = () => new BrowserLikeClient(stack.apiUrl, `198.18.5.${(addresses += 1)}`);

async function signedInSender() {
  const c = client();
  const user = await signUpAndSignIn(stack, c);
  return { c, ...user };
}

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

const linkBank = (institution?: string) => linkSandboxBank(stack.sandboxUrl, institution);

async function bankSession(c: BrowserLikeClient, amount = 100): Promise<string> {
  const response = await c.post('/api/create-teller-session', await quotedTransferRequest(c, { method: 'ach', amount }));
  expect(response.status).toBe(201);
  const { url, sessionId } = await json<{ url: string; sessionId: string }>(response);
  expect(url).toBe(`/teller-checkout?session_id=${sessionId}`);
  return sessionId;
}

const payFromBank = (c: BrowserLikeClient, body: Record<string, unknown>) => c.post('/api/process-teller-payment', body);

const transferRowOf = (sessionId: string) => transferRow(db, sessionId);
const waitForStatus = (sessionId: string, status: string, timeoutMs?: number) => waitForTransferStatus(db, sessionId, status, timeoutMs);
const eventTypes = (transferId: string) => transferEventTypes(db, transferId);

async function payoutJobs(transferId: string): Promise<number> {
  const { rows } = await db.query(
    `select count(*)::int as n from outbox_jobs where job_name = 'transfers.dispatch-payout' and payload->>'transferId' = $1`,
    [transferId],
  );
  return rows[0].n;
}

const paymentIntentsOf = (transferId: string) => sandboxPaymentIntentsOf(stack.sandboxUrl, transferId);
const settle = (paymentIntentId: string, outcome: 'succeed' | 'fail', body?: Record<string, string>) =>
  settleSandboxDebit(stack.sandboxUrl, paymentIntentId, outcome, body);

/** Stripe's webhook for a debit that went processing has been applied (it must change nothing more). */
async function waitForWebhooksApplied(paymentIntentId: string, count: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { rows } = await db.query(
      `select count(*)::int as n from stripe_webhook_events where payload->'data'->'object'->>'id' = $1 and processed_at is not null`,
      [paymentIntentId],
    );
    if (rows[0].n >= count) return;
    if (Date.now() > deadline) throw new Error(`webhooks for ${paymentIntentId} not applied`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('linked bank accounts', () => {
  it('are listed with the spec fields for the access token from the Connect flow', async () => {
    const { c } = await signedInSender();
    const listed = await linkedAccounts(c, await linkBank());
    expect(listed).toHaveLength(3);
    expect(listed[0]).toEqual({
      id: expect.stringMatching(/^acc_/),
      name: expect.any(String),
      institution: { name: 'Sandbox Bank' },
      last_four: expect.stringMatching(/^\d{4}$/),
      type: 'depository',
      subtype: expect.stringMatching(/^(checking|savings)$/),
    });
    expect(listed.map((a) => a.name).sort()).toEqual(['Sandbox Checking', 'Sandbox Failing Checking', 'Sandbox Savings']);
  });

  it('are refused for a token the bank never issued, and need a token and a signed-in sender', async () => {
    const { c } = await signedInSender();
    const bad = await c.post('/api/teller-accounts', { access_token: 'token_forged' });
    expect(bad.status).toBe(422);
    expect(await json(bad)).toMatchObject({ code: 'BANK_LINK.EXPIRED', message: expect.stringMatching(/connect your bank account again/) });
    const missing = await c.post('/api/teller-accounts', {});
    expect(missing.status).toBe(400);
    expect((await client().post('/api/teller-accounts', { access_token: 'token_x' })).status).toBe(401);
  });
});

describe('paying a transfer from a linked bank account', () => {
  it('debits $105.00 over ACH, stays processing with no payout until the debit succeeds, then completes', async () => {
    const { c, email } = await signedInSender();
    const sessionId = await bankSession(c);
    expect(await transferRowOf(sessionId)).toMatchObject({ status: 'pending', payment_method: 'ach', fee_amount: '5.00', total_amount: '105.00' });
    const token = await linkBank();
    const checking = await linkedAccountNamed(c, token, 'Sandbox Checking');

    const paid = await payFromBank(c, { session_id: sessionId, account_id: checking.id, access_token: token });
    expect(paid.status).toBe(200);
    expect(await json(paid)).toMatchObject({ success: true, status: 'processing', sessionId });

    const inFlight = await transferRowOf(sessionId);
    expect(inFlight).toMatchObject({ status: 'processing', payment_confirmed_at: null, payout_id: null });
    const [intent] = await paymentIntentsOf(inFlight.id);
    expect(intent).toMatchObject({ id: inFlight.provider_transfer_id, status: 'processing', amount: 10500, customer: expect.stringMatching(/^cus_/) });
    // The processing webhook arrives and changes nothing more: still no payout.
    await waitForWebhooksApplied(intent!.id, 1);
    expect(await eventTypes(inFlight.id)).toEqual(['TransferCreated', 'PaymentSubmitted', 'PaymentProcessing']);
    expect(await payoutJobs(inFlight.id)).toBe(0);
    expect((await transferRowOf(sessionId)).payout_id).toBeNull();

    await settle(intent!.id, 'succeed');
    const completed = await waitForStatus(sessionId, 'completed');
    expect(completed.payment_confirmed_at).not.toBeNull();
    expect(await payoutJobs(completed.id)).toBe(1);
    expect(await eventTypes(completed.id)).toEqual([
      'TransferCreated',
      'PaymentSubmitted',
      'PaymentProcessing',
      'PaymentSucceeded',
      'PayoutRequested',
      'PayoutDispatched',
      'PayoutDelivered',
      'TransferCompleted',
    ]);
    await stack.inbox.withSubject(email, 'Your money has arrived');
    await stack.inbox.withSubject(email, 'Your transfer receipt');
  });

  it('fails the transfer with the reason and tells the sender when the debit fails later', async () => {
    const { c, email } = await signedInSender();
    const sessionId = await bankSession(c);
    const token = await linkBank();
    const failing = await linkedAccountNamed(c, token, 'Sandbox Failing Checking');
    const paid = await payFromBank(c, { session_id: sessionId, account_id: failing.id, access_token: token });
    expect(paid.status).toBe(200);
    const inFlight = await transferRowOf(sessionId);
    expect(inFlight.status).toBe('processing');

    await settle(inFlight.provider_transfer_id, 'fail', {
      code: 'account_closed',
      message: "The customer's bank account could not be debited (account closed).",
    });
    const failed = await waitForStatus(sessionId, 'failed');
    expect(failed.failure_reason).toBe("The customer's bank account could not be debited (account closed).");
    expect(failed.payout_id).toBeNull();
    expect(await payoutJobs(failed.id)).toBe(0);
    expect(await eventTypes(failed.id)).toEqual(['TransferCreated', 'PaymentSubmitted', 'PaymentProcessing', 'PaymentFailed']);

    const messages = await stack.inbox.waitFor(email, 2);
    const notice = messages.find((m) => m.subject === 'Your transfer could not be completed');
    expect(notice?.text).toContain('account closed');
    const detail = await json<{ status: string; failureReason: string }>(await c.get(`/api/transactions/${failed.id}`));
    expect(detail).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('account closed') });
  });

  it('debits once when the same payment is sent twice at the same time, and refuses paying it again', async () => {
    const { c } = await signedInSender();
    const sessionId = await bankSession(c);
    const token = await linkBank();
    const checking = await linkedAccountNamed(c, token, 'Sandbox Checking');
    const body = { session_id: sessionId, account_id: checking.id, access_token: token };
    const responses = await Promise.all([payFromBank(c, body), payFromBank(c, body)]);
    expect(responses.some((r) => r.status === 200)).toBe(true);
    const row = await transferRowOf(sessionId);
    expect(row.status).toBe('processing');
    expect(await paymentIntentsOf(row.id)).toHaveLength(1);

    const again = await payFromBank(c, body);
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: 'TRANSFER.NOT_PAYABLE', message: 'This transfer has already been paid.' });
    expect(await paymentIntentsOf(row.id)).toHaveLength(1);
  });

  it('refuses an account the token cannot see, a card session, and another sender’s session, charging nothing', async () => {
    const owner = await signedInSender();
    const sessionId = await bankSession(owner.c);
    const token = await linkBank();
    const checking = await linkedAccountNamed(owner.c, token, 'Sandbox Checking');

    const unknown = await payFromBank(owner.c, { session_id: sessionId, account_id: 'acc_unknown', access_token: token });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toMatchObject({ code: 'BANK_LINK.ACCOUNT_NOT_FOUND' });

    const other = await signedInSender();
    const foreign = await payFromBank(other.c, { session_id: sessionId, account_id: checking.id, access_token: token });
    expect(foreign.status).toBe(404);

    const cardSession = await json<{ sessionId: string }>(await owner.c.post('/api/create-card-session', await quotedTransferRequest(owner.c)));
    const wrongRail = await payFromBank(owner.c, { session_id: cardSession.sessionId, account_id: checking.id, access_token: token });
    expect(wrongRail.status).toBe(400);

    const row = await transferRowOf(sessionId);
    expect(row).toMatchObject({ status: 'pending', provider_transfer_id: null });
    expect(await paymentIntentsOf(row.id)).toEqual([]);
  });
});

describe('saved methods at checkout and from the send screen', () => {
  it('saves the linked account when asked, then pays a second transfer with it in one call', async () => {
    const { c, userId } = await signedInSender();
    const token = await linkBank('chase');
    const checking = await linkedAccountNamed(c, token, 'Sandbox Checking');
    const first = await bankSession(c);
    const paid = await payFromBank(c, { session_id: first, account_id: checking.id, access_token: token, savePaymentMethod: true });
    expect(paid.status).toBe(200);

    const saved = await json<Array<{ id: number; name: string; type: string; lastFour: string; isDefault: boolean }>>(await c.get('/api/payment-methods'));
    expect(saved).toEqual([expect.objectContaining({ type: 'bank_account', name: 'Chase (sandbox) Checking •••• 1234', lastFour: '1234', isDefault: true })]);
    const { rows } = await db.query('select teller_account_id, teller_access_token from payment_methods where user_id = $1', [userId]);
    expect(rows[0].teller_account_id).toBe(checking.id);
    expect(rows[0].teller_access_token).toMatch(/^v1\./);
    expect(rows[0].teller_access_token).not.toContain(token);

    const second = await c.post('/api/process-teller-payment', { ...(await quotedTransferRequest(c, { method: 'ach', amount: 40 })), savedPaymentMethodId: saved[0]!.id }, { 'Idempotency-Key': randomUUID() });
    expect(second.status).toBe(200);
    const result = await json<{ success: boolean; sessionId: string; status: string }>(second);
    expect(result).toMatchObject({ success: true, status: 'processing' });
    const row = await transferRowOf(result.sessionId);
    expect(row).toMatchObject({ user_id: userId, payment_method: 'ach', amount: '40.00', fee_amount: '2.00', total_amount: '42.00', status: 'processing' });
    const [intent] = await paymentIntentsOf(row.id);
    expect(intent).toMatchObject({ amount: 4200, status: 'processing' });
    await settle(intent!.id, 'succeed');
    await waitForStatus(result.sessionId, 'completed');
  });

  it('saves a card at card checkout when asked, then charges it again from the send screen', async () => {
    const { c } = await signedInSender();
    const session = await json<{ sessionId: string }>(await c.post('/api/create-card-session', await quotedTransferRequest(c)));
    const paymentMethodId = await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa);
    const paid = await c.post('/api/process-card-payment', { session_id: session.sessionId, paymentMethodId, savePaymentMethod: true });
    expect(paid.status).toBe(200);
    const saved = await json<Array<{ id: number; name: string; type: string }>>(await c.get('/api/payment-methods'));
    expect(saved).toEqual([expect.objectContaining({ type: 'card', name: 'Visa •••• 4242', isDefault: true })]);

    for (const amount of [25, 30]) {
      const again = await c.post('/api/process-card-payment', { ...(await quotedTransferRequest(c, { method: 'card', amount })), savedPaymentMethodId: saved[0]!.id }, { 'Idempotency-Key': randomUUID() });
      expect(again.status).toBe(200);
      const { sessionId } = await json<{ sessionId: string }>(again);
      const done = await waitForStatus(sessionId, 'completed');
      expect(done).toMatchObject({ payment_method: 'card', total_amount: (amount * 1.09).toFixed(2) });
    }
  });

  it('charges a card saved on the payment methods page more than once', async () => {
    const { c } = await signedInSender();
    const added = await c.post('/api/add-payment-method', { type: 'card', paymentMethodId: await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa) });
    expect(added.status).toBe(201);
    const { id } = await json<{ id: number }>(added);
    for (let i = 0; i < 2; i += 1) {
      const paid = await c.post('/api/process-card-payment', { ...(await quotedTransferRequest(c, { method: 'card', amount: 10 })), savedPaymentMethodId: id }, { 'Idempotency-Key': randomUUID() });
      expect(paid.status).toBe(200);
    }
  });

  it('answers 404 for another sender’s saved method or a deleted one, creating and charging nothing', async () => {
    const owner = await signedInSender();
    const added = await owner.c.post('/api/add-payment-method', { type: 'card', paymentMethodId: await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa) });
    const { id } = await json<{ id: number }>(added);
    const thief = await signedInSender();
    const intentsBefore = (await json<unknown[]>(await fetch(`${stack.sandboxUrl}/api/stripe/payment_intents`))).length;

    for (const path of ['/api/process-card-payment', '/api/process-teller-payment']) {
      const response = await thief.c.post(path, { ...(await quotedTransferRequest(thief.c)), savedPaymentMethodId: id }, { 'Idempotency-Key': randomUUID() });
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ code: 'PAYMENT_METHOD.NOT_FOUND', message: 'Payment method not found' });
    }
    const { rows } = await db.query('select count(*)::int as n from transactions where user_id = $1', [thief.userId]);
    expect(rows[0].n).toBe(0);
    expect((await json<unknown[]>(await fetch(`${stack.sandboxUrl}/api/stripe/payment_intents`))).length).toBe(intentsBefore);

    expect((await owner.c.request('DELETE', `/api/payment-methods/${id}`)).status).toBe(200);
    const gone = await owner.c.post('/api/process-card-payment', { ...(await quotedTransferRequest(owner.c)), savedPaymentMethodId: id }, { 'Idempotency-Key': randomUUID() });
    expect(gone.status).toBe(404);
  });
});

describe('secrets of a linked bank account', () => {
  it('keep the account number and the access token out of the database and the logs', async () => {
    const { c } = await signedInSender();
    const token = await linkBank();
    const savings = await linkedAccountNamed(c, token, 'Sandbox Savings');
    const sessionId = await bankSession(c);
    const paid = await payFromBank(c, { session_id: sessionId, account_id: savings.id, access_token: token, savePaymentMethod: true });
    expect(paid.status).toBe(200);
    // A refused attempt goes through the error paths that might log.
    expect((await payFromBank(c, { session_id: sessionId, account_id: savings.id, access_token: token })).status).toBe(409);

    const secrets = ['4200005678', token];
    for (const table of ['payment_methods', 'transactions', 'transfer_events', 'outbox_jobs', 'stripe_webhook_events', 'payment_customers']) {
      const { rows } = await db.query(`select count(*)::int as n from ${table} t where ${secrets.map((_, i) => `t::text like $${i + 1}`).join(' or ')}`, secrets.map((s) => `%${s}%`));
      expect([table, rows[0].n]).toEqual([table, 0]);
    }
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => secrets.some((s) => line.includes(s)))).toEqual([]);
  });
});
