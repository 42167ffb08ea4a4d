import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { onOwnPort, onSamePort, PortInUseError, saysAddressInUse, stopServer } from '../support/own-port.js';

/**
 * A Redis server of the fault run's own, started from the machine's `redis-server` on a port
 * of `own-port.ts` (another one when that is taken), so the run can stop and restart it without touching the machine's Redis. It keeps an
 * append-only file, as a production Redis behind BullMQ and sessions does: a restart loses
 * nothing that was acknowledged.
 */
export class OwnRedis {
  private child: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly logFile: string,
  ) {}

  static async start(dir: string, logFile: string): Promise<OwnRedis> {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    return onOwnPort(async (port) => {
      const redis = new OwnRedis(port, dir, logFile);
      await redis.launch();
      return redis;
    });
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Stops the server (SIGTERM: it writes its append-only file and exits) and starts it again on the same port and files. */
  async restart(): Promise<void> {
    await this.stop();
    await onSamePort(() => this.launch());
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    await stopServer(child, 'SIGTERM', 'SIGKILL', 10_000);
  }

  /** Stops the server and removes its files. */
  async remove(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async launch(): Promise<void> {
    const args = [
      '--bind', '127.0.0.1',
      '--port', String(this.port),
      '--dir', this.dir,
      '--appendonly', 'yes',
      '--appendfsync', 'everysec',
      '--save', '',
      '--daemonize', 'no',
      '--protected-mode', 'yes',
      '--loglevel', 'warning',
    ];
    const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const log = createWriteStream(this.logFile, { flags: 'a' });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream?.pipe(log);
      stream?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    }
    const failed = new Promise<never>((_, reject) => {
      child.once('error', (error) => reject(new Error(`redis-server could not be started (${error.message}); install Redis (apt-get install redis-server)`)));
      // 'close': after its output is read, which says why it stopped.
      child.once('close', (code) =>
        reject(saysAddressInUse(output) ? new PortInUseError(this.port, 'redis-server') : new Error(`redis-server exited with code ${code}; see ${this.logFile}`)),
      );
    });
    failed.catch(() => {});
    this.child = child;
    await Promise.race([waitForPong(this.port), failed]);
  }
}

/** Resolves once a Redis server on `port` answers PING (30 s at most). */
async function waitForPong(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await pings(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server on port ${port} did not answer PING within ${timeoutMs} ms`);
}

function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}
