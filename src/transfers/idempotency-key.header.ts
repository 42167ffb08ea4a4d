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
