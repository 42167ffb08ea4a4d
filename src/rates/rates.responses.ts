import { z } from 'zod';
import { COUNTRIES } from '../shared/domain/country.js';

/** `GET /api/rates`: each country's rate. */
export const ratesByCountryResponse = z
  .partialRecord(z.enum(COUNTRIES), z.number().meta({ description: 'Units of local currency per 1 USD.' }))
  .meta({ id: 'RatesByCountry' });
