import { EntitySchema } from '@mikro-orm/core';
import { MinorUnitsType } from '../database/types/minor-units.type.js';
import { PayoutAttempt } from './domain/payout-attempt.js';

const timestamp = (fieldName: string, nullable = false) =>
  ({ type: 'datetime', columnType: 'timestamptz', fieldName, nullable }) as const;

export const PayoutAttemptSchema = new EntitySchema<PayoutAttempt>({
  class: PayoutAttempt,
  tableName: 'payout_attempts',
  properties: {
    id: { type: 'uuid', primary: true },
    transferId: { type: 'uuid', fieldName: 'transfer_id' },
    attempt: { type: 'integer' },
    reference: { type: 'string', length: 64, unique: true },
    rail: { type: 'string', length: 16 },
    destination: { type: 'json', columnType: 'jsonb' },
    amountMinor: { type: MinorUnitsType, columnType: 'numeric(14,2)', fieldName: 'amount' },
    currency: { type: 'string', length: 3 },
    state: { type: 'string', length: 20 },
    partnerPayoutId: { type: 'string', length: 255, fieldName: 'partner_payout_id', nullable: true },
    receipt: { type: 'string', length: 64, nullable: true },
    pickupCode: { type: 'string', length: 32, fieldName: 'pickup_code', nullable: true },
    failureCode: { type: 'string', length: 40, fieldName: 'failure_code', nullable: true },
    failureDetail: { type: 'text', fieldName: 'failure_detail', nullable: true },
    requestedAt: timestamp('requested_at'),
    answeredAt: timestamp('answered_at', true),
    updatedAt: timestamp('updated_at'),
  },
});
