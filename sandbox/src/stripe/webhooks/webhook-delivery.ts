/** One POST of an event to the webhook endpoint. */
export interface DeliveryAttempt {
  attempt: number;
  /** ISO 8601, when the attempt was made. */
  at: string;
  /** The endpoint's HTTP status, or null when it could not be reached. */
  status: number | null;
  /** Why the attempt failed without a status (refused connection, timeout), else null. */
  error: string | null;
}

/** Delivering one event (or redelivering it) until a 2xx or the attempts run out. */
export interface WebhookDelivery {
  id: string;
  eventId: string;
  type: string;
  paymentIntentId: string | null;
  amount: number | null;
  currency: string | null;
  url: string;
  /** True for a delivery asked for through the redeliver hook. */
  redelivery: boolean;
  /** Which copy of the event this is (1, 2, ...) under the delivery fault mode; null when it is off. */
  copy: number | null;
  /** ISO 8601. */
  createdAt: string;
  attempts: DeliveryAttempt[];
  delivered: boolean;
  /** ISO 8601 of the next retry, or null when delivered or given up. */
  nextAttemptAt: string | null;
}
