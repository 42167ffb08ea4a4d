import { EntitySchema } from '@mikro-orm/core';
import { RateType } from '../database/types/rate.type.js';
import { ExchangeRate } from './domain/exchange-rate.js';

export const ExchangeRateSchema = new EntitySchema<ExchangeRate>({
  class: ExchangeRate,
  tableName: 'exchange_rates',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    country: { type: 'string', length: 32, unique: true },
    rate: { type: RateType, columnType: 'numeric(10,4)' },
    updatedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'updated_at' },
  },
});
