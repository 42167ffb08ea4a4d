import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { LedgerPostings, type SavedTransfer } from '../ledger/ledger-postings.service.js';
import { Outbox, type OutboxEntry } from '../outbox/outbox.service.js';
import { Transfer } from './domain/transfer.js';
import { TransferNotFoundError } from './domain/transfer.errors.js';
import { appendTransferEvents, type AppendedTransferEvent } from './append-transfer-events.js';
import { followUpJob, sideJobs } from './transfer-reactions.js';

/** A locked read refreshes the entity from the row (see `lock`). */
const LOCKED_AS_STORED = { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } as const;

/**
 * Saves a transfer with the events it recorded and the jobs they call for, in the
 * caller's transaction: nothing is published in-process after a save.
 */
@Injectable()
export class TransferStore {
  constructor(
    private readonly outbox: Outbox,
    private readonly ledger: LedgerPostings,
  ) {}

  async save(em: EntityManager, transfer: Transfer): Promise<void> {
    await this.saveAll(em, [transfer]);
  }

  /**
   * Saves several transfers with one flush and one statement per table however many changed
   * (batch settlement): the transfers through the unit of work, their events, ledger
   * transfers and jobs (the outbox's) as rows appended in the same transaction.
   */
  async saveAll(em: EntityManager, transfers: Transfer[]): Promise<void> {
    const saved: SavedTransfer[] = [];
    const appended: AppendedTransferEvent[] = [];
    const jobs: OutboxEntry[] = [];
    for (const transfer of transfers) {
      em.persist(transfer);
      const events = transfer.pullEvents();
      saved.push({ transfer, events });
      for (const { sequence, occurredAt, event } of events) {
        const eventId = randomUUID();
        appended.push({ id: eventId, transferId: transfer.id, sequence, event, occurredAt });
        const job = followUpJob(transfer.id, event);
        // The job id is the event id: relaying it twice still runs it once.
        if (job) jobs.push({ ...job, at: occurredAt, id: eventId } as OutboxEntry);
        // Each side job once: the notify job's own dedupe key keeps its message single.
        for (const side of sideJobs(transfer, event)) jobs.push({ ...side, at: occurredAt } as OutboxEntry);
      }
    }
    // Events are appended in the transaction that changes their transfer (the ledger's write checks it too).
    if (appended.length > 0 && !em.isInTransaction()) throw new Error('Transfer events are appended in the transaction that records them');
    // The books move with the events that move them, in this transaction (one insert for the whole save).
    await this.ledger.post(em, saved);
    // The log's rows before their transfers' (its foreign key is checked at commit): the flush's
    // UPDATE of `transactions` fires the daily totals' trigger, which locks a few rows every
    // settlement shares (today's count per status) until commit, so it comes last and they are
    // held the least (issue #24's settlement bench: concurrent batches queued on them).
    await appendTransferEvents(em, appended);
    await this.outbox.appendAll(em, jobs);
    await em.flush();
  }

  /**
   * Loads a transfer locked for update until the transaction ends, as the row is now. An em
   * that loaded the transfer in an earlier transaction (a request making several) would
   * otherwise keep some of its earlier values: MikroORM does not merge a column another
   * transaction set to null (a payment attempt's key a webhook cleared) into a managed entity.
   */
  async lock(em: EntityManager, id: string): Promise<Transfer> {
    const transfer = await em.findOne(Transfer, { id }, LOCKED_AS_STORED);
    if (!transfer) throw new TransferNotFoundError();
    return transfer;
  }

  /** A transfer as stored now, unlocked (null when there is none). */
  async find(em: EntityManager, id: string): Promise<Transfer | null> {
    return em.findOne(Transfer, { id }, { refresh: true });
  }

  /** A sender's own transfer by its checkout session id; anyone else's is "not found". Locked: as `lock`. */
  async ownedBySession(em: EntityManager, userId: number, sessionId: string, lock = false): Promise<Transfer> {
    const transfer = await em.findOne(Transfer, { sessionId, userId }, lock ? LOCKED_AS_STORED : {});
    if (!transfer) throw new TransferNotFoundError();
    return transfer;
  }
}
