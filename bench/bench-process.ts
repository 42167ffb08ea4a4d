import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { stopChildren } from '../test/e2e/support/stack.js';

/** Where each process's output goes, and (BENCH_CPU_PROFILE=1) its CPU profile. */
export const BENCH_LOG_DIR = '.tmp/bench';

/** Node flags to run a TypeScript entry as it is (the bare baselines, the sandbox). */
export const TS_NODE = ['--import', '@swc-node/register/esm-register'];

export interface BenchProcess {
  name: string;
  child: ChildProcess;
  /** Stops it (SIGTERM, SIGKILL after 8 s) and waits until it has exited. */
  stop(): Promise<void>;
}

/**
 * A process of the benchmark (the built api or worker, a bare baseline), in a process of its
 * own, as in production: the load generator never shares its event loop. Its output goes to
 * `.tmp/bench/<name>.log`; with BENCH_CPU_PROFILE=1 it writes a `.cpuprofile` there on exit.
 */
export function startProcess(name: string, args: string[], env: Record<string, string>): BenchProcess {
  mkdirSync(BENCH_LOG_DIR, { recursive: true });
  // One folder per process: a process with module hooks (TS_NODE) has a second thread, with a profile of its own.
  const profile = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', join(BENCH_LOG_DIR, 'profiles', name)] : [];
  const child = spawn(process.execPath, [...profile, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(join(BENCH_LOG_DIR, `${name}.log`));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return {
    name,
    child,
    stop: async () => {
      await stopChildren([child]);
    },
  };
}

/** Waits until `url` answers 2xx; fails at once when the process exits, and after `timeoutMs`. */
export async function waitUntilAnswering(process_: BenchProcess, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process_.child.exitCode !== null) throw new Error(`${process_.name} exited early (code ${process_.child.exitCode}); see ${BENCH_LOG_DIR}/${process_.name}.log`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${process_.name} did not answer ${url} within ${timeoutMs} ms; see ${BENCH_LOG_DIR}/${process_.name}.log`);
}
