import { randomUUID } from 'node:crypto';
import pg from 'pg';
import Stripe from 'stripe';
import { JobQueue } from '../../src/queues/job-queue.service.js';
import { TransferReconciliation } from '../../src/transfers/transfer-reconciliation.service.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { payAgainByCard, payByCard, waitUntil, type CardPaidTransfer } from '../support/card-paid-transfer.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { transferEventTypes, transferRow, waitForTransferStatus } from '../support/transfer-fixtures.js';
import { signInAsOperator } from '../support/signed-in-operator.js';
import { approveAsSecondOperator, proposeAndApprove } from '../support/four-eyes.js';

let stack: InProcessStack;
let db: pg.Client;
let addresses = 0;

beforeAll(async () => ({ stack, db } = await startStackAndDatabase({ env: { PAYOUT_STATUS_CHECK_AFTER_MS: '3600000', RECONCILE_EVERY_MS: '3600000' } })));
afterAll(() => stopStackAndDatabase({ stack, db }));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Item {
  key: string;
  kind: string;
  title: string;
  detail: string;
  transfer: Json | null;
  dispute: Json | null;
  alternatives: { method: string; banks: { id: string }[] | null }[];
  actions: { name: string }[];
}

const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.9.${(addresses += 1)}`);
const sandbox = async <T = Json>(path: string, init?: RequestInit) => (await (await fetch(`${stack.sandboxUrl}${path}`, init)).json()) as T;
const sandboxPost = (path: string, form: Record<string, string> = {}) =>
  sandbox(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(form) });
const pay = (country: string, recipientPhone: string, options: Omit<Parameters<typeof payByCard>[3], 'country' | 'recipientPhone'> = {}) =>
  payByCard(stack, db, newClient(), { country, recipientPhone, ...options });

let operator: BrowserLikeClient;
async function admin(): Promise<BrowserLikeClient> {
  if (!operator) {
    operator = newClient();
    await signInAsOperator(stack, operator);
  }
  return operator;
}
async function queue(): Promise<Item[]> {
  const response = await (await admin()).get('/api/admin/attention');
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Item[] }).items;
}
const itemsOf = async (transferId: string) => (await queue()).filter((item) => item.transfer?.id === transferId);
async function act(body: Json): Promise<{ status: number; body: Json }> {
  const response = await (await admin()).post('/api/admin/attention/actions', body);
  return { status: response.status, body: (await response.json()) as Json };
}
const auditOf = async (target: string) =>
  (await db.query('select action, old_value, new_value from admin_audit_log where target = $1 order by id', [target])).rows;
const senderEmailOf = async (transferId: string) =>
  (await db.query('select email from users where id = (select user_id from transactions where id = $1)', [transferId])).rows[0].email as string;
const paymentIntentOf = async (paid: CardPaidTransfer) => (await transferRow(db, paid.sessionId)).provider_transfer_id as string;

/** Holds the payout queue while `run` pays: the payout job waits, so what happens before it can be seen. */
async function withPayoutsPaused<T>(run: () => Promise<T>): Promise<T> {
  const payouts = stack.worker.get(JobQueue).queue('payouts');
  await payouts.pause();
  try {
    return await run();
  } finally {
    await payouts.resume();
  }
}

describe('a dispute of the payment', () => {
  it('opened before the payout holds the payout, refuses the sender new card payments, and is in the queue; won, the payout goes', async () => {
    const paid = await withPayoutsPaused(async () => {
      const transfer = await pay('kenya', '0712 345 301');
      const intent = await paymentIntentOf(transfer);
      await waitForTransferStatus(db, transfer.sessionId, 'processing');
      await sandboxPost(`/api/stripe/payment_intents/${intent}/dispute`, { reason: 'fraudulent' });
      await waitUntil(async () => (await transferRow(db, transfer.sessionId)).open_dispute_id !== null);
      return transfer;
    });
    // The payout job ran once the queue resumed and sent nothing.
    await waitUntil(async () => (await stack.worker.get(JobQueue).queue('payouts').getJobCounts('waiting', 'active')).waiting === 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await sandbox<Json[]>('/api/daraja/payments')).filter((p) => p.originatorConversationId === paid.id)).toEqual([]);
    expect(await transferRow(db, paid.sessionId)).toMatchObject({ status: 'processing', payout_id: null });

    const [item] = await itemsOf(paid.id);
    expect(item).toMatchObject({
      kind: 'dispute',
      title: 'Dispute opened',
      detail: expect.stringContaining('The payout is held until it closes.'),
      dispute: { reason: 'fraudulent', amount: 109, currency: 'USD', status: 'needs_response', dueBy: expect.any(String) },
      transfer: { id: paid.id, status: 'processing', totalAmount: 109 },
      actions: [],
    });

    // The same sender cannot pay by card while it is open; nothing is charged.
    await expect(payAgainByCard(stack, db, paid.client, { country: 'kenya', recipientPhone: '0712 345 302' })).rejects.toThrow(/409.*PAYMENT\.DISPUTE_OPEN/);

    await sandboxPost(`/api/stripe/disputes/${item.dispute!.id}/close`, { outcome: 'won' });
    await waitForTransferStatus(db, paid.sessionId, 'completed');
    expect(await transferEventTypes(db, paid.id)).toEqual([
      'TransferCreated', 'PaymentSubmitted', 'PaymentSucceeded', 'DisputeOpened', 'DisputeClosed', 'PayoutRequested', 'PayoutDispatched', 'PayoutDelivered', 'TransferCompleted',
    ]);
    expect(await itemsOf(paid.id)).toEqual([]);
    const timeline = (await (await (await admin()).get(`/api/admin/transactions/${paid.id}/timeline`)).json()) as Json;
    expect(timeline.disputes).toEqual([expect.objectContaining({ id: item.dispute!.id, status: 'won', closedAt: expect.any(String) })]);
    expect(timeline.events.map((e: Json) => e.description)).toContain(`Dispute ${item.dispute!.id} closed: won`);
  });

  it('lost before the payout fails the transfer with nothing sent and nothing refunded: the bank returned the money', async () => {
    const paid = await withPayoutsPaused(async () => {
      const transfer = await pay('kenya', '0712 345 303');
      await waitForTransferStatus(db, transfer.sessionId, 'processing');
      const dispute = await sandboxPost(`/api/stripe/payment_intents/${await paymentIntentOf(transfer)}/dispute`, { reason: 'product_not_received' });
      await waitUntil(async () => (await transferRow(db, transfer.sessionId)).open_dispute_id !== null);
      await sandboxPost(`/api/stripe/disputes/${dispute.id}/close`, { outcome: 'lost' });
      await waitForTransferStatus(db, transfer.sessionId, 'failed');
      return transfer;
    });
    const row = await transferRow(db, paid.sessionId);
    expect(row).toMatchObject({ refund_id: null, payout_id: null, failure_reason: expect.stringMatching(/bank reversed this payment/) });
    expect((await transferEventTypes(db, paid.id)).slice(-3)).toEqual(['DisputeOpened', 'DisputeClosed', 'PaymentReversed']);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await sandbox<Json[]>('/api/stripe/refunds')).filter((r) => r.payment_intent === row.provider_transfer_id)).toEqual([]);
    expect((await sandbox<Json[]>('/api/daraja/payments')).filter((p) => p.originatorConversationId === paid.id)).toEqual([]);
  });

  it('opened after the payout is in the queue with the delivered transfer', async () => {
    const paid = await pay('kenya', '0712 345 304');
    await waitForTransferStatus(db, paid.sessionId, 'completed');
    await sandboxPost(`/api/stripe/payment_intents/${await paymentIntentOf(paid)}/dispute`, { reason: 'unrecognized' });
    await waitUntil(async () => (await itemsOf(paid.id)).length > 0);
    const [item] = await itemsOf(paid.id);
    expect(item).toMatchObject({
      kind: 'dispute',
      detail: expect.stringContaining('The money was already delivered.'),
      transfer: { status: 'completed' },
      dispute: { reason: 'unrecognized', status: 'needs_response' },
    });
    expect((await transferRow(db, paid.sessionId)).status).toBe('completed');
  });
});

describe('a failed payout', () => {
  it('waits for an operator, who retries it by another method: it is delivered once, and a second click changes nothing', async () => {
    // A barred telebirr wallet: the aggregator refuses it before anything is created.
    const paid = await pay('ethiopia', '0911 000 201', { delivery: { deliveryMethod: 'telebirr' } });
    await waitUntil(async () => (await transferRow(db, paid.sessionId)).payout_failed_at !== null);
    expect(await transferRow(db, paid.sessionId)).toMatchObject({ status: 'processing', refund_id: null, failure_reason: expect.stringMatching(/Our team will try again or refund/) });
    const delayed = await stack.inbox.withSubject(await senderEmailOf(paid.id), 'Your transfer is delayed');
    expect(delayed).toMatchObject({ subject: 'Your transfer is delayed', text: expect.stringContaining('Our team will try again or refund your payment of $109.00 within 1 business day') });
    const sender = (await (await paid.client.get(`/api/transactions/${paid.id}`)).json()) as Json;
    expect(sender).toMatchObject({ status: 'processing', failureReason: expect.stringMatching(/could not deliver the money to the recipient yet/) });

    const [item] = await itemsOf(paid.id);
    expect(item).toMatchObject({ kind: 'payout_failed', key: `payout_failed:${paid.id}:1`, detail: expect.stringContaining('Partner:') });
    expect(item.actions.map((a) => a.name)).toEqual(['retry_payout', 'retry_payout_other_method', 'refund']);
    const bank = item.alternatives.find((a) => a.method === 'bank_account')!;
    expect(bank.banks).toEqual(expect.arrayContaining([expect.objectContaining({ id: '4031' })]));

    const badAccount = await act({ key: item.key, action: 'retry_payout_other_method', destination: { deliveryMethod: 'bank_account', bankId: '4031', accountNumber: '12' } });
    expect(badAccount).toMatchObject({ status: 400, body: { field: 'destination.accountNumber' } });
    const destination = { deliveryMethod: 'bank_account', bankId: '4031', accountNumber: '1000123450301' };
    // Paying another destination takes two operators (issue #25). Proposed twice at once: one proposal waits, the other is refused.
    const [first, second] = await Promise.all([
      act({ key: item.key, action: 'retry_payout_other_method', destination, proposalNote: 'The wallet is barred; the sender gave a bank account' }),
      act({ key: item.key, action: 'retry_payout_other_method', destination, proposalNote: 'The wallet is barred; the sender gave a bank account' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([202, 409]);
    expect([first, second].find((answer) => answer.status === 409)!.body).toMatchObject({ code: 'APPROVAL.ALREADY_PROPOSED' });
    const approvalId = [first, second].find((answer) => answer.status === 202)!.body.approvalId as string;
    expect(await transferRow(db, paid.sessionId)).toMatchObject({ delivery_method: 'telebirr', payout_attempt: 1 });
    // A second operator approves it: the payout goes once; approving again changes nothing.
    expect(await approveAsSecondOperator(stack, approvalId, { address: `198.18.9.${(addresses += 1)}` })).toMatchObject({ status: 200, body: { outcome: 'done' } });
    expect(await approveAsSecondOperator(stack, approvalId, { address: `198.18.9.${(addresses += 1)}` })).toMatchObject({ status: 409, body: { code: 'APPROVAL.DECIDED' } });
    const done = await waitForTransferStatus(db, paid.sessionId, 'completed');
    expect(done).toMatchObject({ delivery_method: 'bank_account', payout_attempt: 2, payout_rail: 'thunes' });
    const sent = (await sandbox<Json[]>('/api/thunes/transactions')).filter((t) => String(t.external_id).startsWith(paid.id));
    expect(sent).toEqual([expect.objectContaining({ external_id: `${paid.id}-r2`, credit_party_identifier: expect.objectContaining({ bank_account_number: '1000123450301' }) })]);
    expect(await act({ key: item.key, action: 'retry_payout' })).toMatchObject({ status: 200, body: { outcome: 'already_done' } });
    expect(await itemsOf(paid.id)).toEqual([]);
    expect(await auditOf(item.key)).toEqual([
      { action: 'approval.proposed', old_value: null, new_value: expect.objectContaining({ approvalId, action: 'retry_payout_other_method' }) },
      { action: 'attention.retry_payout', old_value: { method: 'telebirr', attempt: 1, status: 'processing' }, new_value: { method: 'bank_account', attempt: 2, bank: 'Commercial Bank of Ethiopia' } },
      { action: 'approval.approved', old_value: { status: 'pending' }, new_value: expect.objectContaining({ approvalId, action: 'retry_payout_other_method' }) },
    ]);
    expect((await transferEventTypes(db, paid.id)).slice(-6)).toEqual(['PayoutFailed', 'PayoutRetried', 'PayoutRequested', 'PayoutDispatched', 'PayoutDelivered', 'TransferCompleted']);
    // Each attempt is a record of its own: the refused wallet's, and the bank account's that paid.
    expect((await db.query('select attempt, reference, state from payout_attempts where transfer_id = $1 order by attempt', [paid.id])).rows).toEqual([
      { attempt: 1, reference: paid.id, state: 'failed' },
      { attempt: 2, reference: `${paid.id}-r2`, state: 'delivered' },
    ]);
  });

  it('retried by the same method that fails again comes back as the next attempt; refunded, the sender gets the whole payment back once', async () => {
    const paid = await pay('uganda', '0772 000 004');
    await waitUntil(async () => (await transferRow(db, paid.sessionId)).payout_failed_at !== null);
    expect(await act({ key: `payout_failed:${paid.id}:1`, action: 'retry_payout' })).toMatchObject({ status: 200, body: { outcome: 'done' } });
    await waitUntil(async () => (await itemsOf(paid.id)).some((item) => item.key === `payout_failed:${paid.id}:2`));
    expect((await sandbox<Json[]>('/api/mtn-momo/transfers')).filter((t) => String(t.externalId).startsWith(paid.id))).toHaveLength(2);
    // Uganda offers one method: no other-method retry.
    expect((await itemsOf(paid.id))[0].actions.map((a) => a.name)).toEqual(['retry_payout', 'refund']);
    expect(await act({ key: `payout_failed:${paid.id}:2`, action: 'retry_payout_other_method', destination: { deliveryMethod: 'mpesa' } })).toMatchObject({
      status: 400,
      body: { code: 'DELIVERY.METHOD_NOT_OFFERED', field: 'destination.deliveryMethod' },
    });

    const refund = await act({ key: `payout_failed:${paid.id}:2`, action: 'refund' });
    expect(refund).toMatchObject({ status: 200, body: { outcome: 'done', message: expect.stringContaining('$109.00') } });
    expect(await act({ key: `payout_failed:${paid.id}:2`, action: 'refund' })).toMatchObject({ status: 200, body: { outcome: 'already_done' } });
    await waitUntil(async () => (await transferRow(db, paid.sessionId)).refund_id !== null);
    const row = await transferRow(db, paid.sessionId);
    expect(row).toMatchObject({ status: 'failed', failure_reason: expect.stringContaining('has been refunded') });
    expect((await sandbox<Json[]>('/api/stripe/refunds')).filter((r) => r.payment_intent === row.provider_transfer_id)).toEqual([expect.objectContaining({ amount: 10900 })]);
    expect((await auditOf(`payout_failed:${paid.id}:2`)).map((r) => r.action)).toEqual(['attention.refund']);
  });

  it('refunded but refused by the provider stops retrying, goes to the queue, and is recorded once an operator paid the sender back', async () => {
    const paid = await pay('kenya', '0712 999 999');
    await waitUntil(async () => (await transferRow(db, paid.sessionId)).payout_failed_at !== null);
    const intent = await paymentIntentOf(paid);
    // Part of the payment was refunded from the provider's dashboard: the whole total can no longer be.
    const { hostname, port } = new URL(stack.sandboxUrl);
    await new Stripe('sk_test_sandbox', { host: hostname, port: Number(port), protocol: 'http' }).refunds.create({ payment_intent: intent, amount: 100 });
    await act({ key: `payout_failed:${paid.id}:1`, action: 'refund' });
    await waitUntil(async () => (await transferRow(db, paid.sessionId)).refund_refused_at !== null);
    expect(await transferRow(db, paid.sessionId)).toMatchObject({ status: 'failed', refund_id: null, failure_reason: expect.stringMatching(/needs a review by our team/) });
    await stack.inbox.withSubject(await senderEmailOf(paid.id), 'Your refund is being reviewed');

    // Reconciliation no longer asks for it.
    await stack.worker.get(TransferReconciliation).reconcile(new Date(Date.now() + stack.config.RECONCILE_AFTER_MS * 3));
    const [item] = await itemsOf(paid.id);
    expect(item).toMatchObject({ kind: 'refund_refused', key: `refund_refused:${paid.id}`, detail: expect.stringContaining('refused to refund $109.00') });
    expect((await sandbox<Json[]>('/api/stripe/refunds')).filter((r) => r.payment_intent === intent)).toHaveLength(1);

    expect(await act({ key: item.key, action: 'mark_refunded' })).toMatchObject({ status: 409, body: { field: 'note' } });
    // Recorded once a second operator approves it (four eyes).
    expect(await proposeAndApprove(stack, await admin(), { key: item.key, action: 'mark_refunded', note: 'Cheque 1042 mailed on 23 Nov' }, { address: `198.18.9.${(addresses += 1)}` })).toMatchObject({
      status: 200,
      body: { outcome: 'done' },
    });
    expect(await act({ key: item.key, action: 'retry_refund' })).toMatchObject({ status: 200, body: { outcome: 'already_done' } });
    expect(await transferRow(db, paid.sessionId)).toMatchObject({ refund_id: null, failure_reason: 'We could not deliver the money to the recipient, so our team returned your payment of $109.00 to you.' });
    expect(await itemsOf(paid.id)).toEqual([]);
    expect(await auditOf(item.key)).toEqual([
      { action: 'approval.proposed', old_value: null, new_value: expect.objectContaining({ action: 'mark_refunded', note: 'Checked with the sender by phone' }) },
      { action: 'attention.mark_refunded', old_value: { status: 'failed', refundRefused: true }, new_value: { refundedBy: 'Cheque 1042 mailed on 23 Nov' } },
      { action: 'approval.approved', old_value: { status: 'pending' }, new_value: expect.objectContaining({ action: 'mark_refunded' }) },
    ]);
  });
});

describe('a transfer past its delivery promise', () => {
  it('is listed a day after payment, and the operator can have the partner asked again now', async () => {
    // Cash waits at the agent until the recipient collects it: still processing.
    const paid = await pay('eritrea', '07 345 306');
    await waitUntil(async () => (await transferRow(db, paid.sessionId)).pickup_code !== null);
    expect(await itemsOf(paid.id)).toEqual([]);
    await db.query(`update transactions set payment_confirmed_at = now() - interval '25 hours' where id = $1`, [paid.id]);

    const [item] = await itemsOf(paid.id);
    expect(item).toMatchObject({ kind: 'overdue', key: `overdue:${paid.id}`, title: 'Late: paid 25 h ago, not delivered', actions: [{ name: 'check_payout' }] });
    const checks = async () => (await stack.worker.get(JobQueue).queue('payouts').getJobs(['completed', 'failed', 'waiting', 'active', 'delayed'])).filter((j) => j.id?.startsWith(`attention-delivery-${paid.id}`));
    expect(await act({ key: item.key, action: 'check_payout' })).toMatchObject({ status: 200, body: { outcome: 'done', message: 'The partner is being asked whether the payout arrived.' } });
    // The check ran: the partner still holds the cash, so the job asks again later (its backoff).
    await waitUntil(async () => (await checks()).some((job) => job.attemptsMade >= 1 && /still in transit/.test(job.failedReason ?? '')));
    expect((await auditOf(item.key)).map((r) => r.action)).toEqual(['attention.check_payout']);
  });
});

describe('stuck background work', () => {
  it('shows an outbox row set aside and a provider event never applied; queued again, each goes through once', async () => {
    const rowId = randomUUID();
    await db.query(
      `insert into outbox_jobs (id, job_name, payload, created_at, relay_attempts, relay_error, failed_at)
       values ($1, 'identity.expire-unverified', '{}', now() - interval '1 hour', 5, 'Connection is closed.', now())`,
      [rowId],
    );
    const eventId = `evt_${randomUUID().replace(/-/g, '')}`;
    const stale = new Date(Date.now() - 3 * stack.config.RECONCILE_AFTER_MS);
    await db.query('insert into stripe_webhook_events (id, type, payload, received_at) values ($1, $2, $3, $4)', [
      eventId,
      'payment_intent.created',
      JSON.stringify({ id: eventId, type: 'payment_intent.created', data: { object: { id: 'pi_unknown', metadata: {} } } }),
      stale,
    ]);

    const items = await queue();
    expect(items.find((i) => i.key === `outbox_job:${rowId}`)).toMatchObject({ kind: 'outbox_job', detail: 'identity.expire-unverified could not be handed to the queue: Connection is closed.' });
    expect(items.find((i) => i.key === `settlement_event:${eventId}`)).toMatchObject({ kind: 'settlement_event', actions: [{ name: 'requeue' }] });

    expect(await act({ key: `outbox_job:${rowId}`, action: 'requeue' })).toMatchObject({ status: 200, body: { outcome: 'done' } });
    expect(await act({ key: `outbox_job:${rowId}`, action: 'requeue' })).toMatchObject({ status: 200, body: { outcome: 'already_done' } });
    await waitUntil(async () => (await db.query('select enqueued_at from outbox_jobs where id = $1', [rowId])).rows[0].enqueued_at !== null);

    expect(await act({ key: `settlement_event:${eventId}`, action: 'requeue' })).toMatchObject({ status: 200, body: { outcome: 'done' } });
    await waitUntil(async () => (await db.query('select processed_at from stripe_webhook_events where id = $1', [eventId])).rows[0].processed_at !== null);
    expect(await act({ key: `settlement_event:${eventId}`, action: 'requeue' })).toMatchObject({ status: 200, body: { outcome: 'already_done' } });
    expect((await queue()).filter((i) => i.key === `outbox_job:${rowId}` || i.key === `settlement_event:${eventId}`)).toEqual([]);
    expect((await auditOf(`outbox_job:${rowId}`)).map((r) => r.action)).toEqual(['attention.requeue']);
    expect((await auditOf(`settlement_event:${eventId}`)).map((r) => r.action)).toEqual(['attention.requeue']);
  });

  it('shows a message whose delivery used up its retries, without its text; sent again, it is delivered once', async () => {
    const to = '+256772000333';
    await stack.inbox.failNext('sms', to, 1);
    const jobs = stack.worker.get(JobQueue);
    const jobId = `attention-sms-${randomUUID()}`;
    // One attempt only, so that the provider's one refusal exhausts it.
    await jobs.enqueue('notifications.deliver-message', { channel: 'sms', to, subject: '', text: 'Your code is 424242' }, { jobId, attempts: 1 });
    await waitUntil(async () => (await jobs.queue('notifications').getJobState(jobId)) === 'failed');

    const item = (await queue()).find((i) => i.key === `notification:${jobId}`);
    expect(item).toMatchObject({ kind: 'notification', title: 'Notification not sent', detail: expect.stringMatching(/^SMS to \+2567…33 failed after 1 tries/) });
    expect(JSON.stringify(item)).not.toContain('424242');

    expect(await act({ key: `notification:${jobId}`, action: 'requeue' })).toMatchObject({ status: 200, body: { outcome: 'done' } });
    const [message] = await stack.inbox.waitFor(to);
    expect(message.text).toBe('Your code is 424242');
    expect(await act({ key: `notification:${jobId}`, action: 'requeue' })).toMatchObject({ status: 200, body: { outcome: 'already_done' } });
    expect(await stack.inbox.messages(to)).toHaveLength(1);
    expect((await auditOf(`notification:${jobId}`)).map((r) => r.action)).toEqual(['attention.requeue']);
  });

  it('refuses keys of nothing, actions that do not apply, and anyone but an admin', async () => {
    expect(await act({ key: `payout_failed:${randomUUID()}:1`, action: 'refund' })).toMatchObject({ status: 404, body: { code: 'ATTENTION.NOT_FOUND' } });
    expect(await act({ key: 'payout_failed:not-a-uuid:1', action: 'refund' })).toMatchObject({ status: 404 });
    expect(await act({ key: 'users:1', action: 'refund' })).toMatchObject({ status: 404 });
    expect(await act({ key: `outbox_job:${randomUUID()}`, action: 'refund' })).toMatchObject({ status: 409, body: { code: 'ATTENTION.ACTION_UNAVAILABLE' } });
    expect(await act({ key: `outbox_job:${randomUUID()}`, action: 'explode' })).toMatchObject({ status: 400, body: { field: 'action' } });
    const stranger = newClient();
    expect((await stranger.get('/api/admin/attention')).status).toBe(401);
    expect((await stranger.post('/api/admin/attention/actions', { key: 'outbox_job:x', action: 'requeue' })).status).toBe(401);
    expect((await (await admin()).get(`/api/admin/transactions/${randomUUID()}/timeline`)).status).toBe(404);
  });
});
