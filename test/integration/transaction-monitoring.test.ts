import pg from 'pg';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { payAgainByCard, payByCard, waitUntil, type CardPaidTransfer } from '../support/card-paid-transfer.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { signInAsOperator } from '../support/signed-in-operator.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { transferEventTypes, transferRow } from '../support/transfer-fixtures.js';

// Issue #26: transaction monitoring. Each rule's pattern, made through the real api by senders
// paying by card, opens a compliance case; its near miss opens none. Thresholds are set low
// (the send limits stay the defaults); every scenario pays recipients of its own. Its own
// database: the cases, holds and the audit log are this file's alone.
let stack: InProcessStack;
let db: pg.Client;
let address = 0;

const THRESHOLDS = {
  STEP_UP_TRANSFER_ABOVE_USD: '100000',
  MONITORING_STRUCTURING_EACH_BELOW_USD: '500',
  MONITORING_STRUCTURING_EACH_AT_LEAST_USD: '200',
  MONITORING_STRUCTURING_MIN_TRANSFERS: '3',
  MONITORING_STRUCTURING_DAY_TOTAL_USD: '900',
  MONITORING_STRUCTURING_WEEK_TOTAL_USD: '5000',
  MONITORING_VELOCITY_MIN_COUNT: '2',
  MONITORING_VELOCITY_FACTOR: '5',
  MONITORING_VELOCITY_MIN_USD: '100000',
  MONITORING_SHARED_RECIPIENT_MIN_SENDERS: '3',
  MONITORING_NEW_RECIPIENTS_MIN: '3',
  MONITORING_RECIPIENT_CHANGED_LARGE_USD: '250',
  MONITORING_SCAN_EVERY_MS: '3600000',
  RECONCILE_EVERY_MS: '3600000',
};

