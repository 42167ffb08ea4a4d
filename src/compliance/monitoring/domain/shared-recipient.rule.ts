import type { MonitoringContext } from './monitoring-context.js';
import type { MonitoringThresholds } from './monitoring-thresholds.js';
import { DAY_MS, destinationKey, within } from './monitored-transfer.js';
import { hit, type RuleHit } from './rule-hit.js';

/** Many senders to one recipient: at least `minSenders` different senders paid the same phone or account within the window. */
export function sharedRecipient(ctx: MonitoringContext, thresholds: MonitoringThresholds['sharedRecipient']): RuleHit | null {
  const key = destinationKey(ctx.transfer);
  const transfers = within(ctx.sameDestination, ctx.transfer.createdAt, thresholds.windowDays * DAY_MS).filter((t) => destinationKey(t) === key);
  const senders = new Set(transfers.map((t) => t.senderId));
  if (senders.size < thresholds.minSenders) return null;
  return hit(
    'shared_recipient',
    transfers.map((t) => t.id),
    { destination: key, senders: senders.size, transfers: transfers.length, windowDays: thresholds.windowDays },
    `${senders.size} different senders paid ${key.replace(':', ' ')} in ${thresholds.windowDays} days`,
  );
}
