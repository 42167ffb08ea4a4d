import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { RAIL_CURRENCIES, type FloatRail, type LocalCurrency } from '../ledger/domain/ledger-chart.js';
import { sqlOf } from '../ledger/ledger-sql.js';
import type { Rate } from '../shared/domain/rate.js';
import { floatCostRate } from './domain/float-cost-rate.js';
import { availableFloat, averageDaily, daysOfFloatLeft } from './domain/float-position.js';
import { boughtFloat, floatPosition, paidOutSince } from './float-books.js';

const WEEK_MS = 7 * 24 * 3600_000;

/** Why a rail's dispatch is paused: its float cannot cover the next payout, or the partner refused one for want of balance. */
export type PauseReason = 'float_short' | 'partner_refused';

/** One partner float as finance and the operator see it (amounts in hundredths of `currency`). */
export interface PartnerFloatView {
  rail: FloatRail;
  currency: LocalCurrency;
  /** The ledger's posted balance of `partner_float:{rail}`. */
  ledgerBalanceMinor: bigint;
  /** Payouts sent or being sent, not settled yet. */
  pendingPayoutsMinor: bigint;
  /** Top-ups recorded, not shown by the partner yet. */
  pendingTopUpsMinor: bigint;
  /** Ledger balance minus pending payouts: what dispatch may still spend. */
  availableMinor: bigint;
  /** The partner's own latest word on the balance, with when it stood so and when we asked. */
  partnerReported: { availableMinor: bigint; asOf: Date; fetchedAt: Date } | null;
  /** Average paid out a day over the last 7 days. */
  averageDailyPayoutsMinor: bigint;
  /** Days the available float lasts at that rate; null when nothing was paid out. */
  daysLeft: number | null;
  paused: { reason: PauseReason; since: Date } | null;
  waitingPayouts: number;
  /** The cost of the float held, local units per USD (`floatCostRate`). */
  costRate: Rate | null;
}

/** Every float the business holds: each rail and the currencies it pays out. */
export const FLOATS: readonly { rail: FloatRail; currency: LocalCurrency }[] = Object.entries(RAIL_CURRENCIES).flatMap(([rail, currencies]) =>
  currencies.map((currency) => ({ rail: rail as FloatRail, currency })),
);

/**
 * The partner floats read whole: what the books hold at each partner, what payouts are pending
 * there, what the partner last reported, how long it lasts, whether the rail is paused, and
 * what the float cost us. For finance views, the admin Float page and the FX posting rules.
 */
@Injectable()
export class PartnerFloat {
  constructor(private readonly em: EntityManager) {}

  /**
   * The weighted average rate of the float held at `rail` in `currency`, bought by its confirmed
   * top-ups (local units per USD, exact to 4 decimals, rounded half-up): the newest top-ups that
   * account for the float's posted balance (`domain/float-cost-rate.ts`). Null before any top-up
   * is confirmed. In `em`'s transaction when given.
   */
  async floatCostRate(rail: FloatRail, currency: LocalCurrency, em: EntityManager = this.em): Promise<Rate | null> {
    const sql = sqlOf(em);
    const position = await floatPosition(sql, rail, currency);
    return floatCostRate(await boughtFloat(sql, rail, currency), position.postedMinor);
  }

  /** Every float, `now` setting the 7-day window. */
  async all(now = new Date()): Promise<PartnerFloatView[]> {
    return Promise.all(FLOATS.map(({ rail, currency }) => this.one(rail, currency, now)));
  }

  async one(rail: FloatRail, currency: LocalCurrency, now = new Date()): Promise<PartnerFloatView> {
    const em = this.em.fork();
    const sql = sqlOf(em);
    const position = await floatPosition(sql, rail, currency);
    const [snapshot] = await sql<{ available_balance: string; as_of: Date; fetched_at: Date }>(
      'select available_balance::text, as_of, fetched_at from partner_balance_snapshots where rail = ? and currency = ? order by fetched_at desc, id desc limit 1',
      [rail, currency],
    );
    const [pause] = await sql<{ reason: PauseReason; paused_at: Date }>('select reason, paused_at from float_rail_pauses where rail = ? and currency = ?', [rail, currency]);
    const [waiting] = await sql<{ count: string }>('select count(*)::text as count from float_waiting_payouts where rail = ? and currency = ?', [rail, currency]);
    const daily = averageDaily(await paidOutSince(sql, rail, currency, new Date(now.getTime() - WEEK_MS)), 7);
    const available = availableFloat(position);
    return {
      rail,
      currency,
      ledgerBalanceMinor: position.postedMinor,
      pendingPayoutsMinor: position.pendingPayoutsMinor,
      pendingTopUpsMinor: position.pendingTopUpsMinor,
      availableMinor: available,
      partnerReported: snapshot ? { availableMinor: BigInt(snapshot.available_balance), asOf: new Date(snapshot.as_of), fetchedAt: new Date(snapshot.fetched_at) } : null,
      averageDailyPayoutsMinor: daily,
      daysLeft: daysOfFloatLeft(available, daily),
      paused: pause ? { reason: pause.reason, since: new Date(pause.paused_at) } : null,
      waitingPayouts: Number(waiting?.count ?? 0),
      costRate: floatCostRate(await boughtFloat(sql, rail, currency), position.postedMinor),
    };
  }

  /** Open low-float alerts, for the operator's queue, with why the rail is paused (if it is) and how many payouts wait. */
  async openAlerts(): Promise<
    { id: string; rail: FloatRail; currency: LocalCurrency; availableMinor: bigint; thresholdMinor: bigint; daysLeft: number | null; raisedAt: Date; pausedBecause: PauseReason | null; waitingPayouts: number }[]
  > {
    const rows = await sqlOf(this.em.fork())<{
      id: string;
      rail: FloatRail;
      currency: LocalCurrency;
      available: string;
      threshold: string;
      days_left: string | null;
      raised_at: Date;
      reason: PauseReason | null;
      waiting: string;
    }>(
      `select a.id, a.rail, a.currency, a.available::text, a.threshold::text, a.days_left::text, a.raised_at, p.reason,
              (select count(*) from float_waiting_payouts w where w.rail = a.rail and w.currency = a.currency)::text as waiting
         from float_alerts a left join float_rail_pauses p on p.rail = a.rail and p.currency = a.currency
        where a.resolved_at is null order by a.raised_at`,
    );
    return rows.map((row) => ({
      id: row.id,
      rail: row.rail,
      currency: row.currency,
      availableMinor: BigInt(row.available),
      thresholdMinor: BigInt(row.threshold),
      daysLeft: row.days_left === null ? null : Number(row.days_left),
      raisedAt: new Date(row.raised_at),
      pausedBecause: row.reason,
      waitingPayouts: Number(row.waiting),
    }));
  }
}
