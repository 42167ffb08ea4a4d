import type pg from 'pg';
import type { BrowserLikeClient } from './browser-like-client.js';

/** How the recipient of a test transfer is paid (the country's default method unless told). */
export interface TestDelivery {
  deliveryMethod?: string;
  bankId?: string;
  accountNumber?: string;
}

/**
 * A send request as the send screen makes it: $amount to an M-Pesa recipient in Kenya
 * (unless told), priced with the figures the server quotes for `method` and the delivery
 * method right now.
 */
export async function quotedTransferRequest(
  client: BrowserLikeClient,
  {
    amount = 100,
    method = 'card',
    country = 'kenya',
    recipientPhone = '0712345678',
    delivery = {},
  }: { amount?: number; method?: 'card' | 'ach'; country?: string; recipientPhone?: string; delivery?: TestDelivery } = {},
) {
  const query = new URLSearchParams({ amount: String(amount), country, paymentMethod: method });
  if (delivery.deliveryMethod) query.set('deliveryMethod', delivery.deliveryMethod);
  if (delivery.bankId) query.set('bankId', delivery.bankId);
  const response = await client.get(`/api/quote?${query}`);
  const quote = (await response.json()) as Record<string, number | string>;
  if (response.status !== 200) throw new Error(`quote answered ${response.status}: ${JSON.stringify(quote)}`);
  const recipient = { firstName: 'Wanjiru', lastName: 'Kamau', phone: recipientPhone, ...delivery };
  return {
    amount,
    feeAmount: quote.feeAmount,
    totalAmount: quote.totalAmount,
    recipientAmount: quote.recipientAmount,
    country,
    currencyCode: quote.currencyCode,
    sender: { firstName: 'Amina', lastName: 'Okello', email: 'amina@example.com', phone: '+12025550100' },
    recipient: { ...recipient, ...(await confirmationOfAccountHolder(client, country, recipient)) },
  };
}

/**
 * An account the paying partner holds under someone else than the typed recipient (an MTN
 * wallet, a telebirr wallet or bank account Thunes names): the sender confirms that person, as
 * the send screen asks (the api refuses a transfer without it, issue #29). Nothing when the
 * partner names nobody, knows no such account or does not answer (the api does not check then
 * either).
 */
async function confirmationOfAccountHolder(
  client: BrowserLikeClient,
  country: string,
  recipient: { phone: string } & TestDelivery,
): Promise<{ confirmedRegisteredName?: string }> {
  if (country === 'kenya' || recipient.deliveryMethod === 'cash_pickup') return {};
  const query = new URLSearchParams({ country, phone: recipient.phone });
  if (recipient.deliveryMethod) query.set('deliveryMethod', recipient.deliveryMethod);
  if (recipient.bankId) query.set('bankId', recipient.bankId);
  if (recipient.accountNumber) query.set('accountNumber', recipient.accountNumber);
  const holder = await client.get(`/api/recipient-account-holder?${query}`);
  if (holder.status !== 200) return {};
  const { name } = (await holder.json()) as { name: string | null };
  return name ? { confirmedRegisteredName: name } : {};
}

/** The stored transactions row of a checkout session, as the database holds it. */
export async function transferRow(db: pg.Client, sessionId: string) {
  return (await db.query('select * from transactions where session_id = $1', [sessionId])).rows[0];
}

/** Polls until the session's transfer has `status`; fails naming the status it is stuck in. */
export async function waitForTransferStatus(db: pg.Client, sessionId: string, status: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await transferRow(db, sessionId);
    if (row?.status === status) return row;
    if (Date.now() > deadline) throw new Error(`transfer ${sessionId} is ${row?.status}, expected ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The types of a transfer's recorded events, oldest first. */
export async function transferEventTypes(db: pg.Client, transferId: string): Promise<string[]> {
  const { rows } = await db.query('select type from transfer_events where transfer_id = $1 order by sequence', [transferId]);
  return rows.map((row) => row.type as string);
}
