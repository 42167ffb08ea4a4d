import { Inject, Injectable } from '@nestjs/common';
import { EndedSessionStore } from './ended-session-store.js';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS_CLIENT, type RedisClient } from '../redis/redis-client.js';
import { requestAddress } from '../shared/http/request-address.js';
import { AppPassport } from './app-passport.js';
import { describeDevice } from './domain/device-description.js';
import { KnownDevices } from './known-devices.service.js';
import { SessionRegistry } from './session-registry.js';
import type { SessionUser } from './session-user.js';

export const SESSION_COOKIE = 'sid';
/** Signed out after this long without a request... */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** ...and after this long in any case. */
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/**
 * The idle timeout restarts (the session saved with a new expiry, its cookie sent again) at
 * most this often: a session ends between 29 and 30 minutes after its last request.
 */
export const IDLE_REFRESH_EVERY_MS = 60 * 1000;
/** How long after the password its second factor may be typed: then the sign-in starts again. */
export const SECOND_FACTOR_WAIT_MS = 5 * 60 * 1000;

declare module 'express-session' {
  interface SessionData {
    signedInAt?: number;
    /** When the idle timeout last restarted (see `refreshIdleTimeout`). */
    activeAt?: number;
    /**
     * The account this browser registered, or signed in to with the right password while it
     * was unverified: verifying it here signs it in (`signInOnVerification`).
     */
    awaitingVerification?: number;
    /** The right password was typed for an account with a second factor: its code, typed next here, signs it in. */
    awaitingSecondFactor?: { userId: number; since: number };
    /** When the sender last proved it is them (sign-in, or a step-up): sensitive changes ask again after a while. */
    verifiedAt?: number;
    /** An authenticator app being added on /settings: its secret until a code from the app confirms it. */
    authenticatorEnrolment?: string;
    /** The device signed in, as its owner recognises it in their list of sessions ("Chrome on Android"), and from where. */
    device?: { description: string; address: string };
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // passport's req.user is our SessionUser.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}

/**
 * Cookie sessions stored in Redis, with the app's Passport reading the signed-in user
 * from them (sign-in itself is LocalSignInGuard).
 */
@Injectable()
export class AuthSession {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    private readonly passport: AppPassport,
    private readonly registry: SessionRegistry,
    private readonly devices: KnownDevices,
  ) {}

  /** The session middleware chain, in order; the http app mounts it before the routes. */
  middleware(): RequestHandler[] {
    const store = new EndedSessionStore(this.redis, this.registry.sessionKeyPrefix);
    // A store that can touch makes express-session hold every response for a Redis EXPIRE
    // (and write its body in two parts); here the idle timeout restarts by saving instead,
    // at most once a minute (refreshIdleTimeout). Issue #16: it was a write per request.
    Object.defineProperty(store, 'touch', { value: undefined });
    return [
      session({
        name: SESSION_COOKIE,
        secret: this.config.SESSION_SECRET,
        store,
        resave: false,
        saveUninitialized: false,
        rolling: false,
        cookie: {
          httpOnly: true,
          sameSite: 'lax',
          secure: this.config.NODE_ENV === 'production',
          maxAge: IDLE_TIMEOUT_MS,
        },
      }),
      refreshIdleTimeout,
      this.passport.initialize(),
      this.passport.session(),
      enforceAbsoluteTimeout,
    ];
  }

  /**
   * Signs `user` in on this request: a new session (passport regenerates it, so nothing stored
   * before carries over), its start for the absolute timeout, the device it is on (listed in
   * /settings; a device the account never used is told to its owner), and its entry in the
   * registry, so a suspension, a password reset or the owner can end it.
   */
  async signIn(req: Request, user: SessionUser): Promise<void> {
    await new Promise<void>((resolve, reject) => req.logIn(user, (error) => (error ? reject(error) : resolve())));
    const at = new Date();
    req.session.signedInAt = at.getTime();
    req.session.verifiedAt = at.getTime();
    req.session.device = { description: describeDevice(req.headers['user-agent']), address: requestAddress(req) };
    await this.registry.add(user.id, req.sessionID);
    await this.devices.signedIn(req, user.id, { device: req.session.device.description, address: req.session.device.address, at });
  }

  /** Remembers that this browser typed `userId`'s password, the second factor still to come (`secondFactorPending`). */
  awaitSecondFactor(req: Request, userId: number): void {
    req.session.awaitingSecondFactor = { userId, since: Date.now() };
  }

  /** The account whose password this browser typed within the last few minutes, waiting for its second factor; null otherwise. */
  secondFactorPending(req: Request): number | null {
    const pending = req.session?.awaitingSecondFactor;
    if (!pending || Date.now() - pending.since > SECOND_FACTOR_WAIT_MS) return null;
    return pending.userId;
  }

  /** Remembers that this browser proved it holds `userId`'s password (registration, or an unverified sign-in). */
  awaitVerification(req: Request, userId: number): void {
    req.session.awaitingVerification = userId;
  }

  /**
   * After `userId`'s code was accepted: signs the account in when this same browser registered
   * it or typed its password, so the new sender goes on without typing it again. A code typed in
   * another browser verifies only (the code alone is no password). Answers whether it signed in.
   */
  async signInOnVerification(req: Request, user: SessionUser | null): Promise<boolean> {
    if (!user || req.session?.awaitingVerification !== user.id) return false;
    await this.signIn(req, user);
    return true;
  }

  /** Ends the session on the server and clears its cookie. */
  async signOut(req: Request, res: Response): Promise<void> {
    const user = req.user;
    const sessionId = req.sessionID;
    await new Promise<void>((resolve, reject) => req.logout((error) => (error ? reject(error) : resolve())));
    await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
    if (user) await this.registry.remove(user.id, sessionId);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
  }
}

/**
 * Restarts the idle timeout of a stored session whose expiry was last set over a minute ago:
 * the change makes express-session save it (new TTL in Redis) and send its cookie with the
 * new expiry. Within the minute nothing is written, so a page's burst of calls costs no
 * session write at all.
 */
function refreshIdleTimeout(req: Request, _res: Response, next: NextFunction): void {
  const expires = req.session?.cookie.expires;
  if (expires && expires.getTime() - Date.now() < IDLE_TIMEOUT_MS - IDLE_REFRESH_EVERY_MS) req.session.activeAt = Date.now();
  next();
}

function enforceAbsoluteTimeout(req: Request, _res: Response, next: NextFunction): void {
  const signedInAt = req.session?.signedInAt;
  if (!req.user || !signedInAt || Date.now() - signedInAt < ABSOLUTE_TIMEOUT_MS) return next();
  req.session.destroy(() => {
    req.user = undefined;
    next();
  });
}
