import useSWR from 'swr';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { disputeSchema } from './admin-attention';
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

const transferTimelineSchema = z.object({
  transfer: adminTransactionSchema,
  /** Oldest first. */
  events: z.array(timelineEventSchema),
  disputes: z.array(timelineDisputeSchema).default([]),
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
