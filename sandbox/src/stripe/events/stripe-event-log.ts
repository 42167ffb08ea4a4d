import { StripeObjectStore } from '../stripe-object-store.js';
import { newStripeId, unixSeconds } from '../stripe-ids.js';
import type { EventRequest, PublishedEvent, StripeEventType } from './stripe-event.js';

/**
 * The API version events are rendered in. On Stripe that is the webhook endpoint's (or
 * account's) version, not the caller's; this is the one stripe-node 23 pins.
 */
export const sandboxApiVersion = '2026-10-28.endive';

export type EventListener = (published: PublishedEvent) => void;

/** A copy as JSON shows it: the object goes on changing, the event shows it as it was. */
const snapshot = (object: object) => JSON.parse(JSON.stringify(object)) as Record<string, unknown>;

/** Raises events with a snapshot of the object as it is now, keeps them, and hands them to listeners (webhooks). */
export class StripeEventLog {
  private readonly events: StripeObjectStore<PublishedEvent>;
  private readonly listeners: EventListener[] = [];

  constructor(
    private readonly now: () => Date = () => new Date(),
    capacity = 1000,
  ) {
    this.events = new StripeObjectStore('event', (published) => published.event.id, capacity);
  }

  onPublish(listener: EventListener): void {
    this.listeners.push(listener);
  }

  /** `previousAttributes`: for an update, what the changed fields were before it (`data.previous_attributes`). */
  publish(
    type: StripeEventType,
    object: object,
    request: EventRequest,
    previousAttributes?: Record<string, unknown>,
  ): PublishedEvent {
    const event = {
      id: newStripeId('evt'),
      object: 'event' as const,
      api_version: sandboxApiVersion,
      created: unixSeconds(this.now()),
      data: {
        object: snapshot(object),
        ...(previousAttributes ? { previous_attributes: snapshot(previousAttributes) } : {}),
      },
      livemode: false as const,
      pending_webhooks: this.listeners.length > 0 ? 1 : 0,
      request,
      type,
    };
    const published = this.events.add({ event, payload: JSON.stringify(event, null, 2) });
    for (const listener of this.listeners) listener(published);
    return published;
  }

  find(id: string): PublishedEvent | undefined {
    return this.events.find(id);
  }

  require(id: string): PublishedEvent {
    return this.events.require(id, 'id');
  }
}
