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
// recording a refund paid outside the provider and releasing a sanctions hold are proposed by
// one operator and done only once a second, different operator whose role allows the action
// approves them. Its own database: the audit log, the approvals and the queue are this file's.
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
      action: { name: 'retry_payout_other_method', label: 'Retry by another method', key, note: null, destination: bankAccount },
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
    });
    expect(Date.parse(listed!.expiresAt) - Date.parse(listed!.proposedAt)).toBe(24 * 60 * 60 * 1000);
    expect(await approvalOf(financeB, id)).toMatchObject({ yours: false, mayDecide: true });
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
