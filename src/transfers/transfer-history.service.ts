import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Transfer } from './domain/transfer.js';
import { TransferNotFoundError } from './domain/transfer.errors.js';
import { TransferEventRecord } from './transfer-event-record.js';

/** A sender's own transfers, newest first, paged by keyset (stays fast on a long history). */
@Injectable()
export class TransferHistory {
  constructor(private readonly em: EntityManager) {}

  async list(userId: number, limit: number, before?: string): Promise<Transfer[]> {
    const cursor = before ? await this.em.findOne(Transfer, { id: before, userId }) : null;
    if (before && !cursor) throw new TransferNotFoundError();
    const where = cursor
      ? {
          userId,
          $or: [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { $lt: cursor.id } }],
        }
      : { userId };
    return this.em.find(Transfer, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  async detail(userId: number, id: string): Promise<{ transfer: Transfer; events: TransferEventRecord[] }> {
    const transfer = await this.em.findOne(Transfer, { id, userId });
    if (!transfer) throw new TransferNotFoundError();
    const events = await this.em.find(TransferEventRecord, { transferId: id }, { orderBy: { sequence: 'asc' } });
    return { transfer, events };
  }
}
