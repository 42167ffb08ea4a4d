import { BoundedMap } from '../../shared/bounded-map.js';
import type { WebhookDelivery } from './webhook-delivery.js';

export interface DeliveryFilter {
  paymentIntentId?: string;
  eventId?: string;
  type?: string;
}

/** Every webhook delivery with its attempts, newest first, the oldest forgotten past capacity. */
export class WebhookDeliveryStore {
  private readonly deliveries: BoundedMap<string, WebhookDelivery>;

  constructor(capacity = 1000) {
    this.deliveries = new BoundedMap(capacity);
  }

  add(delivery: WebhookDelivery): WebhookDelivery {
    this.deliveries.set(delivery.id, delivery);
    return delivery;
  }

  list(filter: DeliveryFilter = {}): WebhookDelivery[] {
    return this.deliveries
      .newestFirst()
      .filter((delivery) => !filter.paymentIntentId || delivery.paymentIntentId === filter.paymentIntentId)
      .filter((delivery) => !filter.eventId || delivery.eventId === filter.eventId)
      .filter((delivery) => !filter.type || delivery.type === filter.type);
  }

  clear(): void {
    this.deliveries.clear();
  }
}
