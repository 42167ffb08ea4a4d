import type { AppConfig } from '../config/app-config.js';
import type { OutgoingMessage } from '../notifications/domain/outgoing-message.js';
import type { Country } from '../shared/domain/country.js';

/**
 * A job the worker runs on its own: every so many milliseconds (`every`: the setting that says
 * how many), or once a day at a time of day (`daily`: the setting holding HH:MM, UTC).
 */
export type RecurringJob = { queue: string; every: keyof AppConfig } | { queue: string; daily: keyof AppConfig };

/**
 * Every background job in one place: the queue it runs on, the payload it carries, for
 * a recurring job the setting of its interval, and for a job the outbox may relay many rows
 * of as one BullMQ job, how many at most (`relayedTogether`, see relayed-together.ts). The worker refuses to boot when a job here
 * has no processor, and schedules each recurring job itself.
 */
export const JOB_CATALOG = {
  'notifications.deliver-message': { queue: 'notifications' },
  'transfers.settle-payment-event': { queue: 'settlement', relayedTogether: 100 },
  'transfers.dispatch-payout': { queue: 'payouts' },
  'transfers.confirm-payout': { queue: 'payouts' },
  'transfers.refund-payment': { queue: 'payouts' },
  'transfers.cancel-payment': { queue: 'payouts' },
  'transfers.payout-callback': { queue: 'payouts' },
  'transfers.notify-recipient': { queue: 'notifications' },
  'transfers.notify-sender': { queue: 'notifications' },
  'payment-methods.keep-paid-card': { queue: 'settlement' },
  'transfers.reconcile': { queue: 'settlement', every: 'RECONCILE_EVERY_MS' },
  'identity.expire-unverified': { queue: 'settlement', every: 'RECONCILE_EVERY_MS' },
  'screening.load-sdn-list': { queue: 'settlement', every: 'SDN_REFRESH_EVERY_MS' },
  'transfers.screen-held-again': { queue: 'settlement' },
  'rates.check-alerts': { queue: 'notifications' },
  'ledger.check-invariants': { queue: 'settlement', every: 'LEDGER_CHECK_EVERY_MS' },
  'float.check-partner-balances': { queue: 'settlement', every: 'FLOAT_BALANCE_CHECK_EVERY_MS' },
  'reconciliation.run': { queue: 'settlement', daily: 'RECONCILIATION_DAILY_AT' },
  'compliance.apply-identity-event': { queue: 'compliance' },
  'compliance.reconcile-identity-checks': { queue: 'compliance', every: 'RECONCILE_EVERY_MS' },
  'compliance.scan-transfers': { queue: 'compliance', every: 'MONITORING_SCAN_EVERY_MS' },
} as const;

/**
 * What the sender is told about a transfer: delivered, failed (refunded, or no payment), a
 * refund our team must look at, or a payout that failed and waits for our team.
 */
export type SenderNews = 'receipt' | 'completed' | 'failed' | 'refund_review' | 'payout_delayed' | 'screening_cleared' | 'screening_refused';

export interface JobPayloads {
  'notifications.deliver-message': OutgoingMessage;
  /** A stored provider webhook event (stripe_webhook_events.id) to apply to its transfer. */
  'transfers.settle-payment-event': { eventId: string };
  'transfers.dispatch-payout': { transferId: string };
  /** Asks the partners how the transfer's open payout attempts stand (`reference`: the attempt that scheduled it). */
  'transfers.confirm-payout': { transferId: string; reference?: string };
  /** Moves the transfer's refunds on: the one it owes (payout failed, sender cancelled), an orphan payment's, and any not answered yet. */
  'transfers.refund-payment': { transferId: string };
  /** Cancels at the provider a payment an expired checkout left confirmable, so it can never be charged later. */
  'transfers.cancel-payment': { transferId: string; paymentIntentId: string };
  'transfers.notify-sender': { transferId: string; outcome: SenderNews };
  /** Saves to the sender's payment methods the card they asked to keep, once its payment (after 3-D Secure) succeeded. */
  'payment-methods.keep-paid-card': { userId: number; paymentMethodId: string };
  /** A payout partner's stored callback (payout_callbacks.id) to read and apply. */
  'transfers.payout-callback': { callbackId: string };
  /** Tells the recipient by SMS that the money arrived, or waits for them at a pickup agent. */
  'transfers.notify-recipient': { transferId: string; news: 'delivered' | 'ready_for_pickup' };
  /** Chases transfers waiting too long on a webhook or a payout job (recurring). */
  'transfers.reconcile': Record<string, never>;
  /** Removes registrations nobody verified within a week (recurring). */
  'identity.expire-unverified': Record<string, never>;
  /** Loads the SDN list from SDN_LIST_URL, replacing the one in use only with a good list (recurring). */
  'screening.load-sdn-list': Record<string, never>;
  /** Screens again the transfers held while no SDN list was loaded, now that one is (after each load). */
  'transfers.screen-held-again': Record<string, never>;
  /** Fires the senders' rate alerts an operator's rate change reached (the rate as numeric(10,4) text). */
  'rates.check-alerts': { country: Country; rate: string };
  /** Checks the books' invariants on the transfers touched since the last check (recurring). */
  'ledger.check-invariants': Record<string, never>;
  /** Reads every payout partner's balance of our float; confirms the top-ups it shows (recurring). */
  'float.check-partner-balances': Record<string, never>;
  /** Reconciles the books with Stripe's and the partners' records (daily; an operator can also run it from the admin area). */
  'reconciliation.run': Record<string, never>;
  /** A stored identity provider event (identity_webhook_events.id): its VerificationSession is read back and applied to the sender's check. */
  'compliance.apply-identity-event': { eventId: string };
  /** Applies identity events never applied and reads again the checks left processing (recurring). */
  'compliance.reconcile-identity-checks': Record<string, never>;
  /** Runs the transaction monitoring rules over the last day's paid transfers (recurring). */
  'compliance.scan-transfers': Record<string, never>;
}

export type JobName = keyof typeof JOB_CATALOG;
export type QueueName = (typeof JOB_CATALOG)[JobName]['queue'];

export const QUEUE_NAMES: QueueName[] = [...new Set(Object.values(JOB_CATALOG).map((job) => job.queue))];

export const JOB_NAMES = Object.keys(JOB_CATALOG) as JobName[];

/** The recurring jobs, each with its queue and interval setting. */
export const RECURRING_JOBS = Object.entries(JOB_CATALOG).flatMap(([name, job]) =>
  'every' in job || 'daily' in job ? [{ name: name as JobName, ...(job as RecurringJob) }] : [],
);
