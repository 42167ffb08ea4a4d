// `npm run build`: the production artefacts. dist/src (api and worker), dist/sandbox (the
// provider simulator, for docker compose only) and frontend/dist (served by the api).
import { rmSync } from 'node:fs';
import { run } from './lib/processes.mjs';

const node = process.execPath;
rmSync('dist', { recursive: true, force: true });
const swc = ['node_modules/@swc/cli/bin/swc.js', '--config-file', '.swcrc', '--ignore', '**/*.spec.ts', '--quiet'];
await run('build', node, [...swc, 'src', '-d', 'dist']);
await run('build', node, [...swc, 'sandbox/src', '-d', 'dist']);
await run('build', node, ['node_modules/vite/bin/vite.js', 'build', '--config', 'frontend/vite.config.ts', '--logLevel', 'warn']);
console.log('[build] dist/src/main.js (api), dist/src/worker.js (worker), dist/sandbox/src/main.js (sandbox), frontend/dist (web)');
