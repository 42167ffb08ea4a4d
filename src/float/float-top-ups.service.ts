import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AdminAuditLog } from '../admin/admin-audit-log.service.js';
import { AdminAuditEntry, type AdminAuditAction, type AuditValue } from '../admin/domain/admin-audit-entry.js';
import { topUpPostings, type TopUpStep } from '../ledger/domain/float-top-up-postings.js';
import type { FloatRail, LocalCurrency } from '../ledger/domain/ledger-chart.js';
import { sqlOf, type LedgerSql } from '../ledger/ledger-sql.js';
import { LEDGER, type LedgerPort } from '../ledger/ledger.port.js';
import { FxCosts } from '../rates/fx-costs.service.js';
import { FloatTopUp, type TopUpOrder } from './domain/float-top-up.js';
import { FloatTopUpNotFoundError, FloatTopUpRefusedError } from './domain/float.errors.js';
import { floatPosition } from './float-books.js';
import { FloatGate } from './float-gate.service.js';
import { floatTopUpStore } from './float-top-up.store.js';
import { PartnerFloat } from './partner-float.service.js';

/**
 * Float top-ups, each step in one transaction with its ledger postings and its audit entry:
 * recorded by an operator (pending on the books), confirmed when the partner's balance shows it
 * (posted; the float's cost rate is observed, its low alert resolved, its rail resumed and the
 * waiting payouts dispatched again), or cancelled by an operator before that (voided).
 */
@Injectable()
export class FloatTopUps {
  private readonly logger = new Logger('PartnerFloat');

  constructor(
    private readonly em: EntityManager,
    @Inject(LEDGER) private readonly ledger: LedgerPort,
    private readonly gate: FloatGate,
    private readonly float: PartnerFloat,
    private readonly fxCosts: FxCosts,
    private readonly auditLog: AdminAuditLog,
  ) {}

  /** Records a top-up the operator wired (`address`: theirs, for the audit log). */
  async record(order: TopUpOrder, address: string | null, now = new Date()): Promise<FloatTopUp> {
    const topUp = FloatTopUp.record(order, now);
    await this.em.fork().transactional(async (em) => {
      const sql = sqlOf(em);
      if (!(await floatTopUpStore.insert(sql, topUp))) {
        throw new FloatTopUpRefusedError('DUPLICATE_REFERENCE', `A top-up with bank reference ${topUp.bankReference} is recorded for ${topUp.rail} ${topUp.currency} already`, 'conflict');
      }
      await this.book(sql, topUp, 'recorded');
      this.audit(em, 'float.top_up_recorded', topUp, null, address, now);
    });
    return topUp;
  }

  /**
   * Confirms a pending top-up: by two operators (`address`: the approver's; four eyes, issue #25),
   * or (null) because the partner's balance shows it. `alongside`: done in the same transaction
   * (the approval marked approved), whether or not it was confirmed already.
   */
  async confirm(id: string, address: string | null, now = new Date(), alongside?: (em: EntityManager) => Promise<void>): Promise<FloatTopUp> {
    let waiting: string[] = [];
    const topUp = await this.em.fork().transactional(async (em) => {
      const sql = sqlOf(em);
      const found = await floatTopUpStore.lock(sql, id);
      if (!found) throw new FloatTopUpNotFoundError();
      if (!found.confirm(now)) {
        await alongside?.(em);
        return found;
      }
      await floatTopUpStore.saveState(sql, found);
      await this.book(sql, found, 'confirmed');
      this.audit(em, 'float.top_up_confirmed', found, 'pending', address, now);
      waiting = await this.afterConfirmation(em, found, now);
      await alongside?.(em);
      return found;
    });
    await this.gate.dispatchWaiting(waiting);
    return topUp;
  }

  async cancel(id: string, address: string, now = new Date()): Promise<FloatTopUp> {
    return this.em.fork().transactional(async (em) => {
      const sql = sqlOf(em);
      const found = await floatTopUpStore.lock(sql, id);
      if (!found) throw new FloatTopUpNotFoundError();
      if (!found.cancel(now)) return found;
      await floatTopUpStore.saveState(sql, found);
      await this.book(sql, found, 'cancelled');
      this.audit(em, 'float.top_up_cancelled', found, 'pending', address, now);
      return found;
    });
  }

