import type pg from 'pg';
import type { TransferEvent } from '../../src/transfers/domain/transfer.events.js';
import { replayStatus } from '../../src/transfers/domain/replay-status.js';
import type { InjectedFault } from './fault-schedule.js';
import type { RequestRecord } from './load-balancer.js';
import type { JourneyResult } from './sender-journeys.js';
import { SCENARIOS } from './transfer-plan.js';

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
  eventCount: number;
  createdAt: Date;
  /** When its last event was recorded. */
  settledAt: Date;
  events: { sequence: number; type: string; payload: TransferEvent }[];
}

/** What the providers hold, as the sandbox's own JSON APIs show it. */
export interface ProviderRecords {
  paymentIntents: Array<{ id: string; status: string; amount: number; amount_received: number; metadata: Record<string, string> }>;
  refunds: Array<{ id: string; amount: number; status: string; payment_intent: string }>;
  /** Per partner record: the transfer it pays (its reference without a retry suffix), whether it paid, and how much (hundredths of its currency). */
  payouts: Array<{ rail: string; reference: string; transferId: string; paid: boolean; currency: string; hundredths: bigint }>;
  chaos: { enabled: boolean; copies: number; maxDelayMs: number; seed: number | null; deliveries: number; duplicates: number; overtaking: number };
  /** Records held per store; each keeps its last 1000, so a store at capacity may have forgotten some. */
  storeSizes: Record<string, number>;
}

const FINAL = new Set(['completed', 'failed', 'cancelled']);

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

