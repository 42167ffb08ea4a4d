import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { SESSION_COOKIE } from '../identity/auth-session.js';
import { SessionRegistry } from '../identity/session-registry.js';
import { AdminActor } from './admin-actor.js';
import { AdminAccessRequiredError } from './domain/admin.errors.js';
import type { OperatorSignedIn } from './admin-access.service.js';
import { ADMIN_ABSOLUTE_TIMEOUT_MS, grantAdmin, isGrantValid, isOperatorStillGranted, touchGrant, type AdminGrant } from './domain/admin-grant.js';
import { REDIS_CLIENT, type RedisClient } from '../redis/redis-client.js';
import { OperatorAccounts } from './operator-accounts.service.js';

/** How long an ended operator session's mark is kept: past any grant's absolute timeout. */
const ENDED_GRANT_MARK_SECONDS = Math.ceil(ADMIN_ABSOLUTE_TIMEOUT_MS / 1000) + 60 * 60;

declare module 'express-session' {
  interface SessionData {
    /** Set while this browser session has admin access (see AdminSession). */
    admin?: AdminGrant;
  }
}

/**
 * Admin access as a flag in the browser's server-side session (Redis), with its own idle
 * and absolute timeouts. It is independent of a sender's sign-in: either, both or neither
 * may be present in one session.
 */
@Injectable()
export class AdminSession {
  constructor(
    private readonly registry: SessionRegistry,
    private readonly operators: OperatorAccounts,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Whether the request's session holds valid admin access: within its timeouts and, for an
   * operator, with the operator still active and their password unchanged since (one small
   * query). A grant that no longer holds is removed.
   */
  async isActive(req: Request, at = new Date()): Promise<boolean> {
    const grant = req.session?.admin;
    if (isGrantValid(grant, at) && !(await this.wasEnded(grant)) && isOperatorStillGranted(grant.operator, await this.operators.standing(grant.operator.id))) return true;
    if (grant && req.session) delete req.session.admin;
    return false;
  }

  /**
   * Throws AdminAccessRequiredError unless the session holds admin access; restarts the idle
   * timeout, and names the operator as who acts in this request (the audit log's entries).
   */
  async assertActive(req: Request, at = new Date()): Promise<void> {
    if (!(await this.isActive(req, at))) throw new AdminAccessRequiredError();
    req.session.admin = touchGrant(req.session.admin!, at);
    const { id, email, role } = req.session.admin!.operator;
    AdminActor.set({ id, email, role }, req.session.admin!.session);
  }

  /**
   * Grants admin access in a new session id (no session fixation). A sender signed in in
   * the same browser stays signed in: their session data moves to the new id.
   */
  async grant(req: Request, { operator, session }: OperatorSignedIn, at = new Date()): Promise<void> {
    const previousId = req.sessionID;
    const carried = Object.fromEntries(Object.entries(req.session ?? {}).filter(([key]) => key !== 'cookie' && key !== 'admin'));
    await new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
    Object.assign(req.session, carried);
    req.session.admin = grantAdmin(at, operator, session);
    await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
    if (req.user && previousId !== req.sessionID) {
      await this.registry.remove(req.user.id, previousId);
      await this.registry.add(req.user.id, req.sessionID);
    }
  }

  /** Whether the operator session was ended (signed out) though its grant is still in a browser session. */
  private async wasEnded(grant: AdminGrant): Promise<boolean> {
    return grant.session !== undefined && (await this.redis.exists(this.endedKey(grant.session))) === 1;
  }

  private endedKey(session: string): string {
    return `${this.config.REDIS_PREFIX}:admin-session-ended:${session}`;
  }

  /** Ends admin access. The session itself ends too unless a sender is signed in with it. */
  async end(req: Request, res: Response): Promise<void> {
    if (!req.session) return;
    const ended = req.session.admin?.session;
    // Marked first: a call of this grant still in flight saves the browser's session when it
    // ends and would bring the grant back where the session itself stays (a sender signed in).
    if (ended) await this.redis.set(this.endedKey(ended), '1', { expiration: { type: 'EX', value: ENDED_GRANT_MARK_SECONDS } });
    delete req.session.admin;
    if (req.user) {
      await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
      return;
    }
    await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
    res.clearCookie(SESSION_COOKIE, { path: '/' });
  }
}
