import { ADMIN_ABSOLUTE_TIMEOUT_MS, ADMIN_IDLE_TIMEOUT_MS, grantAdmin, isGrantValid, touchGrant } from './admin-grant.js';

const grantedAt = new Date('2026-11-22T09:00:00Z');
const later = (ms: number) => new Date(grantedAt.getTime() + ms);
const MINUTE = 60_000;

describe('admin access granted to a session', () => {
  it('holds right after the password matched', () => {
    expect(isGrantValid(grantAdmin(grantedAt), later(1000))).toBe(true);
  });

  it('lapses after the idle timeout without an admin request', () => {
    const grant = grantAdmin(grantedAt);
    expect(isGrantValid(grant, later(ADMIN_IDLE_TIMEOUT_MS - 1))).toBe(true);
    expect(isGrantValid(grant, later(ADMIN_IDLE_TIMEOUT_MS))).toBe(false);
  });

  it('stays while the admin keeps working, until the absolute timeout', () => {
    let grant = grantAdmin(grantedAt);
    for (let at = 10 * MINUTE; at < ADMIN_ABSOLUTE_TIMEOUT_MS; at += 10 * MINUTE) {
      expect(isGrantValid(grant, later(at))).toBe(true);
      grant = touchGrant(grant, later(at));
    }
    expect(isGrantValid(grant, later(ADMIN_ABSOLUTE_TIMEOUT_MS))).toBe(false);
  });

  it('is never restarted by a request: the absolute timeout counts from the grant', () => {
    const touched = touchGrant(grantAdmin(grantedAt), later(5 * MINUTE));
    expect(touched.grantedAt).toBe(grantedAt.getTime());
    expect(touched.lastSeenAt).toBe(later(5 * MINUTE).getTime());
  });

  it('does not go back in time when requests are seen out of order', () => {
    const touched = touchGrant(touchGrant(grantAdmin(grantedAt), later(5 * MINUTE)), later(MINUTE));
    expect(touched.lastSeenAt).toBe(later(5 * MINUTE).getTime());
  });

  it('refuses a missing or malformed grant (a session written by something else)', () => {
    expect(isGrantValid(undefined, grantedAt)).toBe(false);
    expect(isGrantValid({ grantedAt: 'yesterday' } as never, grantedAt)).toBe(false);
  });
});
