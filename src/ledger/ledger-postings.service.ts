import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { needsHistory, postingsFor, type SequencedEvent, type TransferFigures } from './domain/posting-rules.js';
import { sqlOf } from './ledger-sql.js';
import { LEDGER, type LedgerPort } from './ledger.port.js';
import { eventLogs } from './transfer-logs.js';

/** A transfer as just saved, with the events it recorded since its last save. */
export interface SavedTransfer {
  transfer: TransferFigures;
  events: readonly SequencedEvent[];
}

/**
 * Books the ledger transfers of transfer events in the transaction that records them
 * (`TransferStore.saveAll`): the books move with the events or not at all. Cheap on the hot
 * path: one insert per save however many transfers it holds (batch settlement saves up to
 * 100), and a read of earlier events only for the transfers whose fresh events need them
 * (`needsHistory`; never for a PaymentSucceeded).
 */
@Injectable()
export class LedgerPostings {
  constructor(@Inject(LEDGER) private readonly ledger: LedgerPort) {}

  async post(em: EntityManager, saved: readonly SavedTransfer[]): Promise<void> {
    const fresh = saved.filter((entry) => entry.events.length > 0);
    if (fresh.length === 0) return;
    if (!em.isInTransaction()) throw new Error('Ledger postings are written in the transaction that records their events');
    const sql = sqlOf(em);
    const earlier = await eventLogs(
      sql,
      fresh.filter((entry) => needsHistory(entry.events)).map((entry) => entry.transfer.id),
    );
    const transfers = fresh.flatMap(({ transfer, events }) => {
      const first = events[0].sequence;
      return postingsFor(transfer, events, (earlier.get(transfer.id) ?? []).filter((entry) => entry.sequence < first));
    });
    await this.ledger.createTransfers(sql, transfers);
  }
}
