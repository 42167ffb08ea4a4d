import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Outbox } from '../outbox/outbox.service.js';

/** Stripe's Identity events: their VerificationSession changed. */
export const IDENTITY_EVENT_PREFIX = 'identity.verification_session.';

export function isIdentityEvent(type: string): boolean {
  return type.startsWith(IDENTITY_EVENT_PREFIX);
}

/**
 * Takes the provider's identity events from the webhook endpoint: stored once per event id (only
 * the id, type and session: the session is read back from the provider when applied) and
 * applied by the worker. A redelivery of an event already held changes nothing.
 */
@Injectable()
export class IdentityEventsIntake {
  constructor(private readonly outbox: Outbox) {}

  /** In the webhook's transaction (`em`). */
  async store(em: EntityManager, event: { id: string; type: string; sessionId: string }): Promise<void> {
    const stored = await em
      .getConnection()
      .execute(
        `insert into identity_webhook_events (id, type, session_id, received_at) values (?, ?, ?, now()) on conflict (id) do nothing returning id`,
        [event.id, event.type, event.sessionId],
        'all',
        em.getTransactionContext(),
      );
    if (stored.length > 0) this.outbox.add(em, 'compliance.apply-identity-event', { eventId: event.id });
  }
}
