import type { OutgoingMessage } from '../notifications/domain/outgoing-message.js';

/**
 * Every background job in one place: the queue it runs on and the payload it carries.
 * The worker refuses to boot when a job here has no processor.
 */
export const JOB_CATALOG = {
  'notifications.deliver-message': { queue: 'notifications' },
} as const;

export interface JobPayloads {
  'notifications.deliver-message': OutgoingMessage;
}

export type JobName = keyof typeof JOB_CATALOG;
export type QueueName = (typeof JOB_CATALOG)[JobName]['queue'];

export const QUEUE_NAMES: QueueName[] = [...new Set(Object.values(JOB_CATALOG).map((job) => job.queue))];

export const JOB_NAMES = Object.keys(JOB_CATALOG) as JobName[];
