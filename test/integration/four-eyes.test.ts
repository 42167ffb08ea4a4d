import pg from 'pg';
import Stripe from 'stripe';
import { approvalListResponse, approvedResponse, rejectedResponse, waitingForApprovalResponse } from '../../src/admin/approvals/approval.responses.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { payByCard, waitUntil, type CardPaidTransfer } from '../support/card-paid-transfer.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { signInAsOperator, type TestOperator } from '../support/signed-in-operator.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { quotedTransferRequest, transferEventTypes, transferRow, waitForTransferStatus } from '../support/transfer-fixtures.js';

// Issue #25 item 2, four-eyes approval: paying a failed payout to another destination,
// recording a refund paid outside the provider, releasing a sanctions hold, a rate beyond the
// approval band, the sending limits and a float top-up confirmed by hand are proposed by one
// operator and done only once a second, different operator whose role allows it approves them
// (or the proposer withdraws them). Its own database: the audit log, the approvals and the queue are this file's.
let stack: InProcessStack;
let db: pg.Client;
let address = 0;

beforeAll(async () => ({ stack, db } = await startStackAndDatabase({ ownDatabase: 'four_eyes', env: { PAYOUT_STATUS_CHECK_AFTER_MS: '3600000', RECONCILE_EVERY_MS: '3600000' } })));
afterAll(() => stopStackAndDatabase({ stack, db }));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Role = 'viewer' | 'support' | 'compliance' | 'finance' | 'owner';

