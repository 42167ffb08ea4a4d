import { csvRecord } from './csv.js';
import type { JournalEntry } from './journal-entry.js';
import { ledgerDecimal } from './ledger-decimal.js';
import { REVENUE_LINES } from './revenue-lines.js';
import type { RevenueReport } from './revenue-report.js';
import type { LedgerTrialBalance } from './trial-balance.js';

/**
 * The CSV exports, one record per line of each view, amounts as decimals in their currency
 * (no thousands separators, a point for decimals, none for UGX), so a spreadsheet or an
 * accounting package loads them as numbers.
 */

export const TRIAL_BALANCE_HEADER = csvRecord([
  'As of (UTC)',
  'Ledger',
  'Account',
  'Description',
  'Normal side',
  'Posted debits',
  'Posted credits',
  'Pending debits',
  'Pending credits',
  'Debit balance',
  'Credit balance',
  'Balance on normal side',
]);

/** Every account, then each ledger's totals on a `Total` line (its debit and credit balances equal when it sums to zero). */
export function trialBalanceRecords(asOf: string, ledgers: readonly LedgerTrialBalance[]): string[] {
  return ledgers.flatMap((ledger) => {
    const d = (units: bigint) => ledgerDecimal(units, ledger.scale);
    const accounts = ledger.accounts.map((line) =>
      csvRecord([
        asOf,
        ledger.currency,
        line.code,
        line.description,
        line.normalSide,
        d(line.debitsPosted),
        d(line.creditsPosted),
        d(line.debitsPending),
        d(line.creditsPending),
        d(line.debitBalance),
        d(line.creditBalance),
        d(line.balance),
      ]),
    );
    const { totals } = ledger;
    const total = csvRecord([
      asOf,
      ledger.currency,
      'Total',
      `Debits minus credits: ${d(ledger.difference)} posted, ${d(ledger.pendingDifference)} pending`,
      '',
      d(totals.debitsPosted),
      d(totals.creditsPosted),
      d(totals.debitsPending),
      d(totals.creditsPending),
      d(totals.debitBalance),
      d(totals.creditBalance),
      '',
    ]);
    return [...accounts, total];
  });
}

export const REVENUE_HEADER = csvRecord([
  'Day (UTC)',
  'Country',
  'Currency',
  'Transfers delivered',
  ...REVENUE_LINES.map((line) => `${line.label} (USD)`),
  'Net (USD)',
]);

/** One line per corridor and day, revenue positive and costs negative, then a `Total` line. */
export function revenueRecords(report: RevenueReport): string[] {
  const usd = (units: bigint) => ledgerDecimal(units, 2);
  const rows = report.rows.map((row) =>
    csvRecord([row.day, row.country ?? 'Not tied to a transfer', row.currency ?? '', row.delivered, ...REVENUE_LINES.map(({ key }) => usd(row.lines[key])), usd(row.net)]),
  );
  const { totals } = report;
  return [...rows, csvRecord([`${report.from} to ${report.to}`, 'Total', '', totals.delivered, ...REVENUE_LINES.map(({ key }) => usd(totals.lines[key])), usd(totals.net)])];
}

export const JOURNAL_HEADER = csvRecord(['Booked at (UTC)', 'Entry ID', 'Ledger', 'Debit account', 'Credit account', 'Amount', 'Phase', 'Pending entry ID', 'Transfer ID', 'Code', 'Reference']);

export function journalRecord(entry: JournalEntry): string {
  return csvRecord([
    entry.bookedAt,
    entry.id,
    entry.currency,
    entry.debitAccount,
    entry.creditAccount,
    ledgerDecimal(entry.amount, entry.scale),
    entry.phase,
    entry.pendingId,
    entry.transferId,
    entry.code,
    entry.reference,
  ]);
}
