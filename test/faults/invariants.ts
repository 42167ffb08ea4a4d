import type pg from 'pg';
import type { TransferEvent } from '../../src/transfers/domain/transfer.events.js';
import { momoReferenceId } from '../../src/payments/payouts/mtn-momo/mtn-momo-reference-id.js';
import { replayStatus } from '../../src/transfers/domain/replay-status.js';
import type { InjectedFault } from './fault-schedule.js';
import type { RequestRecord } from './load-balancer.js';
import type { JourneyResult } from './sender-journeys.js';
import { SCENARIOS, expectedEnd } from './transfer-plan.js';

/** One line of the closing table: what was checked, the figures, and whether it held. */
export interface Check {
  name: string;
  figure: string;
  ok: boolean;
  /** Up to a few offenders, printed under the table when it failed. */
  offenders?: string[];
}

export interface StoredTransfer {
  id: string;
  sessionId: string;
  status: string;
  currency: string;
  totalCents: bigint;
  recipientHundredths: bigint;
  paid: boolean;
  refundId: string | null;
  reversed: boolean;
  /** The PaymentIntent that paid it (Stripe's id), once one was submitted. */
  providerTransferId: string | null;
  cancelledBySender: boolean;
  eventCount: number;
  createdAt: Date;
  /** When its last event was recorded. */
  settledAt: Date;
  events: { sequence: number; type: string; payload: TransferEvent }[];
}

/** What the providers hold, as the sandbox's own JSON APIs show it. */
export interface ProviderRecords {
  paymentIntents: Array<{ id: string; status: string; amount: number; amount_received: number; metadata: Record<string, string> }>;
  refunds: Array<{ id: string; amount: number; status: string; payment_intent: string; failure_reason?: string | null; metadata?: Record<string, string> }>;
  /**
   * Per partner record: the transfer it pays (its reference without a retry suffix), the
   * partner's status, whether it delivered (ever), whether the partner took it back
   * (`reversed`), whether the recipient keeps it (`paid`: delivered and not reversed), and how
   * much (hundredths of its currency).
   */
  payouts: Array<{ rail: string; reference: string; transferId: string; partnerId: string; status: string; delivered: boolean; reversed: boolean; paid: boolean; currency: string; hundredths: bigint }>;
  chaos: { enabled: boolean; copies: number; maxDelayMs: number; seed: number | null; deliveries: number; duplicates: number; overtaking: number };
  /** Records held per store; each keeps its last 1000, so a store at capacity may have forgotten some. */
  storeSizes: Record<string, number>;
}

/** Our own records of money after the charge: payout attempts, refunds and money alerts (the operator queue's "paid twice" and kin). */
export interface MoneyRecords {
  attempts: Array<{ transferId: string; attempt: number; reference: string; rail: string; state: string; hundredths: bigint; currency: string }>;
  refunds: Array<{ id: string; transferId: string; purpose: string; paymentIntentId: string; cents: bigint; attempt: number; state: string; providerRefundId: string | null }>;
  alerts: Array<{ id: string; transferId: string; kind: string; hundredths: bigint; currency: string; resolved: boolean; note: string | null }>;
}

/** What the operator desk and Stripe's stand-in did for the racing scenarios (operator-desk.ts). */
export interface DeskReport {
  refunded: ReadonlyMap<string, string>;
  retried: ReadonlyMap<string, string>;
  refundsFailed: ReadonlyMap<string, string>;
  refundsRetried: ReadonlyMap<string, string>;
  alertsResolved: ReadonlyMap<string, string>;
}

const FINAL = new Set(['completed', 'failed', 'cancelled']);
const OPEN_ATTEMPT = new Set(['requested', 'unknown', 'accepted', 'ready_for_pickup']);
const OPEN_REFUND = new Set(['requested', 'pending']);
/** Alerts that tell the operator a recipient was paid more than the transfer says. */
const PAID_ALERTS = new Set(['paid_twice', 'paid_after_refund']);

/** "123.45" (or a number) as hundredths, exactly. */
export function hundredths(value: string | number): bigint {
  const text = typeof value === 'number' ? value.toFixed(2) : value;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] ? -cents : cents;
}