/** 198.18.144.x are this file's. */
const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.144.${(address += 1)}`);
const sandbox = async <T = Json>(path: string) => (await (await fetch(`${stack.sandboxUrl}${path}`)).json()) as T;

interface SignedIn {
  client: BrowserLikeClient;
  operator: TestOperator;
}
/** A new operator with `role`, signed in on a client of their own. */
async function operatorWith(role: Role): Promise<SignedIn> {
  const client = newClient();
  return { client, operator: await signInAsOperator(stack, client, { role }) };
}
async function call(who: SignedIn, method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> {
  const response = await who.client.request(method, path, body);
  return { status: response.status, body: (await response.json()) as Json };
}
const act = (who: SignedIn, body: Json) => call(who, 'POST', '/api/admin/attention/actions', body);
const approve = (who: SignedIn, id: string, body: Json = {}) => call(who, 'POST', `/api/admin/approvals/${id}/approve`, body);
const reject = (who: SignedIn, id: string, body: Json = {}) => call(who, 'POST', `/api/admin/approvals/${id}/reject`, body);
async function approvals(who: SignedIn): Promise<Json[]> {
  const answer = await call(who, 'GET', '/api/admin/approvals');
  expect(answer.status).toBe(200);
  expect(approvalListResponse.safeParse(answer.body).error?.issues ?? []).toEqual([]);
  return answer.body.items as Json[];
}
const approvalOf = async (who: SignedIn, id: string) => (await approvals(who)).find((item) => item.id === id);
async function queueKeysOf(who: SignedIn, transferId: string): Promise<string[]> {
  const answer = await call(who, 'GET', '/api/admin/attention');
  return (answer.body.items as Json[]).filter((item) => item.transfer?.id === transferId).map((item) => item.key as string);
}
const auditOf = async (target: string) =>
  (await db.query('select action, operator_email, new_value from admin_audit_log where target = $1 order by id', [target])).rows as { action: string; operator_email: string; new_value: Json }[];
const approvalRow = async (id: string) => (await db.query('select * from approvals where id = $1', [id])).rows[0] as Json;
const payoutAttempts = async (transferId: string) =>
  (await db.query('select attempt, reference, state from payout_attempts where transfer_id = $1 order by attempt', [transferId])).rows;
const thunesSent = async (transferId: string) => (await sandbox<Json[]>('/api/thunes/transactions')).filter((t) => String(t.external_id).startsWith(transferId));

/** The 202 of a four-eyes action, checked against its documented schema; answers the proposal's id. */
function waitingFor(answer: { status: number; body: Json }): string {
  expect(answer).toEqual({
    status: 202,
    body: { status: 'waiting_for_approval', outcome: 'waiting_for_approval', approvalId: expect.any(String), message: 'Waiting for approval by another operator.' },
  });
  expect(waitingForApprovalResponse.safeParse(answer.body).success).toBe(true);
  return answer.body.approvalId as string;
}

/** A card-paid Ethiopian transfer to a barred telebirr wallet: the partner refuses it, and it waits in the queue. */
async function failedTelebirrPayout(): Promise<CardPaidTransfer> {
  const paid = await payByCard(stack, db, newClient(), { country: 'ethiopia', recipientPhone: '0911 000 201', delivery: { deliveryMethod: 'telebirr' } });
  await waitUntil(async () => (await transferRow(db, paid.sessionId)).payout_failed_at !== null);
  return paid;
}

/** What approving would change: the transfer's row and events, the payout attempts, what the partner got. */
async function payoutState(paid: CardPaidTransfer) {
  const row = await transferRow(db, paid.sessionId);
  return {
    status: row.status,
    method: row.delivery_method,
    attempt: row.payout_attempt,
    events: await transferEventTypes(db, paid.id),
    attempts: await payoutAttempts(paid.id),
    sent: (await thunesSent(paid.id)).length,
  };
}

let financeA: SignedIn;
let financeB: SignedIn;
let support: SignedIn;
let viewer: SignedIn;
beforeAll(async () => {
  financeA = await operatorWith('finance');
  financeB = await operatorWith('finance');
  support = await operatorWith('support');
  viewer = await operatorWith('viewer');
});

const bankAccount = { deliveryMethod: 'bank_account', bankId: '4031', accountNumber: '1000123450411' };

describe('a failed payout sent to another destination', () => {
  it('is proposed by one finance operator, refused to the proposer, to support and to a viewer, and paid only once a second finance operator approves', async () => {
    const paid = await failedTelebirrPayout();
    const key = `payout_failed:${paid.id}:1`;
    const before = await payoutState(paid);
    expect(before).toMatchObject({ status: 'processing', method: 'telebirr', attempt: 1, attempts: [{ attempt: 1, reference: paid.id, state: 'failed' }] });

    // Without a note saying why, or by a role that may not send money elsewhere: nothing is proposed.
    expect(await act(financeA, { key, action: 'retry_payout_other_method', destination: bankAccount })).toMatchObject({
      status: 400,
      body: { code: 'APPROVAL.NOTE_REQUIRED', field: 'proposalNote' },
    });
    // Support may propose it (the sender asked them) but not decide it; a viewer may do neither.
    expect(await act(viewer, { key, action: 'retry_payout_other_method', destination: bankAccount, proposalNote: 'Sender asked for the bank' })).toMatchObject({
      status: 403,
      body: { code: 'ADMIN.ROLE_NOT_ALLOWED' },
    });
    // A destination that cannot be paid is refused at once, as the action would refuse it.
    expect(await act(financeA, { key, action: 'retry_payout_other_method', destination: { ...bankAccount, accountNumber: '12' }, proposalNote: 'Sender asked for the bank' })).toMatchObject({
      status: 400,
      body: { field: 'destination.accountNumber' },
    });
    expect(await approvals(financeA)).toEqual([]);

    // Proposed: 202, and nothing goes to the partner.
    const id = waitingFor(await act(financeA, { key, action: 'retry_payout_other_method', destination: bankAccount, proposalNote: 'The wallet is barred; the sender gave this account' }));
    // The same action on the same item again, by anyone, while it waits: 409.
    expect(await act(financeB, { key, action: 'retry_payout_other_method', destination: bankAccount, proposalNote: 'Me too' })).toMatchObject({
      status: 409,
      body: { code: 'APPROVAL.ALREADY_PROPOSED' },
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await payoutState(paid)).toEqual(before);
    expect(await queueKeysOf(financeA, paid.id)).toEqual([key]);

    // The list: the proposer sees it as theirs (not to decide), the other finance operator may decide it, support may not.
    const listed = await approvalOf(financeA, id);
    expect(listed).toEqual({
      id,
      status: 'pending',
      kind: 'attention',
      action: { name: 'retry_payout_other_method', label: 'Retry by another method', key, note: null, destination: bankAccount },
      details: { kind: 'attention', note: null, destination: bankAccount },
      transferId: paid.id,
      summary: expect.stringMatching(/by Bank account \(Commercial Bank of Ethiopia, account 1000123450411\), instead of telebirr\.$/),
      proposedBy: { id: financeA.operator.id, email: financeA.operator.email, role: 'finance' },
      proposalNote: 'The wallet is barred; the sender gave this account',
      proposedAt: expect.any(String),
      expiresAt: expect.any(String),
      decidedBy: null,
      decidedAt: null,
      decisionNote: null,
      yours: true,
      mayDecide: false,
      mayWithdraw: true,
    });
    expect(Date.parse(listed!.expiresAt) - Date.parse(listed!.proposedAt)).toBe(24 * 60 * 60 * 1000);
    expect(await approvalOf(financeB, id)).toMatchObject({ yours: false, mayDecide: true, mayWithdraw: false });
    // The queue item says what waits, and by whom, instead of offering it again.
    const item = ((await call(financeB, 'GET', '/api/admin/attention')).body.items as Json[]).find((i) => i.key === key);
    expect(item!.pendingApprovals).toEqual([
      { id, action: 'retry_payout_other_method', label: 'Retry by another method', proposedBy: financeA.operator.email, proposedAt: listed!.proposedAt, expiresAt: listed!.expiresAt },
    ]);
    expect(await approvalOf(support, id)).toMatchObject({ yours: false, mayDecide: false });
    expect(await approvalOf(viewer, id)).toMatchObject({ yours: false, mayDecide: false });

    // The proposer cannot approve or reject it; support's role does not send money elsewhere; a viewer acts on nothing.
    expect(await approve(financeA, id)).toEqual({ status: 409, body: expect.objectContaining({ code: 'APPROVAL.SAME_OPERATOR', message: 'Another operator must approve this.' }) });
    expect(await reject(financeA, id, { note: 'Changed my mind' })).toMatchObject({ status: 409, body: { code: 'APPROVAL.SAME_OPERATOR' } });
    expect(await approve(support, id)).toEqual({
      status: 403,
      body: expect.objectContaining({ code: 'ADMIN.ROLE_NOT_ALLOWED', message: 'Your role (support) cannot do this. It needs an operator with the role finance or owner.' }),
    });
    expect(await approve(viewer, id)).toMatchObject({ status: 403, body: { code: 'ADMIN.ROLE_NOT_ALLOWED' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await payoutState(paid)).toEqual(before);
    expect((await auditOf(key)).map((entry) => [entry.action, entry.operator_email])).toEqual([['approval.proposed', financeA.operator.email]]);

    // The second finance operator approves: the payout goes to the bank account, in their name.
    const approved = await approve(financeB, id, { note: 'Account checked with the sender' });
    expect(approved).toEqual({
      status: 200,
      body: {
        outcome: 'done',
        message: 'The payout is being sent again by Bank account (attempt 2).',
        approval: expect.objectContaining({
          id,
          status: 'approved',
          proposedBy: { id: financeA.operator.id, email: financeA.operator.email, role: 'finance' },
          decidedBy: { id: financeB.operator.id, email: financeB.operator.email, role: 'finance' },
          decisionNote: 'Account checked with the sender',
          yours: false,
          mayDecide: false,
        }),
      },
    });
    expect(approvedResponse.safeParse(approved.body).error?.issues ?? []).toEqual([]);
    await waitForTransferStatus(db, paid.sessionId, 'completed');
    expect(await payoutAttempts(paid.id)).toEqual([
      { attempt: 1, reference: paid.id, state: 'failed' },
      { attempt: 2, reference: `${paid.id}-r2`, state: 'delivered' },
    ]);
    expect(await thunesSent(paid.id)).toEqual([
      expect.objectContaining({ external_id: `${paid.id}-r2`, credit_party_identifier: expect.objectContaining({ bank_account_number: '1000123450411' }) }),
    ]);

    // The audit: the finance operator A proposed; B did the retry and approved it (naming A).
    expect(await auditOf(key)).toEqual([
      { action: 'approval.proposed', operator_email: financeA.operator.email, new_value: expect.objectContaining({ approvalId: id, action: 'retry_payout_other_method', note: 'The wallet is barred; the sender gave this account' }) },
      { action: 'attention.retry_payout', operator_email: financeB.operator.email, new_value: { method: 'bank_account', attempt: 2, bank: 'Commercial Bank of Ethiopia' } },
      { action: 'approval.approved', operator_email: financeB.operator.email, new_value: { approvalId: id, action: 'retry_payout_other_method', proposedBy: financeA.operator.email, note: 'Account checked with the sender' } },
    ]);
    // The approval's row keeps both operators.
    expect(await approvalRow(id)).toMatchObject({
      status: 'approved',
      proposed_by_id: financeA.operator.id,
      proposed_by_email: financeA.operator.email,
      decided_by_id: financeB.operator.id,
      decided_by_email: financeB.operator.email,
      decided_by_role: 'finance',
      decided_at: expect.any(Date),
    });

    // Decided once: approving or rejecting again is refused, and nothing more is sent.
    expect(await approve(financeB, id)).toMatchObject({ status: 409, body: { code: 'APPROVAL.DECIDED', message: 'This proposal was approved already.' } });
    expect(await reject(financeB, id, { note: 'Too late' })).toMatchObject({ status: 409, body: { code: 'APPROVAL.DECIDED' } });
    expect(await thunesSent(paid.id)).toHaveLength(1);
  });

  it('rejected by a second operator changes nothing; an expired proposal cannot be approved, and the item may be proposed again', async () => {
    const paid = await failedTelebirrPayout();
    const key = `payout_failed:${paid.id}:1`;
    const before = await payoutState(paid);
    const id = waitingFor(await act(financeA, { key, action: 'retry_payout_other_method', destination: bankAccount, proposalNote: 'Sender called about the wallet' }));

    // A rejection says why.
    expect(await reject(financeB, id)).toMatchObject({ status: 400, body: { field: 'note' } });
    expect(await reject(financeB, id, { note: 'no' })).toMatchObject({ status: 400, body: { field: 'note' } });
    const rejected = await reject(financeB, id, { note: 'The account holder is not the recipient' });
    expect(rejected).toMatchObject({
      status: 200,
      body: { message: 'Rejected: nothing was done.', approval: { id, status: 'rejected', decidedBy: { email: financeB.operator.email }, decisionNote: 'The account holder is not the recipient' } },
    });
    expect(rejectedResponse.safeParse(rejected.body).error?.issues ?? []).toEqual([]);
    expect(await approve(financeB, id)).toMatchObject({ status: 409, body: { code: 'APPROVAL.DECIDED', message: 'This proposal was rejected already.' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await payoutState(paid)).toEqual(before);
    expect(await queueKeysOf(financeA, paid.id)).toEqual([key]);
    expect((await auditOf(key)).map((entry) => [entry.action, entry.operator_email])).toEqual([
      ['approval.proposed', financeA.operator.email],
      ['approval.rejected', financeB.operator.email],
    ]);
    expect(await approvalRow(id)).toMatchObject({ status: 'rejected', proposed_by_email: financeA.operator.email, decided_by_email: financeB.operator.email });

    // Proposed again, then left for more than a day: it reads as expired and cannot be approved.
    const again = waitingFor(await act(financeA, { key, action: 'retry_payout_other_method', destination: bankAccount, proposalNote: 'The sender confirmed the account holder' }));
    await db.query(`update approvals set proposed_at = now() - interval '25 hours', expires_at = now() - interval '1 hour' where id = $1`, [again]);
    expect(await approvalOf(financeB, again)).toMatchObject({ status: 'expired', mayDecide: false });
    expect(await approve(financeB, again)).toMatchObject({ status: 409, body: { code: 'APPROVAL.EXPIRED' } });
    expect(await reject(financeB, again, { note: 'Old news' })).toMatchObject({ status: 409, body: { code: 'APPROVAL.EXPIRED' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await payoutState(paid)).toEqual(before);
    expect(await approvalRow(again)).toMatchObject({ status: 'pending', decided_by_id: null });

    // An expired proposal does not block a new one; the old one is then stored as expired.
    const third = waitingFor(await act(financeB, { key, action: 'retry_payout_other_method', destination: bankAccount, proposalNote: 'Still needed: the sender is waiting' }));
    expect(await approvalRow(again)).toMatchObject({ status: 'expired', decided_by_id: null });
    // Pending ones come first in the list, newest first.
    const listed = await approvals(financeA);
    expect(listed[0]).toMatchObject({ id: third, status: 'pending', yours: false, mayDecide: true });
    expect(listed.map((item) => item.id)).toEqual(expect.arrayContaining([id, again, third]));
    expect(listed.slice(1).every((item) => item.status !== 'pending')).toBe(true);
  });
});

describe('a refund refused by the provider, paid back outside', () => {
  it('is recorded only once a second finance operator approves; a refund the same operator sends acts at once', async () => {
    const paid = await payByCard(stack, db, newClient(), { country: 'kenya', recipientPhone: '0712 999 999' });
    await waitUntil(async () => (await transferRow(db, paid.sessionId)).payout_failed_at !== null);
    const intent = (await transferRow(db, paid.sessionId)).provider_transfer_id as string;
    // Part of the payment was refunded from the provider's dashboard: the whole total can no longer be.
    const { hostname, port } = new URL(stack.sandboxUrl);
    await new Stripe('sk_test_sandbox', { host: hostname, port: Number(port), protocol: 'http' }).refunds.create({ payment_intent: intent, amount: 100 });
    // Refunding is not a four-eyes action: done at once.
    expect(await act(financeA, { key: `payout_failed:${paid.id}:1`, action: 'refund' })).toMatchObject({ status: 200, body: { outcome: 'done' } });
    await waitUntil(async () => (await transferRow(db, paid.sessionId)).refund_refused_at !== null);
    const key = `refund_refused:${paid.id}`;
    await waitUntil(async () => (await queueKeysOf(financeA, paid.id)).includes(key));

    // The note of how the sender was paid back is still asked for first.
    expect(await act(financeA, { key, action: 'mark_refunded' })).toMatchObject({ status: 409, body: { field: 'note' } });
    // Without a separate note for the approver, the action's note is the proposal's.
    const id = waitingFor(await act(financeA, { key, action: 'mark_refunded', note: 'Cheque 1042 mailed on 23 Nov' }));
    expect(await approvalOf(financeB, id)).toMatchObject({ proposalNote: 'Cheque 1042 mailed on 23 Nov', action: { note: 'Cheque 1042 mailed on 23 Nov' }, mayDecide: true });
    expect(await transferRow(db, paid.sessionId)).toMatchObject({ refund_settled_manually_at: null });
    expect(await approve(financeA, id)).toMatchObject({ status: 409, body: { code: 'APPROVAL.SAME_OPERATOR' } });

    expect(await approve(financeB, id)).toMatchObject({ status: 200, body: { outcome: 'done', approval: { status: 'approved' } } });
    expect(await transferRow(db, paid.sessionId)).toMatchObject({
      refund_settled_manually_at: expect.any(Date),
      failure_reason: 'We could not deliver the money to the recipient, so our team returned your payment of $109.00 to you.',
    });
    expect(await queueKeysOf(financeA, paid.id)).toEqual([]);
    expect((await auditOf(key)).map((entry) => [entry.action, entry.operator_email])).toEqual([
      ['approval.proposed', financeA.operator.email],
      ['attention.mark_refunded', financeB.operator.email],
      ['approval.approved', financeB.operator.email],
    ]);
  });
});

describe('a transfer held by sanctions screening', () => {
  it('is released only once a second compliance operator (or an owner) approves; finance cannot', async () => {
    const compliance = await operatorWith('compliance');
    const secondCompliance = await operatorWith('compliance');
    const sender = newClient();
    await signUpAndSignIn(stack, sender);
    // Listed as "QUORVELLE DANSARO, Ildefónso Brégan" in the test list the worker loaded at start.
    const request = await quotedTransferRequest(sender, { recipientPhone: '0712 345 644' });
    const created = await sender.post('/api/create-card-session', { ...request, recipient: { ...request.recipient, firstName: 'Dansaro Ildefonso', lastName: 'Quorvelle' } });
    expect(created.status).toBe(201);
    const { sessionId } = (await created.json()) as { sessionId: string };
    const transferId = (await transferRow(db, sessionId)).id as string;
    const key = `screening_hold:${transferId}`;
    const held = { row: await transferRow(db, sessionId), events: await transferEventTypes(db, transferId) };
    expect(held).toMatchObject({ row: { status: 'pending', screening_held_at: expect.any(Date) }, events: ['TransferCreated', 'ScreeningHeld'] });

    // Finance may not even propose it.
    expect(await act(financeA, { key, action: 'release_screening', proposalNote: 'Different person' })).toMatchObject({ status: 403, body: { code: 'ADMIN.ROLE_NOT_ALLOWED' } });
    const id = waitingFor(await act(compliance, { key, action: 'release_screening', proposalNote: 'Date of birth differs from the listed person' }));
    expect({ row: await transferRow(db, sessionId), events: await transferEventTypes(db, transferId) }).toEqual(held);
    expect(await queueKeysOf(compliance, transferId)).toEqual([key]);

    expect(await approve(compliance, id)).toMatchObject({ status: 409, body: { code: 'APPROVAL.SAME_OPERATOR' } });
    expect(await approve(financeB, id)).toMatchObject({
      status: 403,
      body: { code: 'ADMIN.ROLE_NOT_ALLOWED', message: 'Your role (finance) cannot do this. It needs an operator with the role compliance or owner.' },
    });
    expect({ row: await transferRow(db, sessionId), events: await transferEventTypes(db, transferId) }).toEqual(held);

    // A second compliance operator and an owner approve at the same moment: it is released once, by one of them.
    const owner = await operatorWith('owner');
    const answers = await Promise.all([approve(secondCompliance, id), approve(owner, id)]);
    const winner = answers[0]!.status === 200 ? secondCompliance : owner;
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 200)).toMatchObject({ body: { outcome: 'done', message: expect.stringMatching(/^Released/), approval: { decidedBy: { email: winner.operator.email } } } });
    expect(answers.find((answer) => answer.status === 409)).toMatchObject({ body: { code: 'APPROVAL.DECIDED' } });
    expect(await transferRow(db, sessionId)).toMatchObject({ status: 'pending', screening_held_at: null, screening_released_at: expect.any(Date) });
    expect((await transferEventTypes(db, transferId)).filter((type) => type === 'ScreeningCleared')).toHaveLength(1);
    expect(await queueKeysOf(compliance, transferId)).toEqual([]);
    expect((await auditOf(key)).map((entry) => [entry.action, entry.operator_email])).toEqual([
      ['approval.proposed', compliance.operator.email],
      ['attention.release_screening', winner.operator.email],
      ['approval.approved', winner.operator.email],
    ]);
    expect(await approvalRow(id)).toMatchObject({ status: 'approved', proposed_by_email: compliance.operator.email, decided_by_email: winner.operator.email });
    // Decided: proposing it again finds nothing to do.
    expect(await act(compliance, { key, action: 'release_screening', proposalNote: 'Again' })).toMatchObject({ status: 200, body: { outcome: 'already_done' } });
  });
});

describe('the approval routes validate what they are sent', () => {
  it('answer 400 for a malformed id or body, and 404 for a proposal nobody made', async () => {
    expect(await approve(financeB, 'not-a-uuid')).toMatchObject({ status: 400, body: { field: 'id' } });
    expect(await approve(financeB, '00000000-0000-4000-8000-000000000000')).toMatchObject({ status: 404, body: { code: 'APPROVAL.NOT_FOUND' } });
    expect(await approve(financeB, '00000000-0000-4000-8000-000000000000', { note: 7 })).toMatchObject({ status: 400, body: { field: 'note' } });
    expect(await approve(financeB, '00000000-0000-4000-8000-000000000000', { note: 'ok', extra: true })).toMatchObject({ status: 400 });
    expect(await reject(financeB, '00000000-0000-4000-8000-000000000000', { note: 'x'.repeat(501) })).toMatchObject({ status: 400, body: { field: 'note' } });
    expect(await reject(financeB, '00000000-0000-4000-8000-000000000000', { note: 'Not needed' })).toMatchObject({ status: 404 });
    expect(await act(financeB, { key: 'payout_failed:00000000-0000-4000-8000-000000000000:1', action: 'retry_payout_other_method', destination: bankAccount, proposalNote: 'x'.repeat(501) })).toMatchObject({
      status: 400,
      body: { field: 'proposalNote' },
    });
  });
});

/** Rates, limits and top-ups: the proposal's 202 carries its own message beside the waiting status. */
function proposed(answer: { status: number; body: Json }): string {
  expect(answer).toMatchObject({ status: 202, body: { status: 'waiting_for_approval', outcome: 'waiting_for_approval', approvalId: expect.any(String), message: expect.stringContaining('approval') } });
  return answer.body.approvalId as string;
}
const withdraw = (who: SignedIn, id: string, body: Json = {}) => call(who, 'POST', `/api/admin/approvals/${id}/withdraw`, body);
const expire = (id: string) => db.query(`update approvals set proposed_at = now() - interval '25 hours', expires_at = now() - interval '1 hour' where id = $1`, [id]);
const currentRates = async () => (await call(viewer, 'GET', '/api/rates')).body;
const rateHistoryCount = async () => Number((await db.query('select count(*)::int as n from exchange_rate_history')).rows[0].n);
/** `factor` times what `country`'s currency costs now, to the cent. */
async function rateAt(country: string, factor: number): Promise<number> {
  const costs = (await call(viewer, 'GET', '/api/admin/rates/costs')).body;
  const cost = (costs.currencies as Json[]).find((c) => c.country === country)!.cost.rate as number;
  return Math.round(cost * factor * 100) / 100;
}

describe('a rate beyond the approval band (FX_RATE_APPROVAL_BAND_BPS)', () => {
  it('applies at once within it; further away is proposed, changes nothing, and is set only once a second finance operator approves', async () => {
    const costs = (await call(viewer, 'GET', '/api/admin/rates/costs')).body;
    expect(costs).toMatchObject({ bandPercent: 10, approvalBandPercent: 5 });
    const kenyaCost = (costs.currencies as Json[]).find((c) => c.country === 'kenya')!;
    expect(kenyaCost.approvalLowest).toBeGreaterThan(kenyaCost.lowest);
    expect(kenyaCost.approvalHighest).toBeLessThan(kenyaCost.highest);

    // Within the approval band: set at once, as before.
    const near = await rateAt('kenya', 1.01);
    expect(await call(financeA, 'POST', '/api/update-rates', { kenya: near })).toMatchObject({ status: 200, body: { message: 'Exchange rate updated', rates: { kenya: near } } });

    // Beyond it (8% from the cost): a note is asked for, then it is proposed and nothing changes.
    const far = await rateAt('kenya', 1.08);
    const before = await currentRates();
    const historyBefore = await rateHistoryCount();
    expect(await call(financeA, 'POST', '/api/update-rates', { kenya: far })).toMatchObject({ status: 400, body: { code: 'APPROVAL.NOTE_REQUIRED', field: 'proposalNote' } });
    const answer = await call(financeA, 'POST', '/api/update-rates', { kenya: far, proposalNote: 'Partner repriced KES this morning' });
    const id = proposed(answer);
    expect(answer.body).toMatchObject({ rates: before, changes: [] });
    expect(await currentRates()).toEqual(before);
    expect(await rateHistoryCount()).toBe(historyBefore);
    // Beyond the hard band (FX_RATE_BAND_BPS) it is still refused outright.
    expect(await call(financeB, 'POST', '/api/update-rates', { kenya: await rateAt('kenya', 1.5), proposalNote: 'Typo test' })).toMatchObject({ status: 422, body: { code: 'RATE.OUTSIDE_COST_BAND' } });
    // One rate change waits at a time.
    expect(await call(financeB, 'POST', '/api/update-rates', { kenya: far, proposalNote: 'Same here' })).toMatchObject({ status: 409, body: { code: 'APPROVAL.ALREADY_PROPOSED' } });

    const listed = await approvalOf(financeB, id);
    expect(listed).toMatchObject({
      status: 'pending',
      kind: 'rate_change',
      action: { name: 'rate_change', label: 'Change exchange rates', key: 'rates:exchange' },
      details: { kind: 'rate_change', where: 'dashboard', changes: [{ country: 'kenya', from: near.toFixed(4), to: far.toFixed(4) }] },
      transferId: null,
      summary: `Set the exchange rate (per USD): Kenya ${near} → ${far} KES.`,
      proposalNote: 'Partner repriced KES this morning',
      mayDecide: true,
    });
    expect(await approvalOf(financeA, id)).toMatchObject({ yours: true, mayDecide: false, mayWithdraw: true });
    expect(await approvalOf(support, id)).toMatchObject({ mayDecide: false });

    // The proposer cannot approve it; support cannot; the other finance operator does.
    expect(await approve(financeA, id)).toMatchObject({ status: 409, body: { code: 'APPROVAL.SAME_OPERATOR' } });
    expect(await approve(support, id)).toMatchObject({ status: 403, body: { code: 'ADMIN.ROLE_NOT_ALLOWED' } });
    expect(await currentRates()).toEqual(before);
    expect(await approve(financeB, id)).toMatchObject({ status: 200, body: { outcome: 'done', message: 'Exchange rate updated', approval: { status: 'approved' } } });
    expect((await currentRates()).kenya).toBe(far);
    const [history] = (await db.query(`select old_rate, new_rate, source from exchange_rate_history where country = 'kenya' order by id desc limit 1`)).rows;
    expect(history).toEqual({ old_rate: near.toFixed(4), new_rate: far.toFixed(4), source: 'dashboard' });
    const audit = (await db.query(`select action, target, operator_email, new_value from admin_audit_log where target in ('rates:exchange', 'rate:kenya') order by id desc limit 3`)).rows.reverse();
    expect(audit).toEqual([
      { action: 'approval.proposed', target: 'rates:exchange', operator_email: financeA.operator.email, new_value: expect.objectContaining({ approvalId: id, action: 'rate_change' }) },
      { action: 'rates.update', target: 'rate:kenya', operator_email: financeB.operator.email, new_value: { rate: far.toFixed(4), source: 'dashboard' } },
      { action: 'approval.approved', target: 'rates:exchange', operator_email: financeB.operator.email, new_value: { approvalId: id, action: 'rate_change', proposedBy: financeA.operator.email, note: null } },
    ]);
  });

  it("from the rates page form (the operator's password again): rejected changes nothing, and an expired proposal cannot be approved", async () => {
    const before = await currentRates();
    const rates = { ...before, uganda: await rateAt('uganda', 0.93) };
    const rejected = proposed(await call(financeA, 'POST', '/api/update-rates', { rates, password: financeA.operator.password, proposalNote: 'UGX spread for the promotion' }));
    expect(await approvalOf(financeB, rejected)).toMatchObject({ details: { where: 'rates_page', changes: [{ country: 'uganda', to: rates.uganda.toFixed(4) }] } });
    expect(await reject(financeA, rejected, { note: 'Changed my mind' })).toMatchObject({ status: 409, body: { code: 'APPROVAL.SAME_OPERATOR' } });
    expect(await reject(financeB, rejected, { note: 'No promotion was agreed' })).toMatchObject({ status: 200, body: { approval: { status: 'rejected' } } });
    expect(await currentRates()).toEqual(before);
    expect((await auditOf('rates:exchange')).at(-1)).toMatchObject({ action: 'approval.rejected', operator_email: financeB.operator.email, new_value: { proposedBy: financeA.operator.email, note: 'No promotion was agreed' } });

    const expired = proposed(await call(financeA, 'POST', '/api/update-rates', { rates, password: financeA.operator.password, proposalNote: 'UGX spread, second try' }));
    await expire(expired);
    expect(await approvalOf(financeB, expired)).toMatchObject({ status: 'expired', mayDecide: false, mayWithdraw: false });
    expect(await approve(financeB, expired)).toMatchObject({ status: 409, body: { code: 'APPROVAL.EXPIRED' } });
    expect(await currentRates()).toEqual(before);
  });

  it('is not approved over a rate set at once meanwhile: 409, the rate set meanwhile stays, the proposal still waits', async () => {
    const near = await rateAt('ethiopia', 1.02);
    expect(await call(financeA, 'POST', '/api/update-rates', { ethiopia: near })).toMatchObject({ status: 200 });
    const far = await rateAt('ethiopia', 1.07);
    const id = proposed(await call(financeA, 'POST', '/api/update-rates', { ethiopia: far, proposalNote: 'ETB repriced' }));
    // Within the approval band, someone sets it at once while the proposal waits.
    const meanwhile = await rateAt('ethiopia', 0.99);
    expect(await call(financeB, 'POST', '/api/update-rates', { ethiopia: meanwhile })).toMatchObject({ status: 200 });
    const historyBefore = await rateHistoryCount();

    expect(await approve(financeB, id)).toMatchObject({ status: 409, body: { code: 'APPROVAL.STALE', message: expect.stringContaining(`Ethiopia's rate changed to ${meanwhile}`) } });
    expect((await currentRates()).ethiopia).toBe(meanwhile);
    expect(await rateHistoryCount()).toBe(historyBefore);
    expect(await approvalOf(financeB, id)).toMatchObject({ status: 'pending', mayDecide: true });
    expect(await reject(financeB, id, { note: 'Stale: propose again' })).toMatchObject({ status: 200 });
  });
});

