import type { OperatorRef } from './operator.js';

/** An admin session ends after this long without an admin request (a sender's lasts 30 minutes)... */
export const ADMIN_IDLE_TIMEOUT_MS = 15 * 60 * 1000;
/** ...and after this long in any case (one operator shift). */
export const ADMIN_ABSOLUTE_TIMEOUT_MS = 8 * 60 * 60 * 1000;

/** The operator a grant was made to, with their row's session version at the time. */
export interface GrantedOperator extends OperatorRef {
  sessionVersion: number;
}

/**
 * Admin access granted to one browser session after an operator signed in. Plain data (epoch
 * milliseconds): it is stored in the session.
 */
export interface AdminGrant {
  grantedAt: number;
  lastSeenAt: number;
  operator: GrantedOperator;
  /**
   * The operator session's id, named by every audit entry made in it (the sign-in's too). Not
   * the browser's session id, which must stay secret: a random id of its own. Absent on a grant
   * made before sessions were named.
   */
  session?: string;
}

export function grantAdmin(at: Date, operator: GrantedOperator, session: string): AdminGrant {
  return { grantedAt: at.getTime(), lastSeenAt: at.getTime(), operator: { ...operator }, session };
}

/**
 * Whether the grant's operator still stands as their row says now (`current`: null when the
 * row is gone): active, and neither deactivated-and-back nor given a new password since.
 */
export function isOperatorStillGranted(operator: GrantedOperator, current: { status: string; sessionVersion: number } | null): boolean {
  return current !== null && current.status === 'active' && current.sessionVersion === operator.sessionVersion;
}

/** Whether the grant still holds at `at`: used within the idle timeout and younger than the absolute one. */
export function isGrantValid(grant: AdminGrant | undefined, at: Date): grant is AdminGrant {
  // A grant from before operators (no `operator`) holds nothing.
  if (!grant || typeof grant.grantedAt !== 'number' || typeof grant.lastSeenAt !== 'number' || !grant.operator) return false;
  const now = at.getTime();
  return now - grant.lastSeenAt < ADMIN_IDLE_TIMEOUT_MS && now - grant.grantedAt < ADMIN_ABSOLUTE_TIMEOUT_MS;
}

/** The grant after an admin request at `at`: the idle timeout starts again, the absolute one does not. */
export function touchGrant(grant: AdminGrant, at: Date): AdminGrant {
  return { ...grant, lastSeenAt: Math.max(grant.lastSeenAt, at.getTime()) };
}
