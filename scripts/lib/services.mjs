// Checks that PostgreSQL and Redis answer before anything starts, and says exactly
// which URL failed and how to start the service when one does not.
import net from 'node:net';
import pg from 'pg';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/remit';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

async function checkPostgres(databaseUrl) {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error.message || String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

function checkRedis(redisUrl) {
  const u = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port || 6379) });
    const done = (problem) => {
      socket.destroy();
      resolve(problem);
    };
    socket.setTimeout(3000, () => done('timed out'));
    socket.on('error', (error) => done(error.message));
    socket.on('connect', () => {
      if (u.password) socket.write(`AUTH ${u.username ? `${decodeURIComponent(u.username)} ` : ''}${decodeURIComponent(u.password)}\r\n`);
      socket.write('PING\r\n');
    });
    socket.on('data', (data) => done(/\+PONG/.test(data.toString()) ? null : `unexpected answer: ${data.toString().trim()}`));
  });
}

/** Exits the process with instructions when PostgreSQL or Redis cannot be reached. */
export async function requireServices(env = process.env) {
  const databaseUrl = env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const redisUrl = env.REDIS_URL || DEFAULT_REDIS_URL;
  const [pgProblem, redisProblem] = await Promise.all([checkPostgres(databaseUrl), checkRedis(redisUrl)]);
  const lines = [];
  if (pgProblem) {
    lines.push(
      `PostgreSQL is not reachable at ${redact(databaseUrl)} (${pgProblem}).`,
      '  Start it with one of:',
      '    docker compose up -d postgres redis',
      '    pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
      '  or point DATABASE_URL at a running server.',
    );
  }
  if (redisProblem) {
    lines.push(
      `Redis is not reachable at ${redact(redisUrl)} (${redisProblem}).`,
      '  Start it with one of:',
      '    docker compose up -d postgres redis',
      '    redis-server --daemonize yes --bind 127.0.0.1 --port 6379',
      '  or point REDIS_URL at a running server.',
    );
  }
  if (lines.length > 0) {
    console.error(lines.join('\n'));
    process.exit(1);
  }
}