describe('the sending limits', () => {
  const limits = async () => (await call(viewer, 'GET', '/api/admin/sending-limits')).body;

  it('are always proposed by one finance operator and set only once another approves; a rejected or expired proposal changes nothing', async () => {
    const before = await limits();
    const next = { perTransfer: 1500, perDay: 2500, perMonth: 8000 };
    expect(await call(financeA, 'PUT', '/api/admin/sending-limits', next)).toMatchObject({ status: 400, body: { code: 'APPROVAL.NOTE_REQUIRED' } });
    expect(await call(financeA, 'PUT', '/api/admin/sending-limits', { perTransfer: 1000, perDay: 500, perMonth: 5000, proposalNote: 'Lower the day' })).toMatchObject({ status: 400 });
    expect(await call(support, 'PUT', '/api/admin/sending-limits', { ...next, proposalNote: 'Support tries' })).toMatchObject({ status: 403 });

    const answer = await call(financeA, 'PUT', '/api/admin/sending-limits', { ...next, proposalNote: 'Fraud on large transfers this week' });
    const id = proposed(answer);
    expect(answer.body.limits).toEqual(before);
    expect(await limits()).toEqual(before);
    expect(await call(financeB, 'PUT', '/api/admin/sending-limits', { ...next, proposalNote: 'Same' })).toMatchObject({ status: 409, body: { code: 'APPROVAL.ALREADY_PROPOSED' } });
    expect(await approvalOf(financeB, id)).toMatchObject({
      kind: 'limits_change',
      details: { from: { perTransfer: before.perTransfer.toFixed(2) }, to: { perTransfer: '1500.00', perDay: '2500.00', perMonth: '8000.00' } },
      summary: expect.stringMatching(/^Set the sending limits from \$[\d,.]+ a transfer, .* to \$1,500\.00 a transfer, \$2,500\.00 a day, \$8,000\.00 in 30 days\.$/),
    });

    expect(await approve(financeA, id)).toMatchObject({ status: 409, body: { code: 'APPROVAL.SAME_OPERATOR' } });
    expect(await limits()).toEqual(before);
    expect(await approve(financeB, id)).toMatchObject({ status: 200, body: { outcome: 'done' } });
    expect(await limits()).toEqual(next);
    expect((await auditOf('limits:sending')).map((entry) => [entry.action, entry.operator_email])).toEqual([
      ['approval.proposed', financeA.operator.email],
      ['limits.update', financeB.operator.email],
      ['approval.approved', financeB.operator.email],
    ]);

    const rejected = proposed(await call(financeA, 'PUT', '/api/admin/sending-limits', { ...before, proposalNote: 'Back to normal' }));
    expect(await reject(financeB, rejected, { note: 'Not yet: the fraud goes on' })).toMatchObject({ status: 200 });
    expect(await limits()).toEqual(next);

    const expired = proposed(await call(financeA, 'PUT', '/api/admin/sending-limits', { ...before, proposalNote: 'Back to normal, again' }));
    await expire(expired);
    expect(await approve(financeB, expired)).toMatchObject({ status: 409, body: { code: 'APPROVAL.EXPIRED' } });
    expect(await limits()).toEqual(next);

    // Put them back for the rest of the file.
    await approve(financeB, proposed(await call(financeA, 'PUT', '/api/admin/sending-limits', { ...before, proposalNote: 'Restore the limits' })));
    expect(await limits()).toEqual(before);
  });

  it("are set per verification tier (issue #26): a change of the Basic tier's waits apart and moves only Basic's", async () => {
    const all = async () => ({ tiers: (await call(viewer, 'GET', '/api/admin/sending-limits/tiers')).body });
    const before = await all();
    expect(before.tiers.basic).toEqual({ perTransfer: 999, perDay: 2999, perMonth: 2999 });
    expect(before.tiers.enhanced.perMonth).toBe(25000);
    expect(before.tiers.verified_id).toEqual(await limits());
    expect(await call(financeA, 'PUT', '/api/admin/sending-limits', { tier: 'gold', perTransfer: 1, perDay: 1, perMonth: 1, proposalNote: 'No such tier' })).toMatchObject({ status: 400 });

    const basic = { perTransfer: 500, perDay: 1000, perMonth: 2000 };
    const answer = await call(financeA, 'PUT', '/api/admin/sending-limits', { tier: 'basic', ...basic, proposalNote: 'New senders start lower' });
    const id = proposed(answer);
    expect(answer.body.limits).toEqual(before.tiers.basic);
    // Another tier's change may wait beside it.
    const everyone = proposed(await call(financeA, 'PUT', '/api/admin/sending-limits', { perTransfer: 2000, perDay: 2000, perMonth: 9000, proposalNote: 'Beside it' }));
    expect(await withdraw(financeA, everyone)).toMatchObject({ status: 200 });
    expect(await approvalOf(financeB, id)).toMatchObject({
      kind: 'limits_change',
      details: { tier: 'basic', to: { perTransfer: '500.00', perDay: '1000.00', perMonth: '2000.00' } },
      summary: expect.stringMatching(/^Set the Basic sending limits from \$999\.00 a transfer/),
    });
    expect(await approve(financeB, id)).toMatchObject({ status: 200, body: { outcome: 'done' } });
    const after = await all();
    expect(after.tiers).toEqual({ ...before.tiers, basic });
    expect(await limits()).toEqual(before.tiers.verified_id);

    await approve(financeB, proposed(await call(financeA, 'PUT', '/api/admin/sending-limits', { tier: 'basic', ...before.tiers.basic, proposalNote: 'Restore Basic' })));
    expect((await all()).tiers.basic).toEqual(before.tiers.basic);
  });
});

