export const paymentIntentEventTypes = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.processing',
  'payment_intent.requires_action',
  'payment_intent.canceled',
] as const;

/**
 * Since API version 2024-10-28.acacia Stripe raises `refund.created`, `refund.updated` and
 * `refund.failed` for every refund; `charge.refund.updated` (older, still sent) also carries
 * the Refund whenever it changes.
 */
export const refundEventTypes = ['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated'] as const;

export const setupIntentEventTypes = [
  'setup_intent.requires_action',
  'setup_intent.succeeded',
  'setup_intent.setup_failed',
  'setup_intent.canceled',
] as const;

export const disputeEventTypes = ['charge.dispute.created', 'charge.dispute.updated', 'charge.dispute.closed'] as const;

/** Automatic payouts to the account's bank: created, paid, and every balance transaction in it known. */
export const payoutEventTypes = ['payout.created', 'payout.paid', 'payout.reconciliation_completed'] as const;

/** Stripe Identity: a VerificationSession created, processing, verified, requiring input again, or canceled. */
export const identityEventTypes = [
  'identity.verification_session.created',
  'identity.verification_session.processing',
  'identity.verification_session.verified',
  'identity.verification_session.requires_input',
  'identity.verification_session.canceled',
] as const;

export type StripeEventType =
  | (typeof paymentIntentEventTypes)[number]
  | (typeof payoutEventTypes)[number]
  | (typeof refundEventTypes)[number]
  | (typeof setupIntentEventTypes)[number]
  | (typeof disputeEventTypes)[number]
  | (typeof identityEventTypes)[number];

/** The API request that caused an event; both null for events the sandbox raised itself (test hooks). */
export interface EventRequest {
  id: string | null;
  idempotency_key: string | null;
}

/** Stripe's Event object, as delivered to webhook endpoints and returned by GET /v1/events/:id. */
export interface StripeEventObject {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  /** `previous_attributes`, on `*.updated` events: the values of the fields that changed, as they were before. */
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: EventRequest;
  type: StripeEventType;
}

/** An event with the JSON it is delivered as, serialised once so every delivery sends the same bytes. */
export interface PublishedEvent {
  event: StripeEventObject;
  payload: string;
}
