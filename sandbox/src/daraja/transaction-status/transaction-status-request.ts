import { z } from 'zod';
import { callbackUrl, digits, invalidFieldOf, requiredText } from '../http/daraja-fields.js';

// The request body of POST /mpesa/transactionstatus/v1/query, per Daraja's Transaction Status
// documentation: the transaction is named by its M-Pesa receipt (TransactionID), by the
// OriginatorConversationID of the request that made it (OriginalConversationID), or both.
const statusRequestSchema = z
  .object({
    Initiator: requiredText(100),
    SecurityCredential: requiredText(4096),
    CommandID: z.literal('TransactionStatusQuery'),
    TransactionID: z.string().trim().max(100).optional(),
    OriginalConversationID: z.string().trim().max(100).optional(),
    PartyA: digits(/^\d{5,12}$/),
    IdentifierType: digits(/^[124]$/),
    ResultURL: callbackUrl,
    QueueTimeOutURL: callbackUrl,
    Remarks: z.string().max(100),
    Occasion: z.string().max(100).optional(),
  })
  .refine((body) => Boolean(body.TransactionID || body.OriginalConversationID), { path: ['TransactionID'] });

export interface TransactionStatusRequest {
  initiator: string;
  securityCredential: string;
  transactionId: string | null;
  originalConversationId: string | null;
  resultUrl: string;
  occasion: string;
}

export type ParsedTransactionStatusRequest =
  | { ok: true; request: TransactionStatusRequest }
  | { ok: false; invalidField: string };

export function parseTransactionStatusRequest(body: unknown): ParsedTransactionStatusRequest {
  const parsed = statusRequestSchema.safeParse(body);
  if (!parsed.success) return { ok: false, invalidField: invalidFieldOf(parsed.error) };
  const fields = parsed.data;
  return {
    ok: true,
    request: {
      initiator: fields.Initiator,
      securityCredential: fields.SecurityCredential,
      transactionId: fields.TransactionID || null,
      originalConversationId: fields.OriginalConversationID || null,
      resultUrl: fields.ResultURL,
      occasion: fields.Occasion ?? '',
    },
  };
}
