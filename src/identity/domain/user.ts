import { AccountSuspendedError, AccountUnverifiedError, ContactAlreadyVerifiedError, ContactRequiredError } from './identity.errors.js';
import type { VerificationChannel } from './verification-channel.js';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/domain/language.js';

export type UserStatus = 'active' | 'suspended';

export interface NewUser {
  /** Normalised (trimmed, lower-cased) or null. */
  email: string | null;
  /** E.164 or null. */
  phone: string | null;
  passwordHash: string;
  firstName: string;
  lastName: string;
  /** The language the app, emails and SMS speak to them in; English when not given. */
  language?: Language;
}

/** A sender: who they are, how to reach them, and whether they may sign in. */
export class User {
  id!: number;
  email: string | null;
  phone: string | null;
  passwordHash: string;
  firstName: string;
  lastName: string;
  isEmailVerified = false;
  isPhoneVerified = false;
  status: UserStatus = 'active';
  /** Notification preferences (/settings): news of their transfers by email, by SMS. Security messages go regardless. */
  notifyByEmail = true;
  notifyBySms = true;
  /** The language of the app and of every email and SMS to them (/settings, the language switcher). */
  language: Language = DEFAULT_LANGUAGE;
  createdAt: Date;
  updatedAt: Date;

  /** Use `User.register`, which checks the invariants; public only for the ORM. */
  constructor(fields: NewUser, at: Date) {
    this.email = fields.email;
    this.phone = fields.phone;
    this.passwordHash = fields.passwordHash;
    this.firstName = fields.firstName;
    this.lastName = fields.lastName;
    this.language = fields.language ?? DEFAULT_LANGUAGE;
    this.createdAt = at;
    this.updatedAt = at;
  }

  static register(fields: NewUser, at: Date): User {
    if (!fields.email && !fields.phone) throw new ContactRequiredError();
    return new User(fields, at);
  }

  /** The channel a new account verifies by: email when it has one, else its phone. */
  verificationChannel(): VerificationChannel {
    return this.email ? 'email' : 'phone';
  }

  contactFor(channel: VerificationChannel): string | null {
    return channel === 'email' ? this.email : this.phone;
  }

  isVerified(): boolean {
    return this.isEmailVerified || this.isPhoneVerified;
  }

  /** Whether `channel`'s contact is one this account verified (the only kind it signs in with, once verified). */
  hasVerified(channel: VerificationChannel): boolean {
    return channel === 'email' ? this.isEmailVerified : this.isPhoneVerified;
  }

  /**
   * Another account verified this account's unverified `channel` contact first: it is theirs
   * now. Answers whether this account still has a contact (one with none is removed).
   */
  loseContact(channel: VerificationChannel, at: Date): boolean {
    if (this.hasVerified(channel)) throw new Error('A verified contact cannot be taken');
    if (channel === 'email') this.email = null;
    else this.phone = null;
    this.updatedAt = at;
    return this.email !== null || this.phone !== null;
  }

  /** Adds (or replaces) a contact this account has not verified yet; a verified one stays. */
  setUnverifiedContact(channel: VerificationChannel, value: string, at: Date): void {
    if (this.hasVerified(channel)) throw new ContactAlreadyVerifiedError(channel);
    if (channel === 'email') this.email = value;
    else this.phone = value;
    this.updatedAt = at;
  }

  changePasswordHash(passwordHash: string, at: Date): void {
    this.passwordHash = passwordHash;
    this.updatedAt = at;
  }

  /** The language their app, emails and SMS (and the disclosures and receipts of their transfers) are in. */
  chooseLanguage(language: Language, at: Date): void {
    this.language = language;
    this.updatedAt = at;
  }

  setNotificationPreferences(preferences: { email: boolean; sms: boolean }, at: Date): void {
    this.notifyByEmail = preferences.email;
    this.notifyBySms = preferences.sms;
    this.updatedAt = at;
  }

  markVerified(channel: VerificationChannel, at: Date): void {
    if (channel === 'email') this.isEmailVerified = true;
    else this.isPhoneVerified = true;
    this.updatedAt = at;
  }

  /** Throws the reason this person may not sign in, if there is one. */
  assertMaySignIn(): void {
    if (this.status === 'suspended') throw new AccountSuspendedError();
    if (!this.isVerified()) throw new AccountUnverifiedError(this.id, this.verificationChannel());
  }

  suspend(at: Date): void {
    this.status = 'suspended';
    this.updatedAt = at;
  }

  activate(at: Date): void {
    this.status = 'active';
    this.updatedAt = at;
  }
}
