import { z } from 'zod';
import { apiSend } from '@/lib/api-client';

const cardPaymentResultSchema = z.object({
  success: z.boolean(),
  message: z.string().nullish(),
  status: z.string().nullish(),
});

export type CardPaymentResult = z.infer<typeof cardPaymentResultSchema>;

/** Pays a checkout session with a card the provider has tokenized (docs/api.md). */
export function payByCard(input: {
  sessionId: string;
  paymentMethodId: string;
  savePaymentMethod: boolean;
}): Promise<CardPaymentResult> {
  return apiSend(
    'POST',
    '/api/process-card-payment',
    { session_id: input.sessionId, paymentMethodId: input.paymentMethodId, savePaymentMethod: input.savePaymentMethod },
    cardPaymentResultSchema,
  );
}
