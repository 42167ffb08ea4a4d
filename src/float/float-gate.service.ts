import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RAIL_CURRENCIES, type FloatRail, type LocalCurrency } from '../ledger/domain/ledger-chart.js';
import { sqlOf, type LedgerSql } from '../ledger/ledger-sql.js';
import { JobQueue } from '../queues/job-queue.service.js';
import { availableFloat, averageDaily, daysOfFloatLeft, floatCovers } from './domain/float-position.js';
import { floatPosition, paidOutSince } from './float-books.js';
import { floatThresholds } from './float-thresholds.js';

/** The payout about to be sent, as the gate weighs it. */
export interface PayoutAtTheGate {
  transferId: string;
  rail: string;
  currency: string;
  amountMinor: bigint;
}

const WEEK_MS = 7 * 24 * 3600_000;

/** Whether a rail pays `currency` from float we hold (every rail and local currency of the chart). */
export function holdsFloat(rail: string, currency: string): boolean {
  return Object.hasOwn(RAIL_CURRENCIES, rail) && (RAIL_CURRENCIES[rail as FloatRail] as readonly string[]).includes(currency);
}

/**
 * The pause rule of payout dispatch. Before a payout is written and sent, the rail's float
 * (the ledger's posted balance minus the payouts pending at the partner) must cover it, and the
 * rail must not be paused; otherwise the payout waits (`float_waiting_payouts`: nothing is sent,
 * the transfer stays processing) and the rail is paused. A confirmed top-up resumes the rail and
 * dispatches the waiting payouts again, oldest first. Dispatches of one float take an advisory
 * lock for the check, so two cannot both spend its last shillings.
 */
@Injectable()
export class FloatGate {
  private readonly logger = new Logger('PartnerFloat');
  private readonly thresholds: ReturnType<typeof floatThresholds>;

  constructor(
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.thresholds = floatThresholds(config.FLOAT_LOW_THRESHOLDS);
  }

  /**
   * In the dispatch's transaction (`em`): true when the payout may go now (its wait, if any, is
   * over); false when it waits for float. Raises the low-float alert when this payout takes the
   * float below its threshold.
   */
  async admit(em: EntityManager, payout: PayoutAtTheGate, now = new Date()): Promise<boolean> {
    if (!holdsFloat(payout.rail, payout.currency)) return true;
    const rail = payout.rail as FloatRail;
    const currency = payout.currency as LocalCurrency;
    const sql = sqlOf(em);
    await sql('select pg_advisory_xact_lock(hashtext(?))', [`float:${rail}:${currency}`]);
    const [pause] = await sql<{ reason: string }>('select reason from float_rail_pauses where rail = ? and currency = ?', [rail, currency]);
    const position = await floatPosition(sql, rail, currency);
    if (pause || !floatCovers(position, payout.amountMinor)) {
      await sql(
        `insert into float_waiting_payouts (transfer_id, rail, currency, amount, waiting_since) values (?, ?, ?, ?, ?) on conflict (transfer_id) do nothing`,
        [payout.transferId, rail, currency, String(payout.amountMinor), now.toISOString()],
      );
      if (!pause) {
        await sql(`insert into float_rail_pauses (rail, currency, reason, paused_at) values (?, ?, 'float_short', ?) on conflict do nothing`, [rail, currency, now.toISOString()]);
        this.logger.warn(`${rail} ${currency} paused: the float (${availableFloat(position)}) cannot cover payout of transfer ${payout.transferId} (${payout.amountMinor})`);
      }
      await this.alertIfLow(sql, rail, currency, availableFloat(position), now);
      return false;
    }
    await sql('delete from float_waiting_payouts where transfer_id = ?', [payout.transferId]);
    await this.alertIfLow(sql, rail, currency, availableFloat(position) - payout.amountMinor, now);
    return true;
  }

