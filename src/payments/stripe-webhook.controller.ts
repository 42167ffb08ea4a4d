import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Headers, HttpCode, Inject, Post, Req, type RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Outbox } from '../outbox/outbox.service.js';
import { DomainError } from '../shared/domain/domain-error.js';
import { ZodValidationPipe } from '../shared/http/zod-validation.pipe.js';
import { STRIPE_CLIENT } from './stripe-client.js';
import { ApiOperation } from '../openapi/api-operation.decorator.js';
import { stripeEventBody, webhookReceivedResponse } from './stripe-webhook.schemas.js';
import { IdentityEventsIntake, isIdentityEvent } from '../compliance/identity-events.intake.js';

class InvalidWebhookSignatureError extends DomainError {
  constructor() {
    super({ code: 'WEBHOOK.INVALID_SIGNATURE', kind: 'validation', message: 'The webhook signature could not be verified.' });
  }
}

/**
 * Stripe's deliveries: verified on the exact bytes received, stored once under the
 * provider's event id, and settled by a worker. Answers fast; never settles inline.
 */
@Controller('webhooks')
export class StripeWebhookController {
  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly identityEvents: IdentityEventsIntake,
  ) {}

  @ApiOperation({
    tag: 'Webhooks',
    access: 'webhook',
    summary: "Stripe's event deliveries (signature checked on the raw body)",
    description: 'Stored once per event id and acknowledged at once; a worker settles the transfer (or, for identity.verification_session.* events, the sender’s identity check). A redelivery changes nothing.',
    body: stripeEventBody,
    responses: { 200: { description: 'Stored (or already held).', schema: webhookReceivedResponse } },
    errors: { 400: 'The signature could not be verified (`WEBHOOK.INVALID_SIGNATURE`).' },
  })
  @Post('stripe')
  @HttpCode(200)
  async receive(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') signature?: string) {
    let event: Stripe.Event;
    try {
      if (!req.rawBody || !signature) throw new Error('missing body or signature');
      event = this.stripe.webhooks.constructEvent(req.rawBody, signature, this.config.STRIPE_WEBHOOK_SECRET);
    } catch {
      throw new InvalidWebhookSignatureError();
    }
    // Signed is not well formed: an event without an id or a type, or with what jsonb cannot hold,
    // is refused (400) rather than failing in the insert.
    await new ZodValidationPipe(stripeEventBody).transform(event, { type: 'body' });
    // Stripe Identity's events belong to compliance: stored there, once per event id, and applied by its worker.
    const sessionId = isIdentityEvent(event.type) ? (event.data.object as { id?: unknown }).id : undefined;
    if (typeof sessionId === 'string' && sessionId.length > 0 && sessionId.length <= 255) {
      await this.em.transactional((em) => this.identityEvents.store(em, { id: event.id, type: event.type, sessionId }));
      return { received: true };
    }
    await this.em.transactional(async (em) => {
      const stored = await em
        .getConnection()
        .execute(
          `insert into stripe_webhook_events (id, type, payload, received_at) values (?, ?, ?, now())
           on conflict (id) do nothing returning id`,
          [event.id, event.type, JSON.stringify(event)],
          'all',
          em.getTransactionContext(),
        );
      // A redelivery of an event we already hold changes nothing.
      if (stored.length > 0) this.outbox.add(em, 'transfers.settle-payment-event', { eventId: event.id });
    });
    return { received: true };
  }
}
