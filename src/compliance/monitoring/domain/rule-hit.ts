/** The transaction monitoring rules (issue #26). */
export const MONITORING_RULES = ['structuring', 'velocity', 'shared_recipient', 'new_recipients', 'recipient_changed', 'near_sanctions_name'] as const;
export type MonitoringRule = (typeof MONITORING_RULES)[number];

/** `high`: the transfer's payout waits for a compliance operator; `medium`: a case is opened, the payout goes. */
export type RuleSeverity = 'high' | 'medium';

export const RULE_SEVERITY: Readonly<Record<MonitoringRule, RuleSeverity>> = {
  structuring: 'high',
  recipient_changed: 'high',
  velocity: 'medium',
  shared_recipient: 'medium',
  new_recipients: 'medium',
  near_sanctions_name: 'medium',
};

/** What a rule says an operator would want to see: plain figures (amounts as decimal USD strings). */
export type RuleFigures = Readonly<Record<string, string | number>>;

/** A rule that fired: on which transfers (the one reviewed among them), with its figures and a sentence. */
export interface RuleHit {
  rule: MonitoringRule;
  severity: RuleSeverity;
  transferIds: string[];
  figures: RuleFigures;
  summary: string;
}

export function hit(rule: MonitoringRule, transferIds: string[], figures: RuleFigures, summary: string): RuleHit {
  return { rule, severity: RULE_SEVERITY[rule], transferIds, figures, summary };
}
