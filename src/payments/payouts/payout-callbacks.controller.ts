import { randomUUID, timingSafeEqual } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ApiOperation } from '../../openapi/api-operation.decorator.js';
import { Outbox } from '../../outbox/outbox.service.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe.js';
import { PayoutCallback } from './payout-callback.js';
import { RAIL_BY_METHOD } from './payout-rail.port.js';

const RAILS = new Set<string>(Object.values(RAIL_BY_METHOD));
const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/** A wrong secret, rail or path answers exactly like a path that does not exist. */
class CallbackPathNotFoundError extends DomainError {
  constructor() {
    super({ code: 'NOT_FOUND', kind: 'not_found', message: 'Not found' });
  }
}

const callbackParams = z.object({
  token: z.string().meta({ description: 'PAYOUT_CALLBACK_TOKEN: the secret of this deployment' }),
  rail: z.enum(['daraja', 'mtn_momo', 'thunes']),
  kind: z.string().meta({ description: "Which of the rail's callbacks (the adapter chose it when it gave the partner the URL)" }),
});
const callbackBody = z.record(z.string(), z.unknown()).meta({ description: "The partner's callback body, as it documents it" });
const callbackResponse = z.object({ ResultCode: z.literal(0), ResultDesc: z.string() });

const operation = (withReference: boolean) =>
  ApiOperation({
    tag: 'Webhooks',
    access: 'partner-callback',
    summary: withReference ? "A payout partner's callback naming a payout in its path" : "A payout partner's callback (M-Pesa result, MoMo transfer, Thunes transaction)",
    description:
      'Stored as received and acknowledged at once; a worker reads it and confirms the outcome with the partner (callbacks are not signed: only an answer to our own status query is taken as final). Any other path answers 404.',
    params: withReference ? callbackParams.extend({ reference: z.string() }) : callbackParams,
    body: callbackBody,
    responses: { 200: { description: 'Stored.', schema: callbackResponse } },
    errors: { 404: 'Unknown path (a wrong secret included).' },
  });

/**
 * The payout partners' callbacks: Daraja's results (POST), MoMo's transfer callback (PUT, or
 * POST), Thunes' transaction updates (POST). Daraja signs nothing, so the path holds a
 * per-deployment secret; the body is kept as received and read by a worker, never trusted
 * to move money on its own.
 */
@Controller('payout-callbacks')
export class PayoutCallbacksController {
  private readonly token: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
  ) {
    this.token = Buffer.from(config.PAYOUT_CALLBACK_TOKEN);
  }

  @operation(false)
  @Post(':token/:rail/:kind')
  @HttpCode(200)
  post(@Param() path: Record<string, string>, @Body() body: unknown) {
    return this.receive(path, body);
  }

  @operation(false)
  @Put(':token/:rail/:kind')
  @HttpCode(200)
  put(@Param() path: Record<string, string>, @Body() body: unknown) {
    return this.receive(path, body);
  }

  @operation(true)
  @Post(':token/:rail/:kind/:reference')
  @HttpCode(200)
  postWithReference(@Param() path: Record<string, string>, @Body() body: unknown) {
    return this.receive(path, body);
  }

  private async receive(path: Record<string, string>, body: unknown) {
    const { token, rail, kind, reference } = path;
    const knownPath = this.isToken(token) && RAILS.has(rail) && SEGMENT.test(kind) && (reference === undefined || SEGMENT.test(reference));
    if (!knownPath) throw new CallbackPathNotFoundError();
    // Checked once the path is known to be ours (any other path answers 404 whatever it is sent): an
    // object, and nothing jsonb cannot hold (a NUL, half a surrogate pair, nesting too deep for the ORM).
    await new ZodValidationPipe(callbackBody).transform(body, { type: 'body' });
    await this.em.transactional(async (em) => {
      const callback = new PayoutCallback({ id: randomUUID(), rail, kind, reference: reference ?? null, body: body ?? {} }, new Date());
      em.persist(callback);
      this.outbox.add(em, 'transfers.payout-callback', { callbackId: callback.id });
      await em.flush();
    });
    // Daraja's documentation shows this acknowledgement; the others only look at the status code.
    return { ResultCode: 0 as const, ResultDesc: 'Accepted' };
  }

  private isToken(candidate: string): boolean {
    const given = Buffer.from(candidate ?? '');
    return given.length === this.token.length && timingSafeEqual(given, this.token);
  }
}