export function dollars(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}$${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

export async function readTransfers(db: pg.Pool): Promise<StoredTransfer[]> {
  const { rows } = await db.query(
    `select id, session_id, status, currency_code, total_amount::text as total, recipient_amount::text as recipient,
            payment_confirmed_at is not null as paid, refund_id, payment_reversed_at is not null as reversed,
            provider_transfer_id, cancelled_by_sender_at is not null as cancelled_by_sender, event_count, created_at
       from transactions`,
  );
  const events = await db.query('select transfer_id, sequence, type, payload, occurred_at from transfer_events order by transfer_id, sequence');
  const byTransfer = new Map<string, StoredTransfer['events']>();
  const lastAt = new Map<string, Date>();
  for (const row of events.rows) {
    const list = byTransfer.get(row.transfer_id) ?? [];
    list.push({ sequence: row.sequence, type: row.type, payload: row.payload as TransferEvent });
    byTransfer.set(row.transfer_id, list);
    lastAt.set(row.transfer_id, row.occurred_at as Date);
  }
  return rows.map((row) => ({
    id: row.id,
    sessionId: row.session_id,
    status: row.status,
    currency: row.currency_code,
    totalCents: hundredths(row.total),
    recipientHundredths: hundredths(row.recipient),
    paid: row.paid,
    refundId: row.refund_id,
    reversed: row.reversed,
    providerTransferId: row.provider_transfer_id,
    cancelledBySender: row.cancelled_by_sender,
    eventCount: row.event_count,
    createdAt: row.created_at,
    settledAt: lastAt.get(row.id) ?? row.created_at,
    events: byTransfer.get(row.id) ?? [],
  }));
}

export async function readMoneyRecords(db: pg.Pool): Promise<MoneyRecords> {
  // One client answers one query at a time.
  const attempts = await db.query('select transfer_id, attempt, reference, rail, state, amount::text as amount, currency from payout_attempts order by transfer_id, attempt');
  const refunds = await db.query(
    `select id, transfer_id, purpose, payment_intent_id, amount::text as amount, attempt, state, provider_refund_id
       from refunds order by transfer_id, requested_at`,
  );
  const alerts = await db.query('select id, transfer_id, kind, amount::text as amount, currency, resolved_at is not null as resolved, resolution_note from money_alerts order by raised_at');
  return {
    attempts: attempts.rows.map((r) => ({
      transferId: r.transfer_id,
      attempt: r.attempt,
      reference: r.reference,
      rail: r.rail,
      state: r.state,
      hundredths: hundredths(r.amount),
      currency: r.currency,
    })),
    refunds: refunds.rows.map((r) => ({
      id: r.id,
      transferId: r.transfer_id,
      purpose: r.purpose,
      paymentIntentId: r.payment_intent_id,
      cents: hundredths(r.amount),
      attempt: r.attempt,
      state: r.state,
      providerRefundId: r.provider_refund_id,
    })),
    alerts: alerts.rows.map((r) => ({
      id: r.id,
      transferId: r.transfer_id,
      kind: r.kind,
      hundredths: hundredths(r.amount),
      currency: r.currency,
      resolved: r.resolved,
      note: r.resolution_note,
    })),
  };
}

export async function readProviderRecords(sandboxUrl: string): Promise<ProviderRecords> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${sandboxUrl}${path}`);
    if (!response.ok) throw new Error(`sandbox ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const [paymentIntents, refunds, daraja, momo, thunes, chaos] = await Promise.all([
    get<ProviderRecords['paymentIntents']>('/api/stripe/payment_intents'),
    get<ProviderRecords['refunds']>('/api/stripe/refunds'),
    get<Array<{ originatorConversationId: string; conversationId: string; state: string; amount: number }>>('/api/daraja/payments'),
    get<Array<{ externalId?: string; referenceId: string; status: string; amount: string; currency: string }>>('/api/mtn-momo/transfers'),
    get<Array<{ id: string | number; external_id: string; status: string; destination: { amount: number; currency: string } }>>('/api/thunes/transactions'),
    get<ProviderRecords['chaos']>('/api/faults/deliveries'),
  ]);
  const transferOf = (reference: string) => reference.replace(/-r\d+$/, '');
  const payouts: ProviderRecords['payouts'] = [
    ...daraja.map((p) => ({
      rail: 'daraja',
      reference: p.originatorConversationId,
      transferId: transferOf(p.originatorConversationId),
      partnerId: p.conversationId,
      status: p.state,
      delivered: p.state === 'completed',
      reversed: false,
      paid: p.state === 'completed',
      currency: 'KES',
      hundredths: hundredths(p.amount),
    })),
    ...momo.map((t) => ({
      rail: 'mtn_momo',
      reference: t.externalId ?? t.referenceId,
      transferId: transferOf(t.externalId ?? t.referenceId),
      partnerId: t.referenceId,
      status: t.status,
      delivered: t.status === 'SUCCESSFUL',
      reversed: false,
      paid: t.status === 'SUCCESSFUL',
      currency: t.currency,
      hundredths: hundredths(t.amount),
    })),
    // Thunes: 70000 COMPLETED; 80000 REVERSED (it was paid, then the payer took it back).
    ...thunes.map((t) => ({
      rail: 'thunes',
      reference: t.external_id,
      transferId: transferOf(t.external_id),
      partnerId: String(t.id),
      status: String(t.status),
      delivered: ['70000', '80000'].includes(String(t.status)),
      reversed: String(t.status) === '80000',
      paid: String(t.status) === '70000',
      currency: t.destination.currency,
      hundredths: hundredths(t.destination.amount),
    })),
  ];
  return {
    paymentIntents,
    refunds,
    payouts,
    chaos,
    storeSizes: { paymentIntents: paymentIntents.length, refunds: refunds.length, daraja: daraja.length, momo: momo.length, thunes: thunes.length },
  };
}

const some = (list: string[]) => list.slice(0, 8);

export interface InvariantInputs {
  transfers: StoredTransfer[];
  money: MoneyRecords;
  desk: DeskReport;
  journeys: JourneyResult[];
  providers: ProviderRecords;
  requests: RequestRecord[];
  faults: InjectedFault[];
  /** Every transfer must be final within this many seconds of its creation. */
  boundSeconds: number;
  minimumTransfers: number;
  /** Operator queue items still open at the end, and anything the desk did not expect. */
  attentionLeft: string[];
  /** A request answered 5xx this long after an api came back still counts as the restart's. */
  restartGraceMs: number;
  /** A 503 this long after Redis came back still counts as its restart's (the apis' clients reconnect with backoff). */
  redisReconnectGraceMs: number;
}

