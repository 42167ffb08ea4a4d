/** An admin session ends after this long without an admin request... */
export const ADMIN_IDLE_TIMEOUT_MS = 15 * 60 * 1000;
/** ...and after this long in any case (one operator shift). */
export const ADMIN_ABSOLUTE_TIMEOUT_MS = 8 * 60 * 60 * 1000;

/**
 * Admin access granted to one browser session after the admin password matched. Plain
 * data (epoch milliseconds): it is stored in the session.
 */
export interface AdminGrant {
  grantedAt: number;
  lastSeenAt: number;
}

export function grantAdmin(at: Date): AdminGrant {
  return { grantedAt: at.getTime(), lastSeenAt: at.getTime() };
}

/** Whether the grant still holds at `at`: used within the idle timeout and younger than the absolute one. */
export function isGrantValid(grant: AdminGrant | undefined, at: Date): grant is AdminGrant {
  if (!grant || typeof grant.grantedAt !== 'number' || typeof grant.lastSeenAt !== 'number') return false;
  const now = at.getTime();
  return now - grant.lastSeenAt < ADMIN_IDLE_TIMEOUT_MS && now - grant.grantedAt < ADMIN_ABSOLUTE_TIMEOUT_MS;
}

/** The grant after an admin request at `at`: the idle timeout starts again, the absolute one does not. */
export function touchGrant(grant: AdminGrant, at: Date): AdminGrant {
  return { grantedAt: grant.grantedAt, lastSeenAt: Math.max(grant.lastSeenAt, at.getTime()) };
}
