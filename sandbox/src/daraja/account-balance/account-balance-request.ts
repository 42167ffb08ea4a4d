import { z } from 'zod';
import { callbackUrl, digits, invalidFieldOf, requiredText } from '../http/daraja-fields.js';

// The request body of POST /mpesa/accountbalance/v1/query, per Daraja's Account Balance
// documentation. IdentifierType 4 is an organisation short code.
const accountBalanceRequestSchema = z.object({
  Initiator: requiredText(100),
  SecurityCredential: requiredText(4096),
  CommandID: z.literal('AccountBalance'),
  PartyA: digits(/^\d{5,12}$/),
  IdentifierType: digits(/^[124]$/),
  Remarks: z.string().max(100),
  QueueTimeOutURL: callbackUrl,
  ResultURL: callbackUrl,
});

export interface AccountBalanceRequest {
  initiator: string;
  securityCredential: string;
  partyA: string;
  resultUrl: string;
}

export type ParsedAccountBalanceRequest = { ok: true; request: AccountBalanceRequest } | { ok: false; invalidField: string };

export function parseAccountBalanceRequest(body: unknown): ParsedAccountBalanceRequest {
  const parsed = accountBalanceRequestSchema.safeParse(body);
  if (!parsed.success) return { ok: false, invalidField: invalidFieldOf(parsed.error) };
  const fields = parsed.data;
  return {
    ok: true,
    request: { initiator: fields.Initiator, securityCredential: fields.SecurityCredential, partyA: fields.PartyA, resultUrl: fields.ResultURL },
  };
}
