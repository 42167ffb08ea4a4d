import type { PartnerMetrics, PartnerCallOutcome } from '../../metrics/partner-metrics.js';
import { PayoutRailUnavailableError, type PayoutDispatch, type PayoutRail, type PayoutStatus } from './payout-rail.port.js';

/** The rail's calls that go to the partner over the network (readCallback and payoutIdOf stay local). */
const PARTNER_CALLS = ['dispatch', 'status', 'cancel', 'balances', 'terms'] as const;

/** States of a status answer that settle a payout (the others say "not yet"). */
const FINAL_STATES: ReadonlySet<PayoutStatus['state']> = new Set(['delivered', 'ready_for_pickup', 'failed', 'cancelled', 'reversed']);

/**
 * A payout rail whose partner calls are timed (remit_partner_call_duration_seconds) and whose
 * answers about payouts are counted by rail and outcome (remit_payouts_total): what a dispatch
 * got (the partner's state, or `unavailable`/`error` when it threw) and every final state a
 * status query reported. Otherwise the rail itself: same answers, same errors.
 */
export function measuredPayoutRail(rail: PayoutRail, metrics: PartnerMetrics): PayoutRail {
  return new Proxy(rail, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || !(PARTNER_CALLS as readonly (string | symbol)[]).includes(property)) return value;
      const operation = property as (typeof PARTNER_CALLS)[number];
      return async (...args: unknown[]) => {
        const started = process.hrtime.bigint();
        const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
        try {
          const answer: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          metrics.called(target.name, operation, seconds(), 'ok');
          countPayout(metrics, target.name, operation, answer);
          return answer;
        } catch (error) {
          const outcome: PartnerCallOutcome = error instanceof PayoutRailUnavailableError ? 'unavailable' : 'error';
          metrics.called(target.name, operation, seconds(), outcome);
          if (operation === 'dispatch') metrics.payout(target.name, 'dispatch', outcome);
          throw error;
        }
      };
    },
  });
}

function countPayout(metrics: PartnerMetrics, rail: string, operation: string, answer: unknown): void {
  if (operation === 'dispatch') metrics.payout(rail, 'dispatch', (answer as PayoutDispatch).status.state);
  else if (operation === 'status' && FINAL_STATES.has((answer as PayoutStatus).state)) metrics.payout(rail, 'status', (answer as PayoutStatus).state);
}
