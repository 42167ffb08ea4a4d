import { z } from 'zod';
import { describeIssues } from '../../http/describe-issues.js';
import { invalidParameter } from '../http/thunes-error.js';
import { beneficiaryFields, entitySchema, senderFields } from './entity-fields.js';

const optionalText = (field: string, max = 255) =>
  z.string({ error: `${field} must be a string` }).max(max, `${field} must be at most ${max} characters`).nullable().optional();

// The body of POST /v2/money-transfer/quotations/{id}/transactions (Thunes' "Create transaction"), C2C.
const transactionSchema = z.object({
  credit_party_identifier: z.record(z.string(), z.string({ error: 'each credit party identifier must be a string' }), {
    error: 'credit_party_identifier is required: an object such as { "msisdn": "+251911234567" }',
  }),
  sender: entitySchema('sender', senderFields),
  beneficiary: entitySchema('beneficiary', beneficiaryFields),
  external_id: z.string({ error: 'external_id is required' }).min(1, 'external_id is required').max(64, 'external_id must be at most 64 characters'),
  external_code: optionalText('external_code'),
  callback_url: z
    .url({ protocol: /^https?$/, error: 'callback_url must be an http(s) URL' })
    .max(2048)
    .nullable()
    .optional(),
  purpose_of_remittance: z.string({ error: 'purpose_of_remittance is required' }),
  document_reference_number: optionalText('document_reference_number'),
  retail_rate: z.number({ error: 'retail_rate must be a number' }).nullable().optional(),
  retail_fee: z.number({ error: 'retail_fee must be a number' }).nullable().optional(),
  retail_fee_currency: z.string().regex(/^[A-Z]{3}$/, 'retail_fee_currency must be an ISO 4217 code').nullable().optional(),
  additional_information_1: optionalText('additional_information_1'),
  additional_information_2: optionalText('additional_information_2'),
  additional_information_3: optionalText('additional_information_3'),
});

export type TransactionRequest = z.infer<typeof transactionSchema>;

export function parseTransactionRequest(body: unknown): TransactionRequest {
  const parsed = transactionSchema.safeParse(body);
  if (!parsed.success) throw invalidParameter(describeIssues(parsed.error));
  return parsed.data;
}
