import pg from 'pg';
import { checkLedgerInvariantsWithPg } from '../../src/ledger/ledger-invariants.js';
import { requestAndApprove } from '../support/four-eyes.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { payByCard, waitUntil } from '../support/card-paid-transfer.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { transferRow } from '../support/transfer-fixtures.js';
import { signInAsOperator } from '../support/signed-in-operator.js';

type Json = Record<string, any>;
let started: Awaited<ReturnType<typeof startStackAndDatabase>>;
let stack: InProcessStack;
let db: pg.Client;
let addresses = 0;

// No opening float here: the Daraja float is only what this file's top-ups put there. Its own
// database: a rail it pauses, or floats it empties, would hold every other file's payouts.
beforeAll(async () => {
  started = await startStackAndDatabase({ ownDatabase: 'remit_float', env: { FLOAT_OPENING_SEED: 'false', FLOAT_LOW_THRESHOLDS: 'KES:30000' } });
  ({ stack, db } = started);
}, 120_000);
afterAll(() => stopStackAndDatabase(started ?? {}));

const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.11.${(addresses += 1)}`);
/** Confirms a pending top-up by hand: proposed by one operator, approved by a second (four eyes, issue #25); answers the approval. */
const confirmByHand = async (id: string) =>
  requestAndApprove(stack, await admin(), { method: 'POST', path: `/api/admin/float/top-ups/${id}/confirm` }, { address: `198.18.11.${(addresses += 1)}` });
const sandbox = (path: string, method = 'GET', body?: unknown) =>
  fetch(`${stack.sandboxUrl}${path}`, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined }).then((r) => r.json() as Promise<Json>);

let operator: BrowserLikeClient;
async function admin(): Promise<BrowserLikeClient> {
  if (!operator) {
    operator = newClient();
    await signInAsOperator(stack, operator);
  }
  return operator;
}
const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });
const floats = async () => (await answer(await (await admin()).get('/api/admin/float'))).body as { floats: Json[]; topUps: Json[] };
const daraja = async () => (await floats()).floats.find((f) => f.rail === 'daraja' && f.currency === 'KES')!;
const recordTopUp = async (body: Json) => answer(await (await admin()).post('/api/admin/float/top-ups', body));

describe('partner float', () => {
  it('a payout the float cannot cover waits (processing, nothing sent) and pauses the rail with a low-float alert; a top-up recorded is pending, the partner crediting it confirms it on the balance check, and the waiting payout goes by itself', async () => {
    await sandbox('/api/payouts/balances', 'PUT', { provider: 'daraja', currency: 'KES', amount: 0 });
    const paid = await payByCard(stack, db, newClient(), { country: 'kenya', recipientPhone: '0712 345 301' });

    await waitUntil(async () => (await daraja()).waitingPayouts === 1);
    expect((await transferRow(db, paid.sessionId)).status).toBe('processing');
    expect(await sandbox('/api/daraja/payments').then((all) => (all as unknown as Json[]).filter((p) => p.originatorConversationId === paid.id))).toEqual([]);
    expect(await daraja()).toMatchObject({ ledgerBalance: '0.00', available: '0.00', paused: { reason: 'float_short' }, costRate: null });
    const queue = (await answer(await (await admin()).get('/api/admin/attention'))).body.items as Json[];
    expect(queue.filter((item) => item.kind === 'float_low')).toEqual([expect.objectContaining({ title: expect.stringContaining('daraja'), detail: expect.stringContaining('days') })]);

    // Bad input changes nothing.
    expect(await recordTopUp({ rail: 'daraja', currency: 'UGX', localAmount: '20000', usdPaid: '154.74', bankReference: 'W-0' })).toMatchObject({ status: 400, body: { message: expect.stringContaining('holds no UGX') } });
    expect(await recordTopUp({ rail: 'daraja', currency: 'KES', localAmount: '20000', usdPaid: '154.74', rate: '140', bankReference: 'W-0' })).toMatchObject({ status: 400, body: { message: expect.stringContaining('correct the rate') } });
    expect(await recordTopUp({ rail: 'daraja', currency: 'KES', localAmount: '-5', usdPaid: '154.74', bankReference: 'W-0' })).toMatchObject({ status: 400 });
    expect(await recordTopUp({ rail: 'daraja', currency: 'KES', localAmount: '20000', usdPaid: '154.74' })).toMatchObject({ status: 400, body: { message: expect.stringContaining('bank reference') } });
    expect((await floats()).topUps).toEqual([]);

    const recorded = await recordTopUp({ rail: 'daraja', currency: 'KES', localAmount: '20000', usdPaid: '154.74', bankReference: 'WIRE-1001', note: 'Equity wire' });
    expect(recorded).toMatchObject({ status: 201, body: { state: 'pending', localAmount: '20000.00', usdPaid: '154.74', rate: '129.2491' } });
    expect(await recordTopUp({ rail: 'daraja', currency: 'KES', localAmount: '1', usdPaid: '1', bankReference: 'WIRE-1001' })).toMatchObject({ status: 409 });
    expect(await daraja()).toMatchObject({ pendingTopUps: '20000.00', available: '0.00', paused: { reason: 'float_short' } });

    // The partner has not credited it yet: the balance check confirms nothing.
    await (await admin()).post('/api/admin/float/balance-checks', {});
    await waitUntil(async () => (await daraja()).partnerReported !== null);
    expect((await floats()).topUps[0]).toMatchObject({ state: 'pending' });

    await sandbox('/api/payouts/balances/top-ups', 'POST', { provider: 'daraja', currency: 'KES', amount: 20000, reference: 'WIRE-1001' });
    await (await admin()).post('/api/admin/float/balance-checks', {});
    await waitUntil(async () => (await floats()).topUps[0]!.state === 'confirmed');
    await waitUntil(async () => (await transferRow(db, paid.sessionId)).status === 'completed', 20_000);
    expect(await daraja()).toMatchObject({ ledgerBalance: '7075.00', paused: null, waitingPayouts: 0, costRate: '129.2491' });

    const entries = await db.query(`select phase, code, amount::text from ledger_transfers where reference = $1 order by seq`, [`float_top_up:${recorded.body.id}`]);
    expect(entries.rows).toEqual([
      { phase: 'pending', code: 'float_top_up_reserved', amount: '15474' },
      { phase: 'pending', code: 'float_top_up_reserved', amount: '2000000' },
      { phase: 'post_pending', code: 'float_top_up_posted', amount: '15474' },
      { phase: 'post_pending', code: 'float_top_up_posted', amount: '2000000' },
    ]);
    const audit = await db.query(`select action, source_address from admin_audit_log where target = $1 order by id`, [`float_top_up:${recorded.body.id}`]);
    expect(audit.rows.map((row) => [row.action, row.source_address === null ? 'partner balance' : 'operator'])).toEqual([
      ['float.top_up_recorded', 'operator'],
      ['float.top_up_confirmed', 'partner balance'],
    ]);
    // The top-up resolved the first alert; the payout it let go leaves 7,075 KES, still below the threshold: a new alert says so.
    const alerts = (await answer(await (await admin()).get('/api/admin/attention'))).body.items.filter((item: Json) => item.kind === 'float_low');
    expect(alerts).toEqual([expect.objectContaining({ detail: expect.stringContaining('7,075 KES left at daraja, below 30,000') })]);
    expect(alerts[0].key).not.toBe(queue.find((item) => item.kind === 'float_low')!.key);
    expect((await checkLedgerInvariantsWithPg(db)).problems).toEqual([]);
  });

  it("a partner's refusal for want of balance pauses its rail with one operator alert instead of holding each payout; after a top-up the payout goes again as a new attempt and is delivered", async () => {
    const momo = async () => (await floats()).floats.find((f) => f.rail === 'mtn_momo')!;
    const attemptsOf = async (transferId: string) =>
      (await db.query('select attempt, state, failure_code from payout_attempts where transfer_id = $1 order by attempt', [transferId])).rows;
    const sentToMomo = async (transferId: string) => ((await sandbox('/api/mtn-momo/transfers')) as unknown as Json[]).filter((t) => String(t.externalId).startsWith(transferId));
    // Our books hold 1,000,000 UGX at MoMo, but MoMo itself holds nothing: the gate lets the payout go and MoMo refuses it.
    const opening = await recordTopUp({ rail: 'mtn_momo', currency: 'UGX', localAmount: '1000000', usdPaid: '270.27', bankReference: 'WIRE-M1' });
    expect(await confirmByHand(opening.body.id)).toMatchObject({ status: 200, body: { outcome: 'done', approval: { status: 'approved' } } });
    expect((await floats()).topUps.find((t: Json) => t.id === opening.body.id)).toMatchObject({ state: 'confirmed' });
    await sandbox('/api/payouts/balances', 'PUT', { provider: 'mtn-momo', currency: 'UGX', amount: 0 });

    const refused = await payByCard(stack, db, newClient(), { country: 'uganda', recipientPhone: '0772 345 301' });
    await waitUntil(async () => (await momo()).waitingPayouts === 1);
    expect(await attemptsOf(refused.id)).toEqual([{ attempt: 1, state: 'failed', failure_code: 'partner_insufficient_balance' }]);
    expect(await transferRow(db, refused.sessionId)).toMatchObject({ status: 'processing', payout_failed_at: null, payout_failure_code: null, payout_id: null, payout_attempt: 2, failure_reason: null });
    expect(await momo()).toMatchObject({ ledgerBalance: '1000000.00', pendingPayouts: '0.00', paused: { reason: 'partner_refused' } });

    // The rail is paused: the next payout waits without being sent.
    const next = await payByCard(stack, db, newClient(), { country: 'uganda', recipientPhone: '0772 345 302' });
    await waitUntil(async () => (await momo()).waitingPayouts === 2);
    expect(await sentToMomo(next.id)).toEqual([]);
    expect(await attemptsOf(next.id)).toEqual([]);

    // One queue item for the rail, none per payout; the sender is not told of a failure.
    const queue = (await answer(await (await admin()).get('/api/admin/attention'))).body.items as Json[];
    expect(queue.filter((item) => item.key.includes(refused.id) || item.key.includes(next.id))).toEqual([]);
    expect(queue.filter((item) => item.kind === 'float_low' && item.title.includes('mtn_momo'))).toEqual([
      expect.objectContaining({ title: expect.stringContaining('refused'), detail: expect.stringContaining('2 payout(s) wait') }),
    ]);
    // What the books hold once the refused payout's reservation is voided.
    expect(queue.find((item) => item.kind === 'float_low' && item.title.includes('mtn_momo'))!.detail).toContain('our books hold 1,000,000 UGX there');
    const events = await db.query('select payload from transfer_events where transfer_id = $1 order by sequence', [refused.id]);
    expect(events.rows.map((row) => row.payload.type)).toContain('PayoutAwaitingFloat');
    expect(events.rows.map((row) => row.payload.type)).not.toContain('PayoutFailed');

    // The wire arrives at MoMo; an operator records it and two confirm it (four eyes): the rail resumes and both payouts go, oldest first.
    await sandbox('/api/payouts/balances/top-ups', 'POST', { provider: 'mtn-momo', currency: 'UGX', amount: 2000000, reference: 'WIRE-M2' });
    const topUp = await recordTopUp({ rail: 'mtn_momo', currency: 'UGX', localAmount: '2000000', usdPaid: '540.54', bankReference: 'WIRE-M2' });
    expect(await confirmByHand(topUp.body.id)).toMatchObject({ status: 200, body: { outcome: 'done' } });
    await waitUntil(async () => (await transferRow(db, refused.sessionId)).status === 'completed' && (await transferRow(db, next.sessionId)).status === 'completed', 20_000);
    expect(await attemptsOf(refused.id)).toEqual([
      { attempt: 1, state: 'failed', failure_code: 'partner_insufficient_balance' },
      { attempt: 2, state: 'delivered', failure_code: null },
    ]);
    expect(await sentToMomo(refused.id)).toHaveLength(2);
    expect(await momo()).toMatchObject({ paused: null, waitingPayouts: 0 });
    expect((await answer(await (await admin()).get('/api/admin/attention'))).body.items.filter((item: Json) => item.kind === 'float_low' && item.title.includes('mtn_momo'))).toEqual([]);
    expect((await checkLedgerInvariantsWithPg(db)).problems).toEqual([]);
  });

  it('a waiting payout whose sender cancels the transfer leaves the waiting list when the rail resumes, and nothing is sent', async () => {
    const etb = async () => (await floats()).floats.find((f) => f.rail === 'thunes' && f.currency === 'ETB')!;
    // No ETB float on the books: the payout waits.
    const paid = await payByCard(stack, db, newClient(), { country: 'ethiopia', recipientPhone: '0911 345 411', delivery: { deliveryMethod: 'telebirr' } });
    await waitUntil(async () => (await etb()).waitingPayouts === 1);
    expect((await paid.client.post(`/api/transactions/${paid.id}/cancel`, {})).status).toBe(200);
    expect((await transferRow(db, paid.sessionId)).status).toBe('cancelled');

    const topUp = await recordTopUp({ rail: 'thunes', currency: 'ETB', localAmount: '100000', usdPaid: '632.00', bankReference: 'WIRE-E1' });
    expect(await confirmByHand(topUp.body.id)).toMatchObject({ status: 200, body: { outcome: 'done' } });
    await waitUntil(async () => (await etb()).waitingPayouts === 0);
    expect(await etb()).toMatchObject({ paused: null, pendingPayouts: '0.00' });
    expect(((await sandbox('/api/thunes/transactions')) as unknown as Json[]).filter((t) => t.external_id === paid.id)).toEqual([]);
  });

  it('an operator cancels a pending top-up: its postings are voided, and it can no longer be confirmed', async () => {
    const recorded = await recordTopUp({ rail: 'thunes', currency: 'ERN', localAmount: '15000', usdPaid: '1000', rate: '15', bankReference: 'WIRE-2002' });
    expect(recorded.status).toBe(201);
    const cancelled = await answer(await (await admin()).post(`/api/admin/float/top-ups/${recorded.body.id}/cancel`, {}));
    expect(cancelled).toMatchObject({ status: 200, body: { state: 'cancelled' } });
    expect(await answer(await (await admin()).post(`/api/admin/float/top-ups/${recorded.body.id}/confirm`, { proposalNote: 'It arrived after all' }))).toMatchObject({ status: 409, body: { code: 'FLOAT.CANCELLED' } });
    const entries = await db.query(`select phase from ledger_transfers where reference = $1 order by seq`, [`float_top_up:${recorded.body.id}`]);
    expect(entries.rows.map((row) => row.phase)).toEqual(['pending', 'pending', 'void_pending', 'void_pending']);
    expect((await floats()).floats.find((f) => f.currency === 'ERN')).toMatchObject({ ledgerBalance: '0.00', pendingTopUps: '0.00' });
  });
});
