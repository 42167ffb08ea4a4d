import type { Money } from '../../../shared/domain/money.js';

/** Every rule's thresholds (from configuration: MONITORING_* settings, documented in the environment schema). */
export interface MonitoringThresholds {
  structuring: {
    /** Each transfer counted stays under this (and is at least `eachAtLeast`: small ones are not structuring). */
    eachBelow: Money;
    eachAtLeast: Money;
    /** How many such transfers at least, in the window. */
    minTransfers: number;
    /** Together they pass this in a day, or `weekTotal` in seven days. */
    dayTotal: Money;
    weekTotal: Money;
  };
  velocity: {
    /** The sender's own history before the last day: this many days. */
    historyDays: number;
    /** The last day's count or amount is at least `factor` times the history's daily average... */
    factor: number;
    /** ...and at least this many transfers, or this much. */
    minCount: number;
    minAmount: Money;
  };
  sharedRecipient: { windowDays: number; minSenders: number };
  newRecipients: { windowHours: number; minRecipients: number };
  recipientChanged: { windowHours: number; largeAmount: Money };
  nearSanctionsName: {
    /** A sender's name scoring at least this against a listed name (0 to 1)... */
    minScore: number;
    /** ...and under screening's own likely-match score (a likely match is held by screening itself). */
    screeningScore: number;
  };
}
