/**
 * What went wrong, in terms the HTTP layer turns into a status code
 * (validation 400, payment_declined 402, unauthorized 401, forbidden 403, not_found 404, conflict 409,
 * unprocessable 422, rate_limited 429, unavailable 503). The domain never names a status.
 */
export type DomainErrorKind =
  | 'validation'
  | 'not_found'
  | 'conflict'
  | 'unauthorized'
  | 'forbidden'
  | 'rate_limited'
  | 'payment_declined'
  | 'unprocessable'
  | 'unavailable';

export interface DomainErrorDetails {
  /** Stable, machine-readable identifier, `AREA.REASON` (e.g. `MONEY.INVALID_AMOUNT`). Clients may branch on it. */
  code: string;
  /** Sentence a person can act on; it is sent to the client as is, so it must hold no internals. */
  message: string;
  kind: DomainErrorKind;
  /** The input field at fault, for validation errors (dotted path, e.g. `recipient.phone`). */
  field?: string;
  /** Extra facts the client needs to act (e.g. `retryAfterSeconds`); sent in the body beside the message. */
  details?: Record<string, string | number | boolean>;
  cause?: unknown;
}

/**
 * A business rule said no. Thrown by domain and application code; one exception filter
 * maps it to HTTP. Subclass it for errors that are thrown from more than one place:
 *
 * ```ts
 * export class TransferNotFoundError extends DomainError {
 *   constructor() {
 *     super({ code: 'TRANSFER.NOT_FOUND', kind: 'not_found', message: 'Transfer not found' });
 *   }
 * }
 * ```
 */
export class DomainError extends Error {
  readonly code: string;
  readonly kind: DomainErrorKind;
  readonly field: string | undefined;
  readonly details: Record<string, string | number | boolean> | undefined;

  constructor({ code, message, kind, field, details, cause }: DomainErrorDetails) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = new.target.name;
    this.code = code;
    this.kind = kind;
    this.field = field;
    this.details = details;
  }
}
