import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { JobQueue } from '../../src/queues/job-queue.service.js';
import { SanctionsListLoader } from '../../src/screening/sanctions-list-loader.service.js';
import { SanctionsListStore } from '../../src/screening/sanctions-list.store.js';
import { TransferReconciliation } from '../../src/transfers/transfer-reconciliation.service.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { waitUntil } from '../support/card-paid-transfer.js';
import { TEST_CARDS, tokenizeCard } from '../support/card-tokens.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { sandboxPaymentIntentsOf } from '../support/sandbox-payments.js';
import { signUpAndSignIn, type SignedInUser } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { quotedTransferRequest, transferEventTypes, transferRow, waitForTransferStatus } from '../support/transfer-fixtures.js';
import { signInAsOperator } from '../support/signed-in-operator.js';
import { proposeAndApprove } from '../support/four-eyes.js';

let stack: InProcessStack;
let db: pg.Client;
let address = 199;

beforeAll(async () => ({ stack, db } = await startStackAndDatabase({ env: { RECONCILE_EVERY_MS: '3600000' } })));
afterAll(() => stopStackAndDatabase({ stack, db }));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const UNDER_REVIEW = "Your transfer is under review. We'll email you when you can continue.";

/** 203.0.113.200-239 are this file's. */
const newClient = () => new BrowserLikeClient(stack.apiUrl, `203.0.113.${(address += 1)}`);

let operator: BrowserLikeClient;
async function admin(): Promise<BrowserLikeClient> {
  if (!operator) {
    operator = newClient();
    await signInAsOperator(stack, operator);
  }
  return operator;
}
async function attentionItemOf(transferId: string): Promise<Json | undefined> {
  const response = await (await admin()).get('/api/admin/attention');
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Json[] }).items.find((item) => item.transfer?.id === transferId);
}
async function act(key: string, action: string): Promise<{ status: number; body: Json }> {
  const response = await (await admin()).post('/api/admin/attention/actions', { key, action });
  return { status: response.status, body: (await response.json()) as Json };
}

/** A signed-in sender creates a card checkout to the recipient named so; answers its session and transfer ids. */
async function cardCheckoutTo(client: BrowserLikeClient, recipient: { firstName: string; lastName: string }) {
  const request = await quotedTransferRequest(client, { recipientPhone: '0712 345 611' });
  const created = await client.post('/api/create-card-session', { ...request, recipient: { ...request.recipient, ...recipient } });
  expect(created.status).toBe(201);
  const { sessionId } = (await created.json()) as { sessionId: string };
  return { sessionId, id: (await transferRow(db, sessionId)).id as string };
}
const payByCard = async (client: BrowserLikeClient, sessionId: string) =>
  client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId: await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa) });
const checkoutSession = async (client: BrowserLikeClient, sessionId: string) =>
  (await (await client.get(`/api/checkout-session?session_id=${encodeURIComponent(sessionId)}`)).json()) as Json;
const count = async (table: string) => Number((await db.query(`select count(*) as n from ${table}`)).rows[0].n);

