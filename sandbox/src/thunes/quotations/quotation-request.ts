import { z } from 'zod';
import { describeIssues } from '../../http/describe-issues.js';
import { invalidParameter } from '../http/thunes-error.js';

// A decimal amount: a JSON number, a numeric string, or null when the mode leaves it to Thunes.
const amount = z.union([z.number(), z.string()], { error: 'amount must be a decimal number' }).nullable().optional();

// The body of POST /v2/money-transfer/quotations (Thunes' "Create quotation").
const quotationSchema = z.object({
  external_id: z.string({ error: 'external_id is required' }).min(1, 'external_id is required').max(64, 'external_id must be at most 64 characters'),
  // An integer in Thunes' reference; some clients send it as a string of digits.
  payer_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/).transform(Number)], {
    error: 'payer_id must be a payer id (an integer)',
  }),
  mode: z.enum(['SOURCE_AMOUNT', 'DESTINATION_AMOUNT'], { error: 'mode must be SOURCE_AMOUNT or DESTINATION_AMOUNT' }),
  transaction_type: z.enum(['C2C', 'C2B', 'B2C', 'B2B'], { error: 'transaction_type must be C2C, C2B, B2C or B2B' }),
  source: z.object(
    {
      amount,
      currency: z.string({ error: 'source.currency is required' }).regex(/^[A-Z]{3}$/, 'source.currency must be an ISO 4217 code'),
      country_iso_code: z
        .string({ error: 'source.country_iso_code is required' })
        .regex(/^[A-Z]{3}$/, 'source.country_iso_code must be an ISO 3166-1 alpha-3 code'),
    },
    { error: 'source is required: { amount, currency, country_iso_code }' },
  ),
  destination: z.object(
    {
      amount,
      currency: z.string({ error: 'destination.currency is required' }).regex(/^[A-Z]{3}$/, 'destination.currency must be an ISO 4217 code'),
    },
    { error: 'destination is required: { amount, currency }' },
  ),
});

export type QuotationRequest = z.infer<typeof quotationSchema>;

export function parseQuotationRequest(body: unknown): QuotationRequest {
  const parsed = quotationSchema.safeParse(body);
  if (!parsed.success) throw invalidParameter(describeIssues(parsed.error));
  return parsed.data;
}
