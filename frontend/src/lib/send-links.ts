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

type Delivery = { deliveryMethod?: string | null; bankId?: string | null; accountNumber?: string | null };

type RecipientDetails = { firstName: string; lastName: string; phone?: string | null; country: string } & Delivery;

/** How the recipient is paid: deliveryMethod, and bankId and accountNumber for a bank account. */
function deliveryQuery({ deliveryMethod, bankId, accountNumber }: Delivery) {
  const bank = deliveryMethod === 'bank_account';
  return { deliveryMethod, bankId: bank ? bankId : undefined, accountNumber: bank ? accountNumber : undefined };
}

/**
 * "Send Money" on a saved recipient:
 * /send?recipientFirstName&recipientLastName&recipientPhone&country&recipientId&deliveryMethod[&bankId&accountNumber].
 */
export function sendToSavedRecipientHref(recipient: RecipientDetails & { id: number | string }): string {
  return withQuery(paths.send, {
    recipientFirstName: recipient.firstName,
    recipientLastName: recipient.lastName,
    recipientPhone: recipient.phone,
    country: recipient.country,
    recipientId: recipient.id,
    ...deliveryQuery(recipient),
  });
}

/** "Send" on a recent recipient (dashboard): /transfer?country&firstName&lastName&phone&deliveryMethod[&bankId&accountNumber]. */
export function transferToRecipientHref(recipient: RecipientDetails): string {
  return withQuery(paths.transfer, {
    country: recipient.country,
    firstName: recipient.firstName,
    lastName: recipient.lastName,
    phone: recipient.phone,
    ...deliveryQuery(recipient),
  });
}

/** "Send Again" on a past transfer: /transfer?country&firstName&lastName&phone&amount&deliveryMethod[&bankId&accountNumber]. */
export function sendAgainHref(transfer: {
  country: string;
  amount: number;
  deliveryMethod?: string | null;
  recipientInfo: { firstName: string; lastName: string; phone?: string | null; bankId?: string | null; accountNumber?: string | null };
}): string {
  return withQuery(paths.transfer, {
    country: transfer.country,
    firstName: transfer.recipientInfo.firstName,
    lastName: transfer.recipientInfo.lastName,
    phone: transfer.recipientInfo.phone,
    amount: transfer.amount,
    ...deliveryQuery({
      deliveryMethod: transfer.deliveryMethod,
      bankId: transfer.recipientInfo.bankId,
      accountNumber: transfer.recipientInfo.accountNumber,
    }),
  });
}
