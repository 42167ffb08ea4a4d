import { EntitySchema } from '@mikro-orm/core';
import { MinorUnitsType } from '../database/types/minor-units.type.js';
import { MoneyAlert } from './domain/money-alert.js';

const timestamp = (fieldName: string, nullable = false) =>
  ({ type: 'datetime', columnType: 'timestamptz', fieldName, nullable }) as const;

export const MoneyAlertSchema = new EntitySchema<MoneyAlert>({
  class: MoneyAlert,
  tableName: 'money_alerts',
  properties: {
    id: { type: 'uuid', primary: true },
    transferId: { type: 'uuid', fieldName: 'transfer_id' },
    kind: { type: 'string', length: 40 },
    dedupeKey: { type: 'string', length: 200, fieldName: 'dedupe_key', unique: true },
    amountMinor: { type: MinorUnitsType, columnType: 'numeric(14,2)', fieldName: 'amount' },
    currency: { type: 'string', length: 3 },
    evidence: { type: 'json', columnType: 'jsonb' },
    raisedAt: timestamp('raised_at'),
    resolvedAt: timestamp('resolved_at', true),
    resolutionNote: { type: 'text', fieldName: 'resolution_note', nullable: true },
  },
});