describe('the SDN list', () => {
  it('is loaded from the configured fixture by the worker, on a schedule', async () => {
    const schedulers = await stack.worker.get(JobQueue).queue('settlement').getJobSchedulers();
    expect(schedulers).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'screening.load-sdn-list', every: stack.config.SDN_REFRESH_EVERY_MS })]));
    // Loaded when the worker started (the table was empty); the job loads it again, finding it unchanged.
    expect(await count('sanctions_list_loads')).toBeGreaterThan(0);
    const jobId = `sdn-test-${Date.now()}`;
    await stack.worker.get(JobQueue).enqueue('screening.load-sdn-list', {}, { jobId });
    await waitUntil(async () => (await (await stack.worker.get(JobQueue).queue('settlement').getJob(jobId))?.getState()) === 'completed');
    expect(await count('sanctions_list_entries')).toBe(6);
    expect(await count('sanctions_list_aliases')).toBe(5);
    const { rows } = await db.query('select source, entry_count, alias_count, published_at, loaded_at from sanctions_list_loads order by id desc limit 1');
    expect(rows[0]).toMatchObject({ source: 'test/fixtures/sdn', entry_count: 6, alias_count: 5, published_at: expect.any(Date), loaded_at: expect.any(Date) });
    const entry = (await db.query('select name, sdn_type, programs from sanctions_list_entries where ent_num = 9103')).rows[0];
    expect(entry).toEqual({ name: 'KESTRAVO MARITIME HOLDINGS, LTD.', sdn_type: 'entity', programs: ['IRAN', 'SDGT'] });
  });

  it('is kept when a load finds the source missing, empty or garbled', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'sdn-'));
    const loaderAt = (location: string) => new SanctionsListLoader(stack.worker.get(SanctionsListStore), stack.worker.get(JobQueue), { ...stack.config, SDN_LIST_URL: location });
    const loadsBefore = await count('sanctions_list_loads');
    try {
      await expect(loaderAt(folder).load()).rejects.toThrow(/cannot read the list/);
      await writeFile(join(folder, 'sdn.csv'), '');
      await writeFile(join(folder, 'alt.csv'), '');
      await expect(loaderAt(folder).load()).rejects.toThrow(/no entries/);
      await writeFile(join(folder, 'sdn.csv'), '<html><body>Service Unavailable</body></html>\r\n');
      await expect(loaderAt(folder).load()).rejects.toThrow(/sdn.csv/);
      await writeFile(join(folder, 'sdn.csv'), '77,"ONLY ONE, Entry","individual","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n');
      await writeFile(join(folder, 'alt.csv'), '78,1,"aka","NOBODY",-0- \r\n');
      await expect(loaderAt(folder).load()).rejects.toThrow(/not listed/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    expect(await count('sanctions_list_entries')).toBe(6);
    expect(await count('sanctions_list_loads')).toBe(loadsBefore);
    // The same list again is not written again.
    expect((await stack.worker.get(SanctionsListLoader).load()).outcome).toBe('unchanged');
  });
});

