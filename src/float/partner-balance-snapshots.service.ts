import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import type { PartnerBalanceReading } from '../payments/payouts/payout-rail.port.js';
import { PayoutRails } from '../payments/payouts/payout-rails.service.js';
import { RAIL_CURRENCIES, type FloatRail, type LocalCurrency } from '../ledger/domain/ledger-chart.js';
import { sqlOf } from '../ledger/ledger-sql.js';
import { FloatTopUps } from './float-top-ups.service.js';
import { holdsFloat } from './float-gate.service.js';

/** What asking a partner for its balance gave: the balances read now, or a query whose answer comes by callback. */
export type BalanceCheck = { rail: FloatRail; outcome: 'read' | 'awaiting_callback' | 'unavailable'; detail?: string };

/**
 * The partners' own word on our float: each balance read is kept as a snapshot (rail,
 * currency, available balance, as of, fetched at), and pending top-ups it shows are confirmed.
 */
@Injectable()
export class PartnerBalanceSnapshots {
  private readonly logger = new Logger('PartnerFloat');

  constructor(
    private readonly em: EntityManager,
    private readonly rails: PayoutRails,
    private readonly topUps: FloatTopUps,
  ) {}

  /** Asks every partner (Daraja answers later, by callback). */
  async checkAll(): Promise<BalanceCheck[]> {
    return Promise.all((Object.keys(RAIL_CURRENCIES) as FloatRail[]).map((rail) => this.check(rail)));
  }

  async check(rail: FloatRail): Promise<BalanceCheck> {
    const adapter = this.rails.named(rail)!;
    try {
      const readings = await adapter.balances();
      if (readings === 'awaiting_callback') return { rail, outcome: 'awaiting_callback' };
      await this.record(rail, readings);
      return { rail, outcome: 'read' };
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Could not read the ${rail} balance: ${detail}`);
      return { rail, outcome: 'unavailable', detail };
    }
  }

  /** A balance result that came by callback (Daraja): null when the callback is none of ours. Answers whether it was one. */
  async fromCallback(rail: string, kind: string, body: unknown): Promise<boolean> {
    const readings = this.rails.named(rail)?.readBalanceCallback?.({ kind, body });
    if (!readings) return false;
    await this.record(rail as FloatRail, readings);
    return true;
  }

  /** Keeps each reading of a currency we hold float in, then confirms the top-ups it shows. */
  async record(rail: FloatRail, readings: readonly PartnerBalanceReading[], fetchedAt = new Date()): Promise<void> {
    const held = readings.filter((reading) => holdsFloat(rail, reading.currency));
    const sql = sqlOf(this.em.fork());
    for (const reading of held) {
      await sql('insert into partner_balance_snapshots (rail, currency, available_balance, as_of, fetched_at) values (?, ?, ?, ?, ?)', [
        rail,
        reading.currency,
        String(reading.availableMinor),
        reading.asOf.toISOString(),
        fetchedAt.toISOString(),
      ]);
      await this.topUps.confirmShown(rail, reading.currency as LocalCurrency, reading.availableMinor, fetchedAt);
    }
  }
}
