import pg from 'pg';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { payByCard, waitUntil } from '../support/card-paid-transfer.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { signInAsOperator, type TestOperator } from '../support/signed-in-operator.js';
import { approveAsSecondOperator } from '../support/four-eyes.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { quotedTransferRequest, transferEventTypes, transferRow } from '../support/transfer-fixtures.js';

// Issue #25: an operator's role decides which "Needs attention" actions they may take, each
// action on its own (the route lets every role that acts through; the action asks for its own
// role). A refused action changes nothing and is not audited as done. Its own database: the
// audit log and the queue are this file's alone.
let stack: InProcessStack;
let db: pg.Client;
let address = 0;

beforeAll(async () => ({ stack, db } = await startStackAndDatabase({ ownDatabase: 'operator_roles', env: { PAYOUT_STATUS_CHECK_AFTER_MS: '3600000', RECONCILE_EVERY_MS: '3600000' } })));
afterAll(() => stopStackAndDatabase({ stack, db }));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Role = 'viewer' | 'support' | 'compliance' | 'finance' | 'owner';

/** 198.18.133.x are this file's. */
const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.133.${(address += 1)}`);
const sandbox = async <T = Json>(path: string) => (await (await fetch(`${stack.sandboxUrl}${path}`)).json()) as T;

/** One signed-in operator per role, each on a client (and address) of its own. */
const operators = new Map<Role, { client: BrowserLikeClient; operator: TestOperator }>();
async function operatorOf(role: Role) {
  if (!operators.has(role)) {
    const client = newClient();
    operators.set(role, { client, operator: await signInAsOperator(stack, client, { role }) });
  }
  return operators.get(role)!;
}
async function act(role: Role, body: Json): Promise<{ status: number; body: Json }> {
  const response = await (await operatorOf(role)).client.post('/api/admin/attention/actions', body);
  return { status: response.status, body: (await response.json()) as Json };
}
async function queueKeysOf(transferId: string): Promise<string[]> {
  const response = await (await operatorOf('viewer')).client.get('/api/admin/attention');
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Json[] }).items.filter((item) => item.transfer?.id === transferId).map((item) => item.key as string);
}
const auditOf = async (target: string) =>
  (await db.query('select action, operator_email, operator_role from admin_audit_log where target = $1 order by id', [target])).rows;
/** What an action would change: the transfer's row and events, what the providers were asked, what is queued and audited. */
async function everythingAbout(transfer: { id: string; sessionId: string }, key: string) {
  const row = await transferRow(db, transfer.sessionId);
  return {
    row,
    events: await transferEventTypes(db, transfer.id),
    refunds: (await sandbox<Json[]>('/api/stripe/refunds')).filter((r) => r.payment_intent === row.provider_transfer_id),
    payouts: (await sandbox<Json[]>('/api/mtn-momo/transfers')).filter((t) => String(t.externalId).startsWith(transfer.id)),
    queued: await queueKeysOf(transfer.id),
    audit: await auditOf(key),
  };
}

describe('the admin session', () => {
  it('names a viewer, their role and what it allows: reading only', async () => {
    const { client, operator } = await operatorOf('viewer');
    const response = await client.get('/api/admin/session');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ admin: true, operator: { email: operator.email, role: 'viewer', permissions: ['read'] } });
  });

  it('names a support operator and what their role allows', async () => {
    const { client, operator } = await operatorOf('support');
    expect(await (await client.get('/api/admin/session')).json()).toEqual({ admin: true, operator: { email: operator.email, role: 'support', permissions: ['read', 'act', 'support'] } });
  });
});

describe('a failed payout in the queue', () => {
  it('is refunded only by finance (or an owner) and retried only by support (or an owner); a refused action changes nothing and is not audited', async () => {
    // An MTN Uganda wallet the sandbox refuses every time.
    const paid = await payByCard(stack, db, newClient(), { country: 'uganda', recipientPhone: '0772 000 004' });
    await waitUntil(async () => (await transferRow(db, paid.sessionId)).payout_failed_at !== null);
    const first = `payout_failed:${paid.id}:1`;
    await waitUntil(async () => (await queueKeysOf(paid.id)).includes(first));
    const before = await everythingAbout(paid, first);
    expect(before).toMatchObject({ row: { status: 'processing', payout_attempt: 1, refund_id: null }, queued: [first], audit: [], refunds: [], payouts: [expect.anything()] });

    // Support may not send the money back: that is finance's.
    expect(await act('support', { key: first, action: 'refund' })).toEqual({
      status: 403,
      body: expect.objectContaining({ code: 'ADMIN.ROLE_NOT_ALLOWED', message: 'Your role (support) cannot do this. It needs an operator with the role finance or owner.' }),
    });
    // Compliance may not either.
    expect(await act('compliance', { key: first, action: 'refund' })).toEqual({
      status: 403,
      body: expect.objectContaining({ code: 'ADMIN.ROLE_NOT_ALLOWED', message: 'Your role (compliance) cannot do this. It needs an operator with the role finance or owner.' }),
    });
    // A viewer acts on nothing: refused by the route before the action is looked at.
    expect(await act('viewer', { key: first, action: 'retry_payout' })).toEqual({
      status: 403,
      body: expect.objectContaining({ code: 'ADMIN.ROLE_NOT_ALLOWED', message: expect.stringMatching(/^Your role \(viewer\) cannot do this\. It needs an operator with the role /) }),
    });
    expect(await act('viewer', { key: first, action: 'refund' })).toMatchObject({ status: 403, body: { code: 'ADMIN.ROLE_NOT_ALLOWED' } });
    // Finance may not send the same payout again: that is support's.
    expect(await act('finance', { key: first, action: 'retry_payout' })).toEqual({
      status: 403,
      body: expect.objectContaining({ code: 'ADMIN.ROLE_NOT_ALLOWED', message: 'Your role (finance) cannot do this. It needs an operator with the role support or owner.' }),
    });
    // Nothing moved: the same row and events, no refund asked for, no payout sent, still in the queue, nothing audited.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await everythingAbout(paid, first)).toEqual(before);

    // Support sends it again: the same wallet refuses it again, the next attempt is in the queue.
    const { operator: support } = await operatorOf('support');
    expect(await act('support', { key: first, action: 'retry_payout' })).toMatchObject({ status: 200, body: { outcome: 'done' } });
    const second = `payout_failed:${paid.id}:2`;
    await waitUntil(async () => (await queueKeysOf(paid.id)).includes(second));
    expect(await auditOf(first)).toEqual([{ action: 'attention.retry_payout', operator_email: support.email, operator_role: 'support' }]);

    // Support still may not refund the next attempt; finance does, once.
    expect(await act('support', { key: second, action: 'refund' })).toMatchObject({ status: 403, body: { code: 'ADMIN.ROLE_NOT_ALLOWED' } });
    expect(await auditOf(second)).toEqual([]);
    expect((await transferRow(db, paid.sessionId)).refund_id).toBeNull();
    const { operator: finance } = await operatorOf('finance');
    expect(await act('finance', { key: second, action: 'refund' })).toMatchObject({ status: 200, body: { outcome: 'done', message: expect.stringContaining('$109.00') } });
    await waitUntil(async () => (await transferRow(db, paid.sessionId)).refund_id !== null);
    const row = await transferRow(db, paid.sessionId);
    expect(row).toMatchObject({ status: 'failed', failure_reason: expect.stringContaining('has been refunded') });
    expect((await sandbox<Json[]>('/api/stripe/refunds')).filter((r) => r.payment_intent === row.provider_transfer_id)).toEqual([expect.objectContaining({ amount: 10900 })]);
    expect(await auditOf(second)).toEqual([{ action: 'attention.refund', operator_email: finance.email, operator_role: 'finance' }]);
    expect(await queueKeysOf(paid.id)).toEqual([]);
  });
});

describe('a transfer held by sanctions screening', () => {
  it('is released only by compliance (or an owner): finance and support are refused and nothing changes', async () => {
    const sender = newClient();
    await signUpAndSignIn(stack, sender);
    // Listed as "QUORVELLE DANSARO, Ildefónso Brégan" in the test list the worker loaded at start.
    const request = await quotedTransferRequest(sender, { recipientPhone: '0712 345 613' });
    const created = await sender.post('/api/create-card-session', { ...request, recipient: { ...request.recipient, firstName: 'Dansaro Ildefonso', lastName: 'Quorvelle' } });
    expect(created.status).toBe(201);
    const { sessionId } = (await created.json()) as { sessionId: string };
    const held = { sessionId, id: (await transferRow(db, sessionId)).id as string };
    const key = `screening_hold:${held.id}`;
    expect(await queueKeysOf(held.id)).toEqual([key]);
    const before = { row: await transferRow(db, sessionId), events: await transferEventTypes(db, held.id), audit: await auditOf(key) };
    expect(before).toMatchObject({ row: { status: 'pending', screening_held_at: expect.any(Date) }, events: ['TransferCreated', 'ScreeningHeld'], audit: [] });

    for (const role of ['finance', 'support'] as const) {
      for (const action of ['release_screening', 'refuse_screening']) {
        expect({ role, action, ...(await act(role, { key, action })) }).toEqual({
          role,
          action,
          status: 403,
          body: expect.objectContaining({ code: 'ADMIN.ROLE_NOT_ALLOWED', message: `Your role (${role}) cannot do this. It needs an operator with the role compliance or owner.` }),
        });
      }
    }
    expect({ row: await transferRow(db, sessionId), events: await transferEventTypes(db, held.id), audit: await auditOf(key) }).toEqual(before);
    expect(await queueKeysOf(held.id)).toEqual([key]);

    // Compliance proposes the release (four eyes, issue #25); a second compliance operator approves it.
    const { operator: compliance } = await operatorOf('compliance');
    const proposed = await act('compliance', { key, action: 'release_screening', proposalNote: 'The listed person was born in 1951' });
    expect(proposed).toMatchObject({ status: 202, body: { status: 'waiting_for_approval' } });
    expect({ row: await transferRow(db, sessionId), events: await transferEventTypes(db, held.id) }).toEqual({ row: before.row, events: before.events });
    const approved = await approveAsSecondOperator(stack, proposed.body.approvalId, { address: `198.18.133.${(address += 1)}`, role: 'compliance' });
    expect(approved).toMatchObject({ status: 200, body: { outcome: 'done' } });
    expect(await transferRow(db, sessionId)).toMatchObject({ status: 'pending', screening_held_at: null, screening_released_at: expect.any(Date) });
    expect(await auditOf(key)).toEqual([
      { action: 'approval.proposed', operator_email: compliance.email, operator_role: 'compliance' },
      { action: 'attention.release_screening', operator_email: approved.approver.email, operator_role: 'compliance' },
      { action: 'approval.approved', operator_email: approved.approver.email, operator_role: 'compliance' },
    ]);
    expect(await queueKeysOf(held.id)).toEqual([]);
  });
});
