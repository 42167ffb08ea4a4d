import { EntitySchema } from '@mikro-orm/core';
import { RateType } from '../database/types/rate.type.js';
import { RateAlert } from './domain/rate-alert.js';

export const RateAlertSchema = new EntitySchema<RateAlert>({
  class: RateAlert,
  tableName: 'rate_alerts',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'integer', fieldName: 'user_id' },
    country: { type: 'string', length: 32 },
    targetRate: { type: RateType, columnType: 'numeric(10,4)', fieldName: 'target_rate' },
    createdAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'created_at' },
    firedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'fired_at', nullable: true },
    firedRate: { type: RateType, columnType: 'numeric(10,4)', fieldName: 'fired_rate', nullable: true },
  },
});
