import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { LedgerTransfer } from '../ledger/domain/ledger-transfer.js';
import { sqlOf } from '../ledger/ledger-sql.js';
import { LEDGER, type LedgerPort } from '../ledger/ledger.port.js';
import { booksStripeSide } from './books-stripe-side.js';
import { ProviderRecordsUnavailableError } from './domain/reconciliation.errors.js';
import { matchStripe } from './domain/stripe-matching.js';
import { matchAttempt } from './domain/partner-matching.js';
import { PartnerRecordsReader } from './partner-records.reader.js';
import { FloatRecordsReader } from './float-records.reader.js';
import { matchFloat } from './domain/float-matching.js';
import { processorFeePosting, processorPayoutPosting } from './domain/stripe-postings.js';
import { reconciliationBreaksStore } from './reconciliation-breaks.store.js';
import { reconciliationRunsStore, type ReconciliationRun } from './reconciliation-runs.store.js';
import { StripeRecordsReader } from './stripe-records.reader.js';

export interface RunOptions {
  now?: Date;
  /** Overrides RECONCILIATION_GRACE_MS (tests and the fault suite judge everything at once: 0). */
  graceMs?: number;
}

const DAY_MS = 24 * 3600_000;

/**
 * Reconciles the books with the providers' own records (daily, as the worker's
 * `reconciliation.run`, or when an operator asks): reads Stripe's balance transactions and
 * payouts over the window, books what only Stripe's records tell (its fees, its payouts to our
 * bank), matches every record with the books; asks MTN MoMo and Thunes how each payout attempt
 * they had the last word on stands now, against ours; sets each partner's balance beside the
 * books' float as of then (what is in flight aside); and keeps each disagreement as a break,
 * idempotently: a break found again is the same break, one whose sides agree again is resolved
 * by itself.
 */
@Injectable()
export class Reconciliation {
  private readonly logger = new Logger('Reconciliation');

  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeRecordsReader,
    private readonly partners: PartnerRecordsReader,
    private readonly floats: FloatRecordsReader,
    @Inject(LEDGER) private readonly ledger: LedgerPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(trigger: ReconciliationRun['trigger'], options: RunOptions = {}): Promise<ReconciliationRun> {
    const now = options.now ?? new Date();
    const id = randomUUID();
    const windowFrom = new Date(now.getTime() - this.config.RECONCILIATION_WINDOW_DAYS * DAY_MS);
    const sql = sqlOf(this.em.fork());
    await reconciliationRunsStore.start(sql, { id, trigger, startedAt: now, windowFrom });
    try {
      const stripe = await this.stripe.read(windowFrom).catch((error: unknown) => {
        throw new ProviderRecordsUnavailableError('Stripe', error instanceof Error ? error.message : String(error));
      });
      const graceMs = options.graceMs ?? this.config.RECONCILIATION_GRACE_MS;
      const partners = await this.partners.read(windowFrom, new Date(now.getTime() - graceMs));
      const attempts = partners.comparisons.map(matchAttempt);
      const floats = await this.floats.read(now);
      const floatMatches = floats.comparisons.map((comparison) => ({ rail: comparison.rail, match: matchFloat(comparison) }));
      await this.em.fork().transactional(async (em) => {
        const tx = sqlOf(em);
        const postings = [
          ...stripe.records.map((record) => processorFeePosting(record.id, record.fee)),
          ...stripe.paidPayouts.map((payout) => processorPayoutPosting(payout.id, payout.amount)),
        ].filter((posting): posting is LedgerTransfer => posting !== null);
        const postingsBooked = await this.ledger.createTransfers(tx, postings);
        const books = await booksStripeSide(tx, windowFrom);
        const match = matchStripe(stripe.records, books, stripe.payoutTotals, { now, graceMs });
        const recorded = await reconciliationBreaksStore.record(tx, id, 'stripe', match.findings, match.agreeingKeys, now);
        let partnersClosed = 0;
        for (const rail of ['daraja', 'mtn_momo', 'thunes'] as const) {
          const own = partners.comparisons.map((comparison, index) => ({ comparison, match: attempts[index]! })).filter((entry) => entry.comparison.rail === rail);
          const ownFloats = floatMatches.filter((entry) => entry.rail === rail).map((entry) => entry.match);
          const findings = [
            ...own.flatMap(({ match: m }) => (!m.agrees && !m.inFlight ? [m.finding] : [])),
            ...ownFloats.flatMap((m) => (m.agrees ? [] : [m.finding])),
          ];
          const agreeing = [...own.flatMap(({ match: m }) => (m.agrees ? [m.key] : [])), ...ownFloats.flatMap((m) => (m.agrees ? [m.key] : []))];
          partnersClosed += (await reconciliationBreaksStore.record(tx, id, rail, findings, agreeing, now)).closed;
        }
        const partnerBreaks = attempts.filter((m) => !m.agrees && !m.inFlight).length + floatMatches.filter((entry) => !entry.match.agrees).length;
        await reconciliationRunsStore.finish(
          tx,
          id,
          {
            providerRecords: stripe.records.length + partners.comparisons.length + partners.unreachable + floats.comparisons.length,
            matched: match.matched + attempts.filter((m) => m.agrees).length + floatMatches.filter((entry) => entry.match.agrees).length,
            inFlight: match.inFlight + attempts.filter((m) => !m.agrees && m.inFlight).length + partners.unreachable + floats.unanswered,
            breaksFound: match.findings.length + partnerBreaks,
            breaksClosed: recorded.closed + partnersClosed,
            postingsBooked,
          },
          new Date(),
        );
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error(`Reconciliation run ${id} failed: ${message}`);
      await reconciliationRunsStore.fail(sql, id, message, new Date());
      throw error;
    }
    const run = (await reconciliationRunsStore.find(sql, id))!;
    if (run.breaksFound > 0) this.logger.warn(`Reconciliation run ${id}: ${run.breaksFound} break(s) with the providers' records`);
    return run;
  }

  async latestRuns(limit = 20): Promise<ReconciliationRun[]> {
    return reconciliationRunsStore.latest(sqlOf(this.em.fork()), limit);
  }
}
