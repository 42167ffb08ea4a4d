import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Outbox } from '../outbox/outbox.service.js';
import { SecretBox } from '../shared/crypto/secret-box.js';
import { parseEmailOrPhone } from './contact-normalizer.js';
import { VerificationRejectedError, type CodeRejection } from './domain/identity.errors.js';
import { User } from './domain/user.js';
import type { VerificationChannel } from './domain/verification-channel.js';
import { VerificationCode } from './domain/verification-code.js';
import { PasswordHasher } from './password-hasher.js';
import { passwordChangedNotice, passwordResetCodeMessage } from './password-reset-message.js';
import { VerificationCodeDigest } from './verification-code-digest.js';

/** The contact a reset names, and the channel its code travels by; null when the text names none. */
export function resetContact(emailOrPhone: string): { channel: VerificationChannel; where: { email: string } | { phone: string } } | null {
  const contact = parseEmailOrPhone(emailOrPhone);
  if (!contact) return null;
  return { channel: 'email' in contact ? 'email' : 'phone', where: contact };
}

/**
 * "Forgot password?": a 6-digit code to a contact the account verified, then a new password
 * with that code. Codes expire, are single use and lock after a few wrong tries (VerificationCode);
 * the caller ends every session of the account and rate-limits both steps. Nothing here
 * reveals whether an account exists.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly digest: VerificationCodeDigest,
    private readonly secrets: SecretBox,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Sends a reset code to the verified contact, unless one went out within the cooldown (then
   * the earlier code still works). Unknown, unverified or suspended accounts get nothing.
   */
  async requestCode(emailOrPhone: string): Promise<void> {
    const contact = resetContact(emailOrPhone);
    if (!contact) return;
    await this.em.transactional(async (em) => {
      const user = await this.ownerOf(em, contact);
      if (!user || user.status !== 'active') return;
      const now = new Date();
      const latest = await this.latestCode(em, user.id, contact.channel);
      if ((latest?.cooldownRemainingMs(now) ?? 0) > 0 && !latest!.isUsed) return;
      const code = this.digest.newCode();
      await em.nativeUpdate(VerificationCode, { userId: user.id, type: contact.channel, purpose: 'password_reset', isUsed: false }, { isUsed: true });
      em.persist(VerificationCode.issue(user.id, contact.channel, this.digest.digest(user.id, contact.channel, code, 'password_reset'), now, 'password_reset'));
      this.outbox.add(em, 'notifications.deliver-message', passwordResetCodeMessage(contact.channel, user.contactFor(contact.channel)!, user.firstName, code, this.secrets, user.language), now);
    });
  }

  /**
   * Sets the new password when the code is right, and tells the owner on every verified
   * contact. Answers the account's id, whose sessions the caller ends.
   */
  async reset(emailOrPhone: string, code: string, newPassword: string): Promise<number> {
    const contact = resetContact(emailOrPhone);
    if (!contact) throw new VerificationRejectedError('invalid');
    const passwordHash = await this.hasher.hash(newPassword);
    const outcome = await this.em.transactional(async (em): Promise<{ rejected: CodeRejection } | { userId: number }> => {
      const user = await this.ownerOf(em, contact);
      const latest = user ? await this.latestCode(em, user.id, contact.channel) : null;
      if (!user || !latest || user.status !== 'active') return { rejected: 'invalid' };
      const now = new Date();
      const attempt = latest.attempt(this.digest.digest(user.id, contact.channel, code, 'password_reset'), now);
      // The attempt is counted even when it fails: the lock after a few wrong codes must hold.
      await em.flush();
      if (!attempt.accepted) return { rejected: attempt.reason };
      user.changePasswordHash(passwordHash, now);
      const support = { phone: this.config.COMPANY_PHONE, email: this.config.COMPANY_EMAIL };
      for (const channel of ['email', 'phone'] as const) {
        if (!user.hasVerified(channel)) continue;
        this.outbox.add(em, 'notifications.deliver-message', passwordChangedNotice(channel, user.contactFor(channel)!, user.firstName, support, user.language), now);
      }
      await em.flush();
      return { userId: user.id };
    });
    if ('rejected' in outcome) throw new VerificationRejectedError(outcome.rejected);
    return outcome.userId;
  }

  /** The one account that verified this contact (a verified contact belongs to one account). */
  private ownerOf(em: EntityManager, contact: NonNullable<ReturnType<typeof resetContact>>): Promise<User | null> {
    const verified = contact.channel === 'email' ? { isEmailVerified: true } : { isPhoneVerified: true };
    return em.findOne(User, { ...contact.where, ...verified }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  private latestCode(em: EntityManager, userId: number, channel: VerificationChannel): Promise<VerificationCode | null> {
    return em.findOne(VerificationCode, { userId, type: channel, purpose: 'password_reset' }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }
}
