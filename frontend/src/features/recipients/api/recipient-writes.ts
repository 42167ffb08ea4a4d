import { useSWRConfig } from 'swr';
import { z } from 'zod';
import { apiSend } from '@/lib/api-client';
import { recipientPath, recipientSchema, RECIPIENTS_KEY, type Recipient } from '@/lib/data/recipients';
import { deliveryChoice } from '@/lib/delivery-choice';
import { recipientLanguage, type RecipientFormValues, type RecipientInput } from './recipient-input';

/** `POST /api/recipients`; the list is fetched again afterwards. */
export function useAddRecipient() {
  const { mutate } = useSWRConfig();
  return async function addRecipient(input: RecipientInput): Promise<Recipient> {
    const added = await apiSend('POST', RECIPIENTS_KEY, input, recipientSchema);
    await mutate(RECIPIENTS_KEY);
    return added;
  };
}

/**
 * `PUT /api/recipients/{id}` with `{id, firstName, lastName, phone, country, deliveryMethod}`,
 * `bankId` and `accountNumber` for a bank account, and the language of their text messages.
 */
export function useUpdateRecipient() {
  const { mutate } = useSWRConfig();
  return async function updateRecipient(id: Recipient['id'], values: RecipientFormValues): Promise<Recipient> {
    const body = {
      id,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: values.phone.trim(),
      country: values.country,
      ...deliveryChoice(values.country, values),
      language: recipientLanguage(values),
    };
    const updated = await apiSend('PUT', recipientPath(id), body, recipientSchema);
    await mutate<Recipient[]>(RECIPIENTS_KEY, (list) => list?.map((item) => (item.id === id ? updated : item)), {
      revalidate: true,
    });
    return updated;
  };
}

/** `DELETE /api/recipients/{id}` (no body). */
export function useDeleteRecipient() {
  const { mutate } = useSWRConfig();
  return async function deleteRecipient(id: Recipient['id']): Promise<void> {
    await apiSend('DELETE', recipientPath(id), undefined, z.unknown());
    await mutate<Recipient[]>(RECIPIENTS_KEY, (list) => list?.filter((item) => item.id !== id), {
      revalidate: true,
    });
  };
}
