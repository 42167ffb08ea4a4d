import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { useCurrentUser } from './current-user';

export const TRANSACTIONS_KEY = '/api/transactions';

/** Transactions per page of the history ("Load more" asks for the next page). */
export const TRANSACTIONS_PAGE_SIZE = 20;

/** One transfer as `GET /api/transactions` lists it (docs/api.md "Transfers"). */
export const transactionSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  sessionId: z.string().nullish(),
  /** The one reference the sender, support and every message use ("7KQM-2XDP"). */
  reference: z.string().nullish(),
  country: z.string(),
  amount: z.number(),
  feeAmount: z.number(),
  totalAmount: z.number(),
  recipientAmount: z.number(),
  currencyCode: z.string(),
  status: z.string(),
  paymentMethod: z.string().nullish(),
  providerTransferId: z.string().nullish(),
  recipientInfo: z.object({
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullish(),
    /** Bank accounts only. */
    bankId: z.string().nullish(),
    bankName: z.string().nullish(),
    accountNumber: z.string().nullish(),
  }),
  /** `mpesa`, `mtn_momo`, `telebirr`, `bank_account` or `cash_pickup`; unset means the country's default. */
  deliveryMethod: z.string().nullish(),
  /** How the payout stands: the partner's receipt once delivered, the pickup code while cash waits. */
  payout: z
    .object({
      rail: z.string().nullish(),
      receipt: z.string().nullish(),
      pickupCode: z.string().nullish(),
      failureCode: z.string().nullish(),
    })
    .nullish(),
  createdAt: z.string(),
});

export type Transaction = z.infer<typeof transactionSchema>;

/** What happened to a transfer, as `GET /api/transactions/{id}` reports it, oldest first. */
export const transactionEventSchema = z.object({
  type: z.string(),
  occurredAt: z.string(),
  detail: z.unknown().optional(),
});

export type TransactionEvent = z.infer<typeof transactionEventSchema>;

/** How a payout attempt stands (issue #23); the server may add states, which show as "in progress". */
export type PayoutAttemptState =
  | 'requested'
  | 'unknown'
  | 'accepted'
  | 'ready_for_pickup'
  | 'delivered'
  | 'failed'
  | 'cancelled'
  | 'reversed';

/** One try at paying the recipient: the first, then one more per retry by our team. */
export const payoutAttemptSchema = z.object({
  attempt: z.number().int(),
  /** `mpesa`, `mtn_momo`, `telebirr`, `bank_account` or `cash_pickup`: this attempt's, which a retry may change. */
  method: z.string(),
  bankName: z.string().nullish(),
  /** A `PayoutAttemptState`. */
  state: z.string(),
  /** The partner's reference once delivered. */
  receipt: z.string().nullish(),
  pickupCode: z.string().nullish(),
  /** Why it failed, in the sender's terms. */
  failure: z.string().nullish(),
  requestedAt: z.string(),
  updatedAt: z.string(),
});

export type PayoutAttempt = z.infer<typeof payoutAttemptSchema>;

/** How a refund stands; the server may add states. */
export type RefundState = 'requested' | 'pending' | 'succeeded' | 'failed' | 'cancelled';

/** Money going back to the sender: the transfer's payment, or a payment that arrived when the transfer could no longer use it. */
export const refundSchema = z.object({
  /** US dollars. */
  amount: z.number(),
  /** `transfer` or `orphan_payment`. */
  purpose: z.string(),
  /** A `RefundState`. */
  state: z.string(),
  requestedAt: z.string(),
  updatedAt: z.string(),
});

export type Refund = z.infer<typeof refundSchema>;

export const transactionDetailsSchema = transactionSchema.extend({
  /** Why a failed or cancelled transfer ended so (a decline, a bounced debit, a refunded payout). */
  failureReason: z.string().nullish(),
  events: z.array(transactionEventSchema),
  /** Until when the sender may cancel it for a full refund (30 minutes after payment, before the payout goes). */
  cancellableUntil: z.string().nullish(),
  /** Why a paid transfer can no longer be cancelled, in the sender's words; null while it can. */
  notCancellableReason: z.string().nullish(),
  /** Held for a review by our team (sanctions screening): it cannot be paid until released. */
  underReview: z.boolean().nullish(),
  availableBy: z.string().nullish(),
  paidAt: z.string().nullish(),
  /** Every payout attempt, first first. */
  payoutAttempts: z.array(payoutAttemptSchema),
  /** Every refund of a payment of this transfer. */
  refunds: z.array(refundSchema),
});

export type TransactionDetails = z.infer<typeof transactionDetailsSchema>;

const transactionListSchema = z.array(transactionSchema);

