import { EntitySchema } from '@mikro-orm/core';
import type { TransferEvent, TransferEventType } from './domain/transfer.events.js';

/** One row of the append-only event log, written in the transaction that changed the transfer. */
export class TransferEventRecord {
  id: string;
  transferId: string;
  sequence: number;
  type: TransferEventType;
  payload: TransferEvent;
  occurredAt: Date;

  constructor(id: string, transferId: string, sequence: number, payload: TransferEvent, occurredAt: Date) {
    this.id = id;
    this.transferId = transferId;
    this.sequence = sequence;
    this.type = payload.type;
    this.payload = payload;
    this.occurredAt = occurredAt;
  }
}

export const TransferEventRecordSchema = new EntitySchema<TransferEventRecord>({
  class: TransferEventRecord,
  tableName: 'transfer_events',
  properties: {
    id: { type: 'uuid', primary: true },
    transferId: { type: 'uuid', fieldName: 'transfer_id' },
    sequence: { type: 'integer' },
    type: { type: 'string', length: 40 },
    payload: { type: 'json', columnType: 'jsonb' },
    occurredAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'occurred_at' },
  },
});