describe('withdrawing a proposal', () => {
  it('is for its proposer only, while it waits: nothing is done, it is audited, and it may be proposed again', async () => {
    const before = (await call(viewer, 'GET', '/api/admin/sending-limits')).body;
    const id = proposed(await call(financeA, 'PUT', '/api/admin/sending-limits', { perTransfer: 100, perDay: 200, perMonth: 300, proposalNote: 'Mistyped on purpose' }));
    expect(await withdraw(financeB, id)).toMatchObject({ status: 403, body: { code: 'APPROVAL.NOT_PROPOSER' } });
    expect(await withdraw(viewer, id)).toMatchObject({ status: 403 });
    expect(await withdraw(financeA, id, { note: 'Wrong figures' })).toMatchObject({ status: 200, body: { message: 'Withdrawn: nothing was done.', approval: { status: 'withdrawn', decidedBy: null, decisionNote: 'Wrong figures', mayWithdraw: false } } });
    expect(await approvalRow(id)).toMatchObject({ status: 'withdrawn', decided_by_id: null, decided_at: expect.any(Date) });
    expect(await approve(financeB, id)).toMatchObject({ status: 409, body: { code: 'APPROVAL.DECIDED', message: 'This proposal was withdrawn already.' } });
    expect(await withdraw(financeA, id)).toMatchObject({ status: 409, body: { code: 'APPROVAL.DECIDED' } });
    expect((await call(viewer, 'GET', '/api/admin/sending-limits')).body).toEqual(before);
    expect((await auditOf('limits:sending')).at(-1)).toMatchObject({ action: 'approval.withdrawn', operator_email: financeA.operator.email, new_value: { approvalId: id, action: 'limits_change', note: 'Wrong figures' } });
    // No longer blocking: the same change may be proposed again, and withdrawn again.
    const again = proposed(await call(financeA, 'PUT', '/api/admin/sending-limits', { perTransfer: 100, perDay: 200, perMonth: 300, proposalNote: 'Second try' }));
    expect(await withdraw(financeA, again)).toMatchObject({ status: 200 });
    // The database refuses a withdrawal naming a decider.
    await expect(db.query(`update approvals set decided_by_id = $1 where id = $2`, [financeB.operator.id, again])).rejects.toThrow(/approvals_withdrawn_when|approvals_decided_by_someone/);
  });
});