export function checkInvariants(input: InvariantInputs): Check[] {
  const { transfers, journeys, providers, requests, faults, money } = input;
  const bySession = new Map(transfers.map((t) => [t.sessionId, t]));
  const ours = new Set(transfers.map((t) => t.id));
  const checks: Check[] = [];

  const problems = journeys.filter((j) => j.problem);
  checks.push({
    name: 'transfers driven through the HTTP API',
    figure: `${transfers.length} transfers by ${new Set(journeys.map((j) => j.plan.label.split('-')[0])).size} senders; ${problems.length} unexpected answers`,
    ok: transfers.length >= input.minimumTransfers && problems.length === 0,
    offenders: some(problems.map((j) => `${j.plan.label} ${j.plan.scenario}: ${j.problem}`)),
  });

  const unfinished = transfers.filter((t) => !FINAL.has(t.status));
  const seconds = transfers.map((t) => (t.settledAt.getTime() - t.createdAt.getTime()) / 1000).sort((a, b) => a - b);
  const late = transfers.filter((t) => (t.settledAt.getTime() - t.createdAt.getTime()) / 1000 > input.boundSeconds);
  const counts = (status: string) => transfers.filter((t) => t.status === status).length;
  checks.push({
    name: `every transfer final within ${input.boundSeconds} s of its creation`,
    figure:
      `${transfers.length - unfinished.length}/${transfers.length} final (completed ${counts('completed')}, failed ${counts('failed')}, ` +
      `cancelled ${counts('cancelled')}); slowest ${seconds.at(-1)?.toFixed(1)} s, p95 ${seconds[Math.floor(seconds.length * 0.95)]?.toFixed(1)} s`,
    ok: unfinished.length === 0 && late.length === 0,
    offenders: some([
      ...unfinished.map((t) => `${t.id} still ${t.status} after: ${t.events.map((e) => e.type).join(', ')}`),
      ...late.map((t) => `${t.id} took ${((t.settledAt.getTime() - t.createdAt.getTime()) / 1000).toFixed(1)} s`),
    ]),
  });

  const mismatched: string[] = [];
  for (const journey of journeys) {
    if (!journey.sessionId) continue;
    const t = bySession.get(journey.sessionId);
    const expected = expectedEnd(journey.plan.scenario, journey.race);
    if (!t) mismatched.push(`${journey.plan.label}: no transfer for session ${journey.sessionId}`);
    else if (t.status !== expected.ends || (t.refundId !== null) !== expected.refunded) {
      const raced = journey.race?.cancelStatus !== undefined ? ` after the cancellation answered ${journey.race.cancelStatus}` : '';
      mismatched.push(`${journey.plan.label} ${journey.plan.scenario} ${t.id}: ${t.status}${t.refundId ? ' refunded' : ''}, expected ${expected.ends}${expected.refunded ? ' refunded' : ''}${raced} (${t.events.map((e) => e.type).join(', ')})`);
    }
  }
  const byScenario = Object.keys(SCENARIOS)
    .map((name) => `${name} ${journeys.filter((j) => j.plan.scenario === name).length}`)
    .join(', ');
  checks.push({
    name: 'each transfer ended as its scenario says',
    figure: `${journeys.length - mismatched.length}/${journeys.length} as planned (${byScenario})`,
    ok: mismatched.length === 0,
    offenders: some(mismatched),
  });

  // Charges and refunds, from the card provider's own records.
  const charged = providers.paymentIntents.filter((pi) => pi.amount_received > 0);
  const chargesPerTransfer = new Map<string, number>();
  for (const pi of charged) chargesPerTransfer.set(pi.metadata['transferId'] ?? `(no transfer) ${pi.id}`, (chargesPerTransfer.get(pi.metadata['transferId'] ?? `(no transfer) ${pi.id}`) ?? 0) + 1);
  const doubleCharged = [...chargesPerTransfer].filter(([, n]) => n > 1);
  const orphanCharges = charged.filter((pi) => !ours.has(pi.metadata['transferId'] ?? ''));
  const succeededRefunds = providers.refunds.filter((r) => r.status === 'succeeded');
  const transferOfIntent = new Map(providers.paymentIntents.map((pi) => [pi.id, pi.metadata['transferId'] ?? '']));
  const refundsPerTransfer = new Map<string, number>();
  for (const r of succeededRefunds) refundsPerTransfer.set(transferOfIntent.get(r.payment_intent) ?? r.payment_intent, (refundsPerTransfer.get(transferOfIntent.get(r.payment_intent) ?? r.payment_intent) ?? 0) + 1);
  const doubleRefunded = [...refundsPerTransfer].filter(([, n]) => n > 1);
  checks.push({
    name: 'no transfer charged more than once (card provider)',
    figure: `${charged.length} charges for ${chargesPerTransfer.size} transfers of ${providers.paymentIntents.length} PaymentIntents; ${doubleCharged.length} charged twice, ${orphanCharges.length} charges without a transfer; ${succeededRefunds.length} refunds, ${doubleRefunded.length} refunded twice`,
    ok: doubleCharged.length === 0 && orphanCharges.length === 0 && doubleRefunded.length === 0,
    offenders: some([
      ...doubleCharged.map(([id, n]) => `${id} charged ${n} times`),
      ...orphanCharges.map((pi) => `${pi.id} charged ${pi.amount_received} for ${pi.metadata['transferId'] ?? 'nothing'}`),
      ...doubleRefunded.map(([id, n]) => `${id} refunded ${n} times`),
    ]),
  });

  // Payouts, from the partners' own records: each attempt of ours sent to one partner record at most.
  const payoutsPerTransfer = new Map<string, ProviderRecords['payouts']>();
  for (const p of providers.payouts) payoutsPerTransfer.set(p.transferId, [...(payoutsPerTransfer.get(p.transferId) ?? []), p]);
  const attemptsPerTransfer = new Map<string, MoneyRecords['attempts']>();
  for (const a of money.attempts) attemptsPerTransfer.set(a.transferId, [...(attemptsPerTransfer.get(a.transferId) ?? []), a]);
  const attemptByReference = new Map(money.attempts.map((a) => [a.reference, a]));
  const partnerRecordsOf = new Map<string, ProviderRecords['payouts']>();
  for (const p of providers.payouts) partnerRecordsOf.set(p.reference, [...(partnerRecordsOf.get(p.reference) ?? []), p]);
  const referenceTwice = [...partnerRecordsOf].filter(([, list]) => list.length > 1);
  const noAttempt = providers.payouts.filter((p) => ours.has(p.transferId) && !attemptByReference.has(p.reference));
  const foreign = providers.payouts.filter((p) => !ours.has(p.transferId));
  const retriedAtPartners = [...payoutsPerTransfer].filter(([, list]) => list.length > 1);
  const rails = ['daraja', 'mtn_momo', 'thunes'].map((rail) => `${rail} ${providers.payouts.filter((p) => p.rail === rail).length}`).join(', ');
  checks.push({
    name: 'no payout attempt sent twice (partners)',
    figure:
      `${providers.payouts.length} payouts (${rails}) for ${payoutsPerTransfer.size} transfers (${retriedAtPartners.length} with an operator's retry) ` +
      `of ${money.attempts.length} attempts; ${referenceTwice.length} references paid out twice, ${noAttempt.length} without an attempt of ours`,
    ok: referenceTwice.length === 0 && noAttempt.length === 0 && foreign.length === 0,
    offenders: some([
      ...referenceTwice.map(([reference, list]) => `${reference}: ${list.map((p) => `${p.rail} ${p.status}`).join('; ')}`),
      ...noAttempt.map((p) => `${p.rail} ${p.reference} (${p.status}) has no payout attempt of ours`),
      ...foreign.map((p) => `${p.rail} ${p.reference} pays no transfer of ours`),
    ]),
  });

  // Paid twice: more deliveries the recipient keeps than the transfer stands for, each shown to the operator.
  const alertsOf = new Map<string, MoneyRecords['alerts']>();
  for (const a of money.alerts) if (PAID_ALERTS.has(a.kind)) alertsOf.set(a.transferId, [...(alertsOf.get(a.transferId) ?? []), a]);
  const kept = (id: string) => (payoutsPerTransfer.get(id) ?? []).filter((p) => p.paid);
  const byTransfer = new Map(transfers.map((t) => [t.id, t]));
  const overpaid = transfers
    .map((t) => ({ t, extra: kept(t.id).length - (t.status === 'completed' ? 1 : 0) }))
    .filter(({ extra }) => extra > 0);
  const unshown = overpaid.filter(({ t, extra }) => (alertsOf.get(t.id) ?? []).length < extra);
  // An alert with no payment beyond what the transfer stands for (ever delivered, reversals included) is a false alarm.
  const falseAlarms = [...alertsOf].filter(([id, list]) => {
    const t = byTransfer.get(id);
    const ever = (payoutsPerTransfer.get(id) ?? []).filter((p) => p.delivered).length;
    return !t || ever - (t.status === 'completed' ? 1 : 0) < list.length;
  });
  const alertCount = (kind: string) => money.alerts.filter((a) => a.kind === kind).length;
  checks.push({
    name: 'nothing paid twice unless the operator queue shows it (money alert)',
    figure:
      `${overpaid.length} transfers paid beyond what they stand for, ${unshown.length} without an alert; alerts: paid_twice ${alertCount('paid_twice')}, ` +
      `paid_after_refund ${alertCount('paid_after_refund')} (${money.alerts.filter((a) => PAID_ALERTS.has(a.kind) && a.resolved).length} resolved by the operator), ${falseAlarms.length} without a double payment at the partners`,
    ok: unshown.length === 0 && falseAlarms.length === 0,
    offenders: some([
      ...unshown.map(({ t, extra }) => `${t.id} (${t.status}) paid ${extra} time(s) more than it stands for: ${kept(t.id).map((p) => `${p.rail} ${p.reference}`).join('; ')}; alerts: ${(alertsOf.get(t.id) ?? []).map((a) => a.kind).join(', ') || 'none'}`),
      ...falseAlarms.map(([id, list]) => `${id}: ${list.map((a) => a.kind).join(', ')} alert(s), partners delivered ${(payoutsPerTransfer.get(id) ?? []).filter((p) => p.delivered).length} time(s), transfer ${byTransfer.get(id)?.status}`),
    ]),
  });

  // Refunds: none both paid and failed, and never more back than was paid.
  const stripeRefund = new Map(providers.refunds.map((r) => [r.id, r]));
  const succeededButFailed = money.refunds.filter((r) => r.state === 'succeeded' && r.providerRefundId && stripeRefund.get(r.providerRefundId)?.status !== 'succeeded');
  const transferRefundFailed = transfers.filter((t) => t.refundId !== null && stripeRefund.get(t.refundId)?.status !== 'succeeded');
  const refundedPerIntent = new Map<string, bigint>();
  for (const r of succeededRefunds) refundedPerIntent.set(r.payment_intent, (refundedPerIntent.get(r.payment_intent) ?? 0n) + BigInt(r.amount));
  const overRefundedIntents = providers.paymentIntents.filter((pi) => (refundedPerIntent.get(pi.id) ?? 0n) > BigInt(pi.amount_received));
  const overRefunded = transfers.filter((t) => t.providerTransferId !== null && (refundedPerIntent.get(t.providerTransferId) ?? 0n) > t.totalCents);
  const failedAtStripe = providers.refunds.filter((r) => r.status === 'failed').length;
  checks.push({
    name: 'no refund both paid and reported failed (ours and Stripe)',
    figure:
      `${money.refunds.length} refund records (${money.refunds.filter((r) => r.state === 'succeeded').length} succeeded, ${money.refunds.filter((r) => r.state === 'failed').length} failed); ` +
      `Stripe: ${succeededRefunds.length} succeeded, ${failedAtStripe} failed; ${succeededButFailed.length} succeeded here but not at Stripe, ` +
      `${transferRefundFailed.length} transfers naming a refund Stripe did not make, ${overRefunded.length + overRefundedIntents.length} refunded beyond the payment`,
    ok: succeededButFailed.length === 0 && transferRefundFailed.length === 0 && overRefunded.length === 0 && overRefundedIntents.length === 0,
    offenders: some([
      ...succeededButFailed.map((r) => `refund ${r.id} of ${r.transferId} is succeeded; Stripe's ${r.providerRefundId} is ${stripeRefund.get(r.providerRefundId!)?.status ?? 'unknown'}`),
      ...transferRefundFailed.map((t) => `${t.id} (${t.status}) names refund ${t.refundId}, which Stripe holds as ${stripeRefund.get(t.refundId!)?.status ?? 'unknown'}`),
      ...overRefunded.map((t) => `${t.id}: Stripe refunded ${dollars(refundedPerIntent.get(t.providerTransferId!) ?? 0n)} of its ${dollars(t.totalCents)}`),
      ...overRefundedIntents.map((pi) => `${pi.id}: refunded ${dollars(refundedPerIntent.get(pi.id) ?? 0n)} of ${dollars(BigInt(pi.amount_received))} captured`),
    ]),
  });

  // Money in: captured minus what Stripe refunded (succeeded only) equals what transfers kept.
  const captured = charged.reduce((sum, pi) => sum + BigInt(pi.amount_received), 0n);
  const refunded = succeededRefunds.reduce((sum, r) => sum + BigInt(r.amount), 0n);
  const keptTotal = transfers.filter((t) => t.paid && t.refundId === null && !t.reversed).reduce((sum, t) => sum + t.totalCents, 0n);
  const capturedBy = new Map<string, bigint>();
  for (const pi of charged) capturedBy.set(pi.metadata['transferId'] ?? '', (capturedBy.get(pi.metadata['transferId'] ?? '') ?? 0n) + BigInt(pi.amount_received));
  for (const r of succeededRefunds) {
    const id = transferOfIntent.get(r.payment_intent) ?? '';
    capturedBy.set(id, (capturedBy.get(id) ?? 0n) - BigInt(r.amount));
  }
  const unbalanced = transfers.filter((t) => (capturedBy.get(t.id) ?? 0n) !== (t.paid && t.refundId === null && !t.reversed ? t.totalCents : 0n));
  checks.push({
    name: 'money conserved: captured - refunded (succeeded at Stripe) = transfers paid and not refunded',
    figure: `${dollars(captured)} - ${dollars(refunded)} = ${dollars(captured - refunded)}; transfers kept ${dollars(keptTotal)}`,
    ok: captured - refunded === keptTotal && unbalanced.length === 0,
    offenders: some(unbalanced.map((t) => `${t.id} (${t.status}${t.refundId ? ', refunded' : ''}): provider holds ${dollars(capturedBy.get(t.id) ?? 0n)}, transfer ${dollars(t.paid && !t.refundId && !t.reversed ? t.totalCents : 0n)}`)),
  });

  // Money out: what the partners paid and did not take back equals what completed transfers
  // promised, plus what the operator queue shows as paid beyond that (money alerts).
  const paidOut = new Map<string, bigint>();
  for (const p of providers.payouts.filter((p) => p.paid)) paidOut.set(p.currency, (paidOut.get(p.currency) ?? 0n) + p.hundredths);
  const promised = new Map<string, bigint>();
  for (const t of transfers.filter((t) => t.status === 'completed')) promised.set(t.currency, (promised.get(t.currency) ?? 0n) + t.recipientHundredths);
  const alerted = new Map<string, bigint>();
  for (const a of money.alerts.filter((a) => PAID_ALERTS.has(a.kind))) alerted.set(a.currency, (alerted.get(a.currency) ?? 0n) + a.hundredths);
  const currencies = [...new Set([...paidOut.keys(), ...promised.keys(), ...alerted.keys()])].sort();
  const wrongPayout = transfers.filter((t) => {
    const paid = kept(t.id);
    const expected = (t.status === 'completed' ? 1 : 0) + (alertsOf.get(t.id) ?? []).length;
    return paid.length !== expected || paid.some((p) => p.hundredths !== t.recipientHundredths);
  });
  const reversedCount = providers.payouts.filter((p) => p.reversed).length;
  checks.push({
    name: 'payouts conserved: delivered and not reversed = completed transfers + money alerts',
    figure:
      currencies.map((c) => `${c} ${fmt(paidOut.get(c) ?? 0n)}/${fmt(promised.get(c) ?? 0n)}${alerted.get(c) ? ` + ${fmt(alerted.get(c)!)} alerted` : ''}`).join(', ') +
      `; ${reversedCount} reversed by the partner`,
    ok: wrongPayout.length === 0 && currencies.every((c) => (paidOut.get(c) ?? 0n) === (promised.get(c) ?? 0n) + (alerted.get(c) ?? 0n)),
    offenders: some(
      wrongPayout.map(
        (t) => `${t.id} ${t.status} (${fmt(t.recipientHundredths)} ${t.currency}): partners paid ${kept(t.id).map((p) => `${p.rail} ${p.reference} ${fmt(p.hundredths)}`).join('; ') || 'nothing'}; alerts ${(alertsOf.get(t.id) ?? []).length}`,
      ),
    ),
  });

  // Our records of money after the charge are final and say what the providers say.
  const openAttempts = money.attempts.filter((a) => OPEN_ATTEMPT.has(a.state));
  const openRefunds = money.refunds.filter((r) => OPEN_REFUND.has(r.state));
  const attemptDisagrees = money.attempts.filter((a) => {
    const at = (partnerRecordsOf.get(a.reference) ?? [])[0];
    switch (a.state) {
      case 'delivered':
        return !at?.paid;
      case 'reversed':
        return !at?.reversed;
      case 'failed':
      case 'cancelled':
        return at?.paid === true;
      default:
        return false;
    }
  });
  const stateAtStripe: Record<string, string> = { succeeded: 'succeeded', failed: 'failed', cancelled: 'canceled', pending: 'pending', requested: 'pending' };
  const refundDisagrees = money.refunds.filter((r) => {
    if (OPEN_REFUND.has(r.state)) return false;
    const at = r.providerRefundId ? stripeRefund.get(r.providerRefundId) : providers.refunds.find((s) => s.metadata?.['refundId'] === r.id);
    // A refusal (failed, no Stripe refund) agrees with no refund at Stripe.
    return at ? at.status !== stateAtStripe[r.state] : r.state === 'succeeded';
  });
  const recordedRefunds = new Set(money.refunds.map((r) => r.providerRefundId).filter(Boolean));
  const recordedRefundIds = new Set(money.refunds.map((r) => r.id));
  const unrecordedRefunds = providers.refunds.filter(
    (r) => ours.has(transferOfIntent.get(r.payment_intent) ?? '') && !recordedRefunds.has(r.id) && !recordedRefundIds.has(r.metadata?.['refundId'] ?? ''),
  );
  const attemptStates = [...new Set(money.attempts.map((a) => a.state))].sort().map((state) => `${state} ${money.attempts.filter((a) => a.state === state).length}`).join(', ');
  checks.push({
    name: 'every payout attempt and refund final, and as the providers have it',
    figure:
      `${money.attempts.length} attempts (${attemptStates}), ${openAttempts.length} open, ${attemptDisagrees.length} disagreeing with the partner; ` +
      `${money.refunds.length} refunds, ${openRefunds.length} open, ${refundDisagrees.length + unrecordedRefunds.length} disagreeing with Stripe`,
    ok: openAttempts.length + openRefunds.length + attemptDisagrees.length + refundDisagrees.length + unrecordedRefunds.length === 0,
    offenders: some([
      ...openAttempts.map((a) => `attempt ${a.reference} (${a.rail}) still ${a.state}; partner: ${(partnerRecordsOf.get(a.reference) ?? [])[0]?.status ?? 'nothing'}`),
      ...openRefunds.map((r) => `refund ${r.id} of ${r.transferId} still ${r.state}; Stripe: ${r.providerRefundId ? stripeRefund.get(r.providerRefundId)?.status : 'no refund id'}`),
      ...attemptDisagrees.map((a) => `attempt ${a.reference} (${a.rail}) is ${a.state}; partner: ${(partnerRecordsOf.get(a.reference) ?? [])[0]?.status ?? 'nothing'}`),
      ...refundDisagrees.map((r) => `refund ${r.id} of ${r.transferId} is ${r.state}; Stripe's ${r.providerRefundId ?? '(none)'} is ${r.providerRefundId ? stripeRefund.get(r.providerRefundId)?.status : 'not made'}`),
      ...unrecordedRefunds.map((r) => `Stripe refund ${r.id} (${r.status}) of ${transferOfIntent.get(r.payment_intent)} has no refund record of ours`),
    ]),
  });

  checks.push(...raceChecks(input, { bySession, payoutsPerTransfer, attemptsPerTransfer, alertsOf, refundsAtStripe: (t) => providers.refunds.filter((r) => t.providerTransferId !== null && r.payment_intent === t.providerTransferId) }));

  const replayed = transfers.filter((t) => {
    const contiguous = t.events.length === t.eventCount && t.events.every((e, i) => e.sequence === i + 1);
    return !contiguous || replayStatus(t.events.map((e) => e.payload)) !== t.status;
  });
  checks.push({
    name: "every transfer's events replay to its status",
    figure: `${transfers.length - replayed.length}/${transfers.length} (${transfers.reduce((n, t) => n + t.events.length, 0)} events)`,
    ok: replayed.length === 0,
    offenders: some(replayed.map((t) => `${t.id} is ${t.status}, events say ${safeReplay(t)}: ${t.events.map((e) => `${e.sequence}:${e.type}`).join(', ')}`)),
  });

  const restarts = faults.filter((f) => f.kind === 'api-restart');
  const redisRestarts = faults.filter((f) => f.kind === 'redis-restart');
  const postgresRestarts = faults.filter((f) => f.kind === 'postgres-restart');
  const within = (r: RequestRecord, windows: InjectedFault[], graceMs: number) => windows.some((f) => r.at >= f.from && r.at <= f.to + graceMs);
  const errors = requests.filter((r) => r.status >= 500);
  const inApiRestart = errors.filter((r) => within(r, restarts, input.restartGraceMs));
  // While Redis restarts, a request that needs it (a session, a rate limit, a queue) is answered
  // 503, to be tried again; its clients reconnect within a few seconds after it is back.
  const inRedisRestart = errors.filter((r) => !inApiRestart.includes(r) && r.status === 503 && within(r, redisRestarts, input.redisReconnectGraceMs));
  // The same while PostgreSQL restarts: a request that needs the database is answered 503 SERVICE.UNAVAILABLE.
  const inPostgresRestart = errors.filter(
    (r) => !inApiRestart.includes(r) && !inRedisRestart.includes(r) && r.status === 503 && within(r, postgresRestarts, input.redisReconnectGraceMs),
  );
  const outside = errors.filter((r) => !inApiRestart.includes(r) && !inRedisRestart.includes(r) && !inPostgresRestart.includes(r));
  checks.push({
    name: 'no 5xx outside the api restart window (503 only while Redis or PostgreSQL restarts)',
    figure:
      `${requests.length} requests (${requests.filter((r) => r.source === 'provider').length} webhooks/callbacks; api-1 ${requests.filter((r) => r.upstream === 0).length}, api-2 ${requests.filter((r) => r.upstream === 1).length}); ` +
      `5xx: ${inApiRestart.length} in the api restart, ${inRedisRestart.length} 503 in the Redis restart, ${inPostgresRestart.length} 503 in the PostgreSQL restart, ${outside.length} elsewhere`,
    ok: outside.length === 0,
    offenders: some(outside.map((r) => `${new Date(r.at).toISOString()} ${r.method} ${r.path} ${r.status}${r.error ? ` (${r.error})` : ''}`)),
  });

  checks.push({
    name: 'nothing left for a person (operator queue)',
    figure: `${input.attentionLeft.length} item(s)`,
    ok: input.attentionLeft.length === 0,
    offenders: some(input.attentionLeft),
  });

  const kills = faults.filter((f) => f.kind === 'worker-kill');
  const midJob = kills.filter((f) => f.midJob);
  const chaos = providers.chaos;
  checks.push({
    name: 'faults injected as planned',
    figure:
      `workers SIGKILLed mid-job ${midJob.length}/${kills.length}, redis restarts ${redisRestarts.length}, postgres restarts ${postgresRestarts.length}, ` +
      `api restarts ${restarts.length}; deliveries x${chaos.copies} (+${chaos.duplicates} duplicates, ${chaos.overtaking} out of order, waits up to ${chaos.maxDelayMs} ms)`,
    ok:
      midJob.length >= 2 &&
      redisRestarts.length >= 1 &&
      postgresRestarts.length >= 1 &&
      restarts.length >= 1 &&
      chaos.enabled &&
      chaos.copies >= 3 &&
      chaos.overtaking > 0,
  });

  const full = Object.entries(providers.storeSizes).filter(([, size]) => size >= 1000);
  checks.push({
    name: "the sandbox's records are complete",
    figure: Object.entries(providers.storeSizes).map(([store, size]) => `${store} ${size}`).join(', ') + ' (each keeps 1000)',
    ok: full.length === 0,
    offenders: full.map(([store]) => `${store} reached capacity: older records may be forgotten`),
  });
  return checks;
}

