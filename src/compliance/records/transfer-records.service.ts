import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Money } from '../../shared/domain/money.js';
import { SenderVerification } from '../domain/sender-verification.js';
import { assertRecordComplete, fundingTypeOf, identitySnapshotOf, type IdentitySnapshot, type PassedCheck } from '../domain/transfer-record.js';

/** What a transfer about to be created will keep of its sender: their identity as verified now (null: none yet). */
export interface SenderRecord {
  userId: number;
  identity: IdentitySnapshot | null;
}

/**
 * The record every transfer keeps from its creation (issue #26, 31 CFR 1010.410(e)): the
 * sender's verified identity then and the funding type. Transfers ask for it through this
 * service, never through compliance's tables.
 */
@Injectable()
export class TransferRecords {
  constructor(private readonly em: EntityManager) {}

  /**
   * The sender's identity as verified now, for a transfer of `amount`; refuses (before anything
   * is created) a transfer of $3,000 or more without it.
   */
  async recordFor(userId: number, amount: Money): Promise<SenderRecord> {
    const em = this.em.fork();
    const verification = await em.findOne(SenderVerification, { userId });
    const passed = await em
      .getConnection()
      .execute<{ id: string; kind: PassedCheck['kind']; concluded_at: Date | null; updated_at: Date }[]>(
        `select id, kind, concluded_at, updated_at from identity_checks where user_id = ? and state = 'passed'`,
        [userId],
      );
    const identity = identitySnapshotOf(
      verification,
      passed.map((c) => ({ id: c.id, kind: c.kind, concludedAt: new Date(c.concluded_at ?? c.updated_at) })),
    );
    assertRecordComplete(amount, identity);
    return { userId, identity };
  }

  /** Keeps the record of a transfer just created, in the caller's transaction (after the transfer's row is written). */
  async keep(em: EntityManager, transfer: { id: string; amount: Money; paymentMethod: 'card' | 'ach' }, record: SenderRecord, at: Date): Promise<void> {
    assertRecordComplete(transfer.amount, record.identity);
    await em
      .getConnection()
      .execute(
        `insert into transfer_records (transfer_id, user_id, amount, funding_type, identity, created_at) values (?, ?, ?, ?, ?, ?)`,
        [transfer.id, record.userId, transfer.amount.toDecimalString(), fundingTypeOf(transfer.paymentMethod), record.identity ? JSON.stringify(record.identity) : null, at],
        'run',
        em.getTransactionContext(),
      );
  }
}
