// `npm run bench`: builds the api and the frontend as production does (scripts/build.mjs),
// then measures the hot paths of the built api beside bare baselines (bench/bench.ts) and
// prints one table. Exits non-zero only when it could not measure.
import { spawn } from 'node:child_process';
import { run, TS_NODE } from './lib/processes.mjs';
import { requireServices } from './lib/services.mjs';

await requireServices();
await run('build', process.execPath, ['scripts/build.mjs']);
const child = spawn(process.execPath, [...TS_NODE, 'bench/bench.ts'], { stdio: 'inherit' });
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
