import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { onOwnPort, onSamePort, PortInUseError, saysAddressInUse, stopServer } from './own-port.js';

/**
 * A PostgreSQL server of a test's own: a cluster made with the machine's `initdb` in a temp
 * directory and run with its `postgres` on a port of `own-port.ts`, so a test can stop and
 * restart it as a production database restarts, without touching the machine's server. Trust
 * authentication on 127.0.0.1 only. Run as root, the server runs as the `postgres` user (it
 * refuses root).
 */
export class OwnPostgres {
  private child: ChildProcess | null = null;
  private output = '';

  private constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly log: WriteStream,
  ) {}

  /** initdb into a temp directory, then starts the server on a port of its own. */
  static async start(logFile: string): Promise<OwnPostgres> {
    const owner = serverUser();
    const dir = mkdtempSync(join(tmpdir(), 'own-postgres-'));
    if (owner) chownSync(dir, owner.uid, owner.gid);
    const init = spawnSync(join(binDir(), 'initdb'), ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'], {
      encoding: 'utf8',
      ...(owner ?? {}),
      cwd: dir,
    });
    if (init.status !== 0) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`initdb failed (${init.error?.message ?? `exit ${init.status}`}): ${init.stderr}`);
    }
    const log = createWriteStream(logFile, { flags: 'a' });
    return onOwnPort(async (port) => {
      const server = new OwnPostgres(port, dir, log);
      await server.launch();
      return server;
    });
  }

  /** The cluster's directory (its data in `data/`). */
  get directory(): string {
    return this.dir;
  }

  /** A URL on the server's `postgres` database (name another with `withDatabaseName`). */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /**
   * Stops the server (fast shutdown: open transactions roll back, every connection is cut with
   * 57P01, as in a production restart), waits `downMs`, and starts it again on the same port.
   */
  async restart(downMs = 0): Promise<void> {
    await this.stop();
    if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
    await this.resume();
  }

  /** Starts the stopped server again on the same port, waiting while someone else holds the port. */
  async resume(): Promise<void> {
    await onSamePort(() => this.launch());
  }

  /** Fast shutdown (SIGINT); immediate (SIGQUIT) after 15 s. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    await stopServer(child, 'SIGINT', 'SIGQUIT', 15_000);
  }

  /** Stops the server and removes its cluster. */
  async remove(): Promise<void> {
    await this.stop();
    await new Promise((resolve) => this.log.end(resolve));
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async launch(): Promise<void> {
    const owner = serverUser();
    const args = [
      '-D', join(this.dir, 'data'),
      '-p', String(this.port),
      '-c', 'listen_addresses=127.0.0.1',
      '-c', `unix_socket_directories=${this.dir}`,
      '-c', 'max_connections=200',
      // A test cluster: nothing to keep past a crash of the machine.
      '-c', 'fsync=off',
      '-c', 'full_page_writes=off',
    ];
    this.output = '';
    const child = spawn(join(binDir(), 'postgres'), args, { stdio: ['ignore', 'pipe', 'pipe'], ...(owner ?? {}), cwd: this.dir });
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        this.log.write(chunk);
        this.output = (this.output + chunk.toString()).slice(-8000);
      });
    }
    const exited = new Promise<never>((_, reject) => {
      child.once('error', (error) => reject(new Error(`postgres could not be started: ${error.message}`)));
      // 'close': after its output is read, which says why it stopped.
      child.once('close', (code) =>
        reject(saysAddressInUse(this.output) ? new PortInUseError(this.port, 'postgres') : new Error(`postgres exited with code ${code}: ${this.output.slice(-1000)}`)),
      );
    });
    exited.catch(() => {});
    this.child = child;
    await Promise.race([answers(this.url), exited]);
  }
}

/** Resolves once the server accepts a connection and answers a query (60 s at most). */
async function answers(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`postgres at ${url} did not answer within ${timeoutMs} ms: ${(error as Error).message}`);
    } finally {
      await client.end().catch(() => {});
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The machine's PostgreSQL programs: PG_BIN_DIR, or the newest /usr/lib/postgresql/<version>/bin. */
function binDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('No PostgreSQL server programs found (install postgresql, or set PG_BIN_DIR to the folder holding initdb and postgres)');
  return join(root, newest, 'bin');
}

/** PostgreSQL refuses to run as root: then it runs as the machine's `postgres` user. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('Running as root, PostgreSQL needs a postgres user to run as (none in /etc/passwd)');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
