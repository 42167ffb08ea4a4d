import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SenderVerifications } from './sender-verification.service.js';

const BATCH = 100;

/** The worker's side of identity events: apply one, and chase those left unapplied or checks left processing. */
@Injectable()
export class IdentityEvents {
  constructor(
    private readonly em: EntityManager,
    private readonly verifications: SenderVerifications,
  ) {}

  /** Applies a stored event (its session read back from the provider); applying it again changes nothing. */
  async apply(eventId: string): Promise<void> {
    const connection = this.em.getConnection();
    const [row] = await connection.execute<{ session_id: string; processed_at: Date | null }[]>(
      'select session_id, processed_at from identity_webhook_events where id = ?',
      [eventId],
    );
    if (!row || row.processed_at) return;
    await this.verifications.refreshFromProvider(row.session_id);
    await connection.execute('update identity_webhook_events set processed_at = now() where id = ? and processed_at is null', [eventId]);
  }

  /**
   * Applies events stored longer than `olderThanMs` and never applied (their job was lost), and
   * reads again the checks processing that long: a status we did not know is asked again,
   * never taken as final.
   */
  async reconcile(now: Date, olderThanMs: number): Promise<number> {
    const cutoff = new Date(now.getTime() - olderThanMs);
    const connection = this.em.getConnection();
    const events = await connection.execute<{ id: string }[]>(
      'select id from identity_webhook_events where processed_at is null and received_at < ? order by received_at limit ?',
      [cutoff, BATCH],
    );
    for (const { id } of events) await this.apply(id);
    const waiting = await connection.execute<{ provider_session_id: string }[]>(
      `select provider_session_id from identity_checks where state = 'processing' and updated_at < ? order by updated_at limit ?`,
      [cutoff, BATCH],
    );
    for (const { provider_session_id } of waiting) await this.verifications.refreshFromProvider(provider_session_id);
    return events.length + waiting.length;
  }
}
