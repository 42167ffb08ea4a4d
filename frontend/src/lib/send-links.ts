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

/**
 * "Send Money" on a saved recipient, and "Send" on a recent one (dashboard): /send?recipientId=9.
 * The send screen fills the recipient from the sender's own list: names and phone numbers stay
 * out of the address bar, the browser's history and server logs (issue #29).
 */
export function sendToSavedRecipientHref(recipient: { id: number | string }): string {
  return withQuery(paths.send, { recipientId: recipient.id });
}

export function transferToRecipientHref(recipient: { id: number | string }): string {
  return withQuery(paths.transfer, { recipientId: recipient.id });
}

/** "Send Again" on a past transfer: /transfer?again=<transfer id>; the screen reads the amount and recipient from it. */
export function sendAgainHref(transfer: { id: number | string }): string {
  return withQuery(paths.transfer, { again: transfer.id });
}
