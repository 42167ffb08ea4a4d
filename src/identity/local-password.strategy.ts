import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { IdentityService } from './identity.service.js';
import type { SessionUser } from './session-user.js';

/**
 * Sign-in by email or phone and password (passport-local, strategy `local`). Provide it
 * with `onAppPassport(LocalPasswordStrategy, [IdentityService])`. Wrong credentials throw
 * InvalidCredentialsError, which LocalSignInGuard lets through to the error filter.
 */
export class LocalPasswordStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly identity: IdentityService) {
    super({ usernameField: 'emailOrPhone', passwordField: 'password' });
  }

  validate(emailOrPhone: string, password: string): Promise<SessionUser> {
    return this.identity.authenticate(emailOrPhone, password);
  }
}
