import type { AppConfig } from '../../config/app-config.js';
import { Money } from '../../shared/domain/money.js';
import { MATCH_THRESHOLD } from '../../screening/domain/name-match.js';
import type { MonitoringThresholds } from './domain/monitoring-thresholds.js';

const dollars = (amount: number) => Money.parse(amount.toFixed(2), 'USD');

/** The rules' thresholds from the environment (MONITORING_* settings). */
export function monitoringThresholds(config: AppConfig): MonitoringThresholds {
  return {
    structuring: {
      eachBelow: dollars(config.MONITORING_STRUCTURING_EACH_BELOW_USD),
      eachAtLeast: dollars(config.MONITORING_STRUCTURING_EACH_AT_LEAST_USD),
      minTransfers: config.MONITORING_STRUCTURING_MIN_TRANSFERS,
      dayTotal: dollars(config.MONITORING_STRUCTURING_DAY_TOTAL_USD),
      weekTotal: dollars(config.MONITORING_STRUCTURING_WEEK_TOTAL_USD),
    },
    velocity: {
      historyDays: config.MONITORING_VELOCITY_HISTORY_DAYS,
      factor: config.MONITORING_VELOCITY_FACTOR,
      minCount: config.MONITORING_VELOCITY_MIN_COUNT,
      minAmount: dollars(config.MONITORING_VELOCITY_MIN_USD),
    },
    sharedRecipient: { windowDays: config.MONITORING_SHARED_RECIPIENT_WINDOW_DAYS, minSenders: config.MONITORING_SHARED_RECIPIENT_MIN_SENDERS },
    newRecipients: { windowHours: config.MONITORING_NEW_RECIPIENTS_WINDOW_HOURS, minRecipients: config.MONITORING_NEW_RECIPIENTS_MIN },
    recipientChanged: { windowHours: config.MONITORING_RECIPIENT_CHANGED_WINDOW_HOURS, largeAmount: dollars(config.MONITORING_RECIPIENT_CHANGED_LARGE_USD) },
    nearSanctionsName: { minScore: config.MONITORING_NEAR_SANCTIONS_MIN_SCORE, screeningScore: MATCH_THRESHOLD },
  };
}
