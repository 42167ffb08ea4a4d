import type { ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * Ports for servers a test run starts as child processes (PostgreSQL, Redis, an api), which
 * bind their port themselves. Choosing a "free" port and binding it later leaves a window in
 * which another process can take it (a fault run failed so, with EADDRINUSE); these come from
 * below the kernel's ephemeral range instead, which outgoing connections and `listen(0)` never
 * draw from, so only a process that binds one on purpose can take it. A child that still finds
 * its port taken says so (`PortInUseError`) and `onOwnPort` tries another.
 */
const RANGE = ownPortRange();

export class PortInUseError extends Error {
  constructor(readonly port: number, what: string) {
    super(`${what}: port ${port} is already in use`);
    this.name = 'PortInUseError';
  }
}

/** A random port of the range (one a child binds itself; see `onOwnPort` for trying another when it is taken). */
export function randomOwnPort(): number {
  return randomInt(RANGE.from, RANGE.to);
}

/** Starts something with `start(port)` on a random port of the range, trying another while the port is taken (20 tries). */
export async function onOwnPort<T>(start: (port: number) => Promise<T>, tries = 20): Promise<T> {
  let lastError: PortInUseError | undefined;
  for (let attempt = 0; attempt < tries; attempt++) {
    try {
      return await start(randomOwnPort());
    } catch (error) {
      if (!(error instanceof PortInUseError)) throw error;
      lastError = error;
    }
  }
  throw lastError ?? new Error('no port found');
}

/**
 * Starts a server again on the port it had (its clients know that port), waiting while
 * someone else holds it (20 tries, half a second apart).
 */
export async function onSamePort(launch: () => Promise<void>): Promise<void> {
  for (let tries = 0; ; tries++) {
    try {
      return await launch();
    } catch (error) {
      if (!(error instanceof PortInUseError) || tries >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Stops a server process with `signal`, with `force` after `forceAfterMs`; nothing when it is not running. */
export async function stopServer(child: ChildProcess | null, signal: NodeJS.Signals, force: NodeJS.Signals, forceAfterMs: number): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill(force), forceAfterMs);
  await exited;
  clearTimeout(timer);
}

/** Whether a child's output says it could not bind its port (Node, Redis and PostgreSQL each say it their way). */
export function saysAddressInUse(output: string): boolean {
  return /EADDRINUSE|Address already in use/i.test(output);
}

/** 20000 up to the start of the kernel's ephemeral range (32768 by default). */
function ownPortRange(): { from: number; to: number } {
  let ephemeralFrom = 32768;
  try {
    ephemeralFrom = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || ephemeralFrom;
  } catch {
    // not Linux: keep the default
  }
  const to = Math.min(ephemeralFrom, 32768);
  return { from: Math.min(20000, to - 1000), to };
}
