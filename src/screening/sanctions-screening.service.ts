import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { sanctionsFailClosed } from '../config/environment.schema.js';
import { ScreeningMetrics } from '../metrics/screening-metrics.js';
import { NameIndex, type NameMatch } from './domain/name-match.js';
import { SanctionsListStore } from './sanctions-list.store.js';
import { TransferScreening, type ScreenedParty } from './transfer-screening.js';

export interface NameToScreen {
  party: ScreenedParty;
  name: string;
}

/** What screening found for each name, against which list (null: none was loaded yet). */
export interface ScreeningResult {
  listLoadId: number | null;
  names: (NameToScreen & { matches: NameMatch[] })[];
}

/** Whether any name is likely on the list: the transfer waits for an operator. */
export function isLikelyMatch(result: ScreeningResult): boolean {
  return result.names.some((n) => n.matches.length > 0);
}

/** Why a screening holds its transfer: a likely match, or no list to screen against where screening fails closed. */
export type ScreeningHold = 'likely_match' | 'no_list';

/**
 * Screens names against the SDN list in use. The list is read once per load into an index
 * kept in memory, and read again when a newer load appears (one cheap query per screening
 * says which is current). With no list loaded yet, screening fails closed where
 * `SANCTIONS_FAIL_CLOSED` (production by default): the transfer is held for a list and an
 * error logged; elsewhere nothing is held and a warning says so.
 */
@Injectable()
export class SanctionsScreening {
  private readonly logger = new Logger('SanctionsScreening');
  private readonly failClosed: boolean;
  private index: { loadId: number; names: Promise<NameIndex> } | null = null;
  /** When the missing list was last logged: once a minute is enough to be seen, not a line per checkout. */
  private missingListLoggedAt = 0;

  constructor(
    private readonly store: SanctionsListStore,
    private readonly metrics: ScreeningMetrics,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.failClosed = sanctionsFailClosed(config);
  }

  async screen(names: NameToScreen[]): Promise<ScreeningResult> {
    const current = await this.store.currentLoad();
    if (!current) return { listLoadId: null, names: names.map((n) => ({ ...n, matches: [] })) };
    const index = await this.indexOf(current.id);
    return { listLoadId: current.id, names: names.map((n) => ({ ...n, matches: index.screen(n.name) })) };
  }

  /**
   * Whether the screening holds its transfer, and why: a name likely on the list, or no list
   * loaded where screening fails closed (counted, and logged as an error once a minute; outside
   * production a warning says the names went unscreened). Null: the transfer may go ahead.
   */
  holdFor(result: ScreeningResult): ScreeningHold | null {
    if (result.listLoadId !== null) return isLikelyMatch(result) ? 'likely_match' : null;
    this.metrics.screenedWithoutList(this.failClosed ? 'held' : 'unscreened');
    if (Date.now() - this.missingListLoggedAt >= 60_000) {
      this.missingListLoggedAt = Date.now();
      if (this.failClosed) {
        this.logger.error('No SDN list is loaded: new transfers are held (screening could not run) until the worker loads one');
      } else {
        this.logger.warn('No SDN list is loaded yet: names are not screened until the worker loads one');
      }
    }
    return this.failClosed ? 'no_list' : null;
  }

  /**
   * The listed name most like `name` scoring at least `minScore` (below screening's likely
   * match too), for transaction monitoring's near-name rule; null when none, or no list is loaded.
   */
  async nearest(name: string, minScore: number): Promise<NameMatch | null> {
    const current = await this.store.currentLoad();
    if (!current) return null;
    return (await this.indexOf(current.id)).screen(name, minScore)[0] ?? null;
  }

  /** Adds the screening of `transferId` to the caller's transaction (`em` must be the transaction's). */
  record(em: EntityManager, transferId: string, result: ScreeningResult, at: Date): void {
    for (const { party, name, matches } of result.names) {
      em.persist(new TransferScreening(transferId, party, name, result.listLoadId, matches, at));
    }
  }

  private indexOf(loadId: number): Promise<NameIndex> {
    if (this.index && this.index.loadId >= loadId) return this.index.names;
    const names = this.store.read().then((read) => new NameIndex(read?.list ?? { entries: [], aliases: [] }));
    const entry = { loadId, names };
    this.index = entry;
    // A failed read is not kept: the next screening reads again.
    names.catch(() => {
      if (this.index === entry) this.index = null;
    });
    return names;
  }
}
