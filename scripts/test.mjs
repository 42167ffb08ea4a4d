// `npm test`: every tier, in order. Each tier runs even when an earlier one failed, so one
// run shows everything that is wrong; the exit code is non-zero when anything failed.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { run } from './lib/processes.mjs';
import { requireServices } from './lib/services.mjs';

const node = process.execPath;
const FUZZ_FILE = 'test/integration/fuzz-endpoints.test.ts';
/** Jest processes the integration tier (the fuzz file aside) is split over; INTEGRATION_SHARDS=1 runs it in one. */
const INTEGRATION_SHARDS = Math.max(1, Number(process.env.INTEGRATION_SHARDS ?? 2));
/** Jest processes the e2e tier is split over, each with its own stack (test/e2e/support/e2e-sequencer.mjs deals the files); E2E_SHARDS=1 runs one. */
const E2E_SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const JEST = ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', 'node_modules/jest/bin/jest.js', '--ci'];
// Absolute: vitest resolves relative output paths against the frontend root.
const reports = resolve('.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

await requireServices();

const tiers = [
  { name: 'lint', run: () => run('lint', node, ['scripts/lint-boundaries.mjs']) },
  {
    name: 'typecheck',
    run: async () => {
      await run('typecheck', node, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit']);
      await run('typecheck', node, ['node_modules/typescript/bin/tsc', '-p', 'frontend/tsconfig.json', '--noEmit']);
    },
  },
  {
    name: 'unit',
    report: 'jest',
    run: async () => {
      // The sandbox's Stripe.js stand-in is tested in a real browser.
      process.env.CHROMIUM_PATH = ensureChromium();
      await run('unit', node, [...JEST, '--json', `--outputFile=${reports}/unit.json`]);
    },
  },
  {
    // In shards side by side, each its own jest process, database and Redis prefix (the global
    // setup's): most of a file's time is waiting on workers, timers and the sandbox.
    name: 'integration',
    reports: shardNames('integration', INTEGRATION_SHARDS),
    run: () =>
      allOf(
        shardNames('integration', INTEGRATION_SHARDS).map((name, index) =>
          run(name, node, [
            ...JEST, '-c', 'jest.integration.config.js', '--runInBand', `--testPathIgnorePatterns=${FUZZ_FILE}`,
            ...(INTEGRATION_SHARDS > 1 ? [`--shard=${index + 1}/${INTEGRATION_SHARDS}`] : []),
            '--json', `--outputFile=${reports}/${name}.json`,
          ]),
        ),
      ),
  },
  {
    // The fuzz file alone, beside the other integration files: it runs on a database and Redis
    // prefix of its own, and most of the other files' time is waiting on workers and timers.
    name: 'fuzz',
    group: 'integration',
    report: 'jest',
    run: () =>
      run('fuzz', node, [...JEST, '-c', 'jest.integration.config.js', '--runInBand', FUZZ_FILE, '--json', `--outputFile=${reports}/fuzz.json`]),
  },
  {
    name: 'frontend',
    report: 'vitest',
    run: () =>
      run('frontend', node, [
        'node_modules/vitest/vitest.mjs', 'run', '--config', 'frontend/vitest.config.ts',
        '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/frontend.json`,
      ]),
  },
  {
    // In shards side by side like the integration tier, each jest process with a stack of its
    // own (ports, database, Redis prefix, sandbox, logs in .tmp/e2e-logs/shard-<n>): the time is
    // mostly the browser and the stack waiting on each other.
    name: 'e2e',
    reports: shardNames('e2e', E2E_SHARDS),
    run: async () => {
      process.env.CHROMIUM_PATH = ensureChromium();
      await run('e2e', node, ['node_modules/vite/bin/vite.js', 'build', '--config', 'frontend/vite.config.ts', '--logLevel', 'warn']);
      await allOf(
        shardNames('e2e', E2E_SHARDS).map((name, index) =>
          run(name, node, [
            ...JEST, '-c', 'jest.e2e.config.js', '--runInBand',
            ...(E2E_SHARDS > 1 ? [`--shard=${index + 1}/${E2E_SHARDS}`] : []),
            '--json', `--outputFile=${reports}/${name}.json`,
          ]),
        ),
      );
    },
  },
];

/**
 * The tiers run one stage after another; tiers in one stage run side by side, to keep the
 * whole CI run near its 30 minutes on this 2-core machine: the type checks beside the unit
 * tests (tsc is one thread; the unit tests mostly one worker), the fuzz file beside the rest of
 * the integration tier, and the frontend's vitest beside the e2e tier's shards (whose time is mostly
 * the browser and the stack waiting on each other; testing-library waits up to 5 s, see
 * frontend/src/testing/setup-tests.ts, so a slower first render under load is no failure).
 */
const STAGES = [['lint', 'typecheck', 'unit'], ['integration', 'fuzz'], ['frontend', 'e2e']];

const only = process.argv.slice(2);
const results = [];
for (const stage of STAGES) {
  const chosen = tiers.filter(
    (tier) => stage.includes(tier.name) && (only.length === 0 || only.includes(tier.name) || only.includes(tier.group)),
  );
  if (chosen.length > 0) console.log(`\n=== ${chosen.map((tier) => tier.name).join(' + ')} ===`);
  results.push(...(await Promise.all(chosen.map(runTier))));
}

async function runTier(tier) {
  const started = Date.now();
  let ok = true;
  try {
    await tier.run();
  } catch (error) {
    ok = false;
    console.error(`[${tier.name}] ${error.message}`);
  }
  return { name: tier.name, ok, seconds: Math.round((Date.now() - started) / 1000), ...counts(tier) };
}

/** Waits for every one (a failed shard must not leave another running into the next stage), then fails if any did. */
async function allOf(promises) {
  const failed = (await Promise.allSettled(promises)).filter((outcome) => outcome.status === 'rejected');
  if (failed.length > 0) throw new Error(failed.map((outcome) => outcome.reason.message).join('; '));
}

function shardNames(name, shards) {
  return shards > 1 ? Array.from({ length: shards }, (_, index) => `${name}-${index + 1}`) : [name];
}

/** The tier's tests from its JSON report(s), one per shard. */
function counts(tier) {
  const names = tier.reports ?? (tier.report ? [tier.name] : []);
  if (names.length === 0) return {};
  const total = { passed: 0, failed: 0, failures: [] };
  for (const name of names) {
    try {
      const report = JSON.parse(readFileSync(`${reports}/${name}.json`, 'utf8'));
      total.passed += report.numPassedTests;
      total.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
      total.failures.push(...failuresIn(report));
    } catch {
      // No report: the tier failed to run (its error is printed above).
    }
  }
  return total;
}

/**
 * Which tests failed, a line each, with the first line of the reason: CI keeps only the end of
 * what a run printed, so the summary must name them (jest's and vitest's JSON share this shape).
 */
function failuresIn(report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const path = String(file.name ?? '').replace(`${process.cwd()}/`, '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      const reason = firstLine(test.failureMessages?.[0]);
      lines.push(`${path} › ${test.fullName ?? test.title}${reason ? ` — ${reason}` : ''}`);
    }
    if (failed.length === 0 && file.status === 'failed') lines.push(`${path} — ${firstLine(file.message) || 'failed to run'}`);
  }
  return lines;
}

function firstLine(text) {
  // eslint-disable-next-line no-control-regex
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').map((part) => part.trim()).find((part) => part.length > 0 && !part.startsWith('●')) ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

console.log('\n=== summary ===');
for (const r of results) {
  const tests = r.passed === undefined ? '' : ` ${r.passed} passed, ${r.failed} failed`;
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(12)}${tests} (${r.seconds}s)`);
  for (const failure of r.failures ?? []) console.log(`       ✕ ${failure}`);
}
const passed = results.reduce((sum, r) => sum + (r.passed ?? 0), 0);
const failed = results.reduce((sum, r) => sum + (r.failed ?? 0), 0) + results.filter((r) => !r.ok && !r.failed).length;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) && results.length > 0 ? 0 : 1);
