import { EntitySchema } from '@mikro-orm/core';
import { RateType } from '../database/types/rate.type.js';
import { RateChange } from './domain/rate-change.js';

export const RateChangeSchema = new EntitySchema<RateChange>({
  class: RateChange,
  tableName: 'exchange_rate_history',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    country: { type: 'string', length: 32 },
    oldRate: { type: RateType, columnType: 'numeric(10,4)', fieldName: 'old_rate', nullable: true },
    newRate: { type: RateType, columnType: 'numeric(10,4)', fieldName: 'new_rate' },
    changedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'changed_at' },
    source: { type: 'string', length: 16 },
  },
});
