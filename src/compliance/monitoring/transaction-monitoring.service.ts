import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SanctionsScreening } from '../../screening/sanctions-screening.service.js';
import { ComplianceCaseStore } from '../cases/compliance-case.store.js';
import { DAY_MS, HOUR_MS } from './domain/monitored-transfer.js';
import { historyDays, reviewTransfer } from './domain/monitoring-rules.js';
import type { MonitoringThresholds } from './domain/monitoring-thresholds.js';
import type { RuleHit } from './domain/rule-hit.js';
import { MonitoredTransfers } from './monitored-transfers.query.js';
import { monitoringThresholds } from './monitoring-thresholds.config.js';

/**
 * Transaction monitoring (issue #26): the rules run on a paid transfer before its payout (in
 * the payout's own transaction, under the transfer's lock) and on a schedule over the last day's
 * transfers. A hit opens a compliance case, or joins the sender's open one; a high-severity hit
 * holds the payout until a compliance operator clears the case.
 */
@Injectable()
export class TransactionMonitoring {
  private readonly logger = new Logger('TransactionMonitoring');
  private readonly thresholds: MonitoringThresholds;

  constructor(
    private readonly em: EntityManager,
    private readonly transfers: MonitoredTransfers,
    private readonly screening: SanctionsScreening,
    private readonly cases: ComplianceCaseStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.thresholds = monitoringThresholds(config);
  }

  /**
   * Reviews the paid transfer about to be paid out, in the caller's transaction (`em`, holding
   * the transfer's lock), and answers whether its payout must wait: a high-severity hit on it
   * sits in a case not closed. `hold` holds the payout (false: it could not be held, e.g. an
   * operator released it already); the hit then records that it held it.
   */
  async reviewBeforePayout(em: EntityManager, transferId: string, at: Date, hold: () => boolean): Promise<boolean> {
    await this.review(em, transferId, at);
    if (!(await this.cases.holdsPayout(em, transferId))) return false;
    if (!hold()) return false;
    await this.cases.markHeld(em, transferId);
    this.logger.warn(`Payout of transfer ${transferId} held for compliance review`);
    return true;
  }

  /** Runs every rule on one paid transfer and records the new hits on the sender's case. Answers them. */
  async review(em: EntityManager, transferId: string, at: Date): Promise<RuleHit[]> {
    const transfer = await this.transfers.one(em, transferId);
    if (!transfer) return [];
    const to = transfer.createdAt;
    const senderHistory = await this.transfers.bySender(em, transfer.senderId, new Date(to.getTime() - historyDays(this.thresholds) * DAY_MS - HOUR_MS), to);
    const sameDestination = await this.transfers.toDestination(em, transfer, new Date(to.getTime() - this.thresholds.sharedRecipient.windowDays * DAY_MS), to);
    const nearest = await this.screening.nearest(transfer.senderName, this.thresholds.nearSanctionsName.minScore);
    const hits = reviewTransfer(
      { transfer, senderHistory, sameDestination, senderName: transfer.senderName, nearestListedName: nearest && { listedName: nearest.listedName, score: nearest.score } },
      this.thresholds,
    );
    return this.cases.recordHits(em, transfer.senderId, transfer.id, hits, at);
  }

  /**
   * The scheduled run: every transfer paid in the last day reviewed again (each in its own
   * transaction, under its lock), so patterns that formed after a payout (a recipient many
   * senders pay) still open a case. Holds only happen before a payout (`reviewBeforePayout`).
   */
  async scan(now = new Date()): Promise<number> {
    const ids = await this.transfers.paidSince(this.em.fork(), new Date(now.getTime() - DAY_MS));
    let found = 0;
    for (const id of ids) {
      found += await this.em.fork().transactional(async (em) => {
        await em.execute('select id from transactions where id = ? for update', [id]);
        return (await this.review(em, id, now)).length;
      });
    }
    return found;
  }
}
