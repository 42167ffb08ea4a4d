import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AdminActor } from './admin-actor.js';
import { AdminAuditEntry } from './domain/admin-audit-entry.js';

export interface AuditPage {
  items: ReturnType<typeof toAuditView>[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** The admin audit log: written with the change it records, read newest first. */
@Injectable()
export class AdminAuditLog {
  constructor(private readonly em: EntityManager) {}

  /**
   * Adds the entry to the caller's transaction (`em` must be the transaction's); it commits with
   * the change. The entry names the operator of the request being handled (AdminActor).
   */
  record(em: EntityManager, entry: AdminAuditEntry): void {
    em.persist(entry.by(AdminActor.current(), AdminActor.session()));
  }

  /** Records an entry that goes with no other change (a sign-in, a refused password), in its own transaction. */
  async recordAlone(entry: AdminAuditEntry): Promise<void> {
    await this.em.fork().persist(entry.by(AdminActor.current(), AdminActor.session())).flush();
  }

  /** A page of entries, newest first; `operatorEmail`: only that operator's. */
  async list(limit: number, before?: number, operatorEmail?: string): Promise<AuditPage> {
    const rows = await this.em.find(
      AdminAuditEntry,
      { ...(before ? { id: { $lt: before } } : {}), ...(operatorEmail ? { operatorEmail } : {}) },
      { orderBy: { id: 'desc' }, limit: limit + 1 },
    );
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return { items: items.map(toAuditView), nextCursor: rows.length > limit && last?.id ? String(last.id) : null };
  }
}

function toAuditView(entry: AdminAuditEntry) {
  return {
    id: entry.id,
    occurredAt: entry.occurredAt.toISOString(),
    action: entry.action,
    target: entry.target,
    oldValue: entry.oldValue,
    newValue: entry.newValue,
    sourceAddress: entry.sourceAddress,
    operator: entry.operatorId === null ? null : { id: entry.operatorId, email: entry.operatorEmail, role: entry.operatorRole, session: entry.operatorSession },
  };
}
