import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';

/** How long a registration may stay unverified before it is removed. */
export const UNVERIFIED_REGISTRATION_LIFETIME_MS = 7 * 24 * 3600_000;

/**
 * Registrations nobody verified: they hold no contact for anyone (an unverified contact stays
 * claimable) and are removed after a week.
 */
@Injectable()
export class UnverifiedRegistrations {
  private readonly logger = new Logger('UnverifiedRegistrations');

  constructor(private readonly em: EntityManager) {}

  /** Removes the registrations unverified since before `now - maxAgeMs` (never one with a transfer); answers how many. */
  async expire(now: Date, maxAgeMs = UNVERIFIED_REGISTRATION_LIFETIME_MS): Promise<number> {
    const removed = await this.em.getConnection().execute<{ id: number }[]>(
      `delete from users u
        where not u.is_email_verified and not u.is_phone_verified and u.created_at < ?
          and not exists (select 1 from transactions t where t.user_id = u.id)
        returning id`,
      [new Date(now.getTime() - maxAgeMs)],
      'all',
    );
    if (removed.length > 0) this.logger.log(`Removed ${removed.length} registration(s) never verified`);
    return removed.length;
  }
}
