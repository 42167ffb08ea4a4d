import { ProfileController } from './profile.controller.js';
import { Module } from '@nestjs/common';
import { AppPassport, onAppPassport } from './app-passport.js';
import { AuthSession } from './auth-session.js';
import { AuthController } from './auth.controller.js';
import { IdentityService } from './identity.service.js';
import { KnownDevices } from './known-devices.service.js';
import { LocalPasswordStrategy } from './local-password.strategy.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionRegistry } from './session-registry.js';
import { SessionSerializer } from './session.serializer.js';
import { SessionsController } from './sessions.controller.js';
import { SecondFactorSignInController } from './second-factor-sign-in.controller.js';
import { SecondFactors } from './second-factors.service.js';
import { TwoStepVerificationController } from './two-step-verification.controller.js';
import { PasswordlessSignInController } from './passwordless-sign-in.controller.js';
import { SenderPasskeys } from './sender-passkeys.service.js';
import { SenderPasskeysController } from './sender-passkeys.controller.js';
import { StepUp } from './step-up.service.js';
import { StepUpController } from './step-up.controller.js';
import { VerificationCodeDigest } from './verification-code-digest.js';

@Module({
  controllers: [
    AuthController,
    SecondFactorSignInController,
    PasswordlessSignInController,
    StepUpController,
    ProfileController,
    SessionsController,
    TwoStepVerificationController,
    SenderPasskeysController,
  ],
  providers: [
    IdentityService,
    AppPassport,
    onAppPassport(LocalPasswordStrategy, [IdentityService]),
    onAppPassport(SessionSerializer, [IdentityService]),
    AuthSession,
    SessionRegistry,
    KnownDevices,
    SecondFactors,
    SenderPasskeys,
    StepUp,
    PasswordHasher,
    PasswordResetService,
    VerificationCodeDigest,
  ],
  exports: [IdentityService, AuthSession, SessionRegistry, StepUp],
})
export class IdentityModule {}
