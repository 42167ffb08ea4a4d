import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDatabaseExists, migrateToLatest } from '../../src/database/prepare-database.js';
import { stopChildren } from '../e2e/support/stack.js';
import { freePort } from '../support/free-port.js';
import { dropDatabase, throwawayDatabaseName, withDatabaseName } from '../support/throwaway-database.js';
import { LoadBalancer } from './load-balancer.js';
import { OwnRedis } from './own-redis.js';
import { WorkerNetworkFaults } from './worker-network-faults.js';

export const ADMIN_PASSWORD = 'fault-run-admin-password';

/** Timings of the run: short, so that the whole life of a transfer fits in minutes. */
export interface FaultStackTimings {
  checkoutExpiresAfterMs: number;
  reconcileEveryMs: number;
  reconcileAfterMs: number;
  payoutStatusCheckAfterMs: number;
  achSettlementDelayMs: number;
  payoutCallbackDelayMs: number;
  deliveryCopies: number;
  deliveryMaxDelayMs: number;
  /** PAYOUT_GRACE_MTN_MOMO_MS: MoMo's "not found" fails an attempt this long after its request (retry_races_late_news hides one past it). */
  momoGraceMs: number;
}

export interface FaultStackOptions {
  /** Where `scripts/test-faults.mjs` built the api, worker and sandbox (`<dir>/src/main.js`...). */
  buildDir: string;
  logDir: string;
  postgresServerUrl: string;
  seed: number;
  timings: FaultStackTimings;
  /** Share of the workers' requests to Stripe and the partners given a network fault (0: none, no proxies). */
  networkFaultRate: number;
}

interface RunningProcess {
  name: string;
  entry: string;
  env: Record<string, string>;
  child: ChildProcess;
  /** The log file's descriptor: the process writes to it directly, never through this one. */
  log: number;
  logFile: string;
  /** Resolves once the process said it started (read from its first output on). */
  started: Promise<void>;
}

/**
 * The product as it runs in production, from the built code: two apis behind a load
 * balancer, two workers, the provider sandbox (delivering every webhook and callback several
 * times, late and out of order), a Redis server of its own and a throwaway database. The
 * workers reach Stripe and the partners through proxies that delay and reset some requests
 * (the apis reach the sandbox directly). Any process can be killed or restarted while it runs.
 */
export class FaultStack {
  readonly processes = new Map<string, RunningProcess>();
  balancerUrl = '';
  sandboxUrl = '';
  databaseUrl = '';
  redisPrefix = '';
  redis!: OwnRedis;
  balancer!: LoadBalancer;
  network!: WorkerNetworkFaults;
  private apiPorts: number[] = [];

  constructor(private readonly options: FaultStackOptions) {}

  get apiNames(): string[] {
    return ['api-1', 'api-2'];
  }

  get workerNames(): string[] {
    return ['worker-1', 'worker-2'];
  }

