import { randomUUID } from 'node:crypto';
import pg from 'pg';
import Stripe from 'stripe';
import { PayoutRailUnavailableError, type PayoutOrder, type PayoutRail, type PayoutRailName } from '../../src/payments/payouts/payout-rail.port.js';
import { PayoutRails } from '../../src/payments/payouts/payout-rails.service.js';
import { JobQueue } from '../../src/queues/job-queue.service.js';
import { PayoutService } from '../../src/transfers/payouts.service.js';
import { RefundService } from '../../src/transfers/refunds.service.js';
import { TransferReconciliation } from '../../src/transfers/transfer-reconciliation.service.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { payAgainByCard, payByCard, waitUntil, type CardPaidTransfer } from '../support/card-paid-transfer.js';
import { TEST_CARDS, tokenizeCard } from '../support/card-tokens.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { quotedTransferRequest, transferEventTypes, transferRow, waitForTransferStatus, type TestDelivery } from '../support/transfer-fixtures.js';
import { signInAsOperator } from '../support/signed-in-operator.js';
import { proposeAndApprove } from '../support/four-eyes.js';

// Issue #23: payout attempts and refunds are records of their own, and no partner news is dropped.
// Each rail's partner is the sandbox; where the test needs the partner's answer lost while the
// partner acts, it tampers with the worker's own rail adapter (the partner is called, and then the
// adapter throws as on a timeout), or with the sandbox's own plans (lost callbacks, status lags).

let stack: InProcessStack;
let db: pg.Client;
let addresses = 0;

/** "Not found" is "not yet" for this long after a request, on every rail (short, for the test). */
const GRACE_MS = 2_500;

beforeAll(async () => {
  ({ stack, db } = await startStackAndDatabase({
    // Also the sandbox's refund delay: a pending refund settles, or a doomed one fails, this long after it was made.
    achSettlementDelayMs: 1_500,
    env: {
      PAYOUT_STATUS_CHECK_AFTER_MS: '400',
      PAYOUT_GRACE_DARAJA_MS: String(GRACE_MS),
      PAYOUT_GRACE_MTN_MOMO_MS: String(GRACE_MS),
      PAYOUT_GRACE_THUNES_MS: String(GRACE_MS),
      REFUND_RETRY_AFTER_MS: '1000',
      // Reconciliation runs when a test runs it.
      RECONCILE_EVERY_MS: '3600000',
    },
  }));
  for (const name of ['daraja', 'mtn_momo', 'thunes'] as const) tamperWith(stack.worker.get(PayoutRails).named(name)!);
});
afterAll(() => stopStackAndDatabase({ stack, db }));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

// ---------------------------------------------------------------------------------------------
// Tampering with the worker's rail adapters, by the recipient's phone.

interface Tampering {
  /** The recipient's phone (E.164), as the payout order carries it. */
  phone: string;
  /** The partner is called and acts, then the adapter throws as if its answer never came (a timeout). */
  dropAnswers?: boolean;
  /** The adapter's status query answers "not found" (the partner's lookup does not show the payout yet). */
  hideStatus?: boolean;
  /** Only the transfer's first attempt (an operator's retry goes through untouched). */
  firstAttemptOnly?: boolean;
}
const tamperings = new Set<Tampering>();
const tampered = (order: PayoutOrder | undefined, what: 'dropAnswers' | 'hideStatus') =>
  !!order && [...tamperings].some((t) => t[what] && t.phone === order.recipient.phone && (!t.firstAttemptOnly || !/-r\d+$/.test(order.reference)));

function tamperWith(rail: PayoutRail): void {
  const dispatch = rail.dispatch.bind(rail);
  const status = rail.status.bind(rail);
  rail.dispatch = async (order) => {
    const answer = await dispatch(order);
    if (tampered(order, 'dropAnswers')) throw new PayoutRailUnavailableError(rail.name, 'no answer within the timeout (dropped by the test)');
    return answer;
  };
  rail.status = async (payoutId, order) => (tampered(order, 'hideStatus') ? { state: 'not_found' } : status(payoutId, order));
}

/** Runs `run` with `tampering` in place; it is lifted afterwards whatever happens. */
async function whileTampered<T>(tampering: Tampering, run: (lift: () => void) => Promise<T>): Promise<T> {
  tamperings.add(tampering);
  try {
    return await run(() => tamperings.delete(tampering));
  } finally {
    tamperings.delete(tampering);
  }
}

// ---------------------------------------------------------------------------------------------
// The sandbox, the database, the api.

