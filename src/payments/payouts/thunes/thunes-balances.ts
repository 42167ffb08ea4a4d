import { z } from 'zod';
import { wireDecimal } from './thunes-wire.js';

/** `GET /v2/money-transfer/balances`: a page of Balance objects (`balance` available, `pending`, `credit_facility`). */
export const thunesBalancesSchema = z.array(
  z.object({
    id: z.union([z.number(), z.string()]).optional(),
    currency: z.string().min(3),
    balance: wireDecimal,
    pending: wireDecimal.nullish(),
    credit_facility: wireDecimal.nullish(),
  }),
);
