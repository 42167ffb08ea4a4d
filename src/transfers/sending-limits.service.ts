import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Money } from '../shared/domain/money.js';
import {
  DAY_MS,
  DEFAULT_SENDING_LIMITS,
  MONTH_MS,
  allowance,
  assertConsistentLimits,
  assertWithinAllowance,
  type Allowance,
  type SendingLimits as Limits,
} from './domain/sending-limits.js';

/**
 * The transfers that count against the limits: every one not failed or cancelled (a checkout
 * not paid yet counts until it expires, so that checkouts opened together cannot pass a limit
 * once paid). The amount sent counts, not the fees.
 */
const COUNTED = `status in ('pending', 'processing', 'completed')`;

/** The operator's sending limits and what each sender may still send. */
@Injectable()
export class SendingLimits {
  constructor(private readonly em: EntityManager) {}

  async current(em: EntityManager = this.em): Promise<Limits> {
    const [row] = await em
      .getConnection()
      // In the caller's transaction when there is one: a second pool connection per checkout could wait forever on a full pool.
      .execute<{ per_transfer: string; per_day: string; per_month: string }[]>(
        'select per_transfer, per_day, per_month from sending_limits where id = 1',
        [],
        'all',
        em.getTransactionContext(),
      );
    if (!row) return DEFAULT_SENDING_LIMITS;
    return { perTransfer: Money.parse(row.per_transfer, 'USD'), perDay: Money.parse(row.per_day, 'USD'), perMonth: Money.parse(row.per_month, 'USD') };
  }

  /** Replaces the limits (the caller audits it, in its transaction); answers the ones before. */
  async set(em: EntityManager, limits: Limits, at: Date): Promise<Limits> {
    assertConsistentLimits(limits);
    const before = await this.current(em);
    await em.getConnection().execute(
      `insert into sending_limits (id, per_transfer, per_day, per_month, updated_at) values (1, ?, ?, ?, ?)
       on conflict (id) do update set per_transfer = excluded.per_transfer, per_day = excluded.per_day, per_month = excluded.per_month, updated_at = excluded.updated_at`,
      [limits.perTransfer.toDecimalString(), limits.perDay.toDecimalString(), limits.perMonth.toDecimalString(), at],
      'run',
      em.getTransactionContext(),
    );
    return before;
  }

  /** What the sender can still send now. */
  async allowanceOf(userId: number, now: Date = new Date(), em: EntityManager = this.em): Promise<Allowance> {
    // One after the other: inside a transaction both use its one connection.
    const limits = await this.current(em);
    const sent = await this.sentSoFar(em, userId, now);
    return allowance(limits, sent);
  }

  /**
   * Refuses `amount` above what the sender can still send. Inside the transaction creating
   * the transfer: the sender's row is locked first, so two checkouts at once are counted one
   * after the other and cannot pass a limit together.
   */
  async reserve(em: EntityManager, userId: number, amount: Money, now: Date): Promise<void> {
    await em.getConnection().execute('select id from users where id = ? for update', [userId], 'all', em.getTransactionContext());
    assertWithinAllowance(amount, await this.allowanceOf(userId, now, em));
  }

  private async sentSoFar(em: EntityManager, userId: number, now: Date) {
    const [row] = await em.getConnection().execute<{ day: string; month: string }[]>(
      `select coalesce(sum(amount) filter (where created_at > ?), 0)::text as day, coalesce(sum(amount), 0)::text as month
         from transactions where user_id = ? and created_at > ? and ${COUNTED}`,
      [new Date(now.getTime() - DAY_MS), userId, new Date(now.getTime() - MONTH_MS)],
      'all',
      em.getTransactionContext(),
    );
    return { last24Hours: Money.parse(row.day, 'USD'), last30Days: Money.parse(row.month, 'USD') };
  }
}
