import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { createRedisClient } from '../src/redis/redis-client.js';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user and system) a process has used so far, from /proc/<pid>/stat; 0 when it is gone or /proc is not there. */
export function cpuSecondsOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    // The command name (field 2) may hold spaces: count fields from the closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').pop()!.trim().split(/\s+/);
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds of each PostgreSQL backend serving `database` now, by pid. */
export async function backendCpuSeconds(sql: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows } = await sql.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
  return new Map(rows.map(({ pid }) => [pid, cpuSecondsOf(pid)]));
}

/** CPU seconds the backends used between two readings (a backend started in between counts from its start). */
export function backendCpuUsed(before: Map<number, number>, after: Map<number, number>): number {
  return [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);
}

/** Busy CPU seconds of the whole machine so far, all cores together (/proc/stat: everything but idle and iowait). */
export function machineBusySeconds(): number {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = ticks;
    return (user + nice + system + irq + softirq + (steal ?? 0)) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds the Redis server has used so far (its INFO: used_cpu_user and used_cpu_sys); it serves other users of the machine too. */
export async function redisCpuSeconds(redisUrl: string): Promise<number> {
  const redis = createRedisClient(redisUrl);
  await redis.connect();
  try {
    const info = await redis.info('cpu');
    const figure = (name: string) => Number(new RegExp(`${name}:([\\d.]+)`).exec(info)?.[1] ?? 0);
    return figure('used_cpu_user') + figure('used_cpu_sys');
  } finally {
    await redis.close();
  }
}