const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.23.${(addresses += 1)}`);
const json = async <T = Json>(response: Response) => (await response.json()) as T;
const sandboxGet = async <T = Json[]>(path: string) => json<T>(await fetch(`${stack.sandboxUrl}${path}`));
async function sandboxSend(method: string, path: string, body: unknown = {}): Promise<Json> {
  const response = await fetch(`${stack.sandboxUrl}${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`sandbox ${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? {} : json(response);
}
const loseCallbacks = (provider: 'daraja' | 'mtn-momo' | 'thunes', msisdn: string) => sandboxSend('POST', '/api/payouts/lost-callbacks', { provider, msisdn, times: 1 });

/** What each partner holds for a transfer (all its attempts), from the sandbox's own records. */
const atPartner: Record<PayoutRailName, (transferId: string) => Promise<Json[]>> = {
  daraja: async (id) => (await sandboxGet('/api/daraja/payments')).filter((p) => String(p.originatorConversationId).startsWith(id)),
  mtn_momo: async (id) => (await sandboxGet('/api/mtn-momo/transfers')).filter((t) => String(t.externalId).startsWith(id)),
  thunes: async (id) => (await sandboxGet('/api/thunes/transactions')).filter((t) => String(t.external_id).startsWith(id)),
};
const stripeRefundsOf = async (paymentIntentId: string) => sandboxGet(`/api/stripe/refunds?paymentIntentId=${paymentIntentId}`);

const attemptsOf = async (transferId: string) =>
  (
    await db.query(
      'select attempt, reference, state, receipt, pickup_code, failure_code, partner_payout_id, requested_at, updated_at from payout_attempts where transfer_id = $1 order by attempt',
      [transferId],
    )
  ).rows;
const refundsOf = async (transferId: string) =>
  (
    await db.query(
      'select purpose, attempt, state, idempotency_key, payment_intent_id, provider_refund_id, failure_reason, retry_after, amount from refunds where transfer_id = $1 order by purpose, attempt',
      [transferId],
    )
  ).rows;
const alertsOf = async (transferId: string) =>
  (await db.query('select id, kind, amount, currency, evidence, resolved_at, resolution_note from money_alerts where transfer_id = $1 order by raised_at', [transferId])).rows;
const rowOf = async (paid: CardPaidTransfer) => transferRow(db, paid.sessionId);
const senderDetails = async (paid: CardPaidTransfer) => json(await paid.client.get(`/api/transactions/${paid.id}`));
const senderEmailOf = async (transferId: string) =>
  (await db.query('select email from users where id = (select user_id from transactions where id = $1)', [transferId])).rows[0].email as string;
const payoutEvents = async (transferId: string) => (await transferEventTypes(db, transferId)).filter((type) => /^(Payout|ReadyForPickup|LatePayout|TransferCompleted)/.test(type));

async function waitForAttempt(transferId: string, attempt: number, state: string, timeoutMs = 15_000): Promise<Json> {
  let found: Json | undefined;
  await waitUntil(async () => {
    found = (await attemptsOf(transferId)).find((a) => a.attempt === attempt);
    return found?.state === state;
  }, timeoutMs).catch(() => {
    throw new Error(`attempt ${attempt} of ${transferId} is ${found?.state}, expected ${state}`);
  });
  return found!;
}

const pay = (country: string, recipientPhone: string, options: { delivery?: TestDelivery; card?: string } = {}) =>
  payByCard(stack, db, newClient(), { country, recipientPhone, ...options });

/** Reconciliation's pass as it will run once the transfers waited past RECONCILE_AFTER_MS. */
const reconcileLater = () => stack.worker.get(TransferReconciliation).reconcile(new Date(Date.now() + stack.config.RECONCILE_AFTER_MS + 60_000));

let operatorClient: BrowserLikeClient | null = null;
async function operator(): Promise<BrowserLikeClient> {
  if (!operatorClient) {
    operatorClient = newClient();
    await signInAsOperator(stack, operatorClient);
  }
  return operatorClient;
}
const queueOf = async (transferId: string) => {
  const response = await (await operator()).get('/api/admin/attention');
  expect(response.status).toBe(200);
  return (await json<{ items: Json[] }>(response)).items.filter((item) => item.transfer?.id === transferId);
};
async function act(body: Json): Promise<{ status: number; body: Json }> {
  const response = await (await operator()).post('/api/admin/attention/actions', body);
  return { status: response.status, body: await json(response) };
}
const timelineOf = async (transferId: string) => json(await (await operator()).get(`/api/admin/transactions/${transferId}/timeline`));
const auditOf = async (target: string) => (await db.query('select action, new_value from admin_audit_log where target = $1 order by id', [target])).rows;

// ---------------------------------------------------------------------------------------------
// A dispatch whose answer is lost while the partner pays, on any rail.

interface LostAnswerCase {
  rail: PayoutRailName;
  country: string;
  /** As the sender types it, and as the order carries it (E.164). */
  phone: string;
  e164: string;
  delivery?: TestDelivery;
  /** The sandbox provider whose callbacks for the number are lost, and the number as it knows it. */
  provider: 'daraja' | 'mtn-momo' | 'thunes';
  /** Cash pickup: the recipient collects the cash before the partner is asked again. */
  collect?: boolean;
}

/**
 * The partner takes the payout but its answer never reaches us (and its callbacks are lost): the
 * attempt is `unknown`. The sender cannot cancel it, the operator has nothing to retry or refund,
 * and the status check that reconciliation runs finds it delivered. The partner paid once.
 */
async function answerLostWhilePartnerPays(c: LostAnswerCase): Promise<void> {
  await loseCallbacks(c.provider, c.e164.slice(1));
  await whileTampered({ phone: c.e164, dropAnswers: true }, async () => {
    const paid = await pay(c.country, c.phone, { delivery: c.delivery });
    const row = await rowOf(paid);
    await waitForAttempt(paid.id, 1, 'unknown');
    await waitUntil(async () => (await atPartner[c.rail](paid.id)).length > 0);
    expect(await rowOf(paid)).toMatchObject({ status: 'processing', payout_id: paid.id, payout_failed_at: null });
    const details = await senderDetails(paid);
    expect(details).toMatchObject({ status: 'processing', cancellableUntil: null, payoutAttempts: [expect.objectContaining({ attempt: 1, state: 'unknown' })] });

    // Nobody can turn it into a second payment: no operator item, no retry, no refund...
    expect((await queueOf(paid.id)).filter((item) => item.kind === 'payout_failed')).toEqual([]);
    for (const action of ['retry_payout', 'refund']) {
      expect(await act({ key: `payout_failed:${paid.id}:1`, action })).toMatchObject({ status: 200, body: { outcome: 'already_done' } });
    }
    // ...and the sender cannot cancel it (a partner that can cancel is asked first, and says it cannot).
    const cancelled = await paid.client.post(`/api/transactions/${paid.id}/cancel`, {});
    expect(cancelled.status).toBe(409);
    expect(await json(cancelled)).toMatchObject({ code: 'TRANSFER.NOT_CANCELLABLE' });
    expect((await rowOf(paid)).cancelled_by_sender_at).toBeNull();

    if (c.collect) {
      const [transaction] = await atPartner.thunes(paid.id);
      await waitUntil(async () => ['60000', '20150'].includes((await atPartner.thunes(paid.id))[0]?.status));
      await sandboxSend('POST', `/api/thunes/transactions/${transaction.id}/collect`);
    }
    // A status query finds it delivered: reconciliation's (or already the one Thunes answered the cancellation with).
    await reconcileLater();
    const done = await waitForTransferStatus(db, paid.sessionId, 'completed');
    const [attempt] = await attemptsOf(paid.id);
    expect(await attemptsOf(paid.id)).toHaveLength(1);
    expect(attempt).toMatchObject({ attempt: 1, reference: paid.id, state: 'delivered', receipt: done.payout_receipt });
    expect(done.payout_receipt).toEqual(expect.any(String));

    const payouts = await payoutEvents(paid.id);
    expect(payouts.filter((type) => type !== 'ReadyForPickup')).toEqual(['PayoutRequested', 'PayoutDispatched', 'PayoutDelivered', 'TransferCompleted']);
    expect(await transferEventTypes(db, paid.id)).not.toContain('CancelledBySender');
    // One payment at the partner, however often the lost dispatch was sent again; nothing refunded.
    const atThePartner = await atPartner[c.rail](paid.id);
    expect(atThePartner).toHaveLength(1);
    expect(await stripeRefundsOf(row.provider_transfer_id)).toEqual([]);
  });
}

// ---------------------------------------------------------------------------------------------

describe('M-Pesa (Daraja) in Kenya', () => {
  it('a dispatch whose answer is lost while M-Pesa pays is neither cancelled nor paid again: the status check finds it delivered', async () => {
    await answerLostWhilePartnerPays({ rail: 'daraja', country: 'kenya', phone: '0712 423 101', e164: '+254712423101', provider: 'daraja' });
  });

  it('R000002 within the grace period is "not yet"; past it the attempt fails and goes to the operator; M-Pesa paying later completes the transfer', async () => {
    // M-Pesa keeps the payment in its queue, invisible to Transaction Status, for 7 s.
    await sandboxSend('PUT', '/api/payouts/status-lag', { provider: 'daraja', msisdn: '254712423102', forMs: 7_000 });
    const paid = await pay('kenya', '0712 423 102');
    await waitUntil(async () => (await attemptsOf(paid.id)).length > 0);
    const [requested] = await attemptsOf(paid.id);

    // The first status results say R000002 within the grace period: the attempt still stands.
    const notFound = async () =>
      (
        await db.query(
          `select received_at, processed_at from payout_callbacks where rail = 'daraja' and kind = 'status-result' and reference = $1
              and body->'Result'->>'ResultCode' = 'R000002' and processed_at is not null order by received_at`,
          [paid.id],
        )
      ).rows as { received_at: Date; processed_at: Date }[];
    await waitUntil(async () => (await notFound()).length > 0);
    const [first] = await notFound();
    expect(first.received_at.getTime() - new Date(requested.requested_at).getTime()).toBeLessThan(GRACE_MS);
    expect((await attemptsOf(paid.id))[0].state).toBe('accepted');
    expect(await transferEventTypes(db, paid.id)).not.toContain('PayoutFailed');

    // Past it, M-Pesa's "not found" ends the attempt as failed, and the operator has it.
    const failed = await waitForAttempt(paid.id, 1, 'failed');
    expect(failed).toMatchObject({ failure_code: 'partner_unavailable' });
    // It failed past the grace period. (Not the "not found" row's processed_at: that is stamped
    // when the row is taken up, and the service decides a moment later, so under load a row taken
    // up just before the grace period ended can be the one that ends it.)
    expect(new Date(failed.updated_at).getTime() - new Date(requested.requested_at).getTime()).toBeGreaterThanOrEqual(GRACE_MS);
    expect(await rowOf(paid)).toMatchObject({ status: 'processing', payout_failure_code: 'partner_unavailable', payout_failed_at: expect.any(Date) });
    expect((await queueOf(paid.id)).map((item) => item.key)).toEqual([`payout_failed:${paid.id}:1`]);

    // M-Pesa pays once its queue lets the payment go: the late success is recorded on the attempt and completes the transfer.
    const done = await waitForTransferStatus(db, paid.sessionId, 'completed', 20_000);
    const [payment] = await atPartner.daraja(paid.id);
    expect(await atPartner.daraja(paid.id)).toHaveLength(1);
    expect(payment).toMatchObject({ state: 'completed' });
    expect(await attemptsOf(paid.id)).toEqual([expect.objectContaining({ attempt: 1, state: 'delivered', receipt: payment.transactionId, failure_code: 'partner_unavailable' })]);
    expect(done).toMatchObject({ payout_receipt: payment.transactionId, payout_failed_at: null, failure_reason: null });
    expect(await payoutEvents(paid.id)).toEqual(['PayoutRequested', 'PayoutDispatched', 'PayoutFailed', 'PayoutDelivered', 'TransferCompleted']);
    expect(await queueOf(paid.id)).toEqual([]);
    expect(await senderDetails(paid)).toMatchObject({ status: 'completed', payoutAttempts: [expect.objectContaining({ state: 'delivered', receipt: payment.transactionId })] });
  });

  it('the sender may cancel once the attempt failed; M-Pesa paying after all raises "paid after refund", and the sender\'s refund stands', async () => {
    await sandboxSend('PUT', '/api/payouts/status-lag', { provider: 'daraja', msisdn: '254712423103', forMs: 8_000 });
    const paid = await pay('kenya', '0712 423 103');
    // While the attempt may still pay, the sender cannot cancel.
    await waitForAttempt(paid.id, 1, 'accepted');
    expect((await paid.client.post(`/api/transactions/${paid.id}/cancel`, {})).status).toBe(409);

    // Once M-Pesa's word past the grace period failed it, nothing can pay: the sender cancels and is refunded.
    await waitForAttempt(paid.id, 1, 'failed');
    expect((await paid.client.post(`/api/transactions/${paid.id}/cancel`, {})).status).toBe(200);
    await waitUntil(async () => (await rowOf(paid)).refund_id !== null);
    const refunded = await rowOf(paid);
    expect(refunded).toMatchObject({ status: 'cancelled', failure_reason: expect.stringContaining('has been refunded in full') });

    // M-Pesa pays after all: recorded on the attempt, and the operator has it with the evidence.
    await waitForAttempt(paid.id, 1, 'delivered', 20_000);
    await waitUntil(async () => (await alertsOf(paid.id)).length > 0);
    const [alert] = await alertsOf(paid.id);
    expect(alert).toMatchObject({
      kind: 'paid_after_refund',
      evidence: { attempt: expect.objectContaining({ reference: paid.id, state: 'delivered' }), transfer: expect.objectContaining({ status: 'cancelled', refundId: refunded.refund_id }) },
    });
    expect(await atPartner.daraja(paid.id)).toEqual([expect.objectContaining({ state: 'completed' })]);
    expect(await rowOf(paid)).toMatchObject({ status: 'cancelled', refund_id: refunded.refund_id, failure_reason: refunded.failure_reason });
    expect(await stripeRefundsOf(refunded.provider_transfer_id)).toHaveLength(1);
    expect((await queueOf(paid.id)).map((i) => i.alert?.kind)).toEqual(['paid_after_refund']);
  });
});

describe('MTN MoMo in Uganda', () => {
  it('a dispatch whose answer is lost while MoMo pays is neither cancelled nor paid again: the status check finds it delivered', async () => {
    await answerLostWhilePartnerPays({ rail: 'mtn_momo', country: 'uganda', phone: '0772 423 201', e164: '+256772423201', provider: 'mtn-momo' });
  });

  it('a transfer MoMo still cannot find past the grace period fails; once refunded, MoMo paying after all raises "paid after refund" with the evidence', async () => {
    // MoMo has the transfer but answers 404 to its status lookup for 9 s, and pays it only then.
    await sandboxSend('PUT', '/api/payouts/status-lag', { provider: 'mtn-momo', msisdn: '256772423202', forMs: 9_000 });
    const paid = await pay('uganda', '0772 423 202');
    await waitForAttempt(paid.id, 1, 'failed');
    expect((await attemptsOf(paid.id))[0]).toMatchObject({ failure_code: 'partner_unavailable' });

    // The operator gives up on it and refunds the sender.
    expect(await act({ key: `payout_failed:${paid.id}:1`, action: 'refund' })).toMatchObject({ status: 200, body: { outcome: 'done' } });
    await waitUntil(async () => (await rowOf(paid)).refund_id !== null);
    const refunded = await rowOf(paid);
    expect(refunded).toMatchObject({ status: 'failed', failure_reason: expect.stringContaining('has been refunded') });

    // MoMo pays after all: the attempt records it, and the operator is told, with both sides' evidence.
    await waitForAttempt(paid.id, 1, 'delivered', 20_000);
    await waitUntil(async () => (await alertsOf(paid.id)).length > 0);
    const [transfer] = await atPartner.mtn_momo(paid.id);
    expect(await atPartner.mtn_momo(paid.id)).toHaveLength(1);
    expect(transfer).toMatchObject({ status: 'SUCCESSFUL' });
    const [alert] = await alertsOf(paid.id);
    expect(alert).toMatchObject({
      kind: 'paid_after_refund',
      currency: 'UGX',
      resolved_at: null,
      evidence: {
        attempt: expect.objectContaining({ reference: paid.id, rail: 'mtn_momo', state: 'delivered', receipt: String(transfer.financialTransactionId) }),
        otherAttempts: [],
        transfer: expect.objectContaining({ status: 'failed', refundId: refunded.refund_id }),
      },
    });
    expect(Number(alert.amount)).toBe(Number(refunded.recipient_amount));
    expect((await transferEventTypes(db, paid.id)).slice(-1)).toEqual(['LatePayoutDelivered']);

    // What the sender was told stays true: their payment came back; nothing is refunded or paid again.
    const after = await rowOf(paid);
    expect(after).toMatchObject({ status: 'failed', refund_id: refunded.refund_id, failure_reason: refunded.failure_reason });
    expect(await senderDetails(paid)).toMatchObject({ status: 'failed', refunds: [expect.objectContaining({ state: 'succeeded', amount: 109 })] });
    expect(await stripeRefundsOf(after.provider_transfer_id)).toHaveLength(1);

    // The operator settles it outside the product and records how: once, audited.
    const [item] = (await queueOf(paid.id)).filter((i) => i.kind === 'money_alert');
    expect(item).toMatchObject({ key: `money_alert:${alert.id}`, actions: [expect.objectContaining({ name: 'resolve_alert' })], alert: expect.objectContaining({ kind: 'paid_after_refund' }) });
    expect(await act({ key: item.key, action: 'resolve_alert' })).toMatchObject({ status: 409, body: { field: 'note' } });
    expect(await act({ key: item.key, action: 'resolve_alert', note: 'Recipient agreed to return the UGX; ticket 88' })).toMatchObject({ status: 200, body: { outcome: 'done' } });
    expect(await act({ key: item.key, action: 'resolve_alert', note: 'again' })).toMatchObject({ status: 200, body: { outcome: 'already_done' } });
    expect((await queueOf(paid.id)).filter((i) => i.kind === 'money_alert')).toEqual([]);
    expect((await auditOf(item.key)).map((r) => r.action)).toEqual(['attention.resolve_alert']);
    const timeline = await timelineOf(paid.id);
    expect(timeline.alerts).toEqual([expect.objectContaining({ kind: 'paid_after_refund', resolutionNote: 'Recipient agreed to return the UGX; ticket 88' })]);
    expect(timeline.payoutAttempts).toEqual([expect.objectContaining({ reference: paid.id, state: 'delivered' })]);
  });
});

describe('Thunes: telebirr and bank accounts in Ethiopia', () => {
  it('a dispatch whose answer is lost while Thunes pays is neither cancelled nor paid again: the status check finds it delivered', async () => {
    await answerLostWhilePartnerPays({
      rail: 'thunes',
      country: 'ethiopia',
      phone: '0911 423 301',
      e164: '+251911423301',
      delivery: { deliveryMethod: 'telebirr' },
      provider: 'thunes',
    });
  });

  it('an attempt held failed that turns out paid after the operator retried raises "paid twice" with both attempts', async () => {
    const e164 = '+251911423302';
    await loseCallbacks('thunes', e164.slice(1));
    const paid = await whileTampered({ phone: e164, dropAnswers: true, hideStatus: true, firstAttemptOnly: true }, async (lift) => {
      // Thunes creates and pays the first attempt, but we never hear of it, and its lookup does not show it.
      const transfer = await pay('ethiopia', '0911 423 302', { delivery: { deliveryMethod: 'telebirr' } });
      await waitForAttempt(transfer.id, 1, 'unknown');
      await waitUntil(async () => (await atPartner.thunes(transfer.id))[0]?.status === '70000');
      // Within the grace period "not found" fails nothing (the attempt is sent again under its reference, and its answer is lost again)...
      const requestedAt = new Date((await attemptsOf(transfer.id))[0].requested_at).getTime();
      expect(Date.now() - requestedAt).toBeLessThan(GRACE_MS - 500);
      await stack.worker.get(PayoutService).check(transfer.id).catch(() => undefined);
      expect((await attemptsOf(transfer.id))[0].state).toBe('unknown');
      expect(await transferEventTypes(db, transfer.id)).not.toContain('PayoutFailed');
      // ...past it, the partner's "not found" fails the attempt, and the operator has it.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, requestedAt + GRACE_MS + 100 - Date.now())));
      expect(await stack.worker.get(PayoutService).check(transfer.id)).toBe('settled');
      await waitForAttempt(transfer.id, 1, 'failed');
      expect((await queueOf(transfer.id)).map((item) => item.key)).toEqual([`payout_failed:${transfer.id}:1`]);

      // The operator retries: a new attempt, a new transaction at Thunes, delivered.
      expect(await act({ key: `payout_failed:${transfer.id}:1`, action: 'retry_payout' })).toMatchObject({ status: 200, body: { outcome: 'done' } });
      await waitForTransferStatus(db, transfer.sessionId, 'completed');
      lift();
      return transfer;
    });
    expect(await attemptsOf(paid.id)).toEqual([
      expect.objectContaining({ attempt: 1, reference: paid.id, state: 'failed' }),
      expect.objectContaining({ attempt: 2, reference: `${paid.id}-r2`, state: 'delivered' }),
    ]);

    // Thunes' callback about the first transaction comes late (it had been lost): the news is applied to that attempt.
    const lost = (await sandboxGet(`/api/payouts?provider=thunes&kind=callback&reference=${paid.id}`)).filter((a) => a.callback?.lost);
    const completed = lost.find((a) => a.callback.body?.status === '70000');
    expect(completed).toBeDefined();
    const late = await fetch(completed!.callback.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(completed!.callback.body) });
    expect(late.status).toBe(200);
    await waitForAttempt(paid.id, 1, 'delivered');
    await waitUntil(async () => (await alertsOf(paid.id)).length > 0);

    const transactions = await atPartner.thunes(paid.id);
    expect(transactions.map((t) => [t.external_id, t.status]).sort()).toEqual([
      [paid.id, '70000'],
      [`${paid.id}-r2`, '70000'],
    ]);
    const [alert] = await alertsOf(paid.id);
    expect(alert).toMatchObject({
      kind: 'paid_twice',
      currency: 'ETB',
      evidence: {
        attempt: expect.objectContaining({ attempt: 1, reference: paid.id, state: 'delivered' }),
        otherAttempts: [expect.objectContaining({ attempt: 2, reference: `${paid.id}-r2`, state: 'delivered' })],
        transfer: expect.objectContaining({ status: 'completed' }),
      },
    });
    // The transfer stays as the sender knows it: completed by the second attempt.
    const row = await rowOf(paid);
    expect(row).toMatchObject({ status: 'completed', payout_attempt: 2 });
    expect((await transferEventTypes(db, paid.id)).slice(-1)).toEqual(['LatePayoutDelivered']);
    expect((await queueOf(paid.id)).map((i) => [i.kind, i.alert?.kind])).toEqual([['money_alert', 'paid_twice']]);
    expect(await senderDetails(paid)).toMatchObject({ status: 'completed' });
  });

  it('a payout the payer reverses after Thunes completed it reopens the transfer for the operator', async () => {
    const paid = await pay('ethiopia', '0911 423 303', { delivery: { deliveryMethod: 'telebirr' } });
    const done = await waitForTransferStatus(db, paid.sessionId, 'completed');
    const [transaction] = await atPartner.thunes(paid.id);
    await sandboxSend('POST', `/api/thunes/transactions/${transaction.id}/reverse`);

    // Thunes' callback about a delivered attempt is news too: the status query confirms the reversal.
    await waitForAttempt(paid.id, 1, 'reversed');
    await waitForTransferStatus(db, paid.sessionId, 'processing');
    expect(await rowOf(paid)).toMatchObject({ payout_receipt: null, payout_failed_at: expect.any(Date), failure_reason: expect.stringMatching(/Our team will try again or refund/) });
    expect((await transferEventTypes(db, paid.id)).slice(-3)).toEqual(['PayoutDelivered', 'TransferCompleted', 'PayoutReversed']);
    const [item] = await queueOf(paid.id);
    expect(item).toMatchObject({ kind: 'payout_failed', key: `payout_failed:${paid.id}:1` });
    expect(item.actions.map((a: Json) => a.name)).toEqual(expect.arrayContaining(['retry_payout', 'refund']));
    await stack.inbox.withSubject(await senderEmailOf(paid.id), 'Your transfer is delayed');
    expect(done.payout_receipt).toEqual(expect.any(String));
  });
});

describe('Thunes: cash pickup in Eritrea', () => {
  it('a dispatch whose answer is lost while the cash waits at the agent is neither cancelled nor paid again: collected, the status check finds it delivered', async () => {
    await answerLostWhilePartnerPays({ rail: 'thunes', country: 'eritrea', phone: '07 423 401', e164: '+2917423401', provider: 'thunes', collect: true });
  });
});

// ---------------------------------------------------------------------------------------------

/** A paid transfer whose payout M-Pesa cannot make (the number is not registered), refunded by the operator. */
async function refundedByOperator(card: string, phone: string): Promise<CardPaidTransfer> {
  const paid = await pay('kenya', phone, { card });
  await waitUntil(async () => (await rowOf(paid)).payout_failed_at !== null);
  expect(await act({ key: `payout_failed:${paid.id}:1`, action: 'refund' })).toMatchObject({ status: 200, body: { outcome: 'done' } });
  return paid;
}
const waitForRefund = async (transferId: string, attempt: number, state: string) => {
  let refund: Json | undefined;
  await waitUntil(async () => {
    refund = (await refundsOf(transferId)).find((r) => r.purpose === 'transfer' && r.attempt === attempt);
    return refund?.state === state;
  }).catch(() => {
    throw new Error(`refund ${attempt} of ${transferId} is ${refund?.state}, expected ${state}`);
  });
  return refund!;
};

describe('refunds', () => {
  it('a refund that fails while pending reaches the operator, the sender never being told it was refunded; retried, a new refund under a new key succeeds once', async () => {
    // Stripe's "asynchronous success" card: its refunds are pending first.
    const paid = await refundedByOperator('4000000000007726', '0712 999 999');
    const first = await waitForRefund(paid.id, 1, 'pending');
    expect(first).toMatchObject({ idempotency_key: `transfer-${paid.id}-refund`, provider_refund_id: expect.stringMatching(/^re_/) });
    expect(await senderDetails(paid)).toMatchObject({ status: 'failed', refunds: [expect.objectContaining({ state: 'pending', amount: 109 })] });

    // The bank refuses to take the money back.
    await sandboxSend('POST', `/api/stripe/refunds/${first.provider_refund_id}/fail`, { failure_reason: 'declined' });
    await waitUntil(async () => (await rowOf(paid)).refund_refused_at !== null);
    expect(await refundsOf(paid.id)).toEqual([expect.objectContaining({ attempt: 1, state: 'failed', failure_reason: 'declined' })]);
    expect(await rowOf(paid)).toMatchObject({ status: 'failed', refund_id: null, failure_reason: expect.stringMatching(/needs a review by our team/) });
    expect(await transferEventTypes(db, paid.id)).toContain('RefundFailed');
    expect(await transferEventTypes(db, paid.id)).not.toContain('PaymentRefunded');
    const email = await senderEmailOf(paid.id);
    await stack.inbox.withSubject(email, 'Your refund is being reviewed');
    expect((await stack.inbox.messages(email)).filter((m) => /has been refunded/.test(m.text))).toEqual([]);
    expect(await senderDetails(paid)).toMatchObject({ failureReason: expect.not.stringContaining('refunded') });

    const [item] = await queueOf(paid.id);
    expect(item).toMatchObject({ kind: 'refund_refused', key: `refund_refused:${paid.id}` });
    expect(item.actions.map((a: Json) => a.name)).toEqual(['retry_refund', 'mark_refunded']);

    // The operator has it asked again: a new refund, under a new key; a second click changes nothing.
    expect(await act({ key: item.key, action: 'retry_refund' })).toMatchObject({ status: 200, body: { outcome: 'done' } });
    expect(await act({ key: item.key, action: 'retry_refund' })).toMatchObject({ status: 200, body: { outcome: 'already_done' } });
    await waitUntil(async () => (await rowOf(paid)).refund_id !== null);
    const second = await waitForRefund(paid.id, 2, 'succeeded');
    expect(second).toMatchObject({ idempotency_key: `transfer-${paid.id}-refund-2` });
    expect(await rowOf(paid)).toMatchObject({ status: 'failed', refund_id: second.provider_refund_id, refund_refused_at: null, failure_reason: expect.stringContaining('has been refunded') });
    const atStripe = await stripeRefundsOf(first.payment_intent_id);
    expect(atStripe.map((r) => [r.id, r.status, r.amount]).sort()).toEqual(
      [
        [first.provider_refund_id, 'failed', 10900],
        [second.provider_refund_id, 'succeeded', 10900],
      ].sort(),
    );
    expect((await transferEventTypes(db, paid.id)).filter((t) => t === 'PaymentRefunded')).toHaveLength(1);
    expect(await queueOf(paid.id)).toEqual([]);
    await stack.inbox.withSubject(email, 'Your transfer could not be delivered');
    expect((await stack.inbox.messages(email)).filter((m) => /has been refunded/.test(m.text))).toHaveLength(1);
  });

  it('a refund Stripe reported succeeded that fails later takes the refund back from the sender\'s record and reaches the operator', async () => {
    // Stripe's "asynchronous failure" card: its refunds succeed, then fail after a while.
    const paid = await refundedByOperator('4000000000005126', '0712 999 999');
    const refund = await waitForRefund(paid.id, 1, 'succeeded');
    await waitUntil(async () => (await rowOf(paid)).refund_id === refund.provider_refund_id);
    await waitForRefund(paid.id, 1, 'failed');
    await waitUntil(async () => (await rowOf(paid)).refund_refused_at !== null);
    expect(await rowOf(paid)).toMatchObject({ status: 'failed', refund_id: null, failure_reason: expect.stringMatching(/needs a review by our team/) });
    expect((await refundsOf(paid.id))[0]).toMatchObject({ failure_reason: 'expired_or_canceled_card' });
    expect((await transferEventTypes(db, paid.id)).slice(-3)).toEqual(['RefundRequested', 'PaymentRefunded', 'RefundFailed']);
    expect(await senderDetails(paid)).toMatchObject({ failureReason: expect.stringMatching(/needs a review by our team/), refunds: [expect.objectContaining({ state: 'failed' })] });
    await stack.inbox.withSubject(await senderEmailOf(paid.id), 'Your refund is being reviewed');
    expect((await queueOf(paid.id)).map((i) => i.key)).toEqual([`refund_refused:${paid.id}`]);
    // Paid back another way (the card is closed), recorded by the operator once a second one approves (four eyes).
    expect(
      await proposeAndApprove(stack, await operator(), { key: `refund_refused:${paid.id}`, action: 'mark_refunded', note: 'ACH credit to the sender, trace 5521' }, { address: `198.18.23.${(addresses += 1)}` }),
    ).toMatchObject({
      status: 200,
      body: { outcome: 'done' },
    });
    expect(await queueOf(paid.id)).toEqual([]);
  });

  it('a refund deferred for the balance is made again later under a new key, once', async () => {
    await sandboxSend('POST', '/api/stripe/refunds/balance-insufficient', { times: 1 });
    const paid = await refundedByOperator(TEST_CARDS.visa, '0712 999 999');
    const deferred = await waitForRefund(paid.id, 1, 'failed');
    expect(deferred).toMatchObject({ idempotency_key: `transfer-${paid.id}-refund`, provider_refund_id: null, retry_after: expect.any(Date) });
    const row = await rowOf(paid);
    expect(await stripeRefundsOf(row.provider_transfer_id)).toEqual([]);
    // Not the operator's: it passes by itself.
    expect(row).toMatchObject({ status: 'failed', refund_id: null, refund_refused_at: null });
    expect(await queueOf(paid.id)).toEqual([]);

    // Asked again before its time, nothing new is made.
    if (Date.now() < deferred.retry_after.getTime()) {
      await stack.worker.get(RefundService).settle(paid.id);
      expect(await refundsOf(paid.id)).toHaveLength(1);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, deferred.retry_after.getTime() + 100 - Date.now())));
    await reconcileLater();
    const second = await waitForRefund(paid.id, 2, 'succeeded');
    expect(second).toMatchObject({ idempotency_key: `transfer-${paid.id}-refund-2` });
    await waitUntil(async () => (await rowOf(paid)).refund_id !== null);
    expect(await rowOf(paid)).toMatchObject({ refund_id: second.provider_refund_id, failure_reason: expect.stringContaining('has been refunded') });
    expect(await stripeRefundsOf(row.provider_transfer_id)).toEqual([expect.objectContaining({ id: second.provider_refund_id, status: 'succeeded', amount: 10900 })]);
    expect((await transferEventTypes(db, paid.id)).filter((t) => t === 'RefundRequested')).toHaveLength(2);
  });
});

describe('money nobody asked for, and senders on hold', () => {
  it('a payment that succeeds for an expired checkout is refunded by itself, whole, once', async () => {
    const client = newClient();
    await signUpAndSignIn(stack, client);
    const created = await client.post('/api/create-card-session', await quotedTransferRequest(client, { recipientPhone: '0712 423 501' }));
    const { sessionId } = await json<{ sessionId: string }>(created);
    const { id, total_amount: total } = await transferRow(db, sessionId);
    await db.query(`update transactions set created_at = created_at - interval '25 hours' where id = $1`, [id]);
    await stack.worker.get(TransferReconciliation).reconcile();
    expect(await transferRow(db, sessionId)).toMatchObject({ status: 'cancelled' });

    // A payment for it reaches the provider anyway (a tab left open, a client's own retry).
    const { hostname, port } = new URL(stack.sandboxUrl);
    const stripe = new Stripe('sk_test_sandbox', { host: hostname, port: Number(port), protocol: 'http' });
    const intent = await stripe.paymentIntents.create({
      amount: Math.round(Number(total) * 100),
      currency: 'usd',
      payment_method: await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa),
      confirm: true,
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      metadata: { transferId: id, sessionId },
    });
    expect(intent.status).toBe('succeeded');

    await waitUntil(async () => (await refundsOf(id))[0]?.state === 'succeeded');
    const [refund] = await refundsOf(id);
    expect(refund).toMatchObject({ purpose: 'orphan_payment', attempt: 1, payment_intent_id: intent.id, idempotency_key: `orphan-${intent.id}-refund`, amount: total });
    expect(await stripeRefundsOf(intent.id)).toEqual([expect.objectContaining({ id: refund.provider_refund_id, status: 'succeeded', amount: intent.amount })]);
    await waitUntil(async () => (await transferEventTypes(db, id)).includes('OrphanPaymentRefunded'));
    expect(await transferEventTypes(db, id)).toEqual(['TransferCreated', 'TransferCancelled', 'OrphanPaymentReceived', 'OrphanPaymentRefunded']);
    expect(await transferRow(db, sessionId)).toMatchObject({ status: 'cancelled', payment_confirmed_at: null, payout_id: null });
    expect(await attemptsOf(id)).toEqual([]);
    // Its own delivery again changes nothing.
    const [delivery] = await sandboxGet(`/api/webhooks?paymentIntentId=${intent.id}&type=payment_intent.succeeded`);
    await sandboxSend('POST', `/api/webhooks/${delivery.eventId}/redeliver`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await refundsOf(id)).toHaveLength(1);
    expect(await stripeRefundsOf(intent.id)).toHaveLength(1);
  });

  it("a suspended sender's paid transfers are held with nothing sent; the operator releases one and refunds the other", async () => {
    const payouts = stack.worker.get(JobQueue).queue('payouts');
    const client = newClient();
    let first: CardPaidTransfer;
    let second: CardPaidTransfer;
    await payouts.pause();
    try {
      first = await payByCard(stack, db, client, { country: 'kenya', recipientPhone: '0712 423 601' });
      second = await payAgainByCard(stack, db, client, { country: 'kenya', recipientPhone: '0712 423 602' });
      for (const paid of [first, second]) await waitUntil(async () => (await transferEventTypes(db, paid.id)).includes('PaymentSucceeded'));
      const { user_id: userId } = await rowOf(first);
      const suspended = await (await operator()).request('PUT', `/api/admin/users/${userId}/status`, { action: 'suspend' });
      expect(suspended.status).toBe(200);
    } finally {
      await payouts.resume();
    }
    for (const paid of [first, second]) await waitUntil(async () => (await rowOf(paid)).payout_held_at !== null);
    for (const paid of [first, second]) {
      expect(await rowOf(paid)).toMatchObject({ status: 'processing', payout_id: null });
      expect(await attemptsOf(paid.id)).toEqual([]);
      expect(await atPartner.daraja(paid.id)).toEqual([]);
      const [item] = await queueOf(paid.id);
      expect(item).toMatchObject({ kind: 'payout_held', key: `payout_held:${paid.id}` });
      expect(item.actions.map((a: Json) => a.name)).toEqual(['release_payout', 'refund']);
    }

    // Released (the sender may be paid out despite the suspension): it goes, once.
    expect(await act({ key: `payout_held:${first.id}`, action: 'release_payout' })).toMatchObject({ status: 200, body: { outcome: 'done' } });
    expect(await act({ key: `payout_held:${first.id}`, action: 'refund' })).toMatchObject({ status: 200, body: { outcome: 'already_done' } });
    const delivered = await waitForTransferStatus(db, first.sessionId, 'completed');
    expect(await atPartner.daraja(first.id)).toHaveLength(1);
    expect(await stripeRefundsOf(delivered.provider_transfer_id)).toEqual([]);

    // Refunded instead: nothing is sent, the whole payment comes back.
    expect(await act({ key: `payout_held:${second.id}`, action: 'refund' })).toMatchObject({ status: 200, body: { outcome: 'done' } });
    expect(await act({ key: `payout_held:${second.id}`, action: 'release_payout' })).toMatchObject({ status: 200, body: { outcome: 'already_done' } });
    await waitUntil(async () => (await rowOf(second)).refund_id !== null);
    const refunded = await rowOf(second);
    expect(refunded).toMatchObject({ status: 'failed', payout_id: null });
    expect(await stripeRefundsOf(refunded.provider_transfer_id)).toEqual([expect.objectContaining({ amount: 10900, status: 'succeeded' })]);
    expect(await atPartner.daraja(second.id)).toEqual([]);
    expect(await transferEventTypes(db, second.id)).toEqual(expect.arrayContaining(['PayoutHeld', 'PayoutAbandoned', 'PaymentRefunded']));
    for (const paid of [first, second]) expect(await queueOf(paid.id)).toEqual([]);
    expect((await auditOf(`payout_held:${first.id}`)).map((r) => r.action)).toEqual(['attention.release_payout']);
    expect((await auditOf(`payout_held:${second.id}`)).map((r) => r.action)).toEqual(['attention.refund']);
  });
});

describe('a one-step payment with a saved card', () => {
  it('without an Idempotency-Key header is refused with 400 and charges nothing; with one, a replay charges once', async () => {
    const client = newClient();
    const { userId } = await signUpAndSignIn(stack, client);
    const saved = await client.post('/api/add-payment-method', { type: 'card', paymentMethodId: await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa) });
    expect(saved.status).toBe(201);
    const { id: savedPaymentMethodId } = await json<{ id: number }>(saved);
    const request = { ...(await quotedTransferRequest(client, { recipientPhone: '0712 423 701' })), savedPaymentMethodId };
    const intentsBefore = (await sandboxGet('/api/stripe/payment_intents')).length;

    const refused = await client.post('/api/process-card-payment', request);
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ code: 'REQUEST.IDEMPOTENCY_KEY_REQUIRED', field: 'Idempotency-Key' });
    expect((await db.query('select count(*)::int as n from transactions where user_id = $1', [userId])).rows[0].n).toBe(0);
    expect(await sandboxGet('/api/stripe/payment_intents')).toHaveLength(intentsBefore);

    const key = randomUUID();
    const answers = [await client.post('/api/process-card-payment', request, { 'Idempotency-Key': key }), await client.post('/api/process-card-payment', request, { 'Idempotency-Key': key })];
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const [firstAnswer, replay] = await Promise.all(answers.map((a) => json(a)));
    expect(replay.sessionId).toBe(firstAnswer.sessionId);
    expect((await db.query('select count(*)::int as n from transactions where user_id = $1', [userId])).rows[0].n).toBe(1);
    expect(await sandboxGet('/api/stripe/payment_intents')).toHaveLength(intentsBefore + 1);
  });
});
