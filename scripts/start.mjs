// `npm start`: the whole product in development mode on local defaults.
// api (3001, behind the web server), worker, provider sandbox (4010) and web (3000).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { requireServices } from './lib/services.mjs';
import { TS_NODE, run, supervise } from './lib/processes.mjs';

const webPort = process.env.WEB_PORT || '3000';
const apiPort = process.env.PORT || '3001';
const sandboxPort = process.env.SANDBOX_PORT || '4010';

await requireServices();
await run('setup', process.execPath, [...TS_NODE, 'src/database/migrate.cli.ts']);

const shared = { NODE_ENV: process.env.NODE_ENV || 'development', PORT: apiPort };
// The dev owner (created on the first start): its email, password and authenticator key, for the banner.
const devOwner =
  shared.NODE_ENV === 'development'
    ? (await promisify(execFile)(process.execPath, [...TS_NODE, 'src/admin/operator.cli.ts', 'dev-seed'], { env: { ...process.env, ...shared } })).stdout.trim()
    : 'Operators: npm run operator -- create --email ... --role owner';
supervise([
  { name: 'sandbox', command: process.execPath, args: [...TS_NODE, 'sandbox/src/main.ts'], env: { SANDBOX_PORT: sandboxPort } },
  { name: 'api', command: process.execPath, args: ['--watch', ...TS_NODE, 'src/main.ts'], env: shared },
  { name: 'worker', command: process.execPath, args: ['--watch', ...TS_NODE, 'src/worker.ts'], env: shared },
  {
    name: 'web',
    command: process.execPath,
    args: ['node_modules/vite/bin/vite.js', '--config', 'frontend/vite.config.ts'],
    env: { WEB_PORT: webPort, API_URL: `http://127.0.0.1:${apiPort}` },
  },
]);

console.log(`
  App:             http://localhost:${webPort}
  Provider sandbox http://localhost:${sandboxPort}  (emails, SMS and webhooks it received)
  ${devOwner.replaceAll('\n', '\n  ')}
  Ctrl-C stops everything.
`);
