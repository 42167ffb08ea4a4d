import { z } from 'zod';
import { apiSend } from '@/lib/api-client';

const bankPaymentResultSchema = z.object({
  success: z.boolean(),
  message: z.string().nullish(),
  status: z.string().nullish(),
  sessionId: z.string().nullish(),
});

export type BankPaymentResult = z.infer<typeof bankPaymentResultSchema>;

/** Pays a checkout session from an account linked through Teller Connect (ACH). */
export function payByBank(input: {
  sessionId: string;
  accountId: string;
  accessToken: string;
  savePaymentMethod: boolean;
}): Promise<BankPaymentResult> {
  return apiSend(
    'POST',
    '/api/process-teller-payment',
    {
      session_id: input.sessionId,
      account_id: input.accountId,
      access_token: input.accessToken,
      savePaymentMethod: input.savePaymentMethod,
    },
    bankPaymentResultSchema,
  );
}
