import useSWR from 'swr';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';

const party = z.object({ firstName: z.string(), lastName: z.string() });

/** docs/api.md `GET /api/checkout-session`: a transfer as its payment pages see it. */
const checkoutSessionSchema = z.object({
  sessionId: z.string(),
  /** pending -> processing -> completed; or failed; or cancelled. */
  status: z.string(),
  amount: z.number(),
  feeAmount: z.number(),
  totalAmount: z.number(),
  recipientAmount: z.number(),
  currencyCode: z.string(),
  country: z.string(),
  paymentMethod: z.string().nullish(),
  senderInfo: party,
  recipientInfo: party,
  /** How the recipient is paid (unset: the country's default), and a bank account's bank. */
  deliveryMethod: z.string().nullish(),
  bankName: z.string().nullish(),
  failureReason: z.string().nullish(),
  /** Held for a review by our team (sanctions screening): it cannot be paid until released. */
  underReview: z.boolean().nullish(),
  /** The Remittance Rule's disclosure (docs/api.md): the transfer's id (its reference), the rate, taxes (none), until when the rate holds, when the money is available. */
  id: z.string().nullish(),
  /** The one reference the sender, support and every message use ("7KQM-2XDP"). */
  reference: z.string().nullish(),
  rate: z.number().nullish(),
  taxAmount: z.number().nullish(),
  rateGuaranteedUntil: z.string().nullish(),
  availableBy: z.string().nullish(),
  paidAt: z.string().nullish(),
  /** Cash pickup: the code the recipient collects the money with, once the agent holds it. */
  pickupCode: z.string().nullish(),
});

export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** How often the success page asks again until the transfer settles (ENGINEERING 4: the webhook decides). */
export const STATUS_POLL_MS = 2000;

const FINAL_STATUSES = new Set(['completed', 'failed', 'cancelled']);

export function isFinalStatus(status: string): boolean {
  return FINAL_STATUSES.has(status);
}

export function checkoutSessionKey(sessionId: string | null): string | null {
  return sessionId ? `/api/checkout-session?${new URLSearchParams({ session_id: sessionId }).toString()}` : null;
}

function fetchCheckoutSession(url: string): Promise<CheckoutSession> {
  return apiGet(url, checkoutSessionSchema);
}

/**
 * The transfer behind a checkout session; nothing is fetched without an id. With `poll`, it
 * is asked for again every 2 s until its status is final.
 */
export function useCheckoutSession(sessionId: string | null, { poll = false }: { poll?: boolean } = {}) {
  return useSWR(checkoutSessionKey(sessionId), fetchCheckoutSession, {
    refreshInterval: poll ? (latest) => (latest && isFinalStatus(latest.status) ? 0 : STATUS_POLL_MS) : 0,
  });
}

export function recipientFullName(session: Pick<CheckoutSession, 'recipientInfo'>): string {
  return `${session.recipientInfo.firstName} ${session.recipientInfo.lastName}`.trim();
}

/** Spec section 9: the first 8 characters of the session id stand for the transaction. */
export function shortTransactionId(sessionId: string): string {
  return `${sessionId.slice(0, 8)}...`;
}
