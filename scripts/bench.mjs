// `npm run bench`: the admin dashboard's statistics and lists against 100,000 users and
// 1,000,000 transfers in a throwaway database (bench/admin-lists.bench.ts). Prints each
// call's median and p95 latency in ms and as a ratio to a baseline measured in the same run.
import { spawn } from 'node:child_process';
import { TS_NODE } from './lib/processes.mjs';
import { requireServices } from './lib/services.mjs';

await requireServices();
const child = spawn(process.execPath, [...TS_NODE, 'bench/admin-lists.bench.ts'], { stdio: 'inherit' });
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