interface RaceContext {
  bySession: Map<string, StoredTransfer>;
  payoutsPerTransfer: Map<string, ProviderRecords['payouts']>;
  attemptsPerTransfer: Map<string, MoneyRecords['attempts']>;
  alertsOf: Map<string, MoneyRecords['alerts']>;
  refundsAtStripe: (t: StoredTransfer) => ProviderRecords['refunds'];
}

/** One line per racing scenario: each transfer ended one of the ways the race may end, from our records and the providers'. */
function raceChecks(input: InvariantInputs, c: RaceContext): Check[] {
  const of = (scenario: JourneyResult['plan']['scenario']) =>
    input.journeys
      // A journey that went wrong before its race (an unexpected answer) fails the first line already.
      .filter((j) => j.plan.scenario === scenario && !j.problem && j.sessionId && c.bySession.has(j.sessionId))
      .map((j) => ({ j, t: c.bySession.get(j.sessionId!)! }));
  const kept = (t: StoredTransfer) => (c.payoutsPerTransfer.get(t.id) ?? []).filter((p) => p.paid);
  const succeeded = (t: StoredTransfer) => c.refundsAtStripe(t).filter((r) => r.status === 'succeeded');
  const describe = (t: StoredTransfer) =>
    `${t.id} ${t.status}${t.refundId ? ` refund ${t.refundId}` : ''}; partners paid ${kept(t).map((p) => `${p.rail} ${p.reference}`).join(', ') || 'nothing'}; ` +
    `Stripe refunds ${c.refundsAtStripe(t).map((r) => `${r.id} ${r.status} ${r.amount}`).join(', ') || 'none'}; events ${t.events.map((e) => e.type).join(', ')}`;
  const checks: Check[] = [];

  // The sender's cancellation racing the payout: cancelled, refunded once in full, nothing delivered; or refused and completed, nothing refunded.
  const cancels = of('cancel_races_payout');
  const cancelledOk = ({ t }: (typeof cancels)[number]) => {
    const refunds = succeeded(t);
    return (
      t.status === 'cancelled' &&
      t.cancelledBySender &&
      kept(t).length === 0 &&
      refunds.length === 1 &&
      BigInt(refunds[0]!.amount) === t.totalCents &&
      t.refundId === refunds[0]!.id
    );
  };
  const refusedOk = ({ t }: (typeof cancels)[number]) => t.status === 'completed' && !t.cancelledBySender && succeeded(t).length === 0 && kept(t).length === 1;
  const accepted = cancels.filter((x) => x.j.race?.cancelStatus === 200);
  const refused = cancels.filter((x) => x.j.race?.cancelStatus === 409);
  const badCancels = cancels.filter((x) => (x.j.race?.cancelStatus === 200 ? !cancelledOk(x) : x.j.race?.cancelStatus === 409 ? !refusedOk(x) : true));
  const afterAttempt = accepted.filter(({ t }) => (c.attemptsPerTransfer.get(t.id) ?? []).length > 0).length;
  checks.push({
    name: "sender's cancel racing the payout: cancelled and refunded once, or refused (409) and completed",
    figure:
      `${cancels.length} races: ${accepted.length} cancelled (${accepted.filter((x) => x.j.plan.race?.kind === 'cash_pickup').length} cash pickup, ` +
      `${accepted.filter((x) => x.j.plan.race?.kind === 'mpesa').length} M-Pesa; ${afterAttempt} after a payout attempt was written), ${refused.length} refused and completed ` +
      `(${refused.filter((x) => x.j.plan.race?.kind === 'cash_pickup').length} cash pickup); ${badCancels.length} otherwise`,
    ok: badCancels.length === 0,
    offenders: some(badCancels.map(({ j, t }) => `${j.plan.label} (${j.plan.race?.kind}) cancel answered ${j.race?.cancelStatus ?? 'nothing'}: ${describe(t)}`)),
  });

  // The operator's retry racing late news about the first attempt: the recipient paid once, or twice with a money alert.
  const retries = of('retry_races_late_news');
  const paidTwiceShown = ({ t }: (typeof retries)[number]) => {
    const alerts = (c.alertsOf.get(t.id) ?? []).filter((a) => a.kind === 'paid_twice');
    return kept(t).length >= 2 && alerts.length >= kept(t).length - 1;
  };
  const badRetries = retries.filter((x) => x.t.status !== 'completed' || x.t.refundId !== null || !(kept(x.t).length === 1 || paidTwiceShown(x)));
  const once = retries.filter((x) => kept(x.t).length === 1);
  const twice = retries.filter((x) => kept(x.t).length >= 2 && paidTwiceShown(x));
  const reportedFailed = (t: StoredTransfer) => t.events.some((e) => e.type === 'PayoutFailed' || e.type === 'PayoutReversed');
  const lateBeforeRetry = once.filter(({ t }) => reportedFailed(t) && (c.attemptsPerTransfer.get(t.id) ?? []).length === 1).length;
  const neverFailed = once.filter(({ t }) => !reportedFailed(t)).length;
  const firstNeverAtPartner = once.filter(({ t }) => reportedFailed(t) && !(c.payoutsPerTransfer.get(t.id) ?? []).some((p) => p.reference === t.id)).length;
  const afterReversal = once.filter(({ t }) => (c.payoutsPerTransfer.get(t.id) ?? []).some((p) => p.reversed)).length;
  const failedFirst = retries.filter(({ t }) => reportedFailed(t)).length;
  const resolved = twice.filter(({ t }) => (c.alertsOf.get(t.id) ?? []).every((a) => a.resolved)).length;
  checks.push({
    name: "operator's retry racing late partner news: paid once, or twice with a money alert",
    figure:
      `${retries.length} races (${failedFirst} first payouts reported failed or reversed): ${once.length} paid once (${lateBeforeRetry} by the late news before the retry went, ` +
      `${afterReversal} after a Thunes reversal, ${firstNeverAtPartner} by the retry alone, the first never at the partner, ${neverFailed} never reported failed), ${twice.length} paid twice with a paid_twice alert (${resolved} resolved by the operator); ${badRetries.length} otherwise`,
    ok: badRetries.length === 0,
    offenders: some(badRetries.map(({ j, t }) => `${j.plan.label} (${j.plan.race?.kind}): ${describe(t)}; alerts ${(c.alertsOf.get(t.id) ?? []).map((a) => a.kind).join(', ') || 'none'}`)),
  });

  // A refund that fails after it succeeded: the operator's queue, the operator's retry, one new refund that succeeds.
  const laterFailures = of('refund_fails_later');
  const refundRecords = (t: StoredTransfer) => input.money.refunds.filter((r) => r.transferId === t.id && r.purpose === 'transfer');
  const failedLater = laterFailures.filter(({ t }) => input.desk.refundsFailed.has(t.id));
  const queued = laterFailures.filter(({ t }) => input.desk.refundsRetried.has(t.id));
  const badLater = laterFailures.filter(({ t }) => {
    const refunds = succeeded(t);
    return (
      t.status !== 'failed' ||
      !input.desk.refundsFailed.has(t.id) ||
      !input.desk.refundsRetried.has(t.id) ||
      !c.refundsAtStripe(t).some((r) => r.status === 'failed') ||
      refunds.length !== 1 ||
      BigInt(refunds[0]!.amount) !== t.totalCents ||
      t.refundId !== refunds[0]!.id ||
      !t.events.some((e) => e.type === 'RefundFailed')
    );
  });
  checks.push({
    name: 'refund failing after it succeeded: to the operator, retried, refunded once',
    figure:
      `${laterFailures.length} transfers: ${failedLater.length} refunds failed at Stripe after succeeding, ${queued.length} reached the queue (refund_refused) and were retried, ` +
      `${laterFailures.length - badLater.length} refunded once in full by the new refund (${laterFailures.reduce((n, { t }) => n + refundRecords(t).length, 0)} refund records)`,
    ok: badLater.length === 0,
    offenders: some(
      badLater.map(
        ({ j, t }) =>
          `${j.plan.label}: Stripe failed ${input.desk.refundsFailed.get(t.id) ?? 'nothing'}, operator retried: ${input.desk.refundsRetried.get(t.id) ?? 'no'}; ` +
          `records ${refundRecords(t).map((r) => `${r.attempt}:${r.state}`).join(', ')}; ${describe(t)}`,
      ),
    ),
  });
  return checks;
}

