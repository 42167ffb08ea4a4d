export type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

/** The `error` member of Stripe's error answers, which stripe-node turns into a typed StripeError. */
export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: unknown;
  payment_method?: unknown;
  setup_intent?: unknown;
}

/** Thrown by handlers; the Stripe router's error handler answers it as `{ error: body }`. */
export class StripeApiError extends Error {
  /**
   * True for a refusal the operation itself came to once it had started (a balance too low
   * for a refund), as opposed to parameters refused before it ran: Stripe saves such an
   * answer under the request's idempotency key, as it saves a card decline.
   */
  readonly operationRan: boolean;

  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    { operationRan = false }: { operationRan?: boolean } = {},
  ) {
    super(body.message);
    this.operationRan = operationRan;
  }
}

export function stripeDocUrl(code: string): string {
  return `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;
}

export function invalidRequest(message: string, details: { param?: string; code?: string } = {}): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(details.code ? { code: details.code, doc_url: stripeDocUrl(details.code) } : {}),
    ...(details.param ? { param: details.param } : {}),
  });
}

/** 404 for an id that does not exist (or was forgotten past the store's capacity). */
export function resourceMissing(message: string, param: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    doc_url: stripeDocUrl('resource_missing'),
    message,
    param,
  });
}

/** A refused card, as Stripe answers it: HTTP 402, type card_error. */
export function cardError(code: string, message: string, details: { param?: string; declineCode?: string } = {}) {
  return new StripeApiError(402, {
    type: 'card_error',
    code,
    ...(details.declineCode ? { decline_code: details.declineCode } : {}),
    doc_url: stripeDocUrl(code),
    message,
    ...(details.param ? { param: details.param } : {}),
  });
}

/** A call the object's current state does not allow (confirming a canceled PaymentIntent, ...). */
export function unexpectedState(code: string, message: string): StripeApiError {
  return invalidRequest(message, { code });
}
