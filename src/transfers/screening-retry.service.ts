import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { SanctionsScreening } from '../screening/sanctions-screening.service.js';
import { Transfer } from './domain/transfer.js';
import { matchSummaries, namesToScreen } from './screened-names.js';
import { TransferStore } from './transfer.store.js';

/** How many held transfers one pass screens again; the next load (or the next pass) takes the rest. */
const BATCH = 500;

/**
 * Transfers created while no SDN list was loaded wait for one (screening failed closed). Once a
 * list is loaded, each is screened again by the names it was created with: clear, it is
 * released (the sender may pay and is told so); a likely match keeps it held for an operator,
 * now with its matches. Safe to run twice or on several workers: each transfer is decided
 * under its row lock, once.
 */
@Injectable()
export class ScreeningRetry {
  private readonly logger = new Logger('SanctionsScreening');

  constructor(
    private readonly em: EntityManager,
    private readonly screening: SanctionsScreening,
    private readonly store: TransferStore,
  ) {}

  /** Screens again the transfers waiting for a list; answers how many were released and how many stay held. */
  async screenHeldAgain(now = new Date()): Promise<{ released: number; held: number }> {
    const waiting = await this.em.fork().find(
      Transfer,
      { status: 'pending', screeningHoldReason: 'no_list', screeningHeldAt: { $ne: null } },
      { fields: ['id'], orderBy: { screeningHeldAt: 'asc' }, limit: BATCH },
    );
    const outcome = { released: 0, held: 0 };
    for (const { id } of waiting) {
      const decided = await this.em.fork().transactional(async (em) => {
        const transfer = await this.store.lock(em, id);
        if (!transfer.waitsForSanctionsList()) return null;
        const result = await this.screening.screen(namesToScreen(transfer.senderInfo, transfer.recipientInfo));
        // Still no list (it was replaced meanwhile by nothing, or read before it committed): it waits on.
        if (result.listLoadId === null) return null;
        const matches = matchSummaries(result);
        transfer.screenedAgain(matches, now);
        this.screening.record(em, transfer.id, result, now);
        await this.store.save(em, transfer);
        return matches.length > 0 ? 'held' : 'released';
      });
      if (decided) outcome[decided] += 1;
    }
    if (waiting.length > 0) {
      this.logger.log(`Screened again ${waiting.length} transfers held with no SDN list: ${outcome.released} released, ${outcome.held} held as likely matches`);
    }
    return outcome;
  }
}
