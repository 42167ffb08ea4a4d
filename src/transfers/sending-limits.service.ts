import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Money } from '../shared/domain/money.js';
import { LIMITED_TIERS, type LimitedTier, type VerificationTier } from '../compliance/domain/verification-tier.js';
import { SenderTiers } from '../compliance/sender-tiers.service.js';
import {
  DAY_MS,
  DEFAULT_TIER_SENDING_LIMITS,
  MONTH_MS,
  allowance,
  assertConsistentLimits,
  assertTierAllows,
  type Allowance,
  type SendingLimits as Limits,
} from './domain/sending-limits.js';

/**
 * The transfers that count against the limits: every one not failed or cancelled (a checkout
 * not paid yet counts until it expires, so that checkouts opened together cannot pass a limit
 * once paid). The amount sent counts, not the fees.
 */
const COUNTED = `status in ('pending', 'processing', 'completed')`;

/** Each tier's row in sending_limits: row 1 is the Verified ID tier's (the one set of limits there was before tiers). */
const ROW_OF_TIER: Record<LimitedTier, number> = { verified_id: 1, basic: 2, enhanced: 3 };

/** The operator's sending limits and what each sender may still send. */
@Injectable()
export class SendingLimits {
  constructor(
    private readonly em: EntityManager,
    private readonly tiers: SenderTiers,
  ) {}

  /** The Verified ID tier's limits: what the operator's plain limits screen shows and a visitor's quote is held to. */
  async current(em: EntityManager = this.em): Promise<Limits> {
    return this.currentFor('verified_id', em);
  }

  /** One tier's limits: the operator's, or the tier's defaults until they set them. */
  async currentFor(tier: LimitedTier, em: EntityManager = this.em): Promise<Limits> {
    return (await this.allTiers(em))[tier];
  }

  /** Every tier's limits, in one read. */
  async allTiers(em: EntityManager = this.em): Promise<Record<LimitedTier, Limits>> {
    const rows = await em
      .getConnection()
      // In the caller's transaction when there is one: a second pool connection per checkout could wait forever on a full pool.
      .execute<{ tier: LimitedTier; per_transfer: string; per_day: string; per_month: string }[]>(
        'select tier, per_transfer, per_day, per_month from sending_limits',
        [],
        'all',
        em.getTransactionContext(),
      );
    const limits = { ...DEFAULT_TIER_SENDING_LIMITS };
    for (const row of rows) {
      if (!LIMITED_TIERS.includes(row.tier)) continue;
      limits[row.tier] = { perTransfer: Money.parse(row.per_transfer, 'USD'), perDay: Money.parse(row.per_day, 'USD'), perMonth: Money.parse(row.per_month, 'USD') };
    }
    return limits;
  }

  /** Replaces a tier's limits (the Verified ID tier's unless told; the caller audits it, in its transaction); answers the ones before. */
  async set(em: EntityManager, limits: Limits, at: Date, tier: LimitedTier = 'verified_id'): Promise<Limits> {
    assertConsistentLimits(limits);
    const before = await this.currentFor(tier, em);
    await em.getConnection().execute(
      `insert into sending_limits (id, tier, per_transfer, per_day, per_month, updated_at) values (?, ?, ?, ?, ?, ?)
       on conflict (id) do update set per_transfer = excluded.per_transfer, per_day = excluded.per_day, per_month = excluded.per_month, updated_at = excluded.updated_at`,
      [ROW_OF_TIER[tier], tier, limits.perTransfer.toDecimalString(), limits.perDay.toDecimalString(), limits.perMonth.toDecimalString(), at],
      'run',
      em.getTransactionContext(),
    );
    return before;
  }

  /**
   * What the sender can still send now, by their verification tier's limits (issue #26). A sender
   * without a tier may send nothing: their allowance is Basic's limits with nothing left.
   */
  async allowanceOf(userId: number, now: Date = new Date(), em: EntityManager = this.em): Promise<Allowance & { tier: VerificationTier }> {
    // One after the other: inside a transaction they all use its one connection.
    const tier = await this.tiers.tierOf(userId, em);
    const limits = await this.allTiers(em);
    if (tier === 'none') {
      const zero = Money.zero('USD');
      return { tier, limits: limits.basic, now: zero, boundBy: 'transfer', leftToday: zero, leftThisMonth: zero };
    }
    const sent = await this.sentSoFar(em, userId, now);
    return { tier, ...allowance(limits[tier], sent) };
  }

  /** Refuses `amount` above what the sender's tier lets them send now (or anything before Basic), saying what to do. */
  async assertMaySend(userId: number, amount: Money, now: Date = new Date(), em: EntityManager = this.em): Promise<void> {
    const tier = await this.tiers.tierOf(userId, em);
    const limits = await this.allTiers(em);
    assertTierAllows(amount, tier, limits, tier === 'none' ? { last24Hours: Money.zero('USD'), last30Days: Money.zero('USD') } : await this.sentSoFar(em, userId, now));
  }

  /**
   * Refuses `amount` above what the sender can still send. Inside the transaction creating
   * the transfer: the sender's row is locked first, so two checkouts at once are counted one
   * after the other and cannot pass a limit together.
   */
  async reserve(em: EntityManager, userId: number, amount: Money, now: Date): Promise<void> {
    await em.getConnection().execute('select id from users where id = ? for update', [userId], 'all', em.getTransactionContext());
    await this.assertMaySend(userId, amount, now, em);
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
