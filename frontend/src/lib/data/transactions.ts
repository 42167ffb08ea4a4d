import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import * as check from './response-check';
import { apiGet } from '@/lib/api-client';
import { useCurrentUser } from './current-user';

export const TRANSACTIONS_KEY = '/api/transactions';

/** Transactions per page of the history ("Load more" asks for the next page). */
export const TRANSACTIONS_PAGE_SIZE = 20;

/** One transfer as `GET /api/transactions` lists it (docs/api.md "Transfers"). */
export const transactionSchema = check.object({
  id: check.union([check.int(), check.nonEmptyString()]),
  sessionId: check.nullish(check.string()),
  /** The one reference the sender, support and every message use ("7KQM-2XDP"). */
  reference: check.nullish(check.string()),
  country: check.string(),
  amount: check.number(),
  feeAmount: check.number(),
  totalAmount: check.number(),
  recipientAmount: check.number(),
  currencyCode: check.string(),
  status: check.string(),
  paymentMethod: check.nullish(check.string()),
  providerTransferId: check.nullish(check.string()),
  recipientInfo: check.object({
    firstName: check.string(),
    lastName: check.string(),
    phone: check.nullish(check.string()),
    /** Bank accounts only. */
    bankId: check.nullish(check.string()),
    bankName: check.nullish(check.string()),
    accountNumber: check.nullish(check.string()),
  }),
  /** `mpesa`, `mtn_momo`, `telebirr`, `bank_account` or `cash_pickup`; unset means the country's default. */
  deliveryMethod: check.nullish(check.string()),
  /** How the payout stands: the partner's receipt once delivered, the pickup code while cash waits. */
  payout: check.nullish(
    check.object({
      rail: check.nullish(check.string()),
      receipt: check.nullish(check.string()),
      pickupCode: check.nullish(check.string()),
      failureCode: check.nullish(check.string()),
    }),
  ),
  createdAt: check.string(),
});

export type Transaction = check.Infer<typeof transactionSchema>;

/** What happened to a transfer, as `GET /api/transactions/{id}` reports it, oldest first. */
export const transactionEventSchema = check.object({
  type: check.string(),
  occurredAt: check.string(),
  detail: check.optional(check.unknown()),
});

export type TransactionEvent = check.Infer<typeof transactionEventSchema>;

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
export const payoutAttemptSchema = check.object({
  attempt: check.int(),
  /** `mpesa`, `mtn_momo`, `telebirr`, `bank_account` or `cash_pickup`: this attempt's, which a retry may change. */
  method: check.string(),
  bankName: check.nullish(check.string()),
  /** A `PayoutAttemptState`. */
  state: check.string(),
  /** The partner's reference once delivered. */
  receipt: check.nullish(check.string()),
  pickupCode: check.nullish(check.string()),
  /** Why it failed, in the sender's terms. */
  failure: check.nullish(check.string()),
  requestedAt: check.string(),
  updatedAt: check.string(),
});

export type PayoutAttempt = check.Infer<typeof payoutAttemptSchema>;

/** How a refund stands; the server may add states. */
export type RefundState = 'requested' | 'pending' | 'succeeded' | 'failed' | 'cancelled';

/** Money going back to the sender: the transfer's payment, or a payment that arrived when the transfer could no longer use it. */
export const refundSchema = check.object({
  /** US dollars. */
  amount: check.number(),
  /** `transfer` or `orphan_payment`. */
  purpose: check.string(),
  /** A `RefundState`. */
  state: check.string(),
  requestedAt: check.string(),
  updatedAt: check.string(),
});

export type Refund = check.Infer<typeof refundSchema>;

export const transactionDetailsSchema = check.extend(transactionSchema, {
  /** Why a failed or cancelled transfer ended so (a decline, a bounced debit, a refunded payout). */
  failureReason: check.nullish(check.string()),
  events: check.array(transactionEventSchema),
  /** Until when the sender may cancel it for a full refund (30 minutes after payment, before the payout goes). */
  cancellableUntil: check.nullish(check.string()),
  /** Why a paid transfer can no longer be cancelled, in the sender's words; null while it can. */
  notCancellableReason: check.nullish(check.string()),
  /** Held for a review by our team (sanctions screening): it cannot be paid until released. */
  underReview: check.nullish(check.boolean()),
  availableBy: check.nullish(check.string()),
  paidAt: check.nullish(check.string()),
  /** Every payout attempt, first first. */
  payoutAttempts: check.array(payoutAttemptSchema),
  /** Every refund of a payment of this transfer. */
  refunds: check.array(refundSchema),
});

export type TransactionDetails = check.Infer<typeof transactionDetailsSchema>;

const transactionListSchema = check.array(transactionSchema);

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
