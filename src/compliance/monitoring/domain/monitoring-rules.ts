import type { MonitoringContext } from './monitoring-context.js';
import type { MonitoringThresholds } from './monitoring-thresholds.js';
import { nearSanctionsName } from './near-sanctions-name.rule.js';
import { newRecipients } from './new-recipients.rule.js';
import { recipientChanged } from './recipient-changed.rule.js';
import type { RuleHit } from './rule-hit.js';
import { sharedRecipient } from './shared-recipient.rule.js';
import { structuring } from './structuring.rule.js';
import { velocity } from './velocity.rule.js';

/** Every rule on one transfer: the hits, high severity first. */
export function reviewTransfer(ctx: MonitoringContext, thresholds: MonitoringThresholds): RuleHit[] {
  const hits = [
    structuring(ctx, thresholds.structuring),
    recipientChanged(ctx, thresholds.recipientChanged),
    velocity(ctx, thresholds.velocity),
    sharedRecipient(ctx, thresholds.sharedRecipient),
    newRecipients(ctx, thresholds.newRecipients),
    nearSanctionsName(ctx, thresholds.nearSanctionsName),
  ];
  return hits.filter((h): h is RuleHit => h !== null);
}

/** How far back the sender's history must go for every rule. */
export function historyDays(thresholds: MonitoringThresholds): number {
  return Math.max(7, thresholds.velocity.historyDays + 1, Math.ceil(thresholds.newRecipients.windowHours / 24) + 30, Math.ceil(thresholds.recipientChanged.windowHours / 24));
}
