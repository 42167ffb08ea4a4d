import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type pg from 'pg';
import type { RedisClient } from '../../src/redis/redis-client.js';

/** The user row a signed-in request is answered for, as the api reloads it. */
export interface BareUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
}

export interface BareSessionStore {
  redis: RedisClient;
  /** `<REDIS_PREFIX>:sess:` (connect-redis's keys). */
  keyPrefix: string;
  secret: string;
}

/**
 * What the api does before a signed-in route, by hand: the `sid` cookie's signature checked
 * (express-session's `s:<id>.<hmac>`), the session read from Redis, the signed-in user's
 * row reloaded and checked active and verified. Null when any step fails.
 */
export async function signedInUser(req: IncomingMessage, sessions: BareSessionStore, db: pg.Pool): Promise<BareUser | null> {
  const sid = sessionIdOf(req.headers.cookie, sessions.secret);
  if (!sid) return null;
  const raw = await sessions.redis.get(`${sessions.keyPrefix}${sid}`);
  const userId = raw ? (JSON.parse(raw) as { passport?: { user?: number } }).passport?.user : undefined;
  if (!userId) return null;
  const { rows } = await db.query<BareUser & { status: string; is_email_verified: boolean; is_phone_verified: boolean }>(
    'select id, first_name, last_name, email, phone, status, is_email_verified, is_phone_verified from users where id = $1',
    [userId],
  );
  const user = rows[0];
  return user && user.status === 'active' && (user.is_email_verified || user.is_phone_verified) ? user : null;
}

function sessionIdOf(cookieHeader: string | undefined, secret: string): string | null {
  const signed = cookieValue(cookieHeader, 'sid');
  if (!signed?.startsWith('s:')) return null;
  const value = signed.slice(2);
  const dot = value.lastIndexOf('.');
  const sid = value.slice(0, dot);
  const expected = Buffer.from(createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, ''));
  const given = Buffer.from(value.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? sid : null;
}

/** One cookie's value from a `Cookie` header, URI-decoded. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}
