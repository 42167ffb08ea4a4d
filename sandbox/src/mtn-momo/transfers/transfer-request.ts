import { z } from 'zod';
import { describeIssues } from '../../http/describe-issues.js';

// The body of POST /disbursement/v1_0/transfer (MoMo Open API, Disbursement "Transfer").
const transferSchema = z.object({
  // A string, as MoMo defines it; UGX has no minor unit, so whole shillings.
  amount: z.string({ error: 'amount must be a string' }).regex(/^[1-9]\d{0,11}$/, 'amount must be a whole number of UGX, as a string'),
  currency: z.string({ error: 'currency is required' }),
  externalId: z.string({ error: 'externalId must be a string' }).max(128).optional(),
  payee: z.object(
    {
      partyIdType: z.literal('MSISDN', { error: 'payee.partyIdType must be MSISDN (the only kind of payee simulated)' }),
      partyId: z
        .string({ error: 'payee.partyId is required' })
        .regex(/^\d{8,15}$/, 'payee.partyId must be an MSISDN: digits with the country code, no plus'),
    },
    { error: 'payee is required: { partyIdType, partyId }' },
  ),
  // MoMo refuses notes and messages over 160 characters.
  payerMessage: z.string({ error: 'payerMessage must be a string' }).max(160, 'payerMessage must be at most 160 characters').optional(),
  payeeNote: z.string({ error: 'payeeNote must be a string' }).max(160, 'payeeNote must be at most 160 characters').optional(),
});

export type TransferRequest = z.infer<typeof transferSchema>;

export type ParsedTransferRequest = { ok: true; request: TransferRequest } | { ok: false; message: string };

export function parseTransferRequest(body: unknown): ParsedTransferRequest {
  const parsed = transferSchema.safeParse(body);
  return parsed.success ? { ok: true, request: parsed.data } : { ok: false, message: describeIssues(parsed.error) };
}
