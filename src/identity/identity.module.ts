import { Module } from '@nestjs/common';
import { AuthSession } from './auth-session.js';
import { AuthController } from './auth.controller.js';
import { IdentityService } from './identity.service.js';
import { PasswordHasher } from './password-hasher.js';
import { SessionRegistry } from './session-registry.js';
import { VerificationCodeDigest } from './verification-code-digest.js';

@Module({
  controllers: [AuthController],
  providers: [IdentityService, AuthSession, SessionRegistry, PasswordHasher, VerificationCodeDigest],
  exports: [IdentityService, AuthSession, SessionRegistry],
})
export class IdentityModule {}
