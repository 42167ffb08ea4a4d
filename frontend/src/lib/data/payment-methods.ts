import useSWR from 'swr';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useCurrentUser } from './current-user';

export const PAYMENT_METHODS_KEY = '/api/payment-methods';

/** A saved card or bank account, as lists read it (spec section 3). */
export const paymentMethodSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  name: z.string(),
  /** `card` or `bank_account`. */
  type: z.string(),
  lastFour: z.string().nullish(),
  /** Bank accounts only. */
  bankName: z.string().nullish(),
  /** Bank accounts only: `checking` or `savings`. */
  accountType: z.string().nullish(),
  isDefault: z.boolean().default(false),
  createdAt: z.string().nullish(),
});

export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

const paymentMethodListSchema = z.array(paymentMethodSchema);

/** A server without the payment-methods API yet (404) simply has none saved. */
async function fetchPaymentMethods(url: string): Promise<PaymentMethod[]> {
  try {
    return await apiGet(url, paymentMethodListSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** The signed-in user's saved payment methods. Nothing is fetched signed out. */
export function usePaymentMethods() {
  const { data: user } = useCurrentUser();
  return useSWR(user ? PAYMENT_METHODS_KEY : null, fetchPaymentMethods);
}

/** `/api/payment-methods/{id}`. */
export function paymentMethodPath(id: PaymentMethod['id']): string {
  return `${PAYMENT_METHODS_KEY}/${encodeURIComponent(String(id))}`;
}

/** "Credit/Debit Card" or "Bank Account" (spec section 2). */
export function paymentMethodTypeLabel(type: string): string {
  if (type === 'card') return 'Credit/Debit Card';
  if (type === 'bank_account') return 'Bank Account';
  return type;
}
