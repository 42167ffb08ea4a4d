import { z } from 'zod';
import { callbackUrl, digits, invalidFieldOf, requiredText } from '../http/daraja-fields.js';

export const b2cCommandIds = ['BusinessPayment', 'SalaryPayment', 'PromotionPayment'] as const;

// The request body of POST /mpesa/b2c/v3/paymentrequest, as Daraja's B2C documentation defines it.
const paymentRequestSchema = z.object({
  OriginatorConversationID: requiredText(100),
  InitiatorName: requiredText(100),
  SecurityCredential: requiredText(4096),
  CommandID: z.enum(b2cCommandIds),
  // Whole shillings: M-Pesa pays no cents.
  Amount: digits(/^[1-9]\d{0,8}$/).transform(Number),
  PartyA: digits(/^\d{5,9}$/),
  // 12-digit MSISDN without the plus sign.
  PartyB: digits(/^254\d{9}$/),
  Remarks: z.string().trim().min(2).max(100),
  QueueTimeOutURL: callbackUrl,
  ResultURL: callbackUrl,
  // Spelt "Occassion" in the v3 documentation, "Occasion" in earlier ones: either is read.
  Occassion: z.string().max(100).optional(),
  Occasion: z.string().max(100).optional(),
});

export interface B2cPaymentRequest {
  originatorConversationId: string;
  initiatorName: string;
  securityCredential: string;
  commandId: (typeof b2cCommandIds)[number];
  amount: number;
  partyA: string;
  partyB: string;
  remarks: string;
  queueTimeOutUrl: string;
  resultUrl: string;
  occasion: string;
}

export type ParsedB2cPaymentRequest = { ok: true; request: B2cPaymentRequest } | { ok: false; invalidField: string };

export function parseB2cPaymentRequest(body: unknown): ParsedB2cPaymentRequest {
  const parsed = paymentRequestSchema.safeParse(body);
  if (!parsed.success) return { ok: false, invalidField: invalidFieldOf(parsed.error) };
  const fields = parsed.data;
  return {
    ok: true,
    request: {
      originatorConversationId: fields.OriginatorConversationID,
      initiatorName: fields.InitiatorName,
      securityCredential: fields.SecurityCredential,
      commandId: fields.CommandID,
      amount: fields.Amount,
      partyA: fields.PartyA,
      partyB: fields.PartyB,
      remarks: fields.Remarks,
      queueTimeOutUrl: fields.QueueTimeOutURL,
      resultUrl: fields.ResultURL,
      occasion: fields.Occassion ?? fields.Occasion ?? '',
    },
  };
}
