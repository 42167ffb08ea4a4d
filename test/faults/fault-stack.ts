import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDatabaseExists, migrateToLatest } from '../../src/database/prepare-database.js';
import { stopChildren } from '../e2e/support/stack.js';
import { onOwnPort, PortInUseError, randomOwnPort, saysAddressInUse } from '../support/own-port.js';
import { OwnPostgres } from '../support/own-postgres.js';
import { throwawayDatabaseName, withDatabaseName } from '../support/throwaway-database.js';
import { LoadBalancer } from './load-balancer.js';
import { OwnRedis } from './own-redis.js';
import { WorkerNetworkFaults } from './worker-network-faults.js';

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
  /** Where this launch's output begins in the log file. */
  logFrom: number;
}

/**
 * The product as it runs in production, from the built code: two apis behind a load
 * balancer, two workers, the provider sandbox (delivering every webhook and callback several
 * times, late and out of order), a Redis server and a PostgreSQL server of its own. The
 * workers reach Stripe and the partners through proxies that delay and reset some requests
 * (the apis reach the sandbox directly). Any process can be killed or restarted while it runs.
 * Every port a child binds itself comes from below the ephemeral range and is tried again
 * elsewhere when the child finds it taken (own-port.ts); the run's own servers listen on port 0.
 */
export class FaultStack {
  readonly processes = new Map<string, RunningProcess>();
  balancerUrl = '';
  sandboxUrl = '';
  databaseUrl = '';
  redisPrefix = '';
  redis!: OwnRedis;
  postgres!: OwnPostgres;
  balancer!: LoadBalancer;
  network!: WorkerNetworkFaults;
  private apiPorts: number[] = [];
  private readonly apiEnv = new Map<string, Record<string, string>>();

  constructor(private readonly options: FaultStackOptions) {}

  get apiNames(): string[] {
    return ['api-1', 'api-2'];
  }

  get workerNames(): string[] {
    return ['worker-1', 'worker-2'];
  }

  async start(): Promise<void> {
    const { logDir, timings, seed, buildDir, networkFaultRate } = this.options;
    mkdirSync(logDir, { recursive: true });
    this.postgres = await OwnPostgres.start(join(logDir, 'postgres.log'));
    const name = throwawayDatabaseName('remit_faults');
    this.databaseUrl = withDatabaseName(this.postgres.url, name);
    await ensureDatabaseExists(this.databaseUrl);
    await migrateToLatest(this.databaseUrl);
    this.redisPrefix = `faults:${name}`;
    this.redis = await OwnRedis.start(join(logDir, 'redis-data'), join(logDir, 'redis.log'));

    // The apis' ports are settled as each starts (startApi); the balancer learns them then.
    this.apiPorts = this.apiNames.map(() => randomOwnPort());
    this.balancer = new LoadBalancer(this.apiPorts.map((port) => `http://127.0.0.1:${port}`));
    this.balancerUrl = await this.balancer.start();
    const appUrl = this.balancerUrl;

    const smtpPort = await onOwnPort((sandboxPort) => this.startSandbox(buildDir, sandboxPort, randomOwnPort(), appUrl, timings, seed));
    const sandboxUrl = this.sandboxUrl;
    this.network = await WorkerNetworkFaults.start({ sandboxUrl, rate: networkFaultRate, seed });

    const app = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      APP_URL: appUrl,
      DATABASE_URL: this.databaseUrl,
      REDIS_URL: this.redis.url,
      REDIS_PREFIX: this.redisPrefix,
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
    for (const api of this.apiNames) this.apiEnv.set(api, { ...app, PGAPPNAME: `faults-${api}` });
    // The apis answer before the workers start: a worker checks the partners' balances as it
    // starts, and their callbacks come back through the balancer.
    await Promise.all(this.apiNames.map((api) => this.startApi(api, join(buildDir, 'src/main.js'))));
    const throughProxies = this.network.workerEnvironment();
    for (const worker of this.workerNames) {
      this.launch(worker, join(buildDir, 'src/worker.js'), { ...app, ...throughProxies, PGAPPNAME: `faults-${worker}` });
    }
    await Promise.all(this.workerNames.map((worker) => this.waitForWorker(worker)));
  }

  /** The sandbox on `sandboxPort` and `smtpPort`; answers the SMTP port once it answers (PortInUseError when either is taken). */
  private async startSandbox(buildDir: string, sandboxPort: number, smtpPort: number, appUrl: string, timings: FaultStackTimings, seed: number): Promise<number> {
    this.sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
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
    await this.whenAnswering('sandbox', `${this.sandboxUrl}/api/messages`, [sandboxPort, smtpPort]);
    return smtpPort;
  }

  /**
   * Starts an api on its port (the one it had, when it restarts) and waits until it answers;
   * when the port was taken, on another port, which the balancer then sends its share to.
   */
  private async startApi(name: string, entry: string): Promise<void> {
    const index = this.apiNames.indexOf(name);
    const on = async (port: number) => {
      this.launch(name, entry, { ...this.apiEnv.get(name)!, PORT: String(port) });
      await this.whenAnswering(name, `http://127.0.0.1:${port}/api/health`, [port]);
      this.apiPorts[index] = port;
      this.balancer.setUpstream(index, `http://127.0.0.1:${port}`);
    };
    try {
      await on(this.apiPorts[index]!);
    } catch (error) {
      if (!(error instanceof PortInUseError)) throw error;
      await onOwnPort(on);
    }
  }

  /** Waits until `url` answers; a process that stopped because one of its ports was taken throws PortInUseError. */
  private async whenAnswering(name: string, url: string, ports: number[]): Promise<void> {
    const running = this.processes.get(name)!;
    try {
      await waitUntilAnswering(url, running.child);
    } catch (error) {
      if (running.child.exitCode !== null && saysAddressInUse(readLog(running.logFile, running.logFrom))) {
        throw new PortInUseError(ports[0]!, `${name} (ports ${ports.join(', ')})`);
      }
      throw error;
    }
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
    if (name.startsWith('api')) return this.startApi(name, running.entry);
    this.launch(name, running.entry, running.env);
    if (name.startsWith('worker')) await this.waitForWorker(name);
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
    await this.postgres?.stop();
    for (const running of this.processes.values()) closeSync(running.log);
    return took;
  }

  /** Removes the run's PostgreSQL cluster (its Redis goes with the server's files). */
  async dropDatabase(): Promise<void> {
    await this.postgres?.remove();
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
    this.processes.set(name, { name, entry, env, child, log, logFile, started, logFrom: from });
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

/** The log file's text from `from` on (the last 64 kB of it). */
function readLog(logFile: string, from: number): string {
  const fd = openSync(logFile, 'r');
  try {
    const size = statSync(logFile).size;
    const start = Math.max(from, size - 64 * 1024);
    const buffer = Buffer.alloc(Math.max(0, size - start));
    readSync(fd, buffer, 0, buffer.length, start);
    return buffer.toString();
  } finally {
    closeSync(fd);
  }
}