  /**
   * The partner refused a payout for want of balance (its word, whatever our books say): the rail
   * pauses until a top-up is confirmed, the payout waits with the others, and the operator is
   * alerted once for the float (one queue item, not one per refused payout).
   */
  async pauseForPartner(em: EntityManager, payout: PayoutAtTheGate, now = new Date()): Promise<void> {
    if (!holdsFloat(payout.rail, payout.currency)) return;
    const sql = sqlOf(em);
    await sql(
      `insert into float_rail_pauses (rail, currency, reason, paused_at) values (?, ?, 'partner_refused', ?)
       on conflict (rail, currency) do update set reason = 'partner_refused'`,
      [payout.rail, payout.currency, now.toISOString()],
    );
    await sql(
      `insert into float_waiting_payouts (transfer_id, rail, currency, amount, waiting_since) values (?, ?, ?, ?, ?) on conflict (transfer_id) do nothing`,
      [payout.transferId, payout.rail, payout.currency, String(payout.amountMinor), now.toISOString()],
    );
    const rail = payout.rail as FloatRail;
    const currency = payout.currency as LocalCurrency;
    await this.alertIfLow(sql, rail, currency, availableFloat(await floatPosition(sql, rail, currency)), now, { partnerRefused: true });
  }

  /**
   * Lifts the pause of one float (a top-up was confirmed) in `em`'s transaction, and answers
   * the transfers waiting on it, oldest first, for `dispatchWaiting` once committed.
   */
  async resume(em: EntityManager, rail: FloatRail, currency: LocalCurrency): Promise<string[]> {
    const sql = sqlOf(em);
    await sql('delete from float_rail_pauses where rail = ? and currency = ?', [rail, currency]);
    const waiting = await sql<{ transfer_id: string }>('select transfer_id from float_waiting_payouts where rail = ? and currency = ? order by waiting_since, transfer_id', [rail, currency]);
    return waiting.map((row) => row.transfer_id);
  }

  /** The transfer no longer pays out (cancelled, failed, held, paid after all): it waits for float no more. */
  async forget(em: EntityManager, transferId: string): Promise<void> {
    await sqlOf(em)('delete from float_waiting_payouts where transfer_id = ?', [transferId]);
  }

  /** Sends the waiting payouts to dispatch again, in order (each passes the gate again). */
  async dispatchWaiting(transferIds: readonly string[]): Promise<void> {
    const round = randomUUID();
    for (const transferId of transferIds) await this.jobs.enqueue('transfers.dispatch-payout', { transferId }, { jobId: `float-resume-${transferId}-${round}` });
    if (transferIds.length > 0) this.logger.log(`Float topped up: ${transferIds.length} waiting payout(s) sent to dispatch again`);
  }

  /**
   * An open low-float alert when `availableMinor` is below the currency's threshold, or whatever
   * the books say when the partner refused for want of balance; one per float until a top-up resolves it.
   */
  private async alertIfLow(sql: LedgerSql, rail: FloatRail, currency: LocalCurrency, availableMinor: bigint, now: Date, { partnerRefused = false } = {}): Promise<void> {
    const threshold = this.thresholds[currency];
    if (!partnerRefused && (threshold === undefined || availableMinor >= threshold)) return;
    const [open] = await sql('select id from float_alerts where rail = ? and currency = ? and resolved_at is null', [rail, currency]);
    if (open) return;
    const daily = averageDaily(await paidOutSince(sql, rail, currency, new Date(now.getTime() - WEEK_MS)), 7);
    const days = daysOfFloatLeft(availableMinor, daily);
    await sql(
      `insert into float_alerts (id, rail, currency, available, threshold, days_left, raised_at) values (?, ?, ?, ?, ?, ?, ?) on conflict do nothing`,
      [randomUUID(), rail, currency, String(availableMinor), String(threshold ?? 0n), days, now.toISOString()],
    );
    this.logger.warn(`${rail} ${currency} float low: ${availableMinor} left, ${days ?? 'unknown'} day(s) at the last 7 days' rate`);
  }
}