describe('screening a new transfer', () => {
  let sender: SignedInUser;
  let client: BrowserLikeClient;

  beforeAll(async () => {
    client = newClient();
    sender = await signUpAndSignIn(stack, client);
  });

  it('holds a recipient named like a listed person before payment; the operator releases it and the payment goes through', async () => {
    // Listed as "QUORVELLE DANSARO, Ildefónso Brégan": accents left out, names in another order.
    const held = await cardCheckoutTo(client, { firstName: 'Dansaro Ildefonso', lastName: 'Quorvelle' });
    expect(await transferRow(db, held.sessionId)).toMatchObject({ status: 'pending', screening_held_at: expect.any(Date), payment_attempt: 0 });
    expect(await transferEventTypes(db, held.id)).toEqual(['TransferCreated', 'ScreeningHeld']);
    const { rows: screenings } = await db.query('select party, screened_name, matches, list_load_id from transfer_screenings where transfer_id = $1 order by party', [held.id]);
    expect(screenings).toEqual([
      expect.objectContaining({ party: 'recipient', screened_name: 'Dansaro Ildefonso Quorvelle', list_load_id: expect.any(Number), matches: [expect.objectContaining({ entNum: 9101, score: 1 })] }),
      expect.objectContaining({ party: 'sender', screened_name: 'Amina Okello', matches: [] }),
    ]);
    expect(await checkoutSession(client, held.sessionId)).toMatchObject({ status: 'pending', underReview: true });

    // Paying is refused before the provider is asked for anything.
    const refused = await payByCard(client, held.sessionId);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'TRANSFER.UNDER_REVIEW', message: UNDER_REVIEW });
    expect(await sandboxPaymentIntentsOf(stack.sandboxUrl, held.id)).toEqual([]);
    expect(await transferRow(db, held.sessionId)).toMatchObject({ status: 'pending', payment_attempt: 0, payment_idempotency_key: null });

    // The sender sees it under review, never what it matched.
    const detail = (await (await client.get(`/api/transactions/${held.id}`)).json()) as Json;
    expect(detail).toMatchObject({ status: 'pending', underReview: true });
    expect(detail.events.find((e: Json) => e.type === 'ScreeningHeld')).toEqual(expect.objectContaining({ detail: {} }));

    // Waiting for the operator, it does not expire however long it waits.
    const muchLater = new Date(Date.now() + 3 * stack.config.CHECKOUT_EXPIRES_AFTER_MS);
    await stack.worker.get(TransferReconciliation).reconcile(muchLater);
    expect(await transferRow(db, held.sessionId)).toMatchObject({ status: 'pending' });

    const item = await attentionItemOf(held.id);
    expect(item).toMatchObject({
      key: `screening_hold:${held.id}`,
      kind: 'screening_hold',
      title: 'Sanctions screening match',
      detail: expect.stringContaining('QUORVELLE DANSARO, Ildefónso Brégan'),
      transfer: { id: held.id, status: 'pending', recipientName: 'Dansaro Ildefonso Quorvelle', senderName: 'Amina Okello' },
      actions: [expect.objectContaining({ name: 'release_screening' }), expect.objectContaining({ name: 'refuse_screening' })],
    });
    expect(item!.screening.names).toEqual(
      expect.arrayContaining([
        {
          party: 'recipient',
          name: 'Dansaro Ildefonso Quorvelle',
          matches: [{ entNum: 9101, listedName: 'QUORVELLE DANSARO, Ildefónso Brégan', matchedName: 'QUORVELLE DANSARO, Ildefónso Brégan', via: 'name', type: 'individual', programs: ['SDGT', 'TCO'], score: 1 }],
        },
      ]),
    );

    // Releasing a sanctions hold takes two operators (issue #25): one proposes it, another approves it.
    const released = await proposeAndApprove(stack, await admin(), { key: item!.key, action: 'release_screening' }, { address: `203.0.113.${(address += 1)}` });
    expect({ status: released.status, body: released.body }).toEqual({ status: 200, body: { outcome: 'done', message: expect.stringMatching(/^Released/) } });
    expect(await act(item!.key, 'release_screening')).toEqual({ status: 200, body: { outcome: 'already_done', message: expect.any(String) } });
    expect(await act(item!.key, 'refuse_screening')).toMatchObject({ status: 200, body: { outcome: 'already_done' } });
    const audit = (await db.query('select action, old_value, new_value, source_address from admin_audit_log where target = $1 order by id', [item!.key])).rows;
    expect(audit).toEqual([
      { action: 'approval.proposed', old_value: null, new_value: expect.objectContaining({ action: 'release_screening' }), source_address: expect.stringMatching(/^203\.0\.113\./) },
      { action: 'attention.release_screening', old_value: { status: 'pending', held: true }, new_value: { status: 'pending', held: false }, source_address: expect.stringMatching(/^203\.0\.113\./) },
      { action: 'approval.approved', old_value: { status: 'pending' }, new_value: expect.objectContaining({ action: 'release_screening' }), source_address: expect.stringMatching(/^203\.0\.113\./) },
    ]);
    expect(await attentionItemOf(held.id)).toBeUndefined();

    // The sender is told they can continue, with the link to the checkout.
    const [news] = await stack.inbox.waitFor(sender.email, 2);
    expect(news.subject).toBe('You can continue your transfer');
    expect(news.text).toContain(`/card-checkout?session_id=${held.sessionId}`);
    expect(await checkoutSession(client, held.sessionId)).toMatchObject({ underReview: false });

    // Released long after it was quoted, it is payable for the checkout's time from the release.
    const paid = await payByCard(client, held.sessionId);
    expect(paid.status).toBe(200);
    await waitForTransferStatus(db, held.sessionId, 'completed');
    expect(await transferEventTypes(db, held.id)).toEqual(
      expect.arrayContaining(['TransferCreated', 'ScreeningHeld', 'ScreeningCleared', 'PaymentSubmitted', 'PaymentSucceeded', 'TransferCompleted']),
    );
    const timeline = (await (await (await admin()).get(`/api/admin/transactions/${held.id}/timeline`)).json()) as Json;
    expect(timeline.events.map((e: Json) => e.description)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Held by sanctions screening: recipient likely QUORVELLE DANSARO/), 'Operator released it after sanctions screening; the sender may pay']),
    );
  });

  it('refused by the operator, ends cancelled with nothing charged, and the sender is told', async () => {
    const other = newClient();
    const refusedSender = await signUpAndSignIn(stack, other);
    // Listed as "VANTRELLI, Osvaldine Marisca" (the middle name left out, one letter wrong).
    const held = await cardCheckoutTo(other, { firstName: 'Osvaldine', lastName: 'Vantreli' });
    expect(await transferEventTypes(db, held.id)).toEqual(['TransferCreated', 'ScreeningHeld']);

    expect(await act(`screening_hold:${held.id}`, 'refuse_screening')).toEqual({ status: 200, body: { outcome: 'done', message: expect.stringMatching(/^Refused/) } });
    expect(await act(`screening_hold:${held.id}`, 'release_screening')).toMatchObject({ status: 200, body: { outcome: 'already_done' } });
    expect(await transferRow(db, held.sessionId)).toMatchObject({ status: 'cancelled', failure_reason: 'We could not send this transfer after reviewing it. Nothing was charged.', payment_attempt: 0 });
    expect(await transferEventTypes(db, held.id)).toEqual(['TransferCreated', 'ScreeningHeld', 'ScreeningRefused', 'TransferCancelled']);
    expect(await sandboxPaymentIntentsOf(stack.sandboxUrl, held.id)).toEqual([]);
    expect((await db.query('select action from admin_audit_log where target = $1', [`screening_hold:${held.id}`])).rows).toEqual([{ action: 'attention.refuse_screening' }]);

    const [news] = await stack.inbox.waitFor(refusedSender.email, 2);
    expect(news.subject).toBe('Your transfer could not be sent');
    expect(news.text).toContain('Nothing was charged.');
    const payment = await payByCard(other, held.sessionId);
    expect(payment.status).toBe(409);
    expect(await payment.json()).toMatchObject({ code: 'TRANSFER.NOT_PAYABLE' });
  });

  it("holds a sender whose account's name is listed, and not a clean one", async () => {
    const listedClient = newClient();
    await signUpAndSignIn(stack, listedClient, { firstName: 'Aurelie', lastName: 'Zephranova' });
    const held = await cardCheckoutTo(listedClient, { firstName: 'Wanjiru', lastName: 'Kamau' });
    expect((await attentionItemOf(held.id))?.screening.names).toEqual(
      expect.arrayContaining([expect.objectContaining({ party: 'sender', name: 'Aurelie Zephranova', matches: [expect.objectContaining({ entNum: 9105, programs: ['SOMALIA'] })] })]),
    );

    const clean = await cardCheckoutTo(client, { firstName: 'Wanjiru', lastName: 'Kamau' });
    expect(await transferRow(db, clean.sessionId)).toMatchObject({ screening_held_at: null });
    expect(await transferEventTypes(db, clean.id)).toEqual(['TransferCreated']);
    expect((await db.query('select matches from transfer_screenings where transfer_id = $1', [clean.id])).rows).toEqual([{ matches: [] }, { matches: [] }]);
    expect(await attentionItemOf(clean.id)).toBeUndefined();
    expect((await payByCard(client, clean.sessionId)).status).toBe(200);
  });
});
