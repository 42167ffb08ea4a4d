import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SDN_LIST_FIXTURE } from '../../src/config/environment.schema.js';
import { JobQueue } from '../../src/queues/job-queue.service.js';
import { SanctionsListLoader } from '../../src/screening/sanctions-list-loader.service.js';
import { SanctionsListStore } from '../../src/screening/sanctions-list.store.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { waitUntil } from '../support/card-paid-transfer.js';
import { TEST_CARDS, tokenizeCard } from '../support/card-tokens.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { sandboxPaymentIntentsOf } from '../support/sandbox-payments.js';
import { signUpAndSignIn, type SignedInUser } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { quotedTransferRequest, transferEventTypes, transferRow, waitForTransferStatus } from '../support/transfer-fixtures.js';
import { signInAsOperator } from '../support/signed-in-operator.js';

// Issue #25, item 5: screening fails closed (SANCTIONS_FAIL_CLOSED, production's default) and
// screens the account holder the payout partner names. This file empties the SDN list and loads
// its own, so it runs on a database of its own.
let stack: InProcessStack;
let db: pg.Client;
let address = 0;
let folder: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const NO_LIST = 'No sanctions list loaded: screening could not run';
/** An MTN Uganda wallet (the sandbox names it by its number); the list this file loads names its holder. */
const WALLET = '0772 555 018';

const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.125.${(address += 1)}`);

beforeAll(async () => {
  ({ stack, db } = await startStackAndDatabase({ ownDatabase: 'sanctions_closed', env: { SANCTIONS_FAIL_CLOSED: 'true', RECONCILE_EVERY_MS: '3600000' } }));
  folder = await mkdtemp(join(tmpdir(), 'sdn-closed-'));
  // The worker loaded the test list at start; once its scheduled load is past (the next one a day
  // away), the list is emptied: no list is loaded.
  const settlement = stack.worker.get(JobQueue).queue('settlement');
  await waitUntil(async () => {
    const jobs = await settlement.getJobs(['waiting', 'active', 'prioritized', 'delayed']);
    const loads = jobs.filter((job) => job?.name === 'screening.load-sdn-list');
    return loads.length > 0 && (await Promise.all(loads.map((job) => job.getState()))).every((state) => state === 'delayed');
  });
  await db.query('delete from sanctions_list_aliases; delete from sanctions_list_entries; delete from sanctions_list_loads');
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await stopStackAndDatabase({ stack, db });
});

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

/** A card checkout created by `client`, to `recipient` (typed) at the phone or wallet given. */
async function cardCheckout(client: BrowserLikeClient, request: Json) {
  const created = await client.post('/api/create-card-session', request);
  expect(created.status).toBe(201);
  const { sessionId } = (await created.json()) as { sessionId: string };
  return { sessionId, id: (await transferRow(db, sessionId)).id as string };
}
async function kenyaRequest(client: BrowserLikeClient, recipient: { firstName: string; lastName: string }) {
  const request = await quotedTransferRequest(client, { recipientPhone: '0712 345 612' });
  return { ...request, recipient: { ...request.recipient, ...recipient } };
}
/** To the MTN wallet, typed as Wanjiru Kamau: the sender confirms the holder MTN names (the helper asks for it). */
const mtnRequest = (client: BrowserLikeClient) => quotedTransferRequest(client, { country: 'uganda', recipientPhone: WALLET });

const payByCard = async (client: BrowserLikeClient, sessionId: string) =>
  client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId: await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa) });

/** The test list with one more entry: the MTN wallet's holder, as the SDN list writes names. */
async function writeListNaming(holder: string): Promise<void> {
  const [given, family] = holder.split(' ');
  const sdn = await readFile(join(SDN_LIST_FIXTURE, 'sdn.csv'), 'utf8');
  const extra = `9107,"${family!.toUpperCase()}, ${given}","individual","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"(fixture of sanctions-fail-closed.test.ts, not a real person)."\r\n`;
  await writeFile(join(folder, 'sdn.csv'), sdn.replace(/\s*$/, '\r\n') + extra);
  await copyFile(join(SDN_LIST_FIXTURE, 'alt.csv'), join(folder, 'alt.csv'));
}
const loadList = () => new SanctionsListLoader(stack.worker.get(SanctionsListStore), stack.worker.get(JobQueue), { ...stack.config, SDN_LIST_URL: folder }).load();

