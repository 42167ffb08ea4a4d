/** The providers whose records are reconciled with the books. */
export const RECONCILED_PROVIDERS = ['stripe', 'daraja', 'mtn_momo', 'thunes'] as const;
export type ReconciledProvider = (typeof RECONCILED_PROVIDERS)[number];

/**
 * - `missing_in_books`: the provider moved money the books do not show (a charge the product never saw);
 * - `missing_at_provider`: the books show money moving at the provider that its records do not;
 * - `amount_differs`: both have it, for different amounts;
 * - `status_differs`: a partner says a payout stands otherwise than our attempt does;
 * - `payout_total_differs`: a Stripe payout's amount is not the sum of the transactions it pays out.
 */
export const BREAK_KINDS = ['missing_in_books', 'missing_at_provider', 'amount_differs', 'status_differs', 'payout_total_differs'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];

/**
 * `open` waits for an operator (in the "Needs attention" queue); `escalated` too, marked for
 * someone senior; `explained` (a note says why it is right) and `corrected` (a correcting
 * ledger transfer was posted) are decided; `resolved` closed by itself: a later run found both
 * sides agreeing.
 */
export const BREAK_STATUSES = ['open', 'explained', 'corrected', 'escalated', 'resolved'] as const;
export type BreakStatus = (typeof BREAK_STATUSES)[number];

/** A break older than this is shown as late. */
export const BREAK_LATE_AFTER_MS = 24 * 3600_000;

/** One record on either side, as a break shows it (amounts in the currency's hundredths, signed: into the provider's balance positive). */
export interface BreakLine {
  id: string;
  what: string;
  amount: string;
  at: string;
  transferId?: string | null;
}

/** What one run found wrong about one provider record (or group of records naming one object). */
export interface BreakFinding {
  provider: ReconciledProvider;
  /** The provider's object the records and entries name (`payment:pi_...`, `charge:ch_...`, `refund:re_...`, `payout-total:po_...`). */
  key: string;
  kind: BreakKind;
  currency: string;
  providerAmount: bigint;
  booksAmount: bigint;
  providerRecords: BreakLine[];
  ourEntries: BreakLine[];
  transferId: string | null;
}

export const differenceOf = (finding: Pick<BreakFinding, 'providerAmount' | 'booksAmount'>) => finding.providerAmount - finding.booksAmount;

/** Waiting for an operator: listed in the "Needs attention" queue. */
export const awaitsOperator = (status: BreakStatus) => status === 'open' || status === 'escalated';

export const isLate = (firstSeenAt: Date, now: Date) => now.getTime() - firstSeenAt.getTime() > BREAK_LATE_AFTER_MS;

/**
 * The status of a known break a run finds again: a break closed by itself is open again, and so
 * is a decided one whose difference changed (the note or correction was about another amount);
 * otherwise it keeps its status (an explained break is not asked about again every day).
 */
export function statusWhenFoundAgain(status: BreakStatus, storedDifference: bigint, difference: bigint): BreakStatus {
  if (status === 'resolved' || storedDifference !== difference) return 'open';
  return status;
}

export type BreakAction = 'explain' | 'correct' | 'escalate';

/** The status an operator's action leads to, or null when the action does not apply any more (a second click, another operator). */
export function statusAfter(action: BreakAction, status: BreakStatus): BreakStatus | null {
  switch (action) {
    case 'explain':
      return awaitsOperator(status) ? 'explained' : null;
    case 'correct':
      return awaitsOperator(status) ? 'corrected' : null;
    case 'escalate':
      return status === 'open' ? 'escalated' : null;
  }
}

/** A break as stored: what the last run that found it saw, and what operators did about it. */
export interface ReconciliationBreak extends BreakFinding {
  id: string;
  difference: bigint;
  status: BreakStatus;
  note: string | null;
  correctionId: string | null;
  firstSeenAt: Date;
  lastSeenAt: Date;
  resolvedAt: Date | null;
}
