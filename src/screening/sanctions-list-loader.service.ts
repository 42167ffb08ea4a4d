import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobQueue } from '../queues/job-queue.service.js';
import { UnusableSanctionsListError } from './domain/sanctions-list.js';
import { SanctionsFileError, parseAltCsv, parseSdnCsv } from './domain/sdn-csv.js';
import { SanctionsListStore, type ReplaceOutcome } from './sanctions-list.store.js';
import { readSdnFiles } from './sdn-source.js';

/** A list that was read but is not fit to use: no retry will make it so; the list in use stays. */
export function isUnusableList(error: unknown): boolean {
  return error instanceof SanctionsFileError || error instanceof UnusableSanctionsListError;
}

/**
 * Loads the SDN list from `SDN_LIST_URL` (OFAC's published `sdn.csv` and `alt.csv`) and puts
 * it in use. Anything wrong (the source unreachable, a garbled, empty or truncated file)
 * leaves the list in use as it was, and says so in a warning. With a list in use, the
 * transfers held while none was loaded are screened again (`transfers.screen-held-again`).
 */
@Injectable()
export class SanctionsListLoader {
  private readonly logger = new Logger('SanctionsList');

  constructor(
    private readonly store: SanctionsListStore,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Loads the list; throws (after the warning) when it could not be read or used. */
  async load(now = new Date()): Promise<ReplaceOutcome> {
    const source = this.config.SDN_LIST_URL;
    let result: ReplaceOutcome;
    try {
      const files = await readSdnFiles(source);
      const list = { entries: parseSdnCsv(files.sdn), aliases: parseAltCsv(files.alt) };
      result = await this.store.replace(list, source, files.publishedAt, now);
      const { entryCount, aliasCount, publishedAt } = result.load;
      this.logger.log(
        result.outcome === 'replaced'
          ? `Loaded the SDN list from ${source}: ${entryCount} entries, ${aliasCount} aliases${publishedAt ? `, published ${publishedAt.toISOString()}` : ''}`
          : `The SDN list at ${source} is unchanged (${entryCount} entries)`,
      );
    } catch (error) {
      this.logger.warn(`The SDN list could not be loaded from ${source}; the list in use stays: ${(error as Error).message}`);
      throw error;
    }
    await this.screenHeldAgain();
    return result;
  }

  /** At worker start: loads the list when none was ever loaded. Never fails the boot (the schedule tries again). */
  async loadIfNone(): Promise<void> {
    try {
      // A list in use: any transfer held before it loaded (a worker stopped in between) is screened again.
      if (await this.store.currentLoad()) return await this.screenHeldAgain();
      await this.load();
    } catch {
      // Warned in load(); the recurring job tries again.
    }
  }

  /** Queues the screening again of the transfers held while no list was loaded (nothing to do when none is). */
  private async screenHeldAgain(): Promise<void> {
    await this.jobs.enqueue('transfers.screen-held-again', {});
  }
}
