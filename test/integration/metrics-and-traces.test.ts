import { SpanKind } from '@opentelemetry/api';
import type { NodeSDK } from '@opentelemetry/sdk-node';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace';
import pg from 'pg';
import { startTracing } from '../../src/tracing/start-tracing.js';
import { WorkerMetricsServer } from '../../src/metrics/worker-metrics-server.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { payByCard } from '../support/card-paid-transfer.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { alertRules, dashboardExpressions, metricNames } from '../support/observability-files.js';
import { prometheusFamilies, prometheusSamples, sampleSum } from '../support/prometheus-text.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { waitForTransferStatus } from '../support/transfer-fixtures.js';

const METRICS_TOKEN = 'integration-metrics-token-0123456789abcdef';

let started: Awaited<ReturnType<typeof startStackAndDatabase>>;
let stack: InProcessStack;
let db: pg.Client;
let tracing: NodeSDK;
const spans = new InMemorySpanExporter();

beforeAll(async () => {
  // The production set-up (src/tracing/start-tracing.ts), its spans kept in memory.
  tracing = startTracing('remit-test', [new SimpleSpanProcessor({ exporter: spans })]);
  // Its own database: the gauges read on scrape count what this file alone left (nothing waiting).
  started = await startStackAndDatabase({ ownDatabase: 'remit_metrics', env: { METRICS_TOKEN } });
  ({ stack, db } = started);
}, 120_000);
afterAll(async () => {
  await stopStackAndDatabase(started ?? {});
  await tracing.shutdown();
});

const apiMetricsUrl = () => new URL('/metrics', stack.apiUrl).toString();
const workerMetricsUrl = () => stack.worker.get(WorkerMetricsServer).url();

async function scrape(url: string): Promise<string> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  return response.text();
}

