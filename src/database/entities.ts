import { ExchangeRateSchema } from '../rates/exchange-rate.schema.js';

/** Every persisted aggregate's mapping; the ORM and the migration generator read this list. */
export const ENTITY_SCHEMAS = [ExchangeRateSchema];
