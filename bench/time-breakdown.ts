import type { PrometheusSample } from '../test/support/prometheus-text.js';
import { sampleSum } from '../test/support/prometheus-text.js';
import { QUEUE_CONCURRENCY } from '../src/queues/queue.processor.js';
import { labelValues, observed } from './run-metrics.js';

/** What one capacity run used: its processes' metrics over the run, and their CPU time. */
export interface RunUsage {
  /** Wall time: first checkout created to last transfer completed. */
  seconds: number;
  workers: number;
  transfers: number;
  /** What the api's counters and histograms added during the run. */
  api: PrometheusSample[];
  /** The run's workers' samples, all together (they start with the run). */
  worker: PrometheusSample[];
  /** A worker's scrapes taken during the run: its gauges (queues, outbox, unapplied webhooks) as they were. */
  scrapes: PrometheusSample[][];
  /** CPU seconds used during the run: each process kind, this database's PostgreSQL backends, the load generator, the whole machine. */
  cpuSeconds: { api: number; workers: number; sandbox: number; postgres: number; redis: number; load: number; machine: number };
  cores: number;
}

interface BreakdownLine {
  what: string;
  figure(usage: RunUsage): string;
}

const ms = (value: number) => (value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1));
const cores = (seconds: number, usage: RunUsage) => (seconds / usage.seconds).toFixed(2);
/** A gauge's mean and largest value over the run's scrapes. */
const overRun = (usage: RunUsage, gauge: string, labels: Record<string, string>, format: (value: number) => string) => {
  const values = usage.scrapes.map((samples) => sampleSum(samples, gauge, labels));
  if (values.length === 0) return 'no scrape';
  return `${format(values.reduce((sum, value) => sum + value, 0) / values.length)} / ${format(Math.max(...values))}`;
};
const count = (value: number) => value.toFixed(value < 10 ? 1 : 0);
const age = (seconds: number) => `${seconds.toFixed(1)} s`;
const QUEUES = ['settlement', 'payouts', 'notifications'] as const;

const meanOf = (samples: PrometheusSample[], histogram: string, labels: Record<string, string>) => {
  const { count, meanMs } = observed(samples, histogram, labels);
  return `${ms(meanMs)} ms (${count.toLocaleString('en-US')})`;
};

/** The worker's jobs that did the run's work, as the job catalog names them. */
const JOBS = [
  ['transfers.settle-payment-event', 'settle payment events (a job settles up to 100)'],
  ['transfers.dispatch-payout', 'dispatch a payout'],
  ['transfers.payout-callback', "apply a partner's payout callback"],
  ['transfers.notify-sender', 'tell the sender'],
  ['transfers.notify-recipient', 'tell the recipient'],
  ['notifications.deliver-message', 'deliver a mail or SMS'],
] as const;

/**
 * Where the time of each capacity run went, as a Markdown table with a column per run: the
 * CPU each process used (in cores, of the machine's), the api's latency by route, the
 * settlement lag and how much of it was spent waiting rather than running, each job's run
 * time and the partner's answer time, and how busy the workers' job slots were. From the
 * processes' own /metrics (src/metrics) and /proc.
 */
export function timeBreakdown(runs: { label: string; usage: RunUsage }[]): string {
  const first = runs[0]?.usage;
  if (!first) return '';
  const routes = labelValues(first.api, 'remit_http_request_duration_seconds_count', 'route')
    .map((route) => ({ route, ...observed(first.api, 'remit_http_request_duration_seconds', { route }) }))
    .filter(({ count }) => count >= first.transfers / 2)
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 5)
    .map(({ route }) => route);
  const lines: BreakdownLine[] = [
    { what: 'wall time, first checkout to last completion', figure: (u) => `${u.seconds.toFixed(1)} s` },
    { what: `CPU of the whole machine, cores busy (of ${first.cores})`, figure: (u) => cores(u.cpuSeconds.machine, u) },
    { what: 'CPU: api, cores', figure: (u) => cores(u.cpuSeconds.api, u) },
    { what: 'CPU: workers together, cores', figure: (u) => cores(u.cpuSeconds.workers, u) },
    { what: "CPU: PostgreSQL (this database's backends), cores", figure: (u) => cores(u.cpuSeconds.postgres, u) },
    { what: 'CPU: provider sandbox, cores', figure: (u) => cores(u.cpuSeconds.sandbox, u) },
    { what: 'CPU: Redis (the whole server), cores', figure: (u) => cores(u.cpuSeconds.redis, u) },
    { what: 'CPU: load generator (this process), cores', figure: (u) => cores(u.cpuSeconds.load, u) },
    {
      what: "CPU: the rest (PostgreSQL's own background work, other users of the machine), cores",
      figure: (u) => {
        const { machine, ...ours } = u.cpuSeconds;
        return cores(Math.max(0, machine - Object.values(ours).reduce((sum, seconds) => sum + seconds, 0)), u);
      },
    },
    ...routes.map((route) => ({ what: `api: ${route}, mean (requests)`, figure: (u: RunUsage) => meanOf(u.api, 'remit_http_request_duration_seconds', { route }) })),
    { what: 'api: database query, mean (queries)', figure: (u) => meanOf(u.api, 'remit_db_query_duration_seconds', {}) },
    { what: 'settlement lag, webhook received → applied, mean (events)', figure: (u) => meanOf(u.worker, 'remit_settlement_lag_seconds', {}) },
    ...QUEUES.flatMap((queue) => [
      { what: `queue ${queue}: jobs waiting, mean / most (scrapes)`, figure: (u: RunUsage) => overRun(u, 'remit_queue_jobs', { queue, state: 'waiting' }, count) },
      { what: `queue ${queue}: oldest waiting job's wait, mean / most`, figure: (u: RunUsage) => overRun(u, 'remit_queue_oldest_waiting_seconds', { queue }, age) },
    ]),
    { what: 'outbox rows not relayed yet, mean / most', figure: (u) => overRun(u, 'remit_outbox_backlog', {}, count) },
    { what: 'payment webhooks not applied yet, mean / most', figure: (u) => overRun(u, 'remit_settlement_unapplied_webhooks', {}, count) },
    ...JOBS.map(([job, what]) => ({ what: `worker job: ${what}, mean run (runs)`, figure: (u: RunUsage) => meanOf(u.worker, 'remit_queue_job_duration_seconds', { job }) })),
    { what: 'partner: payout dispatch call, mean (calls)', figure: (u) => meanOf(u.worker, 'remit_partner_call_duration_seconds', { operation: 'dispatch' }) },
    { what: 'worker: database query, mean (queries)', figure: (u) => meanOf(u.worker, 'remit_db_query_duration_seconds', {}) },
    ...QUEUES.map((queue) => ({
      what: `queue ${queue}: share of its job slots busy (${QUEUE_CONCURRENCY[queue]} per worker)`,
      figure: (u: RunUsage) => `${Math.round((100 * observed(u.worker, 'remit_queue_job_duration_seconds', { queue }).seconds) / (QUEUE_CONCURRENCY[queue] * u.workers * u.seconds))}%`,
    })),
  ];
  return [
    `where the time went (the processes' /metrics over each run, the first worker's gauges scraped during it, CPU from /proc):`,
    '',
    `| | ${runs.map((run) => run.label).join(' | ')} |`,
    `|---|${runs.map(() => '---:').join('|')}|`,
    ...lines.map((line) => `| ${line.what} | ${runs.map((run) => line.figure(run.usage)).join(' | ')} |`),
  ].join('\n');
}
