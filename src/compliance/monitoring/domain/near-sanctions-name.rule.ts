import type { MonitoringContext } from './monitoring-context.js';
import type { MonitoringThresholds } from './monitoring-thresholds.js';
import { hit, type RuleHit } from './rule-hit.js';

/**
 * A sender's name close to, but not, a sanctions entry: the listed name most like it scores
 * at least `minScore` and under screening's likely-match score (a likely match is screening's
 * own hold, decided by an operator before any payment).
 */
export function nearSanctionsName(ctx: MonitoringContext, thresholds: MonitoringThresholds['nearSanctionsName']): RuleHit | null {
  const nearest = ctx.nearestListedName;
  if (!nearest || nearest.score < thresholds.minScore || nearest.score >= thresholds.screeningScore) return null;
  return hit(
    'near_sanctions_name',
    [ctx.transfer.id],
    { senderName: ctx.senderName, listedName: nearest.listedName, score: nearest.score, minScore: thresholds.minScore },
    `Sender ${ctx.senderName} is close to the listed ${nearest.listedName} (score ${nearest.score})`,
  );
}
