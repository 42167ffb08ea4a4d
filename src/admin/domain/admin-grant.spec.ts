import { ADMIN_ABSOLUTE_TIMEOUT_MS, ADMIN_IDLE_TIMEOUT_MS, grantAdmin, isGrantValid, isOperatorStillGranted, touchGrant } from './admin-grant.js';

const grantedAt = new Date('2026-11-22T09:00:00Z');
const later = (ms: number) => new Date(grantedAt.getTime() + ms);
const MINUTE = 60_000;
const operator = { id: 7, email: 'ops@example.com', role: 'finance' as const, sessionVersion: 3 };

describe('admin access granted to a session', () => {
  it('holds right after the operator signed in', () => {
    expect(isGrantValid(grantAdmin(grantedAt, operator, 'session-1'), later(1000))).toBe(true);
  });

  it('lapses after the idle timeout without an admin request', () => {
    const grant = grantAdmin(grantedAt, operator, 'session-1');
    expect(isGrantValid(grant, later(ADMIN_IDLE_TIMEOUT_MS - 1))).toBe(true);
    expect(isGrantValid(grant, later(ADMIN_IDLE_TIMEOUT_MS))).toBe(false);
  });

  it('stays while the admin keeps working, until the absolute timeout', () => {
    let grant = grantAdmin(grantedAt, operator, 'session-1');
    for (let at = 10 * MINUTE; at < ADMIN_ABSOLUTE_TIMEOUT_MS; at += 10 * MINUTE) {
      expect(isGrantValid(grant, later(at))).toBe(true);
      grant = touchGrant(grant, later(at));
    }
    expect(isGrantValid(grant, later(ADMIN_ABSOLUTE_TIMEOUT_MS))).toBe(false);
  });

  it('is never restarted by a request: the absolute timeout counts from the grant', () => {
    const touched = touchGrant(grantAdmin(grantedAt, operator, 'session-1'), later(5 * MINUTE));
    expect(touched.grantedAt).toBe(grantedAt.getTime());
    expect(touched.lastSeenAt).toBe(later(5 * MINUTE).getTime());
  });

  it('does not go back in time when requests are seen out of order', () => {
    const touched = touchGrant(touchGrant(grantAdmin(grantedAt, operator, 'session-1'), later(5 * MINUTE)), later(MINUTE));
    expect(touched.lastSeenAt).toBe(later(5 * MINUTE).getTime());
  });

  it('refuses a missing or malformed grant (a session written by something else)', () => {
    expect(isGrantValid(undefined, grantedAt)).toBe(false);
    expect(isGrantValid({ grantedAt: 'yesterday' } as never, grantedAt)).toBe(false);
  });

  it("times out sooner than a sender's session (30 minutes idle)", () => {
    expect(ADMIN_IDLE_TIMEOUT_MS).toBeLessThan(30 * MINUTE);
  });

  it('refuses a grant from before operators (it names nobody)', () => {
    expect(isGrantValid({ grantedAt: grantedAt.getTime(), lastSeenAt: grantedAt.getTime() } as never, later(1000))).toBe(false);
  });

  it("keeps the operator it was made to through requests", () => {
    const touched = touchGrant(grantAdmin(grantedAt, operator, 'session-1'), later(MINUTE));
    expect(touched.operator).toEqual(operator);
    expect(isGrantValid(touched, later(2 * MINUTE))).toBe(true);
  });
});

describe("an operator's grant against their row now", () => {
  const operator = { id: 7, email: 'ops@example.com', role: 'support' as const, sessionVersion: 3 };

  it('stands while the operator is active with the same session version', () => {
    expect(isOperatorStillGranted(operator, { status: 'active', sessionVersion: 3 })).toBe(true);
  });

  it('ends on deactivation, a new password (a higher version) or a removed row', () => {
    expect(isOperatorStillGranted(operator, { status: 'deactivated', sessionVersion: 3 })).toBe(false);
    expect(isOperatorStillGranted(operator, { status: 'active', sessionVersion: 4 })).toBe(false);
    expect(isOperatorStillGranted(operator, null)).toBe(false);
  });
});
