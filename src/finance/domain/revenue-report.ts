import { ledgerDecimal } from './ledger-decimal.js';
import { REVENUE_LINES, type RevenueLineKey } from './revenue-lines.js';

/** USD, the ledger every revenue line is booked in: cents. */
const USD_SCALE = 2;

/**
 * One aggregate the database answers: over one corridor and day, what the ledger transfers
 * moved on one revenue line's account (credits minus debits), or how many deliveries there were.
 * A corridor is null for entries tied to no transfer of the product (a processor's fee on a
 * payout to our bank, say).
 */
export type RevenueAggregate =
  | { kind: 'line'; country: string | null; currency: string | null; day: string; account: string; creditsMinusDebits: bigint }
  | { kind: 'delivered'; country: string | null; currency: string | null; day: string; count: number };

export type RevenueFigures = Record<RevenueLineKey, bigint>;

export interface RevenueRow {
  country: string | null;
  currency: string | null;
  day: string;
  delivered: number;
  /** Each line signed by its effect on the net: revenue positive, costs negative. */
  lines: RevenueFigures;
  net: bigint;
}

export interface RevenueReport {
  from: string;
  to: string;
  /** Lines whose account the chart does not have yet: always zero, a seam. */
  notBooked: RevenueLineKey[];
  rows: RevenueRow[];
  totals: Omit<RevenueRow, 'country' | 'currency' | 'day'>;
}

const zeroLines = (): RevenueFigures => Object.fromEntries(REVENUE_LINES.map((line) => [line.key, 0n])) as RevenueFigures;
const LINE_BY_ACCOUNT = new Map<string, RevenueLineKey>(REVENUE_LINES.map((line) => [line.account, line.key]));

/**
 * Rows by day, then corridor (corridors in country order, entries tied to no transfer last),
 * with the net of each and a totals row. `bookedAccounts`: the codes of the USD accounts the
 * chart has.
 */
export function buildRevenueReport(from: string, to: string, bookedAccounts: ReadonlySet<string>, aggregates: readonly RevenueAggregate[]): RevenueReport {
  const rows = new Map<string, RevenueRow>();
  for (const aggregate of aggregates) {
    const key = `${aggregate.day}|${aggregate.country ?? ''}|${aggregate.currency ?? ''}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { country: aggregate.country, currency: aggregate.currency, day: aggregate.day, delivered: 0, lines: zeroLines(), net: 0n }));
    if (aggregate.kind === 'delivered') {
      row.delivered += aggregate.count;
      continue;
    }
    const line = LINE_BY_ACCOUNT.get(aggregate.account);
    if (!line) continue;
    row.lines[line] += aggregate.creditsMinusDebits;
    row.net += aggregate.creditsMinusDebits;
  }
  const sorted = [...rows.values()].sort(
    (a, b) => a.day.localeCompare(b.day) || Number(a.country === null) - Number(b.country === null) || (a.country ?? '').localeCompare(b.country ?? '') || (a.currency ?? '').localeCompare(b.currency ?? ''),
  );
  const totals = { delivered: 0, lines: zeroLines(), net: 0n };
  for (const row of sorted) {
    totals.delivered += row.delivered;
    totals.net += row.net;
    for (const { key } of REVENUE_LINES) totals.lines[key] += row.lines[key];
  }
  return { from, to, notBooked: REVENUE_LINES.filter((line) => !bookedAccounts.has(line.account)).map((line) => line.key), rows: sorted, totals };
}

const usd = (units: bigint) => ledgerDecimal(units, USD_SCALE);
const linesView = (lines: RevenueFigures) => Object.fromEntries(REVENUE_LINES.map(({ key }) => [key, usd(lines[key])])) as Record<RevenueLineKey, string>;

/** The report with USD amounts as decimals. */
export function revenueReportView(report: RevenueReport) {
  return {
    from: report.from,
    to: report.to,
    currency: 'USD' as const,
    notBooked: report.notBooked,
    rows: report.rows.map((row) => ({ country: row.country, currency: row.currency, day: row.day, delivered: row.delivered, ...linesView(row.lines), net: usd(row.net) })),
    totals: { delivered: report.totals.delivered, ...linesView(report.totals.lines), net: usd(report.totals.net) },
  };
}
