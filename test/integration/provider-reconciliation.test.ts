import pg from 'pg';
import { ensureDatabaseExists, migrateToLatest } from '../../src/database/prepare-database.js';
import type Stripe from 'stripe';
import { checkLedgerInvariantsWithPg } from '../../src/ledger/ledger-invariants.js';
import { createStripeClient } from '../../src/payments/stripe-client.js';
import { JobQueue } from '../../src/queues/job-queue.service.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { payByCard, waitUntil, type CardPaidTransfer } from '../support/card-paid-transfer.js';
import { startInProcessStack, type InProcessStack } from '../support/in-process-stack.js';
import { linkSandboxBank, linkedAccountNamed, settleSandboxDebit } from '../support/sandbox-payments.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { dropDatabase, throwawayDatabaseName, withDatabaseName } from '../support/throwaway-database.js';
import { quotedTransferRequest, transferEventTypes, transferRow, waitForTransferStatus } from '../support/transfer-fixtures.js';
import { signInAsOperator } from '../support/signed-in-operator.js';

let stack: InProcessStack;
let db: pg.Client;
let stripe: Stripe;
let addresses = 0;
let databaseUrl: string;

/**
 * Books this file alone writes: its own database. The run's is shared with every other file,
 * whose transfers' Stripe records and partner payouts are not in this file's sandbox, so a
 * reconciliation there finds breaks of theirs; here every break is this file's own.
 * Every record is judged at once (no grace period); reconciliation of stuck transfers waits an hour.
 */
