import { DEVELOPMENT_DEFAULTS } from '../src/config/environment.schema.js';
import { DATABASE_POOL_SIZE } from '../src/database/orm-options.js';
import { freePort } from '../test/support/free-port.js';
import type { BenchDatabase } from './bench-database.js';
import { startProcess, TS_NODE, waitUntilAnswering, type BenchProcess } from './bench-process.js';

/** The built api and worker (`npm run build`'s dist/src), as `node dist/src/main.js` runs them in production. */
const API_ENTRY = 'dist/src/main.js';
const WORKER_ENTRY = 'dist/src/worker.js';

/**
 * The environment of the benchmark's api and worker: its throwaway database and Redis
 * prefix, warnings only in the log (a production log level), and NODE_ENV=test because
 * production refuses the sandbox and the development secrets (it is the same code path:
 * only the Secure cookie flag, the CSP header and the API docs differ).
 */
export function appEnvironment(db: BenchDatabase, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    DATABASE_URL: db.databaseUrl,
    REDIS_URL: db.redisUrl,
    REDIS_PREFIX: db.redisPrefix,
    ...overrides,
  };
}

export interface RunningServer {
  process: BenchProcess;
  url: string;
}

/**
 * The built api in a process of its own on a loopback port (`port`, or a free one), once it
 * answers its health check.
 */
export async function startBuiltApi(db: BenchDatabase, overrides: Record<string, string> = {}, port?: number): Promise<RunningServer> {
  return startServer('api', [API_ENTRY], appEnvironment(db, overrides), '/api/health', port);
}

/**
 * The built worker in a process of its own (it is ready when its jobs start running); `name`
 * tells several apart (their logs: `.tmp/bench/<name>.log`).
 */
export function startBuiltWorker(db: BenchDatabase, overrides: Record<string, string> = {}, name = 'worker'): BenchProcess {
  return startProcess(name, [WORKER_ENTRY], appEnvironment(db, overrides));
}

/**
 * A bare baseline (bench/bare/*.ts) in a process of its own, with what the api has: the same
 * database and Redis prefix, the session secret, a pool of the same size.
 */
export function startBareServer(db: BenchDatabase, script: string): Promise<RunningServer> {
  const env = {
    DATABASE_URL: db.databaseUrl,
    REDIS_URL: db.redisUrl,
    REDIS_PREFIX: db.redisPrefix,
    SESSION_SECRET: DEVELOPMENT_DEFAULTS.SESSION_SECRET,
    BARE_POOL_MAX: String(DATABASE_POOL_SIZE),
  };
  return startServer(`bare-${script.replace(/\.ts$/, '')}`, [...TS_NODE, `bench/bare/${script}`], env, '/health');
}

/** A server process on `port` (or a free one), given as PORT, once `readyPath` answers 2xx. */
export async function startServer(name: string, args: string[], env: Record<string, string>, readyPath: string, port?: number): Promise<RunningServer> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = startProcess(name, args, { ...env, PORT: String(port) });
  try {
    await waitUntilAnswering(server, `${url}${readyPath}`);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { process: server, url };
}
