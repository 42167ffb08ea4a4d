import type { MonitoringContext } from './monitoring-context.js';
import type { MonitoringThresholds } from './monitoring-thresholds.js';
import { DAY_MS, within } from './monitored-transfer.js';
import { hit, type RuleHit } from './rule-hit.js';
import { Money } from '../../../shared/domain/money.js';

/**
 * Velocity: the last day's count or amount is a jump against the sender's own daily average
 * over the `historyDays` before it (at least `factor` times it, and at least `minCount`
 * transfers or `minAmount`). A sender with no transfer before the last day has no history to
 * jump from: the rule waits for one.
 */
export function velocity(ctx: MonitoringContext, thresholds: MonitoringThresholds['velocity']): RuleHit | null {
  const at = ctx.transfer.createdAt;
  const lastDay = within(ctx.senderHistory, at, DAY_MS);
  const dayStart = new Date(at.getTime() - DAY_MS);
  const history = within(ctx.senderHistory, dayStart, thresholds.historyDays * DAY_MS);
  if (history.length === 0) return null;
  const sum = (ts: typeof history) => ts.reduce((total, t) => total.add(t.amount), Money.zero('USD'));
  const dayAmount = sum(lastDay);
  // Average per day over the history, in cents (rounded down): compared as factor x average.
  const averageCount = history.length / thresholds.historyDays;
  const averageCents = sum(history).minor / BigInt(thresholds.historyDays);
  const countJump = lastDay.length >= thresholds.minCount && lastDay.length >= thresholds.factor * averageCount;
  const amountJump = dayAmount.compare(thresholds.minAmount) >= 0 && dayAmount.minor >= BigInt(Math.ceil(thresholds.factor)) * averageCents;
  if (!countJump && !amountJump) return null;
  const averageAmount = Money.fromMinor(averageCents, 'USD');
  return hit(
    'velocity',
    lastDay.map((t) => t.id),
    {
      lastDayTransfers: lastDay.length,
      lastDayAmount: dayAmount.toDecimalString(),
      dailyAverageTransfers: Math.round(averageCount * 100) / 100,
      dailyAverageAmount: averageAmount.toDecimalString(),
      historyDays: thresholds.historyDays,
      factor: thresholds.factor,
    },
    `${lastDay.length} transfers, ${dayAmount.format()}, in a day against a daily average of ${Math.round(averageCount * 100) / 100} and ${averageAmount.format()} over ${thresholds.historyDays} days`,
  );
}
