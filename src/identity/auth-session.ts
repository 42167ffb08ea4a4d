import { Inject, Injectable } from '@nestjs/common';
import { RedisStore } from 'connect-redis';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS_CLIENT, type RedisClient } from '../redis/redis-client.js';
import { InvalidCredentialsError } from './domain/identity.errors.js';
import { IdentityService } from './identity.service.js';
import { SessionRegistry } from './session-registry.js';
import type { SessionUser } from './session-user.js';

export const SESSION_COOKIE = 'sid';
/** Signed out after this long without a request... */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** ...and after this long in any case. */
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;

declare module 'express-session' {
  interface SessionData {
    signedInAt?: number;
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
 * Cookie sessions stored in Redis, and passport-local sign-in on top of them. Each app
 * has its own Passport instance (several apps share a process in tests).
 */
@Injectable()
export class AuthSession {
  private readonly passport = new Passport();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    private readonly identity: IdentityService,
    private readonly registry: SessionRegistry,
  ) {
    this.passport.use(
      new LocalStrategy({ usernameField: 'emailOrPhone', passwordField: 'password' }, (emailOrPhone, password, done) => {
        identity.authenticate(emailOrPhone, password).then((user) => done(null, user), done);
      }),
    );
    this.passport.serializeUser<number>((user, done) => done(null, (user as SessionUser).id));
    // Every request reloads the user, so a suspension takes effect on the next request.
    this.passport.deserializeUser<number>((id, done) => {
      identity.sessionUser(id).then((user) => done(null, user ?? false), done);
    });
  }

  /** The session middleware chain, in order; the http app mounts it before the routes. */
  middleware(): RequestHandler[] {
    const store = new RedisStore({ client: this.redis, prefix: this.registry.sessionKeyPrefix });
    return [
      session({
        name: SESSION_COOKIE,
        secret: this.config.SESSION_SECRET,
        store,
        resave: false,
        saveUninitialized: false,
        rolling: true,
        cookie: {
          httpOnly: true,
          sameSite: 'lax',
          secure: this.config.NODE_ENV === 'production',
          maxAge: IDLE_TIMEOUT_MS,
        },
      }),
      this.passport.initialize(),
      this.passport.session(),
      enforceAbsoluteTimeout,
    ];
  }

  /** Checks the credentials in the body with passport-local and starts a new session. */
  signIn(req: Request, res: Response): Promise<SessionUser> {
    return new Promise((resolve, reject) => {
      const authenticate = this.passport.authenticate('local', (error: unknown, user: SessionUser | false) => {
        if (error) return reject(error);
        if (!user) return reject(new InvalidCredentialsError());
        // req.logIn regenerates the session: a new session id at every sign-in.
        req.logIn(user, (loginError) => {
          if (loginError) return reject(loginError);
          req.session.signedInAt = Date.now();
          this.registry
            .add(user.id, req.sessionID)
            .then(() => resolve(user), reject);
        });
      });
      authenticate(req, res, (error: unknown) => reject(error));
    });
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

function enforceAbsoluteTimeout(req: Request, _res: Response, next: NextFunction): void {
  const signedInAt = req.session?.signedInAt;
  if (!req.user || !signedInAt || Date.now() - signedInAt < ABSOLUTE_TIMEOUT_MS) return next();
  req.session.destroy(() => {
    req.user = undefined;
    next();
  });
}
