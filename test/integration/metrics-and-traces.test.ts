import pg from 'pg';
import { WorkerMetricsServer } from '../../src/metrics/worker-metrics-server.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { payByCard } from '../support/card-paid-transfer.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { prometheusFamilies, prometheusSamples, sampleSum } from '../support/prometheus-text.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { waitForTransferStatus } from '../support/transfer-fixtures.js';

const METRICS_TOKEN = 'integration-metrics-token-0123456789abcdef';

let stack: InProcessStack;
let db: pg.Client;

beforeAll(async () => ({ stack, db } = await startStackAndDatabase({ env: { METRICS_TOKEN } })));
afterAll(() => stopStackAndDatabase({ stack, db }));

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
    const client = new BrowserLikeClient(stack.apiUrl, '192.0.2.61');
    const { sessionId } = await payByCard(stack, db, client, { country: 'kenya', recipientPhone: '+254712345678' });
    await waitForTransferStatus(db, sessionId, 'completed', 20_000);

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