  /**
   * The partner reports `partnerMinor` for a float: pending top-ups it shows are confirmed,
   * oldest first. Without a top-up the partner holds at least what the books hold less the
   * payouts pending there (it may have paid some already); a top-up is shown once the partner
   * holds that plus the top-ups confirmed so far in this pass plus this one.
   */
  async confirmShown(rail: FloatRail, currency: LocalCurrency, partnerMinor: bigint, now = new Date()): Promise<FloatTopUp[]> {
    const em = this.em.fork();
    const sql = sqlOf(em);
    const pending = await floatTopUpStore.pending(sql, rail, currency);
    if (pending.length === 0) return [];
    const position = await floatPosition(sql, rail, currency);
    let expected = position.postedMinor - position.pendingPayoutsMinor;
    const confirmed: FloatTopUp[] = [];
    for (const topUp of pending) {
      expected += topUp.localMinor;
      if (partnerMinor < expected) break;
      confirmed.push(await this.confirm(topUp.id, null, now));
    }
    return confirmed;
  }

  /** One top-up as stored (null: no such top-up). */
  async find(id: string): Promise<FloatTopUp | null> {
    return floatTopUpStore.find(sqlOf(this.em.fork()), id);
  }

  async latest(limit = 50): Promise<FloatTopUp[]> {
    return floatTopUpStore.latest(sqlOf(this.em.fork()), limit);
  }

  /**
   * Books an opening float (a top-up recorded and confirmed at once), unless one with this
   * reference exists: the development and test float matching the sandbox's opening balances.
   */
  async seedOpening(order: TopUpOrder, id: string, now = new Date()): Promise<boolean> {
    const topUp = FloatTopUp.record(order, now, id);
    const opening = new FloatTopUp(topUp.id, topUp.rail, topUp.currency, topUp.localMinor, topUp.usdMinor, topUp.rate, topUp.bankReference, topUp.note, now, true);
    opening.confirm(now);
    return this.em.fork().transactional(async (em) => {
      const sql = sqlOf(em);
      if (!(await floatTopUpStore.insert(sql, opening))) return false;
      await this.ledger.createTransfers(sql, [...topUpPostings(opening, 'recorded'), ...topUpPostings(opening, 'confirmed')]);
      await this.fxCosts.observe(em, { currency: opening.currency, rate: opening.rate, source: 'float_top_up', rail: opening.rail, observedAt: now });
      return true;
    });
  }

  /** A confirmed top-up: its float's cost observed, its low alert resolved, its rail resumed (answers the waiting payouts). */
  private async afterConfirmation(em: EntityManager, topUp: FloatTopUp, now: Date): Promise<string[]> {
    const sql = sqlOf(em);
    const cost = await this.float.floatCostRate(topUp.rail, topUp.currency, em);
    if (cost) await this.fxCosts.observe(em, { currency: topUp.currency, rate: cost, source: 'float_top_up', rail: topUp.rail, observedAt: now });
    await sql('update float_alerts set resolved_at = ? where rail = ? and currency = ? and resolved_at is null', [now.toISOString(), topUp.rail, topUp.currency]);
    const waiting = await this.gate.resume(em, topUp.rail, topUp.currency);
    this.logger.log(`Top-up ${topUp.id} of ${topUp.rail} ${topUp.currency} confirmed; the rail resumes`);
    return waiting;
  }

  private async book(sql: LedgerSql, topUp: FloatTopUp, step: TopUpStep): Promise<void> {
    await this.ledger.createTransfers(sql, topUpPostings(topUp, step));
  }

  private audit(em: EntityManager, action: Extract<AdminAuditAction, `float.${string}`>, topUp: FloatTopUp, before: string | null, address: string | null, now: Date): void {
    // Through the audit log: the entry names the operator of the request (none for the balance check).
    this.auditLog.record(em, AdminAuditEntry.floatAction(action, `float_top_up:${topUp.id}`, before ? { state: before } : null, auditValue(topUp), address, now));
  }
}

function auditValue(topUp: FloatTopUp): AuditValue {
  return {
    state: topUp.state,
    rail: topUp.rail,
    currency: topUp.currency,
    localAmount: decimal(topUp.localMinor),
    usdPaid: decimal(topUp.usdMinor),
    rate: topUp.rate.toDecimalString(),
    bankReference: topUp.bankReference,
    note: topUp.note,
  };
}

const decimal = (minor: bigint) => `${minor < 0n ? '-' : ''}${(minor < 0n ? -minor : minor) / 100n}.${String((minor < 0n ? -minor : minor) % 100n).padStart(2, '0')}`;
