import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { AuthMetrics } from '../metrics/auth-metrics.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Outbox } from '../outbox/outbox.service.js';
import { SecretBox } from '../shared/crypto/secret-box.js';
import { parseEmailOrPhone } from './contact-normalizer.js';
import {
  AccountUnverifiedError,
  CurrentPasswordWrongError,
  EmailTakenError,
  InvalidCredentialsError,
  PhoneTakenError,
  ResendCooldownError,
  VerificationRejectedError,
  type CodeRejection,
} from './domain/identity.errors.js';
import { User } from './domain/user.js';
import type { VerificationChannel } from './domain/verification-channel.js';
import { VerificationCode } from './domain/verification-code.js';
import { PasswordHasher } from './password-hasher.js';
import type { Language } from '../shared/domain/language.js';
import { toSessionUser, type SessionUser } from './session-user.js';
import { VerificationCodeDigest } from './verification-code-digest.js';
import { verificationMessage } from './verification-message.js';

export interface Registration {
  email: string | null;
  phone: string | null;
  password: string;
  firstName: string;
  lastName: string;
  /** The language the visitor was using when they registered: their verification code comes in it. */
  language?: Language;
}

/** At most this many unverified registrations of one contact are checked at sign-in. */
const MAX_CLAIMANTS = 5;

