import { EntitySchema } from '@mikro-orm/core';

/** A provider event as received; its id is the provider's, so a redelivery is stored once. */
export class StripeWebhookEvent {
  id: string;
  type: string;
  payload: unknown;
  receivedAt: Date;
  processedAt: Date | null = null;

  constructor(id: string, type: string, payload: unknown, at: Date) {
    this.id = id;
    this.type = type;
    this.payload = payload;
    this.receivedAt = at;
  }
}

export const StripeWebhookEventSchema = new EntitySchema<StripeWebhookEvent>({
  class: StripeWebhookEvent,
  tableName: 'stripe_webhook_events',
  properties: {
    id: { type: 'string', length: 255, primary: true },
    type: { type: 'string', length: 100 },
    payload: { type: 'json', columnType: 'jsonb' },
    receivedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'received_at' },
    processedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'processed_at', nullable: true },
  },
});
