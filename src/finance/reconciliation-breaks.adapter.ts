import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { describeBreak } from '../reconciliation/break-titles.js';
import { ReconciliationBreaks } from '../reconciliation/reconciliation-breaks.service.js';
import type { OpenBreaks, ReconciliationBreaksReport } from './finance-seams.js';

/** Reconciliation's breaks waiting for an operator (open or escalated), counted, with the oldest. */
@Injectable()
export class ReconciliationContextBreaks implements ReconciliationBreaksReport {
  constructor(
    private readonly em: EntityManager,
    private readonly breaks: ReconciliationBreaks,
  ) {}

  async open(): Promise<OpenBreaks> {
    const em = this.em.fork();
    const [oldest] = await this.breaks.awaitingOperator(em, 1);
    const count = await this.breaks.awaitingOperatorCount(em);
    return {
      count,
      oldest: oldest ? { id: oldest.id, openedAt: oldest.firstSeenAt.toISOString(), description: describeBreak(oldest).title.replace(/^Reconciliation: /, '') } : null,
    };
  }
}