export async function readTransfers(db: pg.Client): Promise<StoredTransfer[]> {
  const { rows } = await db.query(
    `select id, session_id, status, currency_code, total_amount::text as total, recipient_amount::text as recipient,
            payment_confirmed_at is not null as paid, refund_id, payment_reversed_at is not null as reversed,
            event_count, created_at
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
    eventCount: row.event_count,
    createdAt: row.created_at,
    settledAt: lastAt.get(row.id) ?? row.created_at,
    events: byTransfer.get(row.id) ?? [],
  }));
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
    get<Array<{ originatorConversationId: string; state: string; amount: number }>>('/api/daraja/payments'),
    get<Array<{ externalId?: string; referenceId: string; status: string; amount: string; currency: string }>>('/api/mtn-momo/transfers'),
    get<Array<{ external_id: string; status: string; destination: { amount: number; currency: string } }>>('/api/thunes/transactions'),
    get<ProviderRecords['chaos']>('/api/faults/deliveries'),
  ]);
  const transferOf = (reference: string) => reference.replace(/-r\d+$/, '');
  const payouts: ProviderRecords['payouts'] = [
    ...daraja.map((p) => ({
      rail: 'daraja',
      reference: p.originatorConversationId,
      transferId: transferOf(p.originatorConversationId),
      paid: p.state === 'completed',
      currency: 'KES',
      hundredths: hundredths(p.amount),
    })),
    ...momo.map((t) => ({
      rail: 'mtn_momo',
      reference: t.externalId ?? t.referenceId,
      transferId: transferOf(t.externalId ?? t.referenceId),
      paid: t.status === 'SUCCESSFUL',
      currency: t.currency,
      hundredths: hundredths(t.amount),
    })),
    ...thunes.map((t) => ({
      rail: 'thunes',
      reference: t.external_id,
      transferId: transferOf(t.external_id),
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
  const { transfers, journeys, providers, requests, faults } = input;
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
    const expected = SCENARIOS[journey.plan.scenario];
    if (!t) mismatched.push(`${journey.plan.label}: no transfer for session ${journey.sessionId}`);
    else if (t.status !== expected.ends || (t.refundId !== null) !== expected.refunded) {
      mismatched.push(`${journey.plan.label} ${journey.plan.scenario} ${t.id}: ${t.status}${t.refundId ? ' refunded' : ''}, expected ${expected.ends}${expected.refunded ? ' refunded' : ''} (${t.events.map((e) => e.type).join(', ')})`);
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

  // Payouts, from the partners' own records.
  const payoutsPerTransfer = new Map<string, ProviderRecords['payouts']>();
  for (const p of providers.payouts) payoutsPerTransfer.set(p.transferId, [...(payoutsPerTransfer.get(p.transferId) ?? []), p]);
  const dispatchedTwice = [...payoutsPerTransfer].filter(([, list]) => list.length > 1);
  const paidTwice = [...payoutsPerTransfer].filter(([, list]) => list.filter((p) => p.paid).length > 1);
  const foreign = providers.payouts.filter((p) => !ours.has(p.transferId));
  const rails = ['daraja', 'mtn_momo', 'thunes'].map((rail) => `${rail} ${providers.payouts.filter((p) => p.rail === rail).length}`).join(', ');
  checks.push({
    name: 'no payout dispatched more than once (partners)',
    figure: `${providers.payouts.length} payouts (${rails}) for ${payoutsPerTransfer.size} transfers; ${dispatchedTwice.length} dispatched twice, ${paidTwice.length} paid twice`,
    ok: dispatchedTwice.length === 0 && paidTwice.length === 0 && foreign.length === 0,
    offenders: some([
      ...dispatchedTwice.map(([id, list]) => `${id}: ${list.map((p) => `${p.rail} ${p.reference}${p.paid ? ' paid' : ''}`).join('; ')}`),
      ...foreign.map((p) => `${p.rail} ${p.reference} pays no transfer of ours`),
    ]),
  });

  // Money in: captured minus refunded equals what transfers kept.
  const captured = charged.reduce((sum, pi) => sum + BigInt(pi.amount_received), 0n);
  const refunded = succeededRefunds.reduce((sum, r) => sum + BigInt(r.amount), 0n);
  const kept = transfers.filter((t) => t.paid && t.refundId === null && !t.reversed).reduce((sum, t) => sum + t.totalCents, 0n);
  const capturedBy = new Map<string, bigint>();
  for (const pi of charged) capturedBy.set(pi.metadata['transferId'] ?? '', (capturedBy.get(pi.metadata['transferId'] ?? '') ?? 0n) + BigInt(pi.amount_received));
  for (const r of succeededRefunds) {
    const id = transferOfIntent.get(r.payment_intent) ?? '';
    capturedBy.set(id, (capturedBy.get(id) ?? 0n) - BigInt(r.amount));
  }
  const unbalanced = transfers.filter((t) => (capturedBy.get(t.id) ?? 0n) !== (t.paid && t.refundId === null && !t.reversed ? t.totalCents : 0n));
  checks.push({
    name: 'money conserved: captured - refunded = transfers paid and not refunded',
    figure: `${dollars(captured)} - ${dollars(refunded)} = ${dollars(captured - refunded)}; transfers kept ${dollars(kept)}`,
    ok: captured - refunded === kept && unbalanced.length === 0,
    offenders: some(unbalanced.map((t) => `${t.id} (${t.status}${t.refundId ? ', refunded' : ''}): provider holds ${dollars(capturedBy.get(t.id) ?? 0n)}, transfer ${dollars(t.paid && !t.refundId ? t.totalCents : 0n)}`)),
  });

  // Money out: what the partners paid equals what completed transfers promised, and nothing else was paid.
  const paidOut = new Map<string, bigint>();
  for (const p of providers.payouts.filter((p) => p.paid)) paidOut.set(p.currency, (paidOut.get(p.currency) ?? 0n) + p.hundredths);
  const promised = new Map<string, bigint>();
  for (const t of transfers.filter((t) => t.status === 'completed')) promised.set(t.currency, (promised.get(t.currency) ?? 0n) + t.recipientHundredths);
  const currencies = [...new Set([...paidOut.keys(), ...promised.keys()])].sort();
  const wrongPayout = transfers.filter((t) => {
    const paid = (payoutsPerTransfer.get(t.id) ?? []).filter((p) => p.paid);
    return t.status === 'completed' ? paid.length !== 1 || paid[0]!.hundredths !== t.recipientHundredths : paid.length !== 0;
  });
  checks.push({
    name: 'payouts conserved: paid out = completed transfers, once each',
    figure: currencies.map((c) => `${c} ${fmt(paidOut.get(c) ?? 0n)}/${fmt(promised.get(c) ?? 0n)}`).join(', '),
    ok: wrongPayout.length === 0 && currencies.every((c) => (paidOut.get(c) ?? 0n) === (promised.get(c) ?? 0n)),
    offenders: some(wrongPayout.map((t) => `${t.id} ${t.status}: partners paid ${(payoutsPerTransfer.get(t.id) ?? []).filter((p) => p.paid).length} time(s)`)),
  });

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
  const within = (r: RequestRecord, windows: InjectedFault[], graceMs: number) => windows.some((f) => r.at >= f.from && r.at <= f.to + graceMs);
  const errors = requests.filter((r) => r.status >= 500);
  const inApiRestart = errors.filter((r) => within(r, restarts, input.restartGraceMs));
  // While Redis restarts, a request that needs it (a session, a rate limit, a queue) is answered
  // 503, to be tried again; its clients reconnect within a few seconds after it is back.
  const inRedisRestart = errors.filter((r) => !inApiRestart.includes(r) && r.status === 503 && within(r, redisRestarts, input.redisReconnectGraceMs));
  const outside = errors.filter((r) => !inApiRestart.includes(r) && !inRedisRestart.includes(r));
  checks.push({
    name: 'no 5xx outside the api restart window (503 only while Redis restarts)',
    figure:
      `${requests.length} requests (${requests.filter((r) => r.source === 'provider').length} webhooks/callbacks; api-1 ${requests.filter((r) => r.upstream === 0).length}, api-2 ${requests.filter((r) => r.upstream === 1).length}); ` +
      `5xx: ${inApiRestart.length} in the api restart, ${inRedisRestart.length} 503 in the Redis restart, ${outside.length} elsewhere`,
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
      `workers SIGKILLed mid-job ${midJob.length}/${kills.length}, redis restarts ${faults.filter((f) => f.kind === 'redis-restart').length}, ` +
      `api restarts ${restarts.length}; deliveries x${chaos.copies} (+${chaos.duplicates} duplicates, ${chaos.overtaking} out of order, waits up to ${chaos.maxDelayMs} ms)`,
    ok:
      midJob.length >= 2 &&
      faults.filter((f) => f.kind === 'redis-restart').length >= 1 &&
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
export async function evidenceOf(sandboxUrl: string, transfers: StoredTransfer[], providers: ProviderRecords) {
  return Promise.all(
    transfers.map(async (t) => {
      const intents = providers.paymentIntents.filter((pi) => pi.metadata['transferId'] === t.id);
      const webhooks = await Promise.all(
        intents.map(async (pi) => (await fetch(`${sandboxUrl}/api/webhooks?paymentIntentId=${pi.id}`)).json()),
      );
      const payoutActivity = await (await fetch(`${sandboxUrl}/api/payouts?reference=${t.id}`)).json();
      return {
        transfer: { ...t, totalCents: String(t.totalCents), recipientHundredths: String(t.recipientHundredths) },
        paymentIntents: intents,
        refunds: providers.refunds.filter((r) => intents.some((pi) => pi.id === r.payment_intent)),
        webhooks,
        payouts: providers.payouts.filter((p) => p.transferId === t.id).map((p) => ({ ...p, hundredths: String(p.hundredths) })),
        payoutActivity,
      };
    }),
  );
}