function fmt(hundredthsValue: bigint): string {
  return `${hundredthsValue / 100n}.${String(hundredthsValue % 100n).padStart(2, '0')}`;
}

function safeReplay(t: StoredTransfer): string {
  try {
    return replayStatus(t.events.map((e) => e.payload));
  } catch (error) {
    return `(error: ${(error as Error).message})`;
  }
}

/** The table, one line per check, and the offenders of the checks that failed. */
export function formatChecks(checks: Check[]): string {
  const width = Math.max(...checks.map((c) => c.name.length));
  const lines = ['', 'invariant'.padEnd(width + 7) + 'figures', '-'.repeat(width + 60)];
  for (const check of checks) lines.push(`${check.ok ? 'ok  ' : 'FAIL'}   ${check.name.padEnd(width)}  ${check.figure}`);
  for (const check of checks.filter((c) => !c.ok && c.offenders?.length)) {
    lines.push('', `${check.name}:`);
    for (const offender of check.offenders!) lines.push(`  - ${offender}`);
  }
  return lines.join('\n');
}

/** Transfer ids named by the failed checks' offenders, and the sessions of journeys that went wrong. */
export function offendingTransfers(checks: Check[], journeys: JourneyResult[], transfers: StoredTransfer[]): StoredTransfer[] {
  const text = checks.filter((c) => !c.ok).flatMap((c) => c.offenders ?? []).join('\n');
  const sessions = new Set(journeys.filter((j) => j.problem && j.sessionId).map((j) => j.sessionId!));
  return transfers.filter((t) => text.includes(t.id) || sessions.has(t.sessionId)).slice(0, 20);
}

