import { PassportSerializer } from '@nestjs/passport';
import { IdentityService } from './identity.service.js';
import type { SessionUser } from './session-user.js';

/**
 * The session holds only the user's id. Every request reloads the user, so a suspension
 * takes effect on the next request. Provide it with
 * `onAppPassport(SessionSerializer, [IdentityService])`.
 */
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly identity: IdentityService) {
    super();
  }

  override serializeUser(user: SessionUser, done: (error: unknown, id?: number) => void): void {
    done(null, user.id);
  }

  override deserializeUser(id: number, done: (error: unknown, user?: SessionUser | false) => void): void {
    this.identity.sessionUser(id).then((user) => done(null, user ?? false), done);
  }
}
