import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { signInAsOperator } from '../support/signed-in-operator.js';
import { signUpAndSignIn, type SignedInUser } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { quotedTransferRequest, transferRow } from '../support/transfer-fixtures.js';
import { verificationStatus } from '../support/verified-sender.js';

// Issue #26, records: the identity snapshot and funding type every transfer keeps, the refusal
// of $3,000 or more without a verified identity. Its own database: the send limits are raised
// for every tier (a transfer of $3,000 passes them) and no other file's transfers count.
let stack: InProcessStack;
let db: pg.Client;
let ownDatabaseUrl: string | undefined;
let address = 0;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  ({ stack, db, ownDatabaseUrl } = await startStackAndDatabase({
    ownDatabase: 'sender_records',
    env: { STEP_UP_TRANSFER_ABOVE_USD: '100000', RECONCILE_EVERY_MS: '3600000', MONITORING_SCAN_EVERY_MS: '3600000' },
  }));
  await db.query(
    `insert into sending_limits (id, tier, per_transfer, per_day, per_month, updated_at)
     values (1, 'verified_id', 5000, 10000, 25000, now()), (2, 'basic', 5000, 10000, 25000, now()), (3, 'enhanced', 5000, 10000, 25000, now())
     on conflict (id) do update set per_transfer = excluded.per_transfer, per_day = excluded.per_day, per_month = excluded.per_month`,
  );
});
afterAll(() => stopStackAndDatabase({ stack, db, ownDatabaseUrl }));

/** 198.18.160.x are this file's. */
const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.160.${(address += 1)}`);

/** A sender verified to Verified ID through the api and the sandbox: the transfer's record keeps the check that verified them. */
async function verifiedSender(client: BrowserLikeClient): Promise<SignedInUser> {
  const user = await signUpAndSignIn(stack, client, { verifiedTo: 'verified_id', throughProvider: true });
  expect((await verificationStatus(client)).tier).toBe('verified_id');
  return user;
}

/** To an Ethiopian bank account (the partner pays $3,000 there). */
const ETHIOPIA_BANK = (accountNumber: string) => ({ country: 'ethiopia', recipientPhone: '0911 160 001', delivery: { deliveryMethod: 'bank_account', bankId: '4031', accountNumber } });

/** The transfer request as the send screen makes it, priced by a quote (by default asked signed out: the one-transfer limit). */
const priced = (amount: number, accountNumber: string, client = newClient()) => quotedTransferRequest(client, { amount, ...ETHIOPIA_BANK(accountNumber) });

const recordOf = async (transferId: string) => (await db.query('select * from transfer_records where transfer_id = $1', [transferId])).rows[0] as Json | undefined;

describe('the record a transfer keeps', () => {
  it("keeps the verified sender's identity as it stood and the funding type with a $3,000 transfer, never the SSN", async () => {
    const client = newClient();
    const sender = await verifiedSender(client);
    const created = await client.post('/api/create-card-session', await priced(3000, '1000123451601', client));
    expect(created.status).toBe(201);
    const transfer = await transferRow(db, ((await created.json()) as { sessionId: string }).sessionId);
    const record = await recordOf(transfer.id);
    const checks = (await db.query(`select id from identity_checks where user_id = $1 and state = 'passed' order by concluded_at desc`, [sender.userId])).rows;
    expect(record).toMatchObject({ user_id: sender.userId, amount: '3000.00', funding_type: 'card' });
    expect(record!.identity).toEqual({
      legalName: { first: 'Amina', last: 'Okello' },
      dateOfBirth: '1990-04-12',
      address: { line1: '12 Main St', line2: null, city: 'Columbus', state: 'OH', postalCode: '43004' },
      tier: 'verified_id',
      verificationId: checks[0].id,
      verifiedAt: expect.any(String),
    });
    expect(JSON.stringify(record)).not.toMatch(/ssn|last_?four/i);
    // The recipient's details are the transfer's own.
    expect((await db.query('select recipient_info from transactions where id = $1', [transfer.id])).rows[0].recipient_info).toMatchObject({ firstName: 'Wanjiru', lastName: 'Kamau' });
    // The record stays as it was: it cannot be rewritten or deleted.
    await expect(db.query(`update transfer_records set funding_type = 'ach_bank_debit' where transfer_id = $1`, [transfer.id])).rejects.toThrow(/append-only/);
    await expect(db.query(`delete from transfer_records where transfer_id = $1`, [transfer.id])).rejects.toThrow(/append-only/);
  });

  it('refuses a $3,000 transfer from a sender without a verified identity, with a clear code, and creates nothing', async () => {
    const client = newClient();
    const sender = await signUpAndSignIn(stack, client);
    // Whatever the sign-up helper verified: this sender has no identity record.
    await db.query('delete from sender_verifications where user_id = $1', [sender.userId]);
    await db.query(`update identity_checks set state = 'canceled' where user_id = $1`, [sender.userId]);
    const refused = await client.post('/api/create-card-session', await priced(3000, '1000123451602'));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'COMPLIANCE.FULL_RECORD_REQUIRED', message: expect.stringContaining('$3,000 or more needs your verified identity') });
    expect((await db.query('select count(*)::int as n from transactions where user_id = $1', [sender.userId])).rows[0].n).toBe(0);
    expect((await db.query('select count(*)::int as n from transfer_records where user_id = $1', [sender.userId])).rows[0].n).toBe(0);
  });
});

/** A case opened for the sender about `transferId`, as a monitoring rule's hit opens one. */
async function openCase(userId: number, transferId: string): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into compliance_cases (id, user_id, status, detected_at, deadline_at, updated_at) values ($1, $2, 'open', now(), now() + interval '30 days', now())`,
    [id, userId],
  );
  await db.query(
    `insert into compliance_case_hits (case_id, rule, severity, transfer_id, transfer_ids, figures, summary, held, detected_at)
     values ($1, 'velocity', 'medium', $2, $3, '{"transfers": 1}', 'A day busier than usual', false, now())`,
    [id, transferId, JSON.stringify([transferId])],
  );
  return id;
}

