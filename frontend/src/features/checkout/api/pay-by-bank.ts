import { apiSend } from '@/lib/api-client';
import { paymentResultSchema, type PaymentResult } from './payment-result';

/** Pays a checkout session from an account linked through Teller Connect (ACH). */
export function payByBank(input: {
  sessionId: string;
  accountId: string;
  accessToken: string;
  savePaymentMethod: boolean;
}): Promise<PaymentResult> {
  return apiSend(
    'POST',
    '/api/process-teller-payment',
    {
      session_id: input.sessionId,
      account_id: input.accountId,
      access_token: input.accessToken,
      savePaymentMethod: input.savePaymentMethod,
    },
    paymentResultSchema,
  );
}
