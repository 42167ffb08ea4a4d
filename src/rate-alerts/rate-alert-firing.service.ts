import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UserDirectory } from '../identity/user-directory.service.js';
import { Outbox } from '../outbox/outbox.service.js';
import { RatesService } from '../rates/rates.service.js';
import type { Country } from '../shared/domain/country.js';
import { Rate } from '../shared/domain/rate.js';
import { lowerRate } from './domain/rate-alert.js';
import { rateAlertMessage } from './rate-alert-message.js';

interface FiredRow {
  id: string;
  user_id: number;
  target_rate: string;
}

/**
 * Worker side: fires the active alerts a rate change reached. One conditional update marks
 * them fired (`fired_at is null` in its condition), so an alert fires once however often the
 * job runs and however many workers run it at once: a second update waits for the first's
 * row locks, then finds them fired. Each fired alert's message is written to the outbox in
 * the same transaction, with the alert's id as its job id, so it is sent once, and exactly
 * when the firing commits.
 */
@Injectable()
export class RateAlertFiring {
  constructor(
    private readonly em: EntityManager,
    private readonly rates: RatesService,
    private readonly users: UserDirectory,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Fires the active alerts for `country` whose target the rate reaches: the rate the change
   * set, or the one in force now when that is lower (a change undone before this job ran
   * fires nothing a sender could no longer get). Answers how many fired.
   */
  async fire(country: Country, changedTo: Rate, at = new Date()): Promise<number> {
    const reached = lowerRate(changedTo, await this.rates.rateFor(country));
    return this.em.fork().transactional(async (em) => {
      const fired = await em.getConnection().execute<FiredRow[]>(
        `update rate_alerts set fired_at = ?, fired_rate = ?
          where country = ? and fired_at is null and target_rate <= ?
          returning id, user_id, target_rate`,
        [at, reached.toDecimalString(), country, reached.toDecimalString()],
        'all',
        em.getTransactionContext(),
      );
      for (const row of fired) {
        const contact = await this.users.contactOf(row.user_id, em);
        // The sender's notification settings choose the channel (rateAlertMessage); the alert ends either way.
        const message = contact && rateAlertMessage({ country, target: Rate.parse(row.target_rate), reached }, contact, this.config.APP_URL);
        if (message) this.outbox.add(em, 'notifications.deliver-message', message, at, row.id);
      }
      await em.flush();
      return fired.length;
    });
  }
}
