import { EntitySchema } from '@mikro-orm/core';
import { MinorUnitsType } from '../database/types/minor-units.type.js';
import { Refund } from './domain/refund.js';

const timestamp = (fieldName: string, nullable = false) =>
  ({ type: 'datetime', columnType: 'timestamptz', fieldName, nullable }) as const;

export const RefundSchema = new EntitySchema<Refund>({
  class: Refund,
  tableName: 'refunds',
  properties: {
    id: { type: 'uuid', primary: true },
    transferId: { type: 'uuid', fieldName: 'transfer_id' },
    purpose: { type: 'string', length: 20 },
    paymentIntentId: { type: 'string', length: 255, fieldName: 'payment_intent_id' },
    amountMinor: { type: MinorUnitsType, columnType: 'numeric(10,2)', fieldName: 'amount' },
    attempt: { type: 'integer' },
    idempotencyKey: { type: 'string', length: 128, fieldName: 'idempotency_key', unique: true },
    state: { type: 'string', length: 16 },
    providerRefundId: { type: 'string', length: 255, fieldName: 'provider_refund_id', nullable: true },
    failureReason: { type: 'text', fieldName: 'failure_reason', nullable: true },
    retryAfter: timestamp('retry_after', true),
    requestedAt: timestamp('requested_at'),
    updatedAt: timestamp('updated_at'),
  },
});
