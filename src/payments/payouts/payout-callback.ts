import { EntitySchema } from '@mikro-orm/core';

/** A payout partner's callback as received, kept until a worker has read and applied it. */
export class PayoutCallback {
  id: string;
  rail: string;
  /** The path segment after the rail: which of the rail's callbacks this is. */
  kind: string;
  /** The path's last segment, when the adapter put a reference there. */
  reference: string | null;
  body: unknown;
  receivedAt: Date;
  processedAt: Date | null = null;

  constructor(fields: { id: string; rail: string; kind: string; reference: string | null; body: unknown }, at: Date) {
    this.id = fields.id;
    this.rail = fields.rail;
    this.kind = fields.kind;
    this.reference = fields.reference;
    this.body = fields.body;
    this.receivedAt = at;
  }
}

export const PayoutCallbackSchema = new EntitySchema<PayoutCallback>({
  class: PayoutCallback,
  tableName: 'payout_callbacks',
  properties: {
    id: { type: 'uuid', primary: true },
    rail: { type: 'string', length: 16 },
    kind: { type: 'string', length: 32 },
    reference: { type: 'string', length: 64, nullable: true },
    body: { type: 'json', columnType: 'jsonb' },
    receivedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'received_at' },
    processedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'processed_at', nullable: true },
  },
});
