import { isCurrency, Money } from '../shared/domain/money.js';
import { CORRECTION_ACCOUNTS } from './domain/correction.js';
import { isLate, type BreakLine, type ReconciliationBreak } from './domain/reconciliation-break.js';
import type { ReconciliationRun } from './reconciliation-runs.store.js';

/** Hundredths of `currency` as a number of its units (`12.34`): how the admin area shows amounts. */
function major(minor: bigint, currency: string): number {
  return isCurrency(currency) ? Money.fromMinor(minor, currency).toNumber() : Number(minor) / 100;
}

/** A line of either side, its amount in units of the break's currency. */
const lineView = (currency: string) => (line: BreakLine) => ({ ...line, transferId: line.transferId ?? null, amount: major(BigInt(line.amount), currency) });

/** A break as the admin area shows it: both sides, the difference, its age, and the accounts a correction may use. */
export function reconciliationBreakView(brk: ReconciliationBreak, now: Date) {
  return {
    id: brk.id,
    provider: brk.provider,
    kind: brk.kind,
    key: brk.key,
    currency: brk.currency,
    providerAmount: major(brk.providerAmount, brk.currency),
    booksAmount: major(brk.booksAmount, brk.currency),
    difference: major(brk.difference, brk.currency),
    providerRecords: brk.providerRecords.map(lineView(brk.currency)),
    ourEntries: brk.ourEntries.map(lineView(brk.currency)),
    transferId: brk.transferId,
    status: brk.status,
    note: brk.note,
    correctionId: brk.correctionId,
    firstSeenAt: brk.firstSeenAt.toISOString(),
    lastSeenAt: brk.lastSeenAt.toISOString(),
    ageHours: Math.max(0, Math.floor((now.getTime() - brk.firstSeenAt.getTime()) / 3600_000)),
    late: isLate(brk.firstSeenAt, now),
    correctionAccounts: isCurrency(brk.currency) ? [...CORRECTION_ACCOUNTS[brk.currency]] : [],
  };
}

export function reconciliationRunView(run: ReconciliationRun) {
  return {
    id: run.id,
    trigger: run.trigger,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    windowFrom: run.windowFrom.toISOString(),
    providerRecords: run.providerRecords,
    matched: run.matched,
    inFlight: run.inFlight,
    breaksFound: run.breaksFound,
    breaksClosed: run.breaksClosed,
    postingsBooked: run.postingsBooked,
    error: run.error,
  };
}

