import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';
import { SecretBox } from '../shared/crypto/secret-box.js';
import { acceptedTotpStep } from '../shared/crypto/totp.js';
import { CurrentPasswordWrongError, SecondFactorRejectedError, SecondFactorStateError, type SecondFactorMethod } from './domain/identity.errors.js';
import { authenticatorCode, newRecoveryCode, normalizeRecoveryCode, RECOVERY_CODE_COUNT } from './domain/recovery-codes.js';
import { User } from './domain/user.js';
import { PasswordHasher } from './password-hasher.js';

/** What an authenticator app needs to add the account: the secret as a QR code and as text. */
export interface AuthenticatorEnrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}

export interface SecondFactorStatus {
  authenticator: boolean;
  enabledAt: Date | null;
  /** How many passkeys the sender added (each one a second factor too). */
  passkeys: number;
  recoveryCodesLeft: number;
}

const ISSUER = 'Remit East Africa';

/**
 * A sender's optional second factors (issue #25): an authenticator app (RFC 6238 TOTP through
 * otplib; the secret sealed at rest, each time step accepted once), passkeys (SenderPasskeys,
 * `user_passkeys`), and ten one-time recovery codes (stored as digests) for a lost phone or
 * passkey, given when the first second factor is added, whichever it is, and kept while any is
 * left. Turning the app off takes the password.
 */
@Injectable()
export class SecondFactors {
  constructor(
    private readonly em: EntityManager,
    private readonly secrets: SecretBox,
    private readonly hasher: PasswordHasher,
  ) {}

  async status(userId: number): Promise<SecondFactorStatus> {
    const connection = this.em.getConnection();
    const [totp] = await connection.execute<{ enabled_at: Date }[]>('select enabled_at from user_totp where user_id = ?', [userId]);
    const [left] = await connection.execute<{ count: string }[]>('select count(*) from user_recovery_codes where user_id = ? and used_at is null', [userId]);
    const [passkeys] = await connection.execute<{ count: string }[]>('select count(*) from user_passkeys where user_id = ?', [userId]);
    return { authenticator: Boolean(totp), enabledAt: totp ? new Date(totp.enabled_at) : null, passkeys: Number(passkeys?.count ?? 0), recoveryCodesLeft: Number(left?.count ?? 0) };
  }

  /** The sender's second factors (none: the password alone signs in), read in `em`'s transaction when given. */
  async methods(userId: number, em: EntityManager = this.em): Promise<SecondFactorMethod[]> {
    const [row] = await em.execute<{ authenticator: boolean; passkey: boolean }[]>(
      'select exists (select 1 from user_totp where user_id = ?) as authenticator, exists (select 1 from user_passkeys where user_id = ?) as passkey',
      [userId, userId],
    );
    return [...(row?.authenticator ? (['authenticator'] as const) : []), ...(row?.passkey ? (['passkey'] as const) : [])];
  }

  async isOn(userId: number): Promise<boolean> {
    return (await this.methods(userId)).length > 0;
  }

  async hasAuthenticator(userId: number): Promise<boolean> {
    return (await this.methods(userId)).includes('authenticator');
  }

  /** New recovery codes for the sender (the old ones stop working), in `em`'s transaction; answers them, to be shown once. */
  async issueRecoveryCodes(em: EntityManager, userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => newRecoveryCode((count) => randomBytes(count)));
    await em.execute('delete from user_recovery_codes where user_id = ?', [userId]);
    for (const code of codes) {
      await em.execute('insert into user_recovery_codes (user_id, code_digest) values (?, ?)', [userId, digestOf(userId, normalizeRecoveryCode(code)!)]);
    }
    return codes;
  }

  /** Once the sender's last second factor is gone, their recovery codes go too (there is nothing left for them to stand in for). */
  async forgetRecoveryCodesIfNoneLeft(em: EntityManager, userId: number): Promise<void> {
    if ((await this.methods(userId, em)).length === 0) await em.execute('delete from user_recovery_codes where user_id = ?', [userId]);
  }

  /** A new secret for the sender's app, not saved: it counts once a code from the app confirms it (`turnOn`). */
  async newAuthenticator(accountName: string): Promise<AuthenticatorEnrolment> {
    const secret = generateSecret();
    const uri = generateURI({ issuer: ISSUER, label: accountName, secret });
    return { secret, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
  }

  /** Saves the authenticator once `typed` proves the app holds `secret`; answers new recovery codes, shown this once. */
  async turnOn(userId: number, secret: string, typed: string): Promise<string[]> {
    const step = await acceptedTotpStep(secret, typed);
    if (step === null) throw new SecondFactorRejectedError('wrong_app_code');
    return this.em.transactional(async (em) => {
      const inserted = await em.execute(
        'insert into user_totp (user_id, secret_sealed, enabled_at, last_step) values (?, ?, now(), ?) on conflict (user_id) do nothing returning user_id',
        [userId, this.secrets.seal(secret), step],
      );
      if (inserted.length === 0) throw new SecondFactorStateError('Two-step verification is on already.');
      return this.issueRecoveryCodes(em, userId);
    });
  }

  /** Turns the authenticator off with the account's password; the recovery codes go too unless a passkey is left. */
  async turnOff(userId: number, password: string): Promise<void> {
    const user = await this.em.fork().findOneOrFail(User, { id: userId });
    if (!(await this.hasher.verify(password, user.passwordHash))) throw new CurrentPasswordWrongError();
    await this.em.transactional(async (em) => {
      await em.execute('delete from user_totp where user_id = ?', [userId]);
      await this.forgetRecoveryCodesIfNoneLeft(em, userId);
    });
  }

  /**
   * Whether `typed` is the account's second factor now: the authenticator's current code (a
   * time step not used before, which it then uses up) or an unused recovery code (used up).
   */
  async accepts(userId: number, typed: string): Promise<boolean> {
    const connection = this.em.getConnection();
    if (authenticatorCode(typed)) {
      const [row] = await connection.execute<{ secret_sealed: string }[]>('select secret_sealed from user_totp where user_id = ?', [userId]);
      if (!row) return false;
      const step = await acceptedTotpStep(this.secrets.open(row.secret_sealed), typed);
      if (step === null) return false;
      // The same code twice (a replay, or two tabs at once): only the first takes the step.
      return (await connection.execute('update user_totp set last_step = ? where user_id = ? and last_step < ? returning user_id', [step, userId, step])).length > 0;
    }
    const recovery = normalizeRecoveryCode(typed);
    if (!recovery) return false;
    const used = await connection.execute(
      'update user_recovery_codes set used_at = now() where user_id = ? and code_digest = ? and used_at is null returning id',
      [userId, digestOf(userId, recovery)],
    );
    return used.length > 0;
  }
}

/** A recovery code's digest: the account's id in it, so one code's digest says nothing of another account's. */
function digestOf(userId: number, normalized: string): string {
  return createHash('sha256').update(`${userId}:${normalized}`).digest('hex');
}
