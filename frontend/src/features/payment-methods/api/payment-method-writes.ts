import { useSWRConfig } from 'swr';
import { z } from 'zod';
import { apiSend } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import {
  PAYMENT_METHODS_KEY,
  paymentMethodPath,
  paymentMethodSchema,
  type PaymentMethod,
} from '@/lib/data/payment-methods';

const ADD_PAYMENT_METHOD_URL = '/api/add-payment-method';

/**
 * What `POST /api/add-payment-method` accepts: a tokenized card, an account linked through the
 * bank (verified at once), or a bank account's numbers (verified later by micro-deposits).
 */
export type AddPaymentMethodInput =
  | { type: 'card'; paymentMethodId: string }
  | { type: 'linked_bank_account'; accessToken: string; accountId: string }
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

/** The code on the statement (`SM` + 4 letters or digits), or the two deposits in cents. */
export type MicrodepositAnswer = { descriptorCode: string } | { amounts: [number, number] };

/**
 * `POST /api/payment-methods/{id}/verify-microdeposits`: 200 the verified method, 400 a wrong
 * answer (try again), 409 no longer verifiable (the method is now `failed`). The list is
 * fetched again after a verification and after a 409.
 */
export function useVerifyMicrodeposits() {
  const { mutate } = useSWRConfig();
  return async function verifyMicrodeposits(id: PaymentMethod['id'], answer: MicrodepositAnswer): Promise<PaymentMethod> {
    try {
      const verified = await apiSend('POST', `${paymentMethodPath(id)}/verify-microdeposits`, answer, paymentMethodSchema);
      await mutate(PAYMENT_METHODS_KEY);
      return verified;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) void mutate(PAYMENT_METHODS_KEY);
      throw error;
    }
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
