import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { passkeyRelyingParty } from '../shared/domain/passkey-relying-party.js';
import { PasskeyCredentials, type PasskeyView } from '../shared/passkeys/passkey-credentials.js';
import { SecondFactors } from './second-factors.service.js';
import type { SessionUser } from './session-user.js';

/**
 * Senders' passkeys (issue #25), through the shared PasskeyCredentials over `user_passkeys`
 * (operators' are another table: neither ever answers for the other). A passkey is a second
 * factor after the password, answers a step-up, and, being discoverable and checked with user
 * verification (a PIN or biometric on the device), signs in without a password. The first
 * second factor a sender adds, a passkey or the app, comes with recovery codes.
 */
@Injectable()
export class SenderPasskeys {
  private readonly credentials: PasskeyCredentials;

  constructor(
    private readonly em: EntityManager,
    private readonly secondFactors: SecondFactors,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.credentials = new PasskeyCredentials(em, 'sender', passkeyRelyingParty(config.APP_URL));
  }

  /**
   * What the browser needs to make a new passkey for `user`: a discoverable one (it can then
   * sign in with no name typed), none of theirs twice.
   */
  registrationOptions(user: SessionUser): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return this.credentials.registrationOptions({ id: user.id, userName: user.email ?? user.phone ?? `account ${user.id}`, userHandle: `sender:${user.id}` }, this.config.COMPANY_NAME, 'required');
  }

  /**
   * Checks the browser's new passkey against its challenge and keeps it; when it is the sender's
   * first second factor, answers new recovery codes too (else none), in the same transaction.
   */
  async add(userId: number, response: RegistrationResponseJSON, name: string, expectedChallenge: string): Promise<{ passkey: PasskeyView; recoveryCodes: string[] }> {
    const verified = await this.credentials.verifyNew(response, expectedChallenge);
    return this.em.transactional(async (em) => {
      // One at a time per sender, so two first factors added at once do not both skip (or both make) the codes.
      await em.execute('select id from users where id = ? for update', [userId]);
      const first = (await this.secondFactors.methods(userId, em)).length === 0;
      const passkey = await this.credentials.keep(em, userId, verified, name);
      return { passkey, recoveryCodes: first ? await this.secondFactors.issueRecoveryCodes(em, userId) : [] };
    });
  }

  list(userId: number): Promise<PasskeyView[]> {
    return this.credentials.list(userId);
  }

  /** Removes one of the sender's own passkeys (404 for none; the recovery codes too when it was their last second factor); answers its name. */
  async remove(userId: number, id: number): Promise<string> {
    return this.em.transactional(async (em) => {
      await em.execute('select id from users where id = ? for update', [userId]);
      const name = await this.credentials.remove(userId, id, em);
      await this.secondFactors.forgetRecoveryCodesIfNoneLeft(em, userId);
      return name;
    });
  }

  /** A challenge any of our senders' discoverable passkeys may answer, with user verification: a sign-in with no password. */
  passwordlessOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return this.credentials.authenticationOptions(null, 'required');
  }

  /** A challenge offering `userId`'s passkeys (after their password, or for a step-up). */
  optionsFor(userId: number): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return this.credentials.authenticationOptions(userId);
  }

  /** The sender whose passkey signed `expectedChallenge` with user verification (a sign-in without a password), or null. */
  passwordlessSigner(response: AuthenticationResponseJSON, expectedChallenge: string): Promise<number | null> {
    return this.credentials.verifyAnswer(response, expectedChallenge, { requireUserVerification: true });
  }

  /** Whether one of `userId`'s own passkeys signed `expectedChallenge`. */
  async confirms(userId: number, response: AuthenticationResponseJSON, expectedChallenge: string): Promise<boolean> {
    return (await this.credentials.verifyAnswer(response, expectedChallenge, { ownerId: userId })) !== null;
  }
}