beforeAll(async () => ({ stack, db } = await startStackAndDatabase({ ownDatabase: 'monitoring', env: THRESHOLDS })));
afterAll(() => stopStackAndDatabase({ stack, db }));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** 198.18.150.x are this file's. */
const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.150.${(address += 1)}`);
const KENYA = (phone: string) => ({ country: 'kenya', recipientPhone: phone });

const userIdOf = async (transferId: string) => (await db.query('select user_id from transactions where id = $1', [transferId])).rows[0].user_id as number;
const casesOf = async (userId: number) => (await db.query('select * from compliance_cases where user_id = $1 order by detected_at', [userId])).rows;
const hitsOf = async (userId: number) =>
  (await db.query('select h.* from compliance_case_hits h join compliance_cases c on c.id = h.case_id where c.user_id = $1 order by h.id', [userId])).rows;
const row = async (t: CardPaidTransfer) => (await db.query('select * from transactions where id = $1', [t.id])).rows[0];

/** Once the payout was either sent or held: the monitoring ran (it runs before every payout). */
async function settled(t: CardPaidTransfer): Promise<Json> {
  await waitUntil(async () => {
    const r = await row(t);
    return r.payout_id !== null || r.payout_held_at !== null;
  }, 20_000);
  return row(t);
}

let compliance: BrowserLikeClient;
beforeAll(async () => {
  compliance = newClient();
  await signInAsOperator(stack, compliance, { role: 'compliance' });
});

describe('structuring', () => {
  it('three transfers each under the threshold, together passing it, open ONE case and hold the third; clearing it releases the payout; the SAR export holds the figures', async () => {
    const client = newClient();
    const first = await payByCard(stack, db, client, { ...KENYA('0713 150 001'), amount: 300 });
    expect((await settled(first)).payout_held_at).toBeNull();
    const second = await payAgainByCard(stack, db, client, { ...KENYA('0713 150 001'), amount: 300 });
    expect((await settled(second)).payout_held_at).toBeNull();
    const userId = await userIdOf(first.id);
    expect(await casesOf(userId)).toEqual([]); // Two transfers: the near miss.

    const third = await payAgainByCard(stack, db, client, { ...KENYA('0713 150 001'), amount: 300 });
    const held = await settled(third);
    expect(held).toMatchObject({ payout_id: null, payout_hold_reason: 'compliance_review' });
    expect(held.payout_held_at).not.toBeNull();
    const cases = await casesOf(userId);
    expect(cases).toHaveLength(1);
    const hits = await hitsOf(userId);
    expect(hits).toEqual([expect.objectContaining({ rule: 'structuring', severity: 'high', transfer_id: third.id, held: true, figures: expect.objectContaining({ window: 'day', transfers: 3, total: '900.00' }) })]);
    expect([...hits[0].transfer_ids].sort()).toEqual([first.id, second.id, third.id].sort());

    // The queue shows it with its deadline, 30 days from detection; not late.
    const queue = (await (await compliance.get('/api/admin/compliance/cases')).json()) as { cases: Json[] };
    const listed = queue.cases.find((c) => c.id === cases[0].id)!;
    expect(listed).toMatchObject({ status: 'open', late: false, daysLeft: 29, rules: ['structuring'], highSeverity: true, heldTransfers: 1, sarExportUrl: null });
    expect(new Date(listed.deadlineAt).getTime() - new Date(listed.detectedAt).getTime()).toBe(30 * 24 * 3600_000);

    expect((await compliance.post(`/api/admin/compliance/cases/${cases[0].id}/notes`, { note: 'Three payments of $300 to one recipient in minutes.' })).status).toBe(204);
    const cleared = await compliance.post(`/api/admin/compliance/cases/${cases[0].id}/decision`, { decision: 'clear', note: 'Rent split in three, documented.' });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toEqual({ message: 'Cleared. 1 held payout is being sent.', released: 1 });
    await waitUntil(async () => (await row(third)).status === 'completed', 20_000);
    expect(await transferEventTypes(db, third.id)).toEqual(expect.arrayContaining(['PayoutHeld', 'PayoutHoldReleased', 'TransferCompleted']));
    // Decided once: a second decision changes nothing.
    expect((await compliance.post(`/api/admin/compliance/cases/${cases[0].id}/decision`, { decision: 'file_sar', note: 'Second thoughts.' })).status).toBe(409);

    const detail = (await (await compliance.get(`/api/admin/compliance/cases/${cases[0].id}`)).json()) as Json;
    expect(detail.timeline.map((e: Json) => e.kind)).toEqual(['hit', 'note', 'decision']);
    expect(detail.transfers).toHaveLength(3);
    const audit = (await db.query(`select action, operator_role from admin_audit_log where target = $1 order by id`, [`compliance_case:${cases[0].id}`])).rows;
    expect(audit).toEqual([
      { action: 'compliance.case_note', operator_role: 'compliance' },
      { action: 'compliance.case_decision', operator_role: 'compliance' },
    ]);

    // The same pattern again from this sender: a new case; a SAR this time, and its export holds the case's figures.
    const fourth = await payAgainByCard(stack, db, client, { ...KENYA('0713 150 001'), amount: 250 });
    expect((await settled(fourth)).payout_held_at).not.toBeNull();
    const [, second_case] = await casesOf(userId);
    expect(second_case).toBeDefined();
    expect((await compliance.get(`/api/admin/compliance/cases/${second_case.id}/sar`)).status).toBe(409);
    const sar = await compliance.post(`/api/admin/compliance/cases/${second_case.id}/decision`, { decision: 'file_sar', note: 'Keeps splitting payments.' });
    expect(await sar.json()).toEqual({ message: 'SAR to be filed.', released: 0 });
    const exported = await compliance.get(`/api/admin/compliance/cases/${second_case.id}/sar`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe(`attachment; filename="sar-${second_case.id}.json"`);
    const report = (await exported.json()) as Json;
    expect(report).toMatchObject({
      form: 'FinCEN SAR',
      caseId: second_case.id,
      subject: { type: 'individual', firstName: 'Amina', lastName: 'Okello', customerId: String(userId) },
      activity: { totalAmount: '1150.00', currency: 'USD', categories: ['Structuring: transactions below BSA recordkeeping threshold'] },
    });
    expect(report.activity.transfers.map((t: Json) => t.id).sort()).toEqual([first.id, second.id, third.id, fourth.id].sort());
    expect(report.narrative).toContain('$1,150.00');
    expect(report.narrative).toContain('Keeps splitting payments.');
    // A SAR does not release the payout: it stays held.
    expect((await row(fourth)).payout_held_at).not.toBeNull();
  });
});

describe('velocity', () => {
  it('a day busier than the sender’s own history opens a case (no hold: medium severity); a sender without history does not', async () => {
    const client = newClient();
    const old = await payByCard(stack, db, client, { ...KENYA('0713 150 101'), amount: 40 });
    await settled(old);
    await db.query(`update transactions set created_at = now() - interval '10 days' where id = $1`, [old.id]);
    await settled(await payAgainByCard(stack, db, client, { ...KENYA('0713 150 101'), amount: 40 }));
    const userId = await userIdOf(old.id);
    expect(await hitsOf(userId)).toEqual([]); // One transfer today: the near miss.
    const busy = await payAgainByCard(stack, db, client, { ...KENYA('0713 150 101'), amount: 40 });
    expect((await settled(busy)).payout_held_at).toBeNull();
    expect(await hitsOf(userId)).toEqual([expect.objectContaining({ rule: 'velocity', severity: 'medium', transfer_id: busy.id, held: false, figures: expect.objectContaining({ lastDayTransfers: 2 }) })]);

    // Two transfers in a day from a new sender: no history to jump from.
    const fresh = newClient();
    const a = await payByCard(stack, db, fresh, { ...KENYA('0713 150 102'), amount: 40 });
    await settled(a);
    await settled(await payAgainByCard(stack, db, fresh, { ...KENYA('0713 150 102'), amount: 40 }));
    expect(await hitsOf(await userIdOf(a.id))).toEqual([]);
  });
});

describe('many senders to one recipient', () => {
  it('the third sender paying one phone opens a case for that sender; two senders do not', async () => {
    const transfers: CardPaidTransfer[] = [];
    for (let i = 0; i < 3; i += 1) {
      const t = await payByCard(stack, db, newClient(), { ...KENYA('0713 150 201'), amount: 30 });
      expect((await settled(t)).payout_held_at).toBeNull();
      transfers.push(t);
    }
    expect(await hitsOf(await userIdOf(transfers[1].id))).toEqual([]);
    const hits = await hitsOf(await userIdOf(transfers[2].id));
    expect(hits).toEqual([expect.objectContaining({ rule: 'shared_recipient', severity: 'medium', figures: expect.objectContaining({ senders: 3, destination: 'phone:+254713150201' }) })]);
  });
});

describe('one sender to many new recipients', () => {
  it('a third new recipient in a day opens a case; two do not', async () => {
    const client = newClient();
    const first = await payByCard(stack, db, client, { ...KENYA('0713 150 301'), amount: 30 });
    await settled(first);
    await settled(await payAgainByCard(stack, db, client, { ...KENYA('0713 150 302'), amount: 30 }));
    const userId = await userIdOf(first.id);
    expect(await hitsOf(userId)).toEqual([]);
    const third = await payAgainByCard(stack, db, client, { ...KENYA('0713 150 303'), amount: 30 });
    expect((await settled(third)).payout_held_at).toBeNull();
    expect(await hitsOf(userId)).toEqual([expect.objectContaining({ rule: 'new_recipients', transfer_id: third.id, figures: expect.objectContaining({ newRecipients: 3 }) })]);
  });
});

describe('recipient details changed before a large transfer', () => {
  it('a large transfer to the same recipient at a new phone is held; a small one is not', async () => {
    const client = newClient();
    const before = await payByCard(stack, db, client, { ...KENYA('0713 150 401'), amount: 30 });
    await settled(before);
    const small = await payAgainByCard(stack, db, client, { ...KENYA('0713 150 402'), amount: 249 });
    expect((await settled(small)).payout_held_at).toBeNull();
    const userId = await userIdOf(before.id);
    expect(await hitsOf(userId)).toEqual([]);
    // The same new phone again, now large (two recipients in all: no 'new recipients' hit beside it).
    const large = await payAgainByCard(stack, db, client, { ...KENYA('0713 150 402'), amount: 260 });
    const held = await settled(large);
    expect(held.payout_held_at).not.toBeNull();
    expect(await hitsOf(userId)).toEqual([
      expect.objectContaining({ rule: 'recipient_changed', severity: 'high', transfer_id: large.id, held: true, figures: expect.objectContaining({ before: 'phone:+254713150401', after: 'phone:+254713150402', recipient: 'Wanjiru Kamau' }) }),
    ]);
  });
});

describe('a sender’s name close to a sanctions entry', () => {
  it('opens a case for a name close to a listed one (under screening’s likely match); an ordinary name opens none', async () => {
    const client = newClient();
    await signUpAndSignIn(stack, client, { firstName: 'Aureliano', lastName: 'Zefranov' });
    const near = await payAgainByCard(stack, db, client, { ...KENYA('0713 150 501'), amount: 30 });
    expect((await settled(near)).payout_held_at).toBeNull();
    expect(await hitsOf(await userIdOf(near.id))).toEqual([
      expect.objectContaining({ rule: 'near_sanctions_name', severity: 'medium', figures: expect.objectContaining({ listedName: 'ZEPHRANOVA, Aurelíe Ñusta', senderName: 'Aureliano Zefranov' }) }),
    ]);
    const ordinary = await payByCard(stack, db, newClient(), { ...KENYA('0713 150 502'), amount: 30 });
    await settled(ordinary);
    expect(await hitsOf(await userIdOf(ordinary.id))).toEqual([]);
  });
});

describe('the compliance routes', () => {
  it('are refused to roles other than compliance and owner', async () => {
    const finance = newClient();
    await signInAsOperator(stack, finance, { role: 'finance' });
    expect((await finance.get('/api/admin/compliance/cases')).status).toBe(403);
    const owner = newClient();
    await signInAsOperator(stack, owner, { role: 'owner' });
    expect((await owner.get('/api/admin/compliance/cases')).status).toBe(200);
  });
});
