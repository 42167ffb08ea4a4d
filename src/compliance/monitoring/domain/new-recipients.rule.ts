import type { MonitoringContext } from './monitoring-context.js';
import type { MonitoringThresholds } from './monitoring-thresholds.js';
import { HOUR_MS, destinationKey, within } from './monitored-transfer.js';
import { hit, type RuleHit } from './rule-hit.js';

/**
 * One sender to many new recipients: at least `minRecipients` phones or accounts the sender
 * had never paid before (in the history read) were first paid within the window.
 */
export function newRecipients(ctx: MonitoringContext, thresholds: MonitoringThresholds['newRecipients']): RuleHit | null {
  const windowStart = ctx.transfer.createdAt.getTime() - thresholds.windowHours * HOUR_MS;
  const recent = within(ctx.senderHistory, ctx.transfer.createdAt, thresholds.windowHours * HOUR_MS);
  const knownBefore = new Set(ctx.senderHistory.filter((t) => t.createdAt.getTime() <= windowStart).map(destinationKey));
  const firstPaid = new Map<string, string>();
  for (const t of [...recent].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const key = destinationKey(t);
    if (!knownBefore.has(key) && !firstPaid.has(key)) firstPaid.set(key, t.id);
  }
  if (firstPaid.size < thresholds.minRecipients) return null;
  return hit(
    'new_recipients',
    [...firstPaid.values()],
    { newRecipients: firstPaid.size, windowHours: thresholds.windowHours },
    `${firstPaid.size} new recipients paid in ${thresholds.windowHours} hours`,
  );
}
