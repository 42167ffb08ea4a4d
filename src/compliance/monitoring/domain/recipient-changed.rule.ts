import type { MonitoringContext } from './monitoring-context.js';
import type { MonitoringThresholds } from './monitoring-thresholds.js';
import { HOUR_MS, comparableName, destinationKey, within } from './monitored-transfer.js';
import { hit, type RuleHit } from './rule-hit.js';

/**
 * Recipient details changed just before a large transfer: this transfer is at least
 * `largeAmount`, and within the window before it the sender paid the same-named recipient at
 * another phone or account (the details changed in between).
 */
export function recipientChanged(ctx: MonitoringContext, thresholds: MonitoringThresholds['recipientChanged']): RuleHit | null {
  const t = ctx.transfer;
  if (t.amount.compare(thresholds.largeAmount) < 0) return null;
  const name = comparableName(t.recipientName);
  const key = destinationKey(t);
  const earlier = within(ctx.senderHistory, t.createdAt, thresholds.windowHours * HOUR_MS)
    .filter((e) => e.id !== t.id && e.createdAt.getTime() < t.createdAt.getTime() && comparableName(e.recipientName) === name && destinationKey(e) !== key)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  if (earlier.length === 0) return null;
  const before = earlier[0];
  const hoursBefore = Math.round(((t.createdAt.getTime() - before.createdAt.getTime()) / HOUR_MS) * 10) / 10;
  return hit(
    'recipient_changed',
    [before.id, t.id],
    { recipient: t.recipientName, before: destinationKey(before), after: key, hoursBefore, amount: t.amount.toDecimalString(), largeAmount: thresholds.largeAmount.toDecimalString() },
    `${t.amount.format()} to ${t.recipientName} at ${key.replace(':', ' ')}, ${hoursBefore} hours after paying them at ${destinationKey(before).replace(':', ' ')}`,
  );
}
