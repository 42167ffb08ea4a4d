// Runs child processes with prefixed output and stops them all together.
import { spawn } from 'node:child_process';

export const TS_NODE = ['--enable-source-maps', '--import', '@swc-node/register/esm-register'];

const COLOURS = { api: 36, worker: 35, sandbox: 33, web: 32, setup: 34 };

function prefixLines(name, stream, target) {
  let buffered = '';
  const tag = process.stdout.isTTY ? `\x1b[${COLOURS[name] ?? 37}m[${name}]\x1b[0m ` : `[${name}] `;
  stream.on('data', (chunk) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop();
    for (const line of lines) target.write(`${tag}${line}\n`);
  });
  stream.on('end', () => buffered && target.write(`${tag}${buffered}\n`));
}

/** Runs a command to completion; rejects when it exits non-zero. */
export function run(name, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    prefixLines(name, child.stdout, process.stdout);
    prefixLines(name, child.stderr, process.stderr);
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${name} exited with ${signal ?? `code ${code}`}`)),
    );
  });
}

/**
 * Starts long-running processes; when any exits, or on Ctrl-C / SIGTERM, stops them all
 * and exits. Answers the supervisor so callers can stop it themselves.
 */
export function supervise(specs) {
  const children = new Map();
  let stopping = false;

  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children.values()) child.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const child of children.values()) child.kill('SIGKILL');
    }, 8000);
    force.unref();
    const wait = [...children.values()].map((child) => new Promise((r) => (child.exitCode !== null ? r() : child.on('exit', r))));
    Promise.all(wait).then(() => process.exit(code));
  };

  for (const { name, command, args, env } of specs) {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    prefixLines(name, child.stdout, process.stdout);
    prefixLines(name, child.stderr, process.stderr);
    child.on('exit', (code, signal) => {
      children.delete(name);
      if (!stopping) {
        console.error(`[${name}] exited (${signal ?? `code ${code}`}); stopping everything.`);
        stopAll(code || 1);
      }
    });
    children.set(name, child);
  }
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  return { stopAll };
}
