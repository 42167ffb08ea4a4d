import { paths } from '@/config/paths';

/**
 * Links into the send-money screen with its form prefilled (spec section 2, "Send-money
 * screen"): the query parameters it reads on arrival. Missing values are left out.
 */
function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

type RecipientDetails = { firstName: string; lastName: string; phone?: string | null; country: string };

/** "Send Money" on a saved recipient: /send?recipientFirstName&recipientLastName&recipientPhone&country&recipientId. */
export function sendToSavedRecipientHref(recipient: RecipientDetails & { id: number | string }): string {
  return withQuery(paths.send, {
    recipientFirstName: recipient.firstName,
    recipientLastName: recipient.lastName,
    recipientPhone: recipient.phone,
    country: recipient.country,
    recipientId: recipient.id,
  });
}

/** "Send" on a recent recipient (dashboard): /transfer?country&firstName&lastName&phone. */
export function transferToRecipientHref(recipient: RecipientDetails): string {
  return withQuery(paths.transfer, {
    country: recipient.country,
    firstName: recipient.firstName,
    lastName: recipient.lastName,
    phone: recipient.phone,
  });
}

/** "Send Again" on a past transfer: /transfer?country&firstName&lastName&phone&amount. */
export function sendAgainHref(transfer: {
  country: string;
  amount: number;
  recipientInfo: { firstName: string; lastName: string; phone?: string | null };
}): string {
  return withQuery(paths.transfer, {
    country: transfer.country,
    firstName: transfer.recipientInfo.firstName,
    lastName: transfer.recipientInfo.lastName,
    phone: transfer.recipientInfo.phone,
    amount: transfer.amount,
  });
}