  async start(): Promise<void> {
    const { logDir, postgresServerUrl, timings, seed, buildDir, networkFaultRate } = this.options;
    mkdirSync(logDir, { recursive: true });
    const name = throwawayDatabaseName('remit_faults');
    this.databaseUrl = withDatabaseName(postgresServerUrl, name);
    await ensureDatabaseExists(this.databaseUrl);
    await migrateToLatest(this.databaseUrl);
    this.redisPrefix = `faults:${name}`;
    this.redis = await OwnRedis.start(join(logDir, 'redis-data'), join(logDir, 'redis.log'));

    this.apiPorts = [await freePort(), await freePort()];
    this.balancer = new LoadBalancer(this.apiPorts.map((port) => `http://127.0.0.1:${port}`));
    this.balancerUrl = await this.balancer.start();
    const [sandboxPort, smtpPort] = [await freePort(), await freePort()];
    this.sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    const sandboxUrl = this.sandboxUrl;
    const appUrl = this.balancerUrl;

    this.launch('sandbox', join(buildDir, 'sandbox/src/main.js'), {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_SMTP_PORT: String(smtpPort),
      SANDBOX_LOG_LEVEL: 'warn',
      SANDBOX_STRIPE_WEBHOOK_URL: `${appUrl}/api/webhooks/stripe`,
      SANDBOX_STRIPE_WEBHOOK_SECRET: 'whsec_sandbox',
      SANDBOX_STRIPE_WEBHOOK_RETRY_BASE_DELAY_MS: '500',
      SANDBOX_ACH_SETTLEMENT_DELAY_MS: String(timings.achSettlementDelayMs),
      SANDBOX_PAYOUT_CALLBACK_DELAY_MS: String(timings.payoutCallbackDelayMs),
      SANDBOX_PAYOUT_CALLBACK_RETRY_INTERVAL_MS: '1000',
      SANDBOX_DELIVERY_COPIES: String(timings.deliveryCopies),
      SANDBOX_DELIVERY_MAX_DELAY_MS: String(timings.deliveryMaxDelayMs),
      SANDBOX_FAULT_SEED: String(seed),
    });
    await waitUntilAnswering(`${sandboxUrl}/api/messages`, this.processes.get('sandbox')!.child);
    this.network = await WorkerNetworkFaults.start({ sandboxUrl, rate: networkFaultRate, seed });

    const app = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      APP_URL: appUrl,
      DATABASE_URL: this.databaseUrl,
      REDIS_URL: this.redis.url,
      REDIS_PREFIX: this.redisPrefix,
      ADMIN_PASSWORD,
      SANDBOX_URL: sandboxUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TWILIO_API_BASE_URL: sandboxUrl,
      STRIPE_API_BASE_URL: sandboxUrl,
      STRIPE_JS_URL: `${sandboxUrl}/stripe/js/v3`,
      STRIPE_WEBHOOK_SECRET: 'whsec_sandbox',
      TELLER_API_BASE_URL: `${sandboxUrl}/teller`,
      TELLER_CONNECT_SCRIPT_URL: `${sandboxUrl}/teller/connect/connect.js`,
      DARAJA_API_BASE_URL: sandboxUrl,
      MTN_MOMO_API_BASE_URL: sandboxUrl,
      THUNES_API_BASE_URL: sandboxUrl,
      PAYOUT_CALLBACK_BASE_URL: appUrl,
      PAYOUT_STATUS_CHECK_AFTER_MS: String(timings.payoutStatusCheckAfterMs),
      CHECKOUT_EXPIRES_AFTER_MS: String(timings.checkoutExpiresAfterMs),
      RECONCILE_EVERY_MS: String(timings.reconcileEveryMs),
      RECONCILE_AFTER_MS: String(timings.reconcileAfterMs),
      PAYOUT_GRACE_MTN_MOMO_MS: String(timings.momoGraceMs),
      // The final reconciliation judges every record at once: by then nothing is on its way.
      RECONCILIATION_GRACE_MS: '0',
    };
    this.apiNames.forEach((api, index) => this.launch(api, join(buildDir, 'src/main.js'), { ...app, PORT: String(this.apiPorts[index]), PGAPPNAME: `faults-${api}` }));
    // The workers once the apis answer: their first jobs (a partner balance query answered by
    // callback) would otherwise reach the load balancer before any api listens, a 502 the run
    // would count against the product.
    await Promise.all(this.apiNames.map((api) => this.waitForApi(api)));
    const throughProxies = this.network.workerEnvironment();
    for (const worker of this.workerNames) {
      this.launch(worker, join(buildDir, 'src/worker.js'), { ...app, ...throughProxies, PGAPPNAME: `faults-${worker}` });
    }
    await Promise.all(this.workerNames.map((worker) => this.waitForWorker(worker)));
  }

  /** SIGKILL, as when a machine dies: no shutdown, jobs left mid-way. */
  async kill(name: string): Promise<void> {
    const running = this.processes.get(name)!;
    if (running.child.exitCode !== null || running.child.signalCode !== null) return;
    const exited = once(running.child);
    running.child.kill('SIGKILL');
    await exited;
    writeSync(running.log, `\n--- ${new Date().toISOString()} killed (SIGKILL) by the fault run ---\n`);
  }

  /** SIGTERM (what a deploy or an orchestrator sends), then once it is gone, the same process again. */
  async restart(name: string): Promise<void> {
    const running = this.processes.get(name)!;
    if (running.child.exitCode === null && running.child.signalCode === null) {
      const exited = once(running.child);
      running.child.kill('SIGTERM');
      const force = setTimeout(() => running.child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
    }
    await this.startAgain(name);
  }

  /** Starts a process that was killed or stopped, as it was started first, and waits until it is ready. */
  async startAgain(name: string): Promise<void> {
    const running = this.processes.get(name)!;
    writeSync(running.log, `\n--- ${new Date().toISOString()} started again by the fault run ---\n`);
    this.launch(name, running.entry, running.env);
    if (name.startsWith('api')) await this.waitForApi(name);
    else if (name.startsWith('worker')) await this.waitForWorker(name);
  }

  /** Stops everything (SIGTERM, SIGKILL after 8 s); answers how long each process took to stop. */
  async stop(): Promise<Map<string, number>> {
    const took = new Map<string, number>();
    const stopAll = (names: string[]) =>
      Promise.all(
        names.map(async (name) => {
          const began = Date.now();
          await stopChildren([this.processes.get(name)!.child]);
          took.set(name, Date.now() - began);
        }),
      );
    // The apis and workers first, then the sandbox they talk to.
    await stopAll([...this.processes.keys()].filter((name) => name !== 'sandbox'));
    await this.network?.stop();
    if (this.processes.has('sandbox')) await stopAll(['sandbox']);
    await this.balancer?.stop();
    await this.redis?.remove();
    for (const running of this.processes.values()) closeSync(running.log);
    return took;
  }

  /** Drops the throwaway database (its Redis goes with the server's files). */
  async dropDatabase(): Promise<void> {
    if (this.databaseUrl) await dropDatabase(this.databaseUrl);
  }

  private launch(name: string, entry: string, env: Record<string, string>): void {
    const logFile = join(this.options.logDir, `${name}.log`);
    const log = this.processes.get(name)?.log ?? openSync(logFile, 'a');
    const from = statSync(logFile).size;
    const child = spawn(process.execPath, ['--enable-source-maps', entry], {
      env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...env },
      stdio: ['ignore', log, log],
    });
    const started = name.startsWith('worker') ? loggedStart(name, child, logFile, from) : Promise.resolve();
    started.catch(() => {});
    this.processes.set(name, { name, entry, env, child, log, logFile, started });
  }

  private async waitForApi(name: string): Promise<void> {
    const index = this.apiNames.indexOf(name);
    await waitUntilAnswering(`http://127.0.0.1:${this.apiPorts[index]}/api/health`, this.processes.get(name)!.child);
  }

  /** A worker is ready once it logged that it started (it has no HTTP). */
  private waitForWorker(name: string): Promise<void> {
    return this.processes.get(name)!.started;
  }
}

/** Resolves when the process logs "worker started" (read from its log file past `from`); fails when it exits first or after `timeoutMs`. */
async function loggedStart(name: string, child: ChildProcess, logFile: string, from: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let offset = from;
  let seen = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (code ${child.exitCode}) while starting; see ${logFile}`);
    const fd = openSync(logFile, 'r');
    try {
      const buffer = Buffer.alloc(64 * 1024);
      let read: number;
      while ((read = readSync(fd, buffer, 0, buffer.length, offset)) > 0) {
        offset += read;
        seen = (seen + buffer.subarray(0, read).toString()).slice(-10_000);
      }
    } finally {
      closeSync(fd);
    }
    if (seen.includes('"msg":"worker started"')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not start within ${timeoutMs} ms; see ${logFile}`);
}

function once(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}

/** Polls `url` until it answers 2xx; fails when the process exits or after `timeoutMs`. */
async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The process behind ${url} exited (code ${child.exitCode})`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
