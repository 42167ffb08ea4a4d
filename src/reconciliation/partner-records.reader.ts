import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { PayoutRails } from '../payments/payouts/payout-rails.service.js';
import { PayoutAttempt, type PayoutAttemptState } from '../transfers/domain/payout-attempt.js';
import { Transfer } from '../transfers/domain/transfer.js';
import { payoutOrder } from '../transfers/payout-order.js';
import type { AttemptComparison } from './domain/partner-matching.js';
import type { ReconciledProvider } from './domain/reconciliation-break.js';

/** The partners asked here: their status query answers at once. Daraja's answers by callback, so its attempts are confirmed by the payout flow itself. */
const ASKED_RAILS = ['mtn_momo', 'thunes'] as const satisfies readonly ReconciledProvider[];
const SETTLED_STATES = ['delivered', 'ready_for_pickup', 'failed', 'cancelled', 'reversed'] as const satisfies readonly PayoutAttemptState[];
/** At most this many attempts are asked about per run, the most recently answered first. */
const PER_RUN = 500;

export interface PartnerRecords {
  comparisons: AttemptComparison[];
  /** Attempts whose partner could not be asked this time (counted as still moving). */
  unreachable: number;
}

/**
 * Reads what the payout partners say now of each payout attempt they had the last word on in the
 * window (MTN MoMo's `GET /disbursement/v1_0/transfer/{referenceId}`, Thunes' transaction by id):
 * their status query, through the payout rails, which never moves money.
 */
@Injectable()
export class PartnerRecordsReader {
  private readonly logger = new Logger('Reconciliation');

  constructor(
    private readonly em: EntityManager,
    private readonly rails: PayoutRails,
  ) {}

  async read(since: Date, settledBefore: Date): Promise<PartnerRecords> {
    const em = this.em.fork();
    const attempts = await em.find(
      PayoutAttempt,
      { rail: { $in: [...ASKED_RAILS] }, state: { $in: [...SETTLED_STATES] }, answeredAt: { $gte: since, $lte: settledBefore } },
      { orderBy: { answeredAt: 'desc' }, limit: PER_RUN },
    );
    const transfers = new Map(
      (attempts.length === 0 ? [] : await em.find(Transfer, { id: { $in: [...new Set(attempts.map((a) => a.transferId))] } })).map((t) => [t.id, t] as const),
    );
    const comparisons: AttemptComparison[] = [];
    let unreachable = 0;
    for (const attempt of attempts) {
      const rail = this.rails.named(attempt.rail);
      const transfer = transfers.get(attempt.transferId);
      if (!rail || !transfer) continue;
      const payoutId = attempt.partnerPayoutId ?? rail.payoutIdOf(attempt.reference);
      try {
        const status = await rail.status(payoutId, payoutOrder(transfer, attempt));
        comparisons.push({
          rail: attempt.rail as ReconciledProvider,
          reference: attempt.reference,
          transferId: attempt.transferId,
          attempt: attempt.attempt,
          ours: attempt.state,
          partners: status.state,
          partnerPayoutId: payoutId,
          amountMinor: attempt.amountMinor,
          currency: attempt.currency,
          at: attempt.answeredAt ?? attempt.updatedAt,
        });
      } catch (error) {
        unreachable += 1;
        this.logger.warn(`Reconciliation could not ask ${attempt.rail} about payout ${attempt.reference}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return { comparisons, unreachable };
  }
}
