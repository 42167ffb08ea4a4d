import { z } from 'zod';

/** A Stripe event as delivered (only what routing needs is described; the rest is Stripe's Event object). */
export const stripeEventBody = z
  .object({
    // Bounded like the columns that hold them (stripe_webhook_events.id and .type).
    id: z.string().min(1).max(255).meta({ description: 'evt_...; a redelivery of an id already stored changes nothing.' }),
    type: z.string().min(1).max(100).meta({ description: 'payment_intent.succeeded, payment_intent.payment_failed, refund.created, ...' }),
    data: z.object({ object: z.record(z.string(), z.unknown()) }),
  })
  .catchall(z.unknown())
  .meta({ id: 'StripeEvent' });

export const webhookReceivedResponse = z.object({ received: z.literal(true) });