const fetchList = (url: string) => apiGet(url, transactionListSchema);

/** `/api/transactions`, or `/api/transactions?limit=5` for the latest five. */
export function transactionsKey(limit?: number): string {
  return limit === undefined ? TRANSACTIONS_KEY : `${TRANSACTIONS_KEY}?${new URLSearchParams({ limit: String(limit) })}`;
}

/** How often a page showing a transfer in flight asks again (it stops once every one shown is final). */
export const LIVE_STATUS_MS = 3000;

const FINAL = new Set(['completed', 'failed', 'cancelled']);

/** Completed, failed or cancelled: nothing more will happen to it by itself. */
export function isFinalTransferStatus(status: string): boolean {
  return FINAL.has(status);
}

/** Asks again while any transfer shown is still in flight (paid and on its way). */
function whileInFlight(transfers: readonly Pick<Transaction, 'status'>[] | undefined): number {
  return transfers?.some((transfer) => transfer.status === 'processing') ? LIVE_STATUS_MS : 0;
}

/** The signed-in user's transfers, newest first, live while one is in flight. Nothing is fetched signed out. */
export function useTransactions({ limit }: { limit?: number } = {}) {
  const { data: user } = useCurrentUser();
  return useSWR(user ? transactionsKey(limit) : null, fetchList, { refreshInterval: whileInFlight });
}

/**
 * One transfer with its events; `null` id fetches nothing. A 404 is an ApiError with status 404.
 * Asked for again every few seconds until it is final (the pickup code and the delivery show up by themselves).
 */
export function useTransaction(id: string | number | null | undefined) {
  const { data: user } = useCurrentUser();
  const key = user && id !== null && id !== undefined && id !== '' ? transactionPath(id) : null;
  return useSWR(key, (url: string) => apiGet(url, transactionDetailsSchema), {
    refreshInterval: (latest) => (latest && !isFinalTransferStatus(latest.status) && latest.status !== 'pending' ? LIVE_STATUS_MS : 0),
  });
}

export function transactionPath(id: string | number): string {
  return `${TRANSACTIONS_KEY}/${encodeURIComponent(String(id))}`;
}

/** Page `index` of the history: the first 20, then the 20 before the last one seen. */
function transactionPageKey(index: number, previous: Transaction[] | null): string | null {
  if (index === 0) return `${TRANSACTIONS_KEY}?limit=${TRANSACTIONS_PAGE_SIZE}`;
  if (!previous || previous.length < TRANSACTIONS_PAGE_SIZE) return null;
  const last = previous[previous.length - 1]!;
  const query = new URLSearchParams({ limit: String(TRANSACTIONS_PAGE_SIZE), before: String(last.id) });
  return `${TRANSACTIONS_KEY}?${query}`;
}

const noPages = () => null;

/** The history page by page, for "Load more": `?limit=20`, then `?limit=20&before=<last id>`. */
export function useTransactionPages() {
  const { data: user } = useCurrentUser();
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite(
    user ? transactionPageKey : noPages,
    fetchList,
    { refreshInterval: (pages) => whileInFlight(pages?.flat()) },
  );
  const pages = data ?? [];
  const lastPage = pages[pages.length - 1];
  return {
    transactions: data ? pages.flat() : undefined,
    error: error as unknown,
    isLoading,
    /** A full page came back, so there may be more. */
    hasMore: lastPage !== undefined && lastPage.length === TRANSACTIONS_PAGE_SIZE,
    /** The next page was asked for and has not arrived yet. */
    isLoadingMore: isValidating && size > pages.length,
    /** Asks for the page after the last one loaded (again, if that failed). */
    loadMore: () => setSize(pages.length + 1),
    mutate,
  };
}

/**
 * Asks the server again for every transaction list and detail held in the cache (the
 * dashboard's latest five, the history pages): for after a transfer.
 */
export function useRevalidateTransactions() {
  const { mutate } = useSWRConfig();
  return async function revalidateTransactions(): Promise<void> {
    await Promise.all([
      mutate((key) => typeof key === 'string' && key.startsWith(TRANSACTIONS_KEY)),
      mutate(unstable_serialize(transactionPageKey)),
    ]);
  };
}

/** "Card", "Bank (ACH)", or the value as stored for anything else. */
export function paymentMethodLabel(paymentMethod: string | null | undefined): string {
  if (paymentMethod === 'card') return 'Card';
  if (paymentMethod === 'ach') return 'Bank (ACH)';
  return paymentMethod ?? '—';
}

export function recipientName(transaction: Pick<Transaction, 'recipientInfo'>): string {
  return `${transaction.recipientInfo.firstName} ${transaction.recipientInfo.lastName}`.trim();
}
