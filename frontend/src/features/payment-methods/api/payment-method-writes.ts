import { useSWRConfig } from 'swr';
import { z } from 'zod';
import { apiSend } from '@/lib/api-client';
import {
  PAYMENT_METHODS_KEY,
  paymentMethodPath,
  paymentMethodSchema,
  type PaymentMethod,
} from '@/lib/data/payment-methods';

const ADD_PAYMENT_METHOD_URL = '/api/add-payment-method';

/** What `POST /api/add-payment-method` accepts: a tokenized card, or a bank account. */
export type AddPaymentMethodInput =
  | { type: 'card'; paymentMethodId: string }
  | {
      type: 'bank_account';
      accountNumber: string;
      routingNumber: string;
      accountType: 'checking' | 'savings';
      bankName: string;
      accountHolderName: string;
    };

/** `POST /api/add-payment-method`; the list is fetched again afterwards. */
export function useAddPaymentMethod() {
  const { mutate } = useSWRConfig();
  return async function addPaymentMethod(input: AddPaymentMethodInput): Promise<PaymentMethod> {
    const added = await apiSend('POST', ADD_PAYMENT_METHOD_URL, input, paymentMethodSchema);
    await mutate(PAYMENT_METHODS_KEY);
    return added;
  };
}

/** `DELETE /api/payment-methods/{id}` (no body). */
export function useDeletePaymentMethod() {
  const { mutate } = useSWRConfig();
  return async function deletePaymentMethod(id: PaymentMethod['id']): Promise<void> {
    await apiSend('DELETE', paymentMethodPath(id), undefined, z.unknown());
    await mutate<PaymentMethod[]>(PAYMENT_METHODS_KEY, (list) => list?.filter((item) => item.id !== id), {
      revalidate: true,
    });
  };
}

/** `POST /api/payment-methods/{id}/default` (no body): exactly one method is the default. */
export function useSetDefaultPaymentMethod() {
  const { mutate } = useSWRConfig();
  return async function setDefaultPaymentMethod(id: PaymentMethod['id']): Promise<void> {
    await apiSend('POST', `${paymentMethodPath(id)}/default`, undefined, z.unknown());
    await mutate<PaymentMethod[]>(
      PAYMENT_METHODS_KEY,
      (list) => list?.map((item) => ({ ...item, isDefault: item.id === id })),
      { revalidate: true },
    );
  };
}
