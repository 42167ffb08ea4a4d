import type { OutgoingMessage } from '../notifications/domain/outgoing-message.js';

/**
 * Every background job in one place: the queue it runs on and the payload it carries.
 * The worker refuses to boot when a job here has no processor.
 */
export const JOB_CATALOG = {
  'notifications.deliver-message': { queue: 'notifications' },
  'transfers.settle-payment-event': { queue: 'settlement' },
  'transfers.dispatch-payout': { queue: 'payouts' },
  'transfers.confirm-payout': { queue: 'payouts' },
  'transfers.notify-sender': { queue: 'notifications' },
} as const;

export interface JobPayloads {
  'notifications.deliver-message': OutgoingMessage;
  /** A stored provider webhook event (stripe_webhook_events.id) to apply to its transfer. */
  'transfers.settle-payment-event': { eventId: string };
  'transfers.dispatch-payout': { transferId: string };
  'transfers.confirm-payout': { transferId: string };
  'transfers.notify-sender': { transferId: string; outcome: 'completed' | 'failed' };
}

export type JobName = keyof typeof JOB_CATALOG;
export type QueueName = (typeof JOB_CATALOG)[JobName]['queue'];

export const QUEUE_NAMES: QueueName[] = [...new Set(Object.values(JOB_CATALOG).map((job) => job.queue))];

export const JOB_NAMES = Object.keys(JOB_CATALOG) as JobName[];