describe('a float top-up confirmed by hand', () => {
  const topUpOf = async (id: string) => ((await call(viewer, 'GET', '/api/admin/float')).body.topUps as Json[]).find((t) => t.id === id)!;
  const record = async (reference: string) => {
    const answer = await call(financeA, 'POST', '/api/admin/float/top-ups', { rail: 'mtn_momo', currency: 'UGX', localAmount: '2000000', usdPaid: '548', bankReference: reference });
    expect(answer.status).toBe(201);
    return answer.body.id as string;
  };
  const confirm = (who: SignedIn, id: string, body: Json = {}) => call(who, 'POST', `/api/admin/float/top-ups/${id}/confirm`, body);

  it('is proposed by one finance operator and posted only once another approves; rejected, cancelled or expired, it stays as it was', async () => {
    const topUp = await record('FE-WIRE-1');
    expect(await confirm(financeA, topUp)).toMatchObject({ status: 400, body: { code: 'APPROVAL.NOTE_REQUIRED' } });
    const answer = await confirm(financeA, topUp, { proposalNote: 'Stanbic shows the wire left; MoMo portal shows it' });
    const id = proposed(answer);
    expect(answer.body.topUp).toMatchObject({ id: topUp, state: 'pending' });
    expect(await topUpOf(topUp)).toMatchObject({ state: 'pending' });
    expect(await confirm(financeB, topUp, { proposalNote: 'Me too' })).toMatchObject({ status: 409, body: { code: 'APPROVAL.ALREADY_PROPOSED' } });
    expect(await approvalOf(financeB, id)).toMatchObject({
      kind: 'top_up_confirmation',
      action: { key: `float_top_up:${topUp}` },
      details: { topUpId: topUp, rail: 'mtn_momo', currency: 'UGX', localAmount: '2000000.00', usdPaid: '548.00', bankReference: 'FE-WIRE-1' },
      summary:
        "Confirm the top-up of 2,000,000.00 UGX at MTN MoMo (bought for $548.00, bank reference FE-WIRE-1) by hand: it is posted to the books and the rail resumes, before the partner's balance shows it.",
    });
    expect(await approve(financeA, id)).toMatchObject({ status: 409, body: { code: 'APPROVAL.SAME_OPERATOR' } });
    expect(await topUpOf(topUp)).toMatchObject({ state: 'pending' });
    expect(await approve(financeB, id)).toMatchObject({ status: 200, body: { outcome: 'done' } });
    expect(await topUpOf(topUp)).toMatchObject({ state: 'confirmed' });
    expect((await auditOf(`float_top_up:${topUp}`)).map((entry) => [entry.action, entry.operator_email])).toEqual([
      ['float.top_up_recorded', financeA.operator.email],
      ['approval.proposed', financeA.operator.email],
      ['float.top_up_confirmed', financeB.operator.email],
      ['approval.approved', financeB.operator.email],
    ]);
    // Confirmed: asking again changes nothing and proposes nothing.
    expect(await confirm(financeA, topUp, { proposalNote: 'Again' })).toMatchObject({ status: 200, body: { state: 'confirmed' } });

    const rejected = await record('FE-WIRE-2');
    const rejectedId = proposed(await confirm(financeA, rejected, { proposalNote: 'Portal shows it' }));
    expect(await reject(financeB, rejectedId, { note: 'The portal shows another wire' })).toMatchObject({ status: 200 });
    expect(await topUpOf(rejected)).toMatchObject({ state: 'pending' });
    const expiredId = proposed(await confirm(financeA, rejected, { proposalNote: 'Portal shows it now' }));
    await expire(expiredId);
    expect(await approve(financeB, expiredId)).toMatchObject({ status: 409, body: { code: 'APPROVAL.EXPIRED' } });
    expect(await topUpOf(rejected)).toMatchObject({ state: 'pending' });
    expect(await call(financeA, 'POST', `/api/admin/float/top-ups/${rejected}/cancel`, {})).toMatchObject({ status: 200, body: { state: 'cancelled' } });
    expect(await confirm(financeA, rejected, { proposalNote: 'Portal shows it after all' })).toMatchObject({ status: 409, body: { code: 'FLOAT.CANCELLED' } });
  });
});