/** What the database and the sandbox hold about each offending transfer, to read after a failed run. */
export async function evidenceOf(
  sandboxUrl: string,
  transfers: StoredTransfer[],
  providers: ProviderRecords,
  money: MoneyRecords,
  journeys: JourneyResult[] = [],
  /** The requests the network fault proxies faulted (request lines), to pick each transfer's. */
  faultedRequests: Array<{ provider: string; at: string; fault: string; request: string }> = [],
) {
  const plain = <T extends object>(row: T) => JSON.parse(JSON.stringify(row, (_key, value) => (typeof value === 'bigint' ? String(value) : value))) as unknown;
  return Promise.all(
    transfers.map(async (t) => {
      const intents = providers.paymentIntents.filter((pi) => pi.metadata['transferId'] === t.id);
      const webhooks = await Promise.all(
        intents.map(async (pi) => (await fetch(`${sandboxUrl}/api/webhooks?paymentIntentId=${pi.id}`)).json()),
      );
      const references = [...new Set([t.id, ...money.attempts.filter((a) => a.transferId === t.id).map((a) => a.reference)])];
      // Requests and callbacks apart from status queries (those can be many), and the count of those.
      const activity = async (reference: string) => {
        const get = async (kind: string) => (await (await fetch(`${sandboxUrl}/api/payouts?reference=${encodeURIComponent(reference)}&kind=${kind}`)).json()) as unknown[];
        const [payouts, callbacks, statusQueries] = await Promise.all([get('payout'), get('callback'), get('status-query')]);
        return { reference, payouts, callbacks, statusQueries: statusQueries.length, lastStatusQueries: statusQueries.slice(0, 3) };
      };
      const partnerIds = providers.payouts.filter((p) => p.transferId === t.id).map((p) => p.partnerId);
      // MoMo's activity is under its X-Reference-Id, derived from our reference (whether or not MoMo holds the transfer).
      const momoIds = money.attempts.filter((a) => a.transferId === t.id && a.rail === 'mtn_momo').map((a) => momoReferenceId(a.reference));
      const payoutActivity = await Promise.all([...new Set([...references, ...momoIds])].map(activity));
      const networkFaults = faultedRequests.filter((f) => [...references, ...partnerIds, ...momoIds].some((id) => id && f.request.includes(id)));
      const thunesTransactions = ((await (await fetch(`${sandboxUrl}/api/thunes/transactions`)).json()) as Array<Record<string, unknown>>)
        .filter((x) => references.includes(String(x['external_id'])))
        .map((x) => ({ id: x['id'], external_id: x['external_id'], status: x['status'], status_message: x['status_message'], creation_date: x['creation_date'], callbacks_lost: x['callbacks_lost'] }));
      const journey = journeys.find((j) => j.sessionId === t.sessionId);
      return {
        journey: journey ? { label: journey.plan.label, scenario: journey.plan.scenario, race: journey.plan.race, outcome: journey.race ?? null, problem: journey.problem } : null,
        transfer: { ...t, totalCents: String(t.totalCents), recipientHundredths: String(t.recipientHundredths) },
        paymentIntents: intents,
        refunds: providers.refunds.filter((r) => intents.some((pi) => pi.id === r.payment_intent)),
        webhooks,
        payouts: providers.payouts.filter((p) => p.transferId === t.id).map((p) => ({ ...p, hundredths: String(p.hundredths) })),
        payoutAttempts: money.attempts.filter((a) => a.transferId === t.id).map(plain),
        refundRecords: money.refunds.filter((r) => r.transferId === t.id).map(plain),
        moneyAlerts: money.alerts.filter((a) => a.transferId === t.id).map(plain),
        payoutActivity,
        thunesTransactions,
        networkFaults,
      };
    }),
  );
}