describe("a request for information, the sender's file and closing the account", () => {
  it('reaches the sender in the app and by email, their answer lands on the timeline; the export holds the whole file; a closed account keeps it five years', async () => {
    const client = newClient();
    const sender = await verifiedSender(client);
    const created = await client.post('/api/create-card-session', await priced(3100, '1000123451611', client));
    expect(created.status).toBe(201);
    const transfer = await transferRow(db, ((await created.json()) as { sessionId: string }).sessionId);
    const caseId = await openCase(sender.userId, transfer.id);
    const compliance = newClient();
    await signInAsOperator(stack, compliance, { role: 'compliance' });

    // Nothing asked yet.
    expect(await (await client.get('/api/profile/information-requests')).json()).toEqual({ requests: [] });
    const question = 'What is the source of the $3,100 you sent on Friday?';
    expect((await compliance.post(`/api/admin/compliance/cases/${caseId}/decision`, { decision: 'request_information', note: question })).status).toBe(200);
    const email = await stack.inbox.withSubject(sender.email, 'We need some information from you');
    expect(email.text).toContain('/profile');
    expect(email.text).not.toContain(question);
    const asked = (await (await client.get('/api/profile/information-requests')).json()) as { requests: Json[] };
    expect(asked.requests).toEqual([{ caseId, question, requestedAt: expect.any(String) }]);

    // Another sender can neither see nor answer it.
    const other = newClient();
    await signUpAndSignIn(stack, other);
    expect(await (await other.get('/api/profile/information-requests')).json()).toEqual({ requests: [] });
    expect((await other.post(`/api/profile/information-requests/${caseId}/answer`, { answer: 'Not mine to answer.' })).status).toBe(404);

    const answer = 'My salary from Columbus Builders; the payslip is attached to my email.';
    expect((await client.post(`/api/profile/information-requests/${caseId}/answer`, { answer })).status).toBe(204);
    expect(await (await client.get('/api/profile/information-requests')).json()).toEqual({ requests: [] });
    expect((await client.post(`/api/profile/information-requests/${caseId}/answer`, { answer: 'Once more.' })).status).toBe(409);
    const detail = (await (await compliance.get(`/api/admin/compliance/cases/${caseId}`)).json()) as Json;
    expect(detail.status).toBe('open');
    expect(detail.timeline.map((e: Json) => e.kind)).toEqual(['hit', 'decision', 'sender_answer']);
    expect(detail.timeline[2]).toMatchObject({ text: `Sender's answer: ${answer}`, by: 'sender' });

    // The operator closes the account: the sender is shut out, the records stay.
    expect((await compliance.post(`/api/admin/compliance/cases/${caseId}/decision`, { decision: 'close_account', note: 'Could not document the funds.' })).status).toBe(200);
    expect((await client.get('/api/profile/information-requests')).status).toBe(401);
    const signIn = await newClient().post('/api/auth/login', { emailOrPhone: sender.email, password: sender.password });
    expect(signIn.status).toBe(403);
    expect(await signIn.json()).toMatchObject({ code: 'AUTH.SUSPENDED' });
    const closure = (await db.query('select * from closed_sender_accounts where user_id = $1', [sender.userId])).rows[0];
    expect(new Date(closure.records_kept_until).getUTCFullYear() - new Date(closure.closed_at).getUTCFullYear()).toBe(5);

    const exported = await compliance.get(`/api/admin/users/${sender.userId}/compliance-file`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe(`attachment; filename="sender-${sender.userId}.json"`);
    const file = (await exported.json()) as Json;
    expect(JSON.stringify(file)).not.toMatch(/ssn|last_?four/i);
    expect(file.sender).toMatchObject({ userId: sender.userId, email: sender.email, status: 'suspended', closed: { reason: 'compliance_case', recordsKeptUntil: new Date(closure.records_kept_until).toISOString() } });
    expect(file.identityRecord).toMatchObject({ tier: 'verified_id', legalName: { first: 'Amina', last: 'Okello' }, dateOfBirth: '1990-04-12', address: expect.objectContaining({ city: 'Columbus' }) });
    expect(file.verificationHistory.map((c: Json) => [c.kind, c.state])).toEqual([
      ['id_number', 'passed'],
      ['document', 'passed'],
    ]);
    expect(file.transfers).toEqual([
      expect.objectContaining({
        id: transfer.id,
        amount: '3100.00',
        fundingType: 'card',
        funding: expect.stringContaining('not cash-funded'),
        senderIdentity: expect.objectContaining({ legalName: { first: 'Amina', last: 'Okello' }, tier: 'verified_id' }),
        recipient: expect.objectContaining({ firstName: 'Wanjiru', lastName: 'Kamau' }),
      }),
    ]);
    expect(file.cases).toEqual([expect.objectContaining({ id: caseId, status: 'closed', decision: 'close_account' })]);
    expect(file.cases[0].hits).toEqual([expect.objectContaining({ rule: 'velocity', transferId: transfer.id })]);
    expect(file.cases[0].timeline.map((e: Json) => e.kind)).toEqual(['decision', 'sender_answer', 'decision']);
    const audit = (await db.query(`select action, operator_role from admin_audit_log where target = $1`, [`user:${sender.userId}`])).rows;
    expect(audit).toEqual([{ action: 'compliance.sender_file_export', operator_role: 'compliance' }]);

    // Compliance operators and owners only (the matrix holds every role); an unknown sender is not found.
    const finance = newClient();
    await signInAsOperator(stack, finance, { role: 'finance' });
    expect((await finance.get(`/api/admin/users/${sender.userId}/compliance-file`)).status).toBe(403);
    expect((await compliance.get('/api/admin/users/999999999/compliance-file')).status).toBe(404);
  });
});
