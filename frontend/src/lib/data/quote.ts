import useSWR from 'swr';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';

/**
 * The server's price for a transfer (docs/api.md, `GET /api/quote`). The browser never works
 * out fees, totals or recipient amounts itself: it shows these figures and sends them back
 * with the payment request, and the server refuses them if its own quote has moved since.
 */
const quoteSchema = z.object({
  amount: z.number(),
  feeAmount: z.number(),
  totalAmount: z.number(),
  recipientAmount: z.number(),
  /** Units of the recipient's currency per 1 USD. */
  rate: z.number(),
  currencyCode: z.string(),
  /** The whole fee as a percentage of the amount: 9 for cards, 5 for bank transfers. */
  feePercent: z.number(),
  /** The method the recipient is paid by, as priced. */
  deliveryMethod: z.string().optional(),
  /** 1 when the method pays whole units (the recipient amount is rounded down to them), 0.01 otherwise. */
  payoutIncrement: z.number().optional(),
});

export type Quote = z.infer<typeof quoteSchema> & {
  /** The quote URL these figures answer, so figures kept on screen are not taken for new ones. */
  key: string;
};

export type QuoteRequest = {
  amount: number;
  country: string;
  /** `card`, `ach` or `saved_{id}`. */
  paymentMethod: string;
  /** How the recipient is paid; the rail decides what the recipient amount is rounded to. */
  deliveryMethod?: string;
  /** A bank account's bank: its terms are the bank's. */
  bankId?: string;
};

/** The smallest amount that can be sent (spec section 9). */
export const MIN_SEND_AMOUNT = 0.01;

/** A whole number of cents, at least one: anything else the server would refuse to price. */
export function isQuotableAmount(amount: number): boolean {
  if (!Number.isFinite(amount) || amount < MIN_SEND_AMOUNT) return false;
  const cents = amount * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** The SWR key (the URL) of a quote, or null when there is nothing to price yet. */
export function quoteKey({ amount, country, paymentMethod, deliveryMethod, bankId }: QuoteRequest): string | null {
  if (!isQuotableAmount(amount) || country === '' || paymentMethod === '') return null;
  const query = new URLSearchParams({ amount: String(amount), country, paymentMethod });
  if (deliveryMethod) query.set('deliveryMethod', deliveryMethod);
  if (deliveryMethod === 'bank_account' && bankId) query.set('bankId', bankId);
  return `/api/quote?${query.toString()}`;
}

export async function fetchQuote(url: string): Promise<Quote> {
  return { ...(await apiGet(url, quoteSchema)), key: url };
}

/**
 * The server's quote for what the sender has entered.
 *
 * - `data`: the figures to show. While a new quote loads it keeps the previous figures, so
 *   the summary does not flicker empty on every keystroke.
 * - `current`: the figures for exactly the request given, or undefined while they load or
 *   when pricing failed. Only these may go into a payment request.
 * - `refresh()`: asks the server again (after it said the quote changed) and resolves to the
 *   new figures; rejects with the server's error.
 */
export function useQuote(request: QuoteRequest) {
  const key = quoteKey(request);
  const { data, error, isValidating, mutate } = useSWR(key, fetchQuote, { keepPreviousData: true });
  const current = data !== undefined && data.key === key && !isValidating ? data : undefined;

  async function refresh(): Promise<Quote | undefined> {
    if (key === null) return undefined;
    return mutate(fetchQuote(key), { revalidate: false });
  }

  return { key, data, current, error: error as unknown, isValidating, refresh };
}