describe('/metrics of the api and the worker', () => {
  it('answers only Prometheus bearing the token, on the api and on the worker listener', async () => {
    for (const url of [apiMetricsUrl(), workerMetricsUrl()]) {
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { Authorization: 'Bearer not-the-token-0123456789abcdef0123' } })).status).toBe(401);
      expect(await scrape(url)).toMatch(/^process_cpu_user_seconds_total \d/m);
    }
  });

  it('after a card transfer completes, shows the request, the settlement, the payout and their latencies', async () => {
    await completedCardTransfer();

    const api = prometheusSamples(await scrape(apiMetricsUrl()));
    const paid = { method: 'POST', route: '/api/process-card-payment', status: '200' };
    expect(sampleSum(api, 'remit_http_request_duration_seconds_count', paid)).toBe(1);
    expect(sampleSum(api, 'remit_http_request_duration_seconds_sum', paid)).toBeGreaterThan(0);
    expect(sampleSum(api, 'remit_http_request_duration_seconds_count', { method: 'POST', route: '/api/webhooks/stripe', status: '200' })).toBeGreaterThanOrEqual(1);
    // Ids never become labels: the route is the template.
    expect(api.filter((s) => s.name === 'remit_http_request_duration_seconds_count').every((s) => !/[0-9a-f]{8}-[0-9a-f]{4}/.test(s.labels.route))).toBe(true);
    expect(sampleSum(api, 'remit_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(sampleSum(api, 'remit_operator_queue_items')).toBeGreaterThanOrEqual(0);

    const workerText = await scrape(workerMetricsUrl());
    const worker = prometheusSamples(workerText);
    expect(sampleSum(worker, 'remit_settlement_lag_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sampleSum(worker, 'remit_settlement_lag_seconds_sum')).toBeGreaterThan(0);
    expect(sampleSum(worker, 'remit_payouts_total', { rail: 'daraja', operation: 'dispatch' })).toBe(1);
    expect(sampleSum(worker, 'remit_partner_call_duration_seconds_count', { partner: 'daraja', operation: 'dispatch', outcome: 'ok' })).toBe(1);
    expect(sampleSum(worker, 'remit_partner_call_duration_seconds_sum', { partner: 'daraja', operation: 'dispatch' })).toBeGreaterThan(0);
    expect(sampleSum(worker, 'remit_queue_job_duration_seconds_count', { queue: 'payouts', job: 'transfers.dispatch-payout', outcome: 'completed' })).toBeGreaterThanOrEqual(1);
    expect(sampleSum(worker, 'remit_queue_job_duration_seconds_count', { queue: 'settlement', job: 'transfers.settle-payment-event', outcome: 'completed' })).toBeGreaterThanOrEqual(1);
    // Gauges read on scrape: nothing waits once the transfer is done.
    expect(sampleSum(worker, 'remit_settlement_unapplied_webhooks')).toBe(0);
    expect(sampleSum(worker, 'remit_payout_attempts_in_flight', { rail: 'daraja' })).toBe(0);
    expect(sampleSum(worker, 'remit_metrics_scrape_failures_total')).toBe(0);
    const families = prometheusFamilies(workerText);
    for (const name of ['remit_queue_jobs', 'remit_queue_oldest_waiting_seconds', 'remit_outbox_backlog', 'remit_outbox_oldest_seconds', 'remit_partner_float_days_left', 'remit_db_pool_connections']) {
      expect([name, families.has(name)]).toEqual([name, true]);
    }
    expect(sampleSum(worker, 'remit_queue_jobs', { queue: 'payouts', state: 'waiting' })).toBeGreaterThanOrEqual(0);
    expect(worker.some((s) => s.name === 'remit_partner_float_ledger_balance' && s.labels.rail === 'daraja')).toBe(true);
  });
});

let completed: Promise<string> | undefined;

/** One card transfer to an M-Pesa wallet, paid, settled, paid out and completed (once for the file); answers its id. */
function completedCardTransfer(): Promise<string> {
  completed ??= (async () => {
    const client = new BrowserLikeClient(stack.apiUrl, '192.0.2.61');
    const { sessionId, id } = await payByCard(stack, db, client, { country: 'kenya', recipientPhone: '+254712345678' });
    await waitForTransferStatus(db, sessionId, 'completed', 20_000);
    return id;
  })();
  return completed;
}

describe('alerts and dashboard as code', () => {
  it('name only metrics the api or the worker exports', async () => {
    await completedCardTransfer();
    const exported = new Set([...prometheusFamilies(await scrape(apiMetricsUrl())).keys(), ...prometheusFamilies(await scrape(workerMetricsUrl())).keys()]);
    const named = [...alertRules().groups.flatMap((group) => group.rules.map((rule) => rule.expr)), ...dashboardExpressions()].flatMap(metricNames);
    expect(named.length).toBeGreaterThan(20);
    expect([...new Set(named)].filter((name) => !exported.has(name))).toEqual([]);
  });
});

describe('a trace follows the transfer', () => {
  it('from the api request through the outbox, the settlement and payout jobs, to the partner call', async () => {
    const transferId = await completedCardTransfer();
    const finished = spans.getFinishedSpans();
    const byId = new Map(finished.map((span) => [span.spanContext().spanId, span]));
    const partnerCall = finished.find((span) => span.kind === SpanKind.CLIENT && String(span.attributes['url.full'] ?? '').includes('/mpesa/b2c/v3/paymentrequest'));
    expect(partnerCall).toBeDefined();
    const chain: ReadableSpan[] = [];
    for (let span: ReadableSpan | undefined = partnerCall; span; span = byId.get(span.parentSpanContext?.spanId ?? '')) chain.push(span);
    const names = chain.map((span) => span.name);
    // One trace: every span of the chain shares the partner call's trace id.
    expect(new Set(chain.map((span) => span.spanContext().traceId)).size).toBe(1);
    expect(names).toEqual(expect.arrayContaining(['payouts process transfers.dispatch-payout', 'settlement process transfers.settle-payment-event']));
    // It starts at the api: the request that received the payment's webhook (whose sender, the
    // provider sandbox in this process, traces its own call too).
    expect(chain.map((span) => `${SpanKind[span.kind]} ${span.name}`)).toEqual([
      'CLIENT POST',
      'CONSUMER payouts process transfers.dispatch-payout',
      'CONSUMER settlement process transfers.settle-payment-event',
      'SERVER POST /api/webhooks/stripe',
      'CLIENT POST',
    ]);
    expect(chain[3].attributes['http.route']).toBe('/api/webhooks/stripe');
    // Through the outbox: the rows the api and the settlement wrote carry the trace to their jobs.
    const traceId = partnerCall!.spanContext().traceId;
    const { rows } = await db.query<{ job_name: string; trace_context: Record<string, string> | null }>(
      `select job_name, trace_context from outbox_jobs where job_name in ('transfers.settle-payment-event', 'transfers.dispatch-payout') and (payload->>'transferId' = $1 or payload->>'eventId' in (select id from stripe_webhook_events where payload::text like '%' || $1 || '%'))`,
      [transferId],
    );
    expect(rows.map((row) => row.job_name).sort()).toEqual(['transfers.dispatch-payout', 'transfers.settle-payment-event']);
    for (const row of rows) expect(row.trace_context?.traceparent).toContain(traceId);
  });
});