/** Sign-up, verification codes and credential checks. Each use case is one transaction. */
@Injectable()
export class IdentityService {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly digest: VerificationCodeDigest,
    private readonly secrets: SecretBox,
    private readonly outbox: Outbox,
    private readonly metrics: AuthMetrics,
  ) {}

  /** Creates the user and queues their code in one transaction. */
  async register(input: Registration): Promise<{ userId: number; verificationType: VerificationChannel }> {
    const passwordHash = await this.hasher.hash(input.password);
    try {
      return await this.em.transactional(async (em) => {
        await this.assertContactsFree(em, input.email, input.phone);
        const now = new Date();
        const user = User.register({ ...input, passwordHash }, now);
        em.persist(user);
        await em.flush();
        await this.issueCode(em, user, user.verificationChannel(), now);
        return { userId: user.id, verificationType: user.verificationChannel() };
      });
    } catch (error) {
      throw this.contactConflict(error);
    }
  }

  /**
   * Accepts a code for one of the user's contacts. The first account to verify a contact keeps
   * it: other accounts that named it unverified lose it (one left with no contact is removed).
   */
  async verify(userId: number, channel: VerificationChannel, code: string): Promise<void> {
    let outcome: 'accepted' | CodeRejection;
    try {
      outcome = await this.em.transactional(async (em) => {
        const user = await em.findOne(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        const latest = user ? await this.latestCode(em, userId, channel) : null;
        if (!user || !latest) return 'invalid' as const;
        const now = new Date();
        const result = latest.attempt(this.digest.digest(userId, channel, code), now);
        if (!result.accepted) return result.reason;
        user.markVerified(channel, now);
        await em.flush();
        await this.takeContactFromOthers(em, user, channel, now);
        return 'accepted' as const;
      });
    } catch (error) {
      // Someone else verified the same contact a moment earlier.
      throw this.contactConflict(error);
    }
    if (outcome !== 'accepted') throw new VerificationRejectedError(outcome);
  }

  /** The other accounts that named `user`'s newly verified contact without verifying it lose it. */
  private async takeContactFromOthers(em: EntityManager, user: User, channel: VerificationChannel, now: Date): Promise<void> {
    const contact = user.contactFor(channel)!;
    const others = await em.find(
      User,
      channel === 'email' ? { email: contact, id: { $ne: user.id } } : { phone: contact, id: { $ne: user.id } },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    for (const other of others) {
      if (other.loseContact(channel, now)) continue;
      // Nothing left to reach them by: an unverified registration that never was theirs.
      em.remove(other);
    }
    await em.flush();
  }

  /**
   * Sends a fresh code (retiring the older ones) unless one went out within the cooldown.
   * Unknown users and contacts get the same answer, so this call reveals no account.
   */
  async resendCode(userId: number, channel: VerificationChannel): Promise<void> {
    await this.em.transactional(async (em) => {
      const user = await em.findOne(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user || !user.contactFor(channel)) return;
      const now = new Date();
      const latest = await this.latestCode(em, userId, channel);
      const wait = latest?.cooldownRemainingMs(now) ?? 0;
      if (wait > 0) throw new ResendCooldownError(Math.ceil(wait / 1000));
      await this.issueCode(em, user, channel, now);
    });
  }

  /**
   * A signed-in sender adds the email or phone their account lacks (or replaces one not yet
   * verified) and is sent its code, unless one went out within the cooldown. A contact another
   * account verified is refused; the first to verify an unverified one keeps it (`verify`).
   */
  async addContact(userId: number, channel: VerificationChannel, value: string): Promise<void> {
    try {
      await this.em.transactional(async (em) => {
        const user = await em.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        const now = new Date();
        const unchanged = user.contactFor(channel) === value && !user.hasVerified(channel);
        user.setUnverifiedContact(channel, value, now);
        await this.assertContactsFree(em, channel === 'email' ? value : null, channel === 'phone' ? value : null);
        if (unchanged) {
          const wait = (await this.latestCode(em, userId, channel))?.cooldownRemainingMs(now) ?? 0;
          if (wait > 0) throw new ResendCooldownError(Math.ceil(wait / 1000));
        }
        await em.flush();
        await this.issueCode(em, user, channel, now);
      });
    } catch (error) {
      throw this.contactConflict(error);
    }
  }

  /** Whether `password` is the account's (a step-up asks it again). */
  async passwordMatches(userId: number, password: string): Promise<boolean> {
    const user = await this.em.fork().findOneOrFail(User, { id: userId });
    return this.hasher.verify(password, user.passwordHash);
  }

  /** Changes the password when the current one is given; the caller ends the account's other sessions. */
  async changePassword(userId: number, currentPassword: string, newPassword: string): Promise<void> {
    const user = await this.em.fork().findOneOrFail(User, { id: userId });
    if (!(await this.hasher.verify(currentPassword, user.passwordHash))) throw new CurrentPasswordWrongError();
    const passwordHash = await this.hasher.hash(newPassword);
    await this.em.transactional(async (em) => {
      const locked = await em.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // Changed by another request meanwhile: its password is the current one now.
      if (locked.passwordHash !== user.passwordHash) throw new CurrentPasswordWrongError();
      locked.changePasswordHash(passwordHash, new Date());
      await em.flush();
    });
  }

  async notificationPreferences(userId: number): Promise<{ email: boolean; sms: boolean }> {
    const user = await this.em.fork().findOneOrFail(User, { id: userId });
    return { email: user.notifyByEmail, sms: user.notifyBySms };
  }

  /** The sender's language: the app, every email and SMS, and their transfers' disclosures and receipts follow it. */
  async chooseLanguage(userId: number, language: Language): Promise<void> {
    await this.em.transactional(async (em) => {
      const user = await em.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      user.chooseLanguage(language, new Date());
      await em.flush();
    });
  }

  async setNotificationPreferences(userId: number, preferences: { email: boolean; sms: boolean }): Promise<void> {
    await this.em.transactional(async (em) => {
      const user = await em.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      user.setNotificationPreferences(preferences, new Date());
      await em.flush();
    });
  }

  /**
   * Checks credentials and whether the user may sign in. An unverified user is sent a new
   * code (when the cooldown allows) so the way forward is always open.
   */
  async authenticate(emailOrPhone: string, password: string): Promise<SessionUser> {
    const contact = parseEmailOrPhone(emailOrPhone);
    const channel: VerificationChannel = contact && 'email' in contact ? 'email' : 'phone';
    const named = contact ? await this.em.fork().find(User, contact, { orderBy: { id: 'asc' }, limit: MAX_CLAIMANTS }) : [];
    // A verified contact signs in its one account; an unverified one only an account never verified at all.
    const verified = named.find((user) => user.hasVerified(channel));
    const candidates = verified ? [verified] : named.filter((user) => !user.isVerified());
    const user = await this.withPassword(candidates, password);
    if (!user) {
      this.metrics.signInFailed('sender');
      throw new InvalidCredentialsError();
    }
    if (user.status === 'active' && !user.isVerified()) {
      const sent = await this.resendCode(user.id, user.verificationChannel()).then(
        () => true,
        (error: unknown) => {
          if (error instanceof ResendCooldownError) return false;
          throw error;
        },
      );
      throw new AccountUnverifiedError(user.id, user.verificationChannel(), sent);
    }
    user.assertMaySignIn();
    return toSessionUser(user);
  }

  /** The candidate whose password this is; as slow with no candidate as with one. */
  private async withPassword(candidates: User[], password: string): Promise<User | null> {
    if (candidates.length === 0) {
      await this.hasher.verifyDecoy(password);
      return null;
    }
    for (const candidate of candidates) {
      if (await this.hasher.verify(password, candidate.passwordHash)) return candidate;
    }
    return null;
  }

  /**
   * The signed-in user of a session, or null when they are gone or may no longer sign in.
   * Every signed-in request asks (a suspension ends the session at the next request): one
   * plain query, its row mapped to a User, without building the query each time (issue #16).
   */
  async sessionUser(userId: number): Promise<SessionUser | null> {
    const em = this.em.fork();
    const [row] = await em.getConnection().execute<Record<string, unknown>[]>('select * from users where id = ?', [userId]);
    const user = row ? em.map(User, row) : null;
    return user && user.status === 'active' && user.isVerified() ? toSessionUser(user) : null;
  }

  /** Retires the user's earlier codes for the channel, stores the new one and queues its delivery. */
  private async issueCode(em: EntityManager, user: User, channel: VerificationChannel, now: Date): Promise<void> {
    const to = user.contactFor(channel);
    if (!to) return;
    const code = this.digest.newCode();
    await em.nativeUpdate(VerificationCode, { userId: user.id, type: channel, purpose: 'verify', isUsed: false }, { isUsed: true });
    em.persist(VerificationCode.issue(user.id, channel, this.digest.digest(user.id, channel, code), now));
    this.outbox.add(em, 'notifications.deliver-message', verificationMessage(channel, to, user.firstName, code, this.secrets, user.language), now);
  }

  private latestCode(em: EntityManager, userId: number, channel: VerificationChannel): Promise<VerificationCode | null> {
    return em.findOne(VerificationCode, { userId, type: channel, purpose: 'verify' }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** Only a verified contact is taken: an unverified one stays claimable by whoever verifies it first. */
  private async assertContactsFree(em: EntityManager, email: string | null, phone: string | null): Promise<void> {
    if (email && (await em.count(User, { email, isEmailVerified: true }))) throw new EmailTakenError();
    if (phone && (await em.count(User, { phone, isPhoneVerified: true }))) throw new PhoneTakenError();
  }

  /** Two accounts verifying one contact at once: the database's unique index decides. */
  private contactConflict(error: unknown): unknown {
    if (!(error instanceof UniqueConstraintViolationException)) return error;
    return /users_verified_phone_unique/.test(error.message) ? new PhoneTakenError() : new EmailTakenError();
  }
}