beforeAll(async () => {
  databaseUrl = withDatabaseName(process.env.DATABASE_URL!, throwawayDatabaseName('remit_reconciliation'));
  await ensureDatabaseExists(databaseUrl);
  await migrateToLatest(databaseUrl);
  stack = await startInProcessStack({
    env: {
      DATABASE_URL: databaseUrl,
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}:reconciliation`,
      RECONCILIATION_GRACE_MS: '0',
      PAYOUT_STATUS_CHECK_AFTER_MS: '3600000',
      RECONCILE_EVERY_MS: '3600000',
    },
  });
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  stripe = createStripeClient(stack.config);
}, 120_000);
afterAll(async () => {
  await db?.end();
  await stack?.close();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.25.${(addresses += 1)}`);
const sandboxPost = async (path: string, body: Json = {}) =>
  (await (await fetch(`${stack.sandboxUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Json;
const pay = (country: string, recipientPhone: string) => payByCard(stack, db, newClient(), { country, recipientPhone });
const paymentIntentOf = async (paid: { sessionId: string }) => (await transferRow(db, paid.sessionId)).provider_transfer_id as string;

let operator: BrowserLikeClient;
async function asOperator(): Promise<BrowserLikeClient> {
  if (!operator) {
    operator = newClient();
    await signInAsOperator(stack, operator);
  }
  return operator;
}
async function act(body: Json): Promise<Json> {
  const response = await (await asOperator()).post('/api/admin/attention/actions', body);
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}
/** "Run reconciliation now", as the admin page's button. */
async function runNow(): Promise<Json> {
  const response = await (await asOperator()).post('/api/admin/reconciliation/runs', {});
  expect(response.status).toBe(201);
  return (await response.json()) as Json;
}
async function breakOf(key: string): Promise<Json | undefined> {
  const { rows } = await db.query('select * from reconciliation_breaks where record_key = $1', [key]);
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0];
}

/** The ledger transfers booked from Stripe record `reference` (its fee, a payout, a correction), as lines a person reads. */
async function postingsOf(reference: string): Promise<string[]> {
  const { rows } = await db.query(
    `select t.phase, d.code as debit, c.code as credit, t.amount, t.code, t.transfer_id
       from ledger_transfers t join ledger_accounts d on d.id = t.debit_account_id join ledger_accounts c on c.id = t.credit_account_id
      where t.reference = $1 order by t.seq`,
    [reference],
  );
  return rows.map((r) => `${r.phase} USD Dr ${r.debit} Cr ${r.credit} ${r.amount} ${r.code}${r.transfer_id ? ' (transfer)' : ''}`);
}

/** The balance transactions Stripe holds for the charge of `paymentIntentId`. */
async function chargeRecords(paymentIntentId: string): Promise<Stripe.BalanceTransaction[]> {
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
  return (await stripe.balanceTransactions.list({ source: intent.latest_charge as string, limit: 10 } as Stripe.BalanceTransactionListParams)).data;
}

async function withQueuePaused<T>(name: 'payouts' | 'settlement', run: () => Promise<T>): Promise<T> {
  const queue = stack.worker.get(JobQueue).queue(name);
  await queue.pause();
  try {
    return await run();
  } finally {
    await queue.resume();
  }
}

describe("reconciliation with the providers' records", () => {
  let card: CardPaidTransfer;

  it("matches a card transfer's charge with its capture, and books Stripe's fee (2.9% + 30¢ of $109) to processor_fees", async () => {
    card = await pay('kenya', '0712 345 261');
    await waitForTransferStatus(db, card.sessionId, 'completed');
    const run = await runNow();
    expect(run).toMatchObject({ trigger: 'manual', error: null, breaksFound: 0 });
    expect(run.matched).toBeGreaterThanOrEqual(1);
    const [charge] = await chargeRecords(await paymentIntentOf(card));
    expect(charge).toMatchObject({ type: 'charge', amount: 10_900, fee: 346 });
    expect(await postingsOf(charge!.id)).toEqual(['single USD Dr processor_fees Cr stripe_clearing 346 processor_fee']);
    expect(await breakOf(`payment:${await paymentIntentOf(card)}`)).toBeUndefined();
    // A second run books nothing again.
    expect((await runNow()).postingsBooked).toBe(0);
    expect(await postingsOf(charge!.id)).toHaveLength(1);
  });

  it('leaves an ACH debit alone while it is in flight, then matches its capture; its fee is 0.8% of $105', async () => {
    const client = newClient();
    await signUpAndSignIn(stack, client);
    const created = await client.post('/api/create-teller-session', await quotedTransferRequest(client, { method: 'ach', recipientPhone: '0712345262' }));
    const { sessionId } = (await created.json()) as { sessionId: string };
    const token = await linkSandboxBank(stack.sandboxUrl);
    const account = await linkedAccountNamed(client, token, 'Sandbox Checking');
    expect((await client.post('/api/process-teller-payment', { session_id: sessionId, account_id: account.id, access_token: token })).status).toBe(200);
    const paymentIntentId = (await transferRow(db, sessionId)).provider_transfer_id as string;

    const inFlight = await runNow();
    expect(inFlight.breaksFound).toBe(0);
    expect(inFlight.inFlight).toBeGreaterThanOrEqual(1);
    const [payment] = await chargeRecords(paymentIntentId);
    expect(payment).toMatchObject({ type: 'payment', amount: 10_500, fee: 84, status: 'pending' });
    expect(await postingsOf(payment!.id)).toEqual(['single USD Dr processor_fees Cr stripe_clearing 84 processor_fee']);

    await settleSandboxDebit(stack.sandboxUrl, paymentIntentId, 'succeed');
    await waitForTransferStatus(db, sessionId, 'completed');
    expect((await runNow()).breaksFound).toBe(0);
    expect(await breakOf(`payment:${paymentIntentId}`)).toBeUndefined();
  });

  it('matches a refund with the refund booked (payout failed, refunded by the operator)', async () => {
    const paid = await pay('uganda', '0772 000 004');
    await waitUntil(async () => (await transferRow(db, paid.sessionId)).payout_failed_at !== null);
    await act({ key: `payout_failed:${paid.id}:1`, action: 'refund' });
    await waitUntil(async () => (await transferRow(db, paid.sessionId)).refund_id !== null);
    const refundId = (await transferRow(db, paid.sessionId)).refund_id as string;
    const refund = (await stripe.balanceTransactions.list({ source: refundId, limit: 10 } as Stripe.BalanceTransactionListParams)).data;
    expect(refund).toMatchObject([{ type: 'refund', amount: -10_900, fee: 0 }]);
    expect((await runNow()).breaksFound).toBe(0);
    expect(await breakOf(`refund:${refundId}`)).toBeUndefined();
  });

  it('matches a chargeback lost after delivery with the dispute loss, and books the $15 dispute fee', async () => {
    const paid = await pay('kenya', '0712 345 263');
    await waitForTransferStatus(db, paid.sessionId, 'completed');
    const dispute = await sandboxPost(`/api/stripe/payment_intents/${await paymentIntentOf(paid)}/dispute`, { reason: 'fraudulent' });
    await waitUntil(async () => (await transferEventTypes(db, paid.id)).includes('DisputeOpened'));
    // Open: Stripe has withdrawn the money, the books wait for the outcome.
    expect((await runNow()).breaksFound).toBe(0);
    await sandboxPost(`/api/stripe/disputes/${dispute.id}/close`, { outcome: 'lost' });
    await waitUntil(async () => (await transferEventTypes(db, paid.id)).includes('DisputeClosed'));
    expect((await runNow()).breaksFound).toBe(0);
    const [withdrawal] = (await stripe.balanceTransactions.list({ source: dispute.id, limit: 10 } as Stripe.BalanceTransactionListParams)).data;
    expect(withdrawal).toMatchObject({ type: 'adjustment', reporting_category: 'dispute', amount: -10_900, fee: 1_500 });
    expect(await postingsOf(withdrawal!.id)).toEqual(['single USD Dr processor_fees Cr stripe_clearing 1500 processor_fee']);
    expect(await breakOf(`dispute:${dispute.id}`)).toBeUndefined();
  });

  it("books Stripe's payout to our bank, many balance transactions to one payout, and finds nothing amiss", async () => {
    const { payout } = await sandboxPost('/api/stripe/payouts/run');
    expect(payout).toMatchObject({ status: 'paid', reconciliation_status: 'completed' });
    const run = await runNow();
    expect(run.breaksFound).toBe(0);
    expect(await postingsOf(payout.id)).toEqual([`single USD Dr company_bank Cr stripe_clearing ${payout.amount} processor_payout`]);
    expect(await breakOf(`payout:${payout.id}`)).toBeUndefined();
    expect(await breakOf(`payout-total:${payout.id}`)).toBeUndefined();
  });

  it('finds a charge the product never saw as one break, in the queue with both sides, however many runs find it; a correction posts a new ledger transfer', async () => {
    const planted = await sandboxPost('/api/stripe/charges/plant', { amount: 4_321 });
    const key = `charge:${planted.charge.id}`;
    expect((await runNow()).breaksFound).toBe(1);
    const found = await breakOf(key);
    expect(found).toMatchObject({ provider: 'stripe', kind: 'missing_in_books', status: 'open', provider_amount: '4321', books_amount: '0', difference: '4321', currency: 'USD' });
    expect(found!.provider_record).toEqual([expect.objectContaining({ id: planted.balanceTransaction.id, amount: '4321' })]);
    expect(found!.our_side).toEqual([]);
    // Its fee is Stripe's all the same.
    expect(await postingsOf(planted.balanceTransaction.id)).toEqual(['single USD Dr processor_fees Cr stripe_clearing 155 processor_fee']);

    await runNow();
    const again = await breakOf(key);
    expect(again!.id).toBe(found!.id);
    expect(again!.first_seen_at).toEqual(found!.first_seen_at);

    const queue = (await (await (await asOperator()).get('/api/admin/attention')).json()) as { items: Json[] };
    const item = queue.items.find((i) => i.key === `reconciliation_break:${found!.id}`);
    expect(item).toMatchObject({
      kind: 'reconciliation_break',
      title: 'Reconciliation: Stripe moved money the books do not show',
      actions: [{ name: 'explain_break' }, { name: 'correct_break' }, { name: 'escalate_break' }],
      reconciliationBreak: { providerAmount: 43.21, booksAmount: 0, difference: 43.21, late: false, status: 'open', providerRecords: [{ id: planted.balanceTransaction.id, amount: 43.21 }], ourEntries: [] },
    });
    expect(item!.reconciliationBreak.correctionAccounts).toContain('reconciliation_suspense');

    const refused = await (await asOperator()).post('/api/admin/attention/actions', {
      key: item!.key,
      action: 'correct_break',
      note: 'Dashboard charge, parked until attributed',
      correction: { debit: 'stripe_clearing', credit: 'fee_revenue', amount: 43.21 },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: expect.stringContaining('Choose the account to credit') });

    const correction = { debit: 'stripe_clearing', credit: 'reconciliation_suspense', amount: 43.21 };
    expect(await act({ key: item!.key, action: 'correct_break', note: 'Dashboard charge, parked until attributed', correction })).toEqual({
      outcome: 'done',
      message: 'The correction is posted to the books.',
    });
    expect(await act({ key: item!.key, action: 'correct_break', note: 'again', correction })).toMatchObject({ outcome: 'already_done' });
    expect(await postingsOf(`stripe:${key}`)).toEqual(['single USD Dr stripe_clearing Cr reconciliation_suspense 4321 reconciliation_correction']);
    expect(await breakOf(key)).toMatchObject({ status: 'corrected', note: 'Dashboard charge, parked until attributed' });
    const { rows: audit } = await db.query(`select action, target from admin_audit_log where action = 'attention.correct_break'`);
    expect(audit).toEqual([{ action: 'attention.correct_break', target: item!.key }]);

    // The books now show the charge: the next run finds nothing, and the decision stands.
    expect((await runNow()).breaksFound).toBe(0);
    expect(await breakOf(key)).toMatchObject({ status: 'corrected' });
    const after = (await (await (await asOperator()).get('/api/admin/attention')).json()) as { items: Json[] };
    expect(after.items.find((i) => i.key === item!.key)).toBeUndefined();
  });

  it('finds a payment Stripe took before the books heard of it, and resolves the break by itself once they do; escalating it keeps it in the queue', async () => {
    const paid = await withQueuePaused('settlement', async () => {
      const transfer = await withQueuePaused('payouts', () => pay('kenya', '0712 345 264'));
      const run = await runNow();
      expect(run.breaksFound).toBeGreaterThanOrEqual(1);
      return transfer;
    });
    const key = `payment:${await paymentIntentOf(paid)}`;
    const found = await breakOf(key);
    expect(found).toMatchObject({ kind: 'missing_in_books', status: 'open', provider_amount: '10900', books_amount: '0' });
    expect(await act({ key: `reconciliation_break:${found!.id}`, action: 'escalate_break', note: 'Webhook late? Check with Stripe' })).toMatchObject({ outcome: 'done' });
    expect(await breakOf(key)).toMatchObject({ status: 'escalated' });

    await waitUntil(async () => (await transferEventTypes(db, paid.id)).includes('PaymentSucceeded'));
    const run = await runNow();
    expect(run.breaksClosed).toBeGreaterThanOrEqual(1);
    expect(await breakOf(key)).toMatchObject({ status: 'resolved' });
    expect((await breakOf(key))!.resolved_at).not.toBeNull();
  });

  it('shows the runs and the breaks not resolved on the admin Reconciliation page, and an explanation takes a break out of the queue', async () => {
    const planted = await sandboxPost('/api/stripe/charges/plant', { amount: 1_000 });
    await runNow();
    const overview = (await (await (await asOperator()).get('/api/admin/reconciliation')).json()) as { runs: Json[]; breaks: Json[] };
    expect(overview.runs[0]).toMatchObject({ trigger: 'manual', error: null });
    const brk = overview.breaks.find((b) => b.key === `charge:${planted.charge.id}`);
    expect(brk).toMatchObject({ status: 'open', difference: 10 });
    expect(overview.breaks.map((b) => b.status)).toContain('corrected');
    expect((await (await asOperator()).post('/api/admin/attention/actions', { key: `reconciliation_break:${brk!.id}`, action: 'explain_break' })).status).toBe(409);
    expect(await act({ key: `reconciliation_break:${brk!.id}`, action: 'explain_break', note: 'Test charge made from the dashboard' })).toMatchObject({ outcome: 'done' });
    expect(await breakOf(`charge:${planted.charge.id}`)).toMatchObject({ status: 'explained' });
    const { rows } = await db.query(`select count(*)::int as n from admin_audit_log where action = 'reconciliation.run'`);
    expect(rows[0].n).toBeGreaterThanOrEqual(10);
  });

  it("asks MTN MoMo and Thunes how each settled payout stands: agreeing payouts make no break, one Thunes took back without telling us is a status break", async () => {
    const momo = await pay('uganda', '0772 345 265');
    const thunes = await payByCard(stack, db, newClient(), { country: 'ethiopia', recipientPhone: '0911 345 266', delivery: { deliveryMethod: 'telebirr' } });
    await waitForTransferStatus(db, momo.sessionId, 'completed');
    await waitForTransferStatus(db, thunes.sessionId, 'completed');
    const attemptOf = async (transferId: string) => (await db.query('select reference, amount::text, currency from payout_attempts where transfer_id = $1', [transferId])).rows[0] as Json;
    const [momoAttempt, thunesAttempt] = [await attemptOf(momo.id), await attemptOf(thunes.id)];

    const agreeing = await runNow();
    expect(agreeing.error).toBeNull();
    expect((await db.query(`select count(*)::int as n from reconciliation_breaks where provider <> 'stripe'`)).rows[0].n).toBe(0);
    expect(await breakOf(`attempt:${momoAttempt.reference}`)).toBeUndefined();
    expect(await breakOf(`attempt:${thunesAttempt.reference}`)).toBeUndefined();

    // Thunes takes the payout back; its callback waits unapplied (the payouts queue is paused): only Thunes' records know.
    const payouts = stack.worker.get(JobQueue).queue('payouts');
    await payouts.pause();
    try {
      const [transaction] = ((await (await fetch(`${stack.sandboxUrl}/api/thunes/transactions`)).json()) as Json[]).filter((t) => String(t.external_id).startsWith(thunes.id));
      await sandboxPost(`/api/thunes/transactions/${transaction!.id}/reverse`);
      expect((await db.query('select state from payout_attempts where reference = $1', [thunesAttempt.reference])).rows[0].state).toBe('delivered');
    await runNow();
    const amount = String(Math.round(Number(thunesAttempt.amount) * 100));
    expect(await breakOf(`attempt:${thunesAttempt.reference}`)).toMatchObject({
      provider: 'thunes',
      kind: 'status_differs',
      currency: 'ETB',
      provider_amount: '0',
      books_amount: amount,
      difference: `-${amount}`,
      transfer_id: thunes.id,
      status: 'open',
    });
    const queue = (await (await (await asOperator()).get('/api/admin/attention')).json()) as { items: Json[] };
    expect(queue.items.find((i) => i.reconciliationBreak?.key === `attempt:${thunesAttempt.reference}`)).toMatchObject({
      title: 'Reconciliation: Thunes says the payout stands otherwise',
      transfer: { id: thunes.id },
      reconciliationBreak: { provider: 'thunes', ourEntries: [{ what: 'attempt 1 delivered' }], providerRecords: [{ what: 'payout reversed at the partner', amount: 0 }] },
    });
    } finally {
      await payouts.resume();
    }
    // Once the product hears of the reversal, both sides agree: the break resolves by itself.
    await waitUntil(async () => (await db.query('select state from payout_attempts where reference = $1', [thunesAttempt.reference])).rows[0].state === 'reversed');
    expect((await runNow()).breaksClosed).toBeGreaterThanOrEqual(1);
    expect(await breakOf(`attempt:${thunesAttempt.reference}`)).toMatchObject({ status: 'resolved' });
  });

  it("sets each partner's balance beside the books' float: agreeing floats make no break, a partner holding less than the books say is one, resolved once it agrees again", async () => {
    await runNow();
    // (Thunes' reversal above, unheard of while its callback waited, was one for a while.)
    const openFloatBreaks = async () =>
      (await db.query(`select provider, record_key from reconciliation_breaks where record_key like 'float:%' and status in ('open', 'escalated') order by provider, record_key`)).rows;
    expect(await openFloatBreaks()).toEqual([]);
    const { rows: snapshots } = await db.query(`select distinct rail from partner_balance_snapshots`);
    expect(snapshots.map((r) => r.rail).sort()).toEqual(['daraja', 'mtn_momo', 'thunes']);

    const balances = (await (await fetch(`${stack.sandboxUrl}/api/payouts/balances`)).json()) as { balances: { provider: string; currency: string; available: string }[] };
    const momo = balances.balances.find((b) => b.provider === 'mtn-momo' && b.currency === 'UGX')!;
    const short = (Number(momo.available) - 1_000).toFixed(0);
    const setMomo = (amount: string) =>
      fetch(`${stack.sandboxUrl}/api/payouts/balances`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ provider: 'mtn-momo', currency: 'UGX', amount }) });
    expect((await setMomo(short)).status).toBe(200);
    try {
      await runNow();
      expect(await breakOf('float:UGX')).toMatchObject({ provider: 'mtn_momo', kind: 'amount_differs', currency: 'UGX', difference: '-100000', status: 'open' });
    } finally {
      expect((await setMomo(momo.available)).status).toBe(200);
    }
    expect((await runNow()).breaksClosed).toBeGreaterThanOrEqual(1);
    expect(await breakOf('float:UGX')).toMatchObject({ status: 'resolved' });
    expect(await openFloatBreaks()).toEqual([]);
  });

  it('runs daily in the worker at RECONCILIATION_DAILY_AT (UTC), as the job reconciliation.run', async () => {
    const queue = stack.worker.get(JobQueue);
    const schedulers = await queue.queue('settlement').getJobSchedulers();
    expect(schedulers).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'reconciliation.run', pattern: '30 2 * * *', tz: 'UTC' })]));
    const jobId = `reconciliation-test-${Date.now()}`;
    await queue.enqueue('reconciliation.run', {}, { jobId });
    await waitUntil(async () => (await (await queue.queue('settlement').getJob(jobId))?.getState()) === 'completed');
    const { rows } = await db.query(`select trigger, error, finished_at from reconciliation_runs order by started_at desc limit 1`);
    expect(rows[0]).toMatchObject({ trigger: 'scheduled', error: null, finished_at: expect.any(Date) });
  });

  it('leaves books that balance: fees and payouts are in the zero sums, and every transfer still matches its events', async () => {
    const check = await checkLedgerInvariantsWithPg(db);
    expect(check.problems).toEqual([]);
    const { rows } = await db.query(`select count(*)::int as n from ledger_transfers where transfer_id is null`);
    expect(rows[0].n).toBeGreaterThanOrEqual(6);
  });
});
