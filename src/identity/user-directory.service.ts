import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { User } from './domain/user.js';
import type { Language } from '../shared/domain/language.js';

export interface UserContact {
  firstName: string;
  email: string | null;
  phone: string | null;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  /** Notification preferences (/settings): news of their transfers by email, by SMS. */
  notifyByEmail: boolean;
  notifyBySms: boolean;
  /** Every email and SMS to them is written in it. */
  language: Language;
}

/** What other contexts may know about a user: how to reach them. */
@Injectable()
export class UserDirectory {
  constructor(private readonly em: EntityManager) {}

  /** Whether the account is suspended (its money movements wait for an operator). `em`: as `contactOf`. */
  async isSuspended(userId: number, em: EntityManager = this.em): Promise<boolean> {
    const user = await em.findOne(User, { id: userId }, { fields: ['status'] });
    return user?.status === 'suspended';
  }

  /** `em`: a caller's transaction reads through its own connection (a second one could wait on a full pool). */
  async contactOf(userId: number, em: EntityManager = this.em): Promise<UserContact | null> {
    const user = await em.findOne(User, { id: userId });
    if (!user) return null;
    const { firstName, email, phone, isEmailVerified, isPhoneVerified, notifyByEmail, notifyBySms, language } = user;
    return { firstName, email, phone, isEmailVerified, isPhoneVerified, notifyByEmail, notifyBySms, language };
  }
}