describe('screening with no SDN list loaded, failing closed', () => {
  let sender: SignedInUser;
  let client: BrowserLikeClient;
  let clean: { sessionId: string; id: string };
  let listed: { sessionId: string; id: string };
  let toHolder: { sessionId: string; id: string };
  let holder: string;

  beforeAll(async () => {
    client = newClient();
    sender = await signUpAndSignIn(stack, client);
  });

  it('holds every new transfer before anything is charged, and the operator sees why', async () => {
    expect((await db.query('select count(*)::int as n from sanctions_list_loads')).rows[0].n).toBe(0);
    clean = await cardCheckout(client, await kenyaRequest(client, { firstName: 'Wanjiru', lastName: 'Kamau' }));
    // Listed as "VANTRELLI, Osvaldine Marisca": a match once a list is there.
    listed = await cardCheckout(client, await kenyaRequest(client, { firstName: 'Osvaldine', lastName: 'Vantreli' }));
    const mtn = await mtnRequest(client);
    holder = mtn.recipient.confirmedRegisteredName!;
    expect(holder).toMatch(/^\S+ \S+$/);
    toHolder = await cardCheckout(client, mtn);

    for (const held of [clean, listed, toHolder]) {
      expect(await transferRow(db, held.sessionId)).toMatchObject({ status: 'pending', screening_held_at: expect.any(Date), screening_hold_reason: 'no_list', payment_attempt: 0 });
      expect(await transferEventTypes(db, held.id)).toEqual(['TransferCreated', 'ScreeningHeld']);
    }
    const { rows: screenings } = await db.query('select party, screened_name, list_load_id, matches from transfer_screenings where transfer_id = $1 order by party', [toHolder.id]);
    expect(screenings).toEqual([
      { party: 'account_holder', screened_name: holder, list_load_id: null, matches: [] },
      { party: 'recipient', screened_name: 'Wanjiru Kamau', list_load_id: null, matches: [] },
      { party: 'sender', screened_name: 'Amina Okello', list_load_id: null, matches: [] },
    ]);

    // Paying is refused as for any held transfer, before the provider is asked for anything.
    const refused = await payByCard(client, clean.sessionId);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'TRANSFER.UNDER_REVIEW' });
    expect(await sandboxPaymentIntentsOf(stack.sandboxUrl, clean.id)).toEqual([]);

    const item = await attentionItemOf(clean.id);
    expect(item).toMatchObject({
      kind: 'screening_hold',
      title: NO_LIST,
      detail: expect.stringContaining(`${NO_LIST} when this transfer was created`),
      screening: { reason: 'no_list', names: expect.arrayContaining([{ party: 'recipient', name: 'Wanjiru Kamau', matches: [] }]) },
    });
    const timeline = (await (await (await admin()).get(`/api/admin/transactions/${clean.id}/timeline`)).json()) as Json;
    expect(timeline.events.map((e: Json) => e.description)).toContain(`Held by sanctions screening: ${NO_LIST}`);
  });

  it('once a list loads, releases the clear ones and keeps the likely matches (the holder the partner names included) for the operator', async () => {
    await writeListNaming(holder);
    expect((await loadList()).outcome).toBe('replaced');
    await waitUntil(async () => (await transferRow(db, clean.sessionId)).screening_held_at === null);

    expect(await transferRow(db, clean.sessionId)).toMatchObject({ status: 'pending', screening_hold_reason: null, screening_released_at: expect.any(Date) });
    expect(await transferEventTypes(db, clean.id)).toEqual(['TransferCreated', 'ScreeningHeld', 'ScreeningCleared']);
    const cleared = (await db.query(`select payload from transfer_events where transfer_id = $1 and type = 'ScreeningCleared'`, [clean.id])).rows[0];
    expect(JSON.stringify(cleared)).toContain('"by":"system"');
    expect(await attentionItemOf(clean.id)).toBeUndefined();

    // Screened in the same pass (one transaction each, oldest first): both stay held, now as likely matches.
    await waitUntil(async () => (await transferRow(db, toHolder.sessionId)).screening_hold_reason === 'likely_match');
    expect(await transferRow(db, listed.sessionId)).toMatchObject({ status: 'pending', screening_hold_reason: 'likely_match', screening_held_at: expect.any(Date) });
    expect(await transferEventTypes(db, listed.id)).toEqual(['TransferCreated', 'ScreeningHeld', 'ScreeningHeld']);
    const listedItem = await attentionItemOf(listed.id);
    expect(listedItem).toMatchObject({ title: 'Sanctions screening match', detail: expect.stringContaining('VANTRELLI, Osvaldine Marisca'), screening: { reason: 'likely_match' } });
    // The operator reads the latest screening: against the list now loaded.
    expect(listedItem!.screening.names).toEqual(
      expect.arrayContaining([expect.objectContaining({ party: 'recipient', name: 'Osvaldine Vantreli', matches: [expect.objectContaining({ entNum: 9102 })] })]),
    );
    const holderItem = await attentionItemOf(toHolder.id);
    expect(holderItem).toMatchObject({ detail: expect.stringContaining("account holder's"), screening: { reason: 'likely_match' } });
    expect(holderItem!.screening.names).toEqual([
      { party: 'sender', name: 'Amina Okello', matches: [] },
      { party: 'recipient', name: 'Wanjiru Kamau', matches: [] },
      { party: 'account_holder', name: holder, matches: [expect.objectContaining({ entNum: 9107, score: 1 })] },
    ]);
    expect((await payByCard(client, listed.sessionId)).status).toBe(409);

    // The released sender is told they can continue, and pays.
    const [news] = await stack.inbox.waitFor(sender.email, 2);
    expect(news.subject).toBe('You can continue your transfer');
    expect(news.text).toContain(`/card-checkout?session_id=${clean.sessionId}`);
    expect((await payByCard(client, clean.sessionId)).status).toBe(200);
    await waitForTransferStatus(db, clean.sessionId, 'completed');
  });

  it('with a list loaded, holds a new transfer whose holder the payout partner names is listed, though the typed name is clear', async () => {
    const other = newClient();
    await signUpAndSignIn(stack, other, { firstName: 'Chidi', lastName: 'Obi' });
    const held = await cardCheckout(other, await mtnRequest(other));
    expect(await transferRow(db, held.sessionId)).toMatchObject({ screening_hold_reason: 'likely_match', screening_held_at: expect.any(Date) });
    const { rows } = await db.query(`select payload from transfer_events where transfer_id = $1 and type = 'ScreeningHeld'`, [held.id]);
    expect(JSON.stringify(rows[0])).toContain('"party":"account_holder"');
    expect((await payByCard(other, held.sessionId)).status).toBe(409);
    expect(await sandboxPaymentIntentsOf(stack.sandboxUrl, held.id)).toEqual([]);

    // The same sender to a clear Kenyan recipient (no holder named) goes ahead.
    const clear = await cardCheckout(other, await kenyaRequest(other, { firstName: 'Wanjiru', lastName: 'Kamau' }));
    expect(await transferRow(db, clear.sessionId)).toMatchObject({ screening_held_at: null, screening_hold_reason: null });
    expect(await transferEventTypes(db, clear.id)).toEqual(['TransferCreated']);
  });
});
