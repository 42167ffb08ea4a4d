import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { catchError, from, mergeMap, throwError, type Observable } from 'rxjs';
import { PaymentDeclinedError } from '../payments/payment-gateway.port.js';
import { RateLimiter, type RateLimit } from '../redis/rate-limiter.service.js';
import { requestAddress } from '../shared/http/request-address.js';

/** Declined payments allowed per hour, per sender and per client address, before payments are refused. */
export const PAYMENT_DECLINE_LIMITS = {
  perSender: { name: 'declines-sender', max: 5, windowSeconds: 3600 },
  perAddress: { name: 'declines-address', max: 10, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimit>;

/**
 * Card testing: a sender, or an address, whose payments were declined too often in the last
 * hour cannot try another (429 before anything reaches the provider). Each decline the
 * handler answers is counted; a payment that goes through counts nothing.
 */
@Injectable()
export class PaymentDeclineLimits implements NestInterceptor {
  constructor(private readonly limiter: RateLimiter) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request>();
    const sender = `user:${request.user!.id}`;
    const address = requestAddress(request);
    await this.limiter.assertUnder(PAYMENT_DECLINE_LIMITS.perSender, sender);
    await this.limiter.assertUnder(PAYMENT_DECLINE_LIMITS.perAddress, address);
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!(error instanceof PaymentDeclinedError)) return throwError(() => error);
        const counted = Promise.all([
          this.limiter.record(PAYMENT_DECLINE_LIMITS.perSender, sender),
          this.limiter.record(PAYMENT_DECLINE_LIMITS.perAddress, address),
        ]);
        return from(counted).pipe(mergeMap(() => throwError(() => error)));
      }),
    );
  }
}
