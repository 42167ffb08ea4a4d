import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PartnerBalanceSnapshots } from '../float/partner-balance-snapshots.service.js';
import { PartnerFloat } from '../float/partner-float.service.js';
import { sqlOf } from '../ledger/ledger-sql.js';
import { floatAsOf } from './books-float-side.js';
import type { FloatComparison } from './domain/float-matching.js';

/** How long a run waits for balances that answer by callback (Daraja's Account Balance result). */
const CALLBACK_WAIT_MS = 5_000;
const POLL_MS = 250;

export interface FloatRecords {
  comparisons: FloatComparison[];
  /** Floats whose partner gave no balance during this run (unreachable, or its callback late): left for the next run. */
  unanswered: number;
}

/**
 * Asks every partner for our balance now (through the partner float context, which keeps each
 * answer) and sets each answer beside the books' float as of the moment the partner gives. Only
 * balances read during this run are compared: an older one may predate what the books know.
 */
@Injectable()
export class FloatRecordsReader {
  constructor(
    private readonly em: EntityManager,
    private readonly snapshots: PartnerBalanceSnapshots,
    private readonly floats: PartnerFloat,
  ) {}

  async read(runStart: Date): Promise<FloatRecords> {
    await this.snapshots.checkAll();
    const deadline = Date.now() + CALLBACK_WAIT_MS;
    let views = await this.floats.all();
    const fresh = () => views.filter((view) => view.partnerReported && view.partnerReported.fetchedAt.getTime() >= runStart.getTime());
    while (fresh().length < views.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      views = await this.floats.all();
    }
    const sql = sqlOf(this.em.fork());
    const comparisons: FloatComparison[] = [];
    for (const view of fresh()) {
      const reported = view.partnerReported!;
      comparisons.push({ rail: view.rail, currency: view.currency, reportedMinor: reported.availableMinor, asOf: reported.asOf, ...(await floatAsOf(sql, view.rail, view.currency, reported.asOf, reported.fetchedAt)) });
    }
    return { comparisons, unanswered: views.length - comparisons.length };
  }
}
