// `npm run test:faults`: the fault suite (test/faults/run-faults.ts). It runs the api, the
// worker and the sandbox from the built code: it builds them first when the sources are newer
// than its build. The build is its own (.tmp/faults/build, the same swc compile as
// `npm run build`'s dist/src and dist/sandbox) so that it never replaces a dist/ another
// process runs from. Exits non-zero when an invariant fails; FAULT_SEED replays a run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TS_NODE, run } from './lib/processes.mjs';

const node = process.execPath;
const BUILD = '.tmp/faults/build';
const STAMP = join(BUILD, '.built');
const SOURCES = ['src', 'sandbox/src', '.swcrc', 'package-lock.json'];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, entry) => Math.max(latest, newest(join(path, entry))), stat.mtimeMs);
}

if (spawnSync('redis-server', ['--version']).error) {
  console.error('redis-server is not installed: the fault suite starts a Redis server of its own (apt-get install redis-server).');
  process.exit(1);
}

const stale = !existsSync(STAMP) || SOURCES.some((source) => newest(source) > statSync(STAMP).mtimeMs);
if (stale) {
  const began = Date.now();
  rmSync(BUILD, { recursive: true, force: true });
  const swc = ['node_modules/@swc/cli/bin/swc.js', '--config-file', '.swcrc', '--ignore', '**/*.spec.ts', '--quiet'];
  await run('build', node, [...swc, 'src', '-d', BUILD]);
  await run('build', node, [...swc, 'sandbox/src', '-d', BUILD]);
  writeFileSync(STAMP, new Date().toISOString());
  console.log(`[build] ${BUILD}/src (api, worker) and ${BUILD}/sandbox/src in ${((Date.now() - began) / 1000).toFixed(1)} s`);
} else {
  console.log(`[build] ${BUILD} is up to date`);
}

// The suite's own parts with specs (the network fault proxy) are checked first: test/faults is
// outside the unit tier's roots, so nothing else runs them.
const specs = spawnSync(
  node,
  ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', 'node_modules/jest/bin/jest.js', '--ci', '--silent', '--roots', '<rootDir>/test/faults'],
  { stdio: 'inherit' },
);
if (specs.status !== 0) {
  console.error("the fault suite's own specs (test/faults/*.spec.ts) failed: not running it");
  process.exit(1);
}

const harness = spawnSync(node, [...TS_NODE, 'test/faults/run-faults.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FAULT_BUILD_DIR: BUILD },
});
process.exit(harness.status ?? 1);
