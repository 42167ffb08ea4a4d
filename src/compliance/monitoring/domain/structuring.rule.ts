import type { MonitoringContext } from './monitoring-context.js';
import type { MonitoringThresholds } from './monitoring-thresholds.js';
import { DAY_MS, within } from './monitored-transfer.js';
import { hit, type RuleHit } from './rule-hit.js';
import { Money } from '../../../shared/domain/money.js';

/**
 * Structuring: several transfers in a day (or seven days), each under `eachBelow` (and not
 * small), that together pass the day's (or week's) total. Reviewed on the transfer that makes
 * the pattern; the transfer itself must be one of them.
 */
export function structuring(ctx: MonitoringContext, thresholds: MonitoringThresholds['structuring']): RuleHit | null {
  const counted = (amount: Money) => amount.compare(thresholds.eachBelow) < 0 && amount.compare(thresholds.eachAtLeast) >= 0;
  if (!counted(ctx.transfer.amount)) return null;
  for (const [window, windowMs, limit] of [['day', DAY_MS, thresholds.dayTotal], ['week', 7 * DAY_MS, thresholds.weekTotal]] as const) {
    const transfers = within(ctx.senderHistory, ctx.transfer.createdAt, windowMs).filter((t) => counted(t.amount));
    if (transfers.length < thresholds.minTransfers) continue;
    const total = transfers.reduce((sum, t) => sum.add(t.amount), Money.zero('USD'));
    if (total.compare(limit) < 0) continue;
    return hit(
      'structuring',
      transfers.map((t) => t.id),
      { window, transfers: transfers.length, total: total.toDecimalString(), eachBelow: thresholds.eachBelow.toDecimalString(), threshold: limit.toDecimalString() },
      `${transfers.length} transfers in a ${window}, each under ${thresholds.eachBelow.format()}, together ${total.format()} (threshold ${limit.format()})`,
    );
  }
  return null;
}
