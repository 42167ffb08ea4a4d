import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '../shared/domain/domain-error.js';

const KEY = /^[A-Za-z0-9_-]{8,64}$/;

export class InvalidIdempotencyKeyError extends DomainError {
  constructor() {
    super({
      code: 'REQUEST.INVALID_IDEMPOTENCY_KEY',
      kind: 'validation',
      field: 'Idempotency-Key',
      message: 'The Idempotency-Key header must be 8 to 64 letters, digits, - or _.',
    });
  }
}

export class MissingIdempotencyKeyError extends DomainError {
  constructor() {
    super({
      code: 'REQUEST.IDEMPOTENCY_KEY_REQUIRED',
      kind: 'validation',
      field: 'Idempotency-Key',
      message:
        'A payment with a saved payment method needs an Idempotency-Key header (8 to 64 letters, digits, - or _), the same on every retry, so a retry never charges twice.',
    });
  }
}

/** Reads a request's `Idempotency-Key` header where a replay must never act twice: a 400 when absent or malformed. */
export function requiredIdempotencyKeyOf(req: Pick<Request, 'header'>): string {
  const key = idempotencyKeyOf(req);
  if (key === null) throw new MissingIdempotencyKeyError();
  return key;
}

/** Reads a request's `Idempotency-Key` header: null when absent, a 400 when malformed. */
export function idempotencyKeyOf(req: Pick<Request, 'header'>): string | null {
  const key = req.header('idempotency-key');
  if (key === undefined) return null;
  if (!KEY.test(key)) throw new InvalidIdempotencyKeyError();
  return key;
}

/** The request's `Idempotency-Key` (one per submission from the send screen, the same on its retries). */
export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  idempotencyKeyOf(context.switchToHttp().getRequest<Request>()),
);
