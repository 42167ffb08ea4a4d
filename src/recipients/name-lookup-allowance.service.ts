import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS_CLIENT, type RedisClient } from '../redis/redis-client.js';
import type { Country } from '../shared/domain/country.js';
import type { PayoutDestination } from '../shared/domain/delivery-method.js';
import { NameLookupsLimitedError } from './domain/recipient.errors.js';
import { Recipient } from './domain/recipient.js';

/** The account a lookup asks about: its country, its phone (E.164) and how it would be paid. */
export interface LookedUpAccount {
  country: Country;
  phone: string;
  destination: Pick<PayoutDestination, 'method' | 'bankId' | 'accountNumber'>;
}

/**
 * Who may ask a partner who holds an account (`GET /api/mtn-registered-name`,
 * `GET /api/recipient-account-holder`). The answer names a person, so the checks must not work
 * as a directory (issue #25, item 5): the accounts of the sender's saved recipients are always
 * answered; any other account counts as new, and a sender may look up
 * `NAME_LOOKUP_NEW_ACCOUNTS_PER_SENDER` new accounts, and an account be looked up by
 * `NAME_LOOKUP_SENDERS_PER_ACCOUNT` senders, in `NAME_LOOKUP_WINDOW_SECONDS`. Asking again about
 * an account already counted costs nothing (the send form asks as the sender types and again
 * at checkout). The transfer's own check at checkout is not limited: the sender is paying.
 */
@Injectable()
export class NameLookupAllowance {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts the lookup of `account` by sender `userId`; refuses it (429) past either limit. */
  async admit(userId: number, account: LookedUpAccount): Promise<void> {
    if (await this.isSavedRecipient(userId, account)) return;
    const key = accountKey(account);
    const bySender = this.keyOf(`sender:${userId}`);
    await this.join(bySender, key, this.config.NAME_LOOKUP_NEW_ACCOUNTS_PER_SENDER);
    try {
      await this.join(this.keyOf(`account:${key}`), String(userId), this.config.NAME_LOOKUP_SENDERS_PER_ACCOUNT);
    } catch (error) {
      // Not answered: it does not use up the sender's allowance either.
      await this.redis.sRem(bySender, key);
      throw error;
    }
  }

  /** Adds `member` to the set at `key` unless that makes it larger than `max`. */
  private async join(key: string, member: string, max: number): Promise<void> {
    const window = this.config.NAME_LOOKUP_WINDOW_SECONDS;
    const [added, size, , ttl] = (await this.redis.multi().sAdd(key, member).sCard(key).expire(key, window, 'NX').ttl(key).exec()) as unknown as [
      number,
      number,
      number,
      number,
    ];
    if (added === 1 && size > max) {
      await this.redis.sRem(key, member);
      throw new NameLookupsLimitedError(ttl > 0 ? ttl : window);
    }
  }

  private async isSavedRecipient(userId: number, { country, phone, destination }: LookedUpAccount): Promise<boolean> {
    const bank = destination.method === 'bank_account' ? { bankId: destination.bankId, accountNumber: destination.accountNumber } : {};
    return (await this.em.fork().count(Recipient, { userId, country, phone, ...bank })) > 0;
  }

  private keyOf(subject: string): string {
    return `${this.config.REDIS_PREFIX}:name-lookups:${subject}`;
  }
}

/** One account however it is typed: the bank account itself, or the wallet's number. */
function accountKey({ country, phone, destination }: LookedUpAccount): string {
  return destination.method === 'bank_account' ? `${country}:bank:${destination.bankId}:${destination.accountNumber}` : `${country}:${phone}`;
}
