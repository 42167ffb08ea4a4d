import { apiSend } from '@/lib/api-client';
import { paymentResultSchema, type PaymentResult } from './payment-result';

/** Pays a checkout session with the payment method Stripe.js created from the card (docs/api.md). */
export function payByCard(input: {
  sessionId: string;
  paymentMethodId: string;
  savePaymentMethod: boolean;
}): Promise<PaymentResult> {
  return apiSend(
    'POST',
    '/api/process-card-payment',
    { session_id: input.sessionId, paymentMethodId: input.paymentMethodId, savePaymentMethod: input.savePaymentMethod },
    paymentResultSchema,
  );
}
