import useSWR from 'swr';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { disputeSchema } from './admin-attention';
import { moneyAlertSchema } from './money-alert';

export type { MoneyAlert } from './money-alert';
import { moneyValueSchema } from './admin-schemas';
import { useAdminAccessLost } from './admin-session';
import { ADMIN_TRANSACTIONS_PATH, adminTransactionSchema, type AdminTransaction } from './admin-transactions';

const timelineEventSchema = z.object({
  sequence: z.number(),
  type: z.string(),
  occurredAt: z.string(),
  /** The server's words for what happened. */
  description: z.string(),
});

export type TimelineEvent = z.infer<typeof timelineEventSchema>;

const timelineDisputeSchema = disputeSchema.extend({
  openedAt: z.string(),
  closedAt: z.string().nullish(),
});

export type TimelineDispute = z.infer<typeof timelineDisputeSchema>;

/**
 * One try at paying the recipient (what the sender's transfer shows of it, lib/data/transactions.ts,
 * which checks it without zod), with our reference, the partner's ids and its own words.
 */
const timelinePayoutAttemptSchema = z.object({
  attempt: z.number().int(),
  method: z.string(),
  bankName: z.string().nullish(),
  /** A `PayoutAttemptState`. */
  state: z.string(),
  receipt: z.string().nullish(),
  pickupCode: z.string().nullish(),
  failure: z.string().nullish(),
  requestedAt: z.string(),
  updatedAt: z.string(),
  /** Our reference at the partner (the partner's idempotency key). */
  reference: z.string(),
  /** daraja | mtn_momo | thunes. */
  rail: z.string(),
  partnerPayoutId: z.string().nullish(),
  failureCode: z.string().nullish(),
  /** The partner's own words. */
  failureDetail: z.string().nullish(),
  /** When the partner last answered; null while it has not. */
  answeredAt: z.string().nullish(),
});

export type TimelinePayoutAttempt = z.infer<typeof timelinePayoutAttemptSchema>;

/** A refund as the sender's transfer shows it (lib/data/transactions.ts), with the provider's side. */
const timelineRefundSchema = z.object({
  /** `transfer` or `orphan_payment`. */
  purpose: z.string(),
  /** A `RefundState`. */
  state: z.string(),
  requestedAt: z.string(),
  updatedAt: z.string(),
  /** Which refund of the transfer this is: a deferred one is made again under a new key. */
  attempt: z.number().int(),
  amount: moneyValueSchema,
  providerRefundId: z.string().nullish(),
  paymentIntentId: z.string(),
  /** The provider's words. */
  failureReason: z.string().nullish(),
  /** A refund the provider deferred (no balance) is asked again after this. */
  retryAfter: z.string().nullish(),
});

export type TimelineRefund = z.infer<typeof timelineRefundSchema>;

const transferBooksSchema = z.object({
  exchange: z.object({
    /** The sender's rate: recipient currency per USD. */
    customerRate: z.number(),
    /** What the recipient currency cost us per USD; null while unknown. */
    costRate: z.number().nullable(),
    costSource: z.enum(['partner_quote', 'at_request']).nullable(),
    /** USD of FX spread booked, net (negative: a loss); null when none was booked. */
    spread: z.number().nullable(),
    partnerFee: z.number().nullable(),
  }),
  /** Every ledger entry of the transfer, in booking order. */
  entries: z.array(
    z.object({
      id: z.string(),
      phase: z.string(),
      currency: z.string(),
      debit: z.string(),
      credit: z.string(),
      amount: z.number(),
      code: z.string(),
    }),
  ),
});

export type TransferBooks = z.infer<typeof transferBooksSchema>;

const transferTimelineSchema = z.object({
  transfer: adminTransactionSchema,
  /** Oldest first. */
  events: z.array(timelineEventSchema),
  disputes: z.array(timelineDisputeSchema).default([]),
  /** First first. */
  payoutAttempts: z.array(timelinePayoutAttemptSchema),
  refunds: z.array(timelineRefundSchema),
  alerts: z.array(moneyAlertSchema),
  books: transferBooksSchema.nullish(),
});

export type TransferTimeline = z.infer<typeof transferTimelineSchema>;

/** `/api/admin/transactions/{id}/timeline`. */
export function transferTimelinePath(id: AdminTransaction['id']): string {
  return `${ADMIN_TRANSACTIONS_PATH}/${encodeURIComponent(String(id))}/timeline`;
}

/** One transfer with everything that happened to it; nothing is asked while `id` is null. 404: unknown id. */
export function useTransferTimeline(id: AdminTransaction['id'] | null) {
  const onError = useAdminAccessLost();
  return useSWR(id === null ? null : transferTimelinePath(id), (url: string) => apiGet(url, transferTimelineSchema), {
    onError,
  });
}
