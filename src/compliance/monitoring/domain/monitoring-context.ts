import type { MonitoredTransfer } from './monitored-transfer.js';

/** What the rules look at when one transfer is reviewed. */
export interface MonitoringContext {
  /** The transfer under review. */
  transfer: MonitoredTransfer;
  /** The sender's transfers over the longest window a rule reads (this one included), any order. */
  senderHistory: readonly MonitoredTransfer[];
  /** Every sender's transfers to the same phone or account over the shared-recipient window (this one included). */
  sameDestination: readonly MonitoredTransfer[];
  /** The sender's legal or typed name, and the listed name most like it with its score (null: none alike at all). */
  senderName: string;
  nearestListedName: { listedName: string; score: number } | null;
}
