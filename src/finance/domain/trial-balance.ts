import { ledgerDecimal } from './ledger-decimal.js';

/** A ledger of the books as its table lists it: its number, currency and scale. */
export interface ChartLedger {
  id: number;
  currency: string;
  scale: number;
}

/** An account of the chart as its table lists it (`ledger_accounts`): whatever accounts exist, none named here. */
export interface ChartAccount {
  id: number;
  ledgerId: number;
  code: string;
  normalSide: 'debit' | 'credit';
  description: string;
}

/** What the ledger transfers up to a moment add to one account, in its ledger's unit. */
export interface AccountSums {
  accountId: number;
  ledgerId: number;
  debitsPosted: bigint;
  creditsPosted: bigint;
  /** Pending transfers not yet posted or voided. */
  debitsPending: bigint;
  creditsPending: bigint;
}

export interface TrialBalanceLine {
  code: string;
  description: string;
  normalSide: 'debit' | 'credit';
  debitsPosted: bigint;
  creditsPosted: bigint;
  debitsPending: bigint;
  creditsPending: bigint;
  /** Posted, on the account's normal side (what it holds, owes or earned); negative when it is on the other side. */
  balance: bigint;
  /** The posted net in the column it falls in, as a trial balance lists it: one of the two is zero. */
  debitBalance: bigint;
  creditBalance: bigint;
}

export interface TrialBalanceTotals {
  debitsPosted: bigint;
  creditsPosted: bigint;
  debitsPending: bigint;
  creditsPending: bigint;
  debitBalance: bigint;
  creditBalance: bigint;
}

export interface LedgerTrialBalance {
  currency: string;
  scale: number;
  accounts: TrialBalanceLine[];
  totals: TrialBalanceTotals;
  /** Posted debits minus posted credits over the ledger: zero on healthy books. */
  difference: bigint;
  /** The same for pending amounts: zero on healthy books. */
  pendingDifference: bigint;
  balanced: boolean;
}

const zeroTotals = (): TrialBalanceTotals => ({ debitsPosted: 0n, creditsPosted: 0n, debitsPending: 0n, creditsPending: 0n, debitBalance: 0n, creditBalance: 0n });

/**
 * The trial balance: every account of every ledger of the chart (accounts never moved
 * included, at zero) with its sums, each ledger's totals, and whether the ledger sums to zero.
 * Sums booked to an account the chart does not list are shown too, as `account #id`, rather
 * than dropped: a trial balance that hides money would balance by accident. Ledgers come in the
 * chart's order (by their first account's id: USD first).
 */
export function buildTrialBalance(ledgers: readonly ChartLedger[], accounts: readonly ChartAccount[], sums: readonly AccountSums[]): LedgerTrialBalance[] {
  const sumsById = new Map(sums.map((s) => [s.accountId, s]));
  const listed = new Set(accounts.map((a) => a.id));
  const unlisted: ChartAccount[] = sums
    .filter((s) => !listed.has(s.accountId))
    .map((s) => ({ id: s.accountId, ledgerId: s.ledgerId, code: `account #${s.accountId}`, normalSide: 'debit', description: 'Not in the chart of accounts' }));
  const knownLedgers = new Set(ledgers.map((l) => l.id));
  const allLedgers = [
    ...ledgers,
    ...[...new Set(unlisted.map((a) => a.ledgerId))].filter((id) => !knownLedgers.has(id)).map((id) => ({ id, currency: `ledger #${id}`, scale: 0 })),
  ];
  // In the chart's order (USD's accounts first), not by ledger number.
  const firstAccount = (ledgerId: number) => Math.min(...[...accounts, ...unlisted].filter((a) => a.ledgerId === ledgerId).map((a) => a.id));
  allLedgers.sort((a, b) => firstAccount(a.id) - firstAccount(b.id) || a.id - b.id);
  return allLedgers.map((ledger) => {
    const lines = [...accounts, ...unlisted]
      .filter((account) => account.ledgerId === ledger.id)
      .sort((a, b) => a.id - b.id)
      .map((account) => lineOf(account, sumsById.get(account.id)));
    const totals = lines.reduce((sum, line) => {
      for (const key of Object.keys(sum) as (keyof TrialBalanceTotals)[]) sum[key] += line[key];
      return sum;
    }, zeroTotals());
    const difference = totals.debitsPosted - totals.creditsPosted;
    const pendingDifference = totals.debitsPending - totals.creditsPending;
    return { currency: ledger.currency, scale: ledger.scale, accounts: lines, totals, difference, pendingDifference, balanced: difference === 0n && pendingDifference === 0n };
  });
}

function lineOf(account: ChartAccount, sums: AccountSums | undefined): TrialBalanceLine {
  const debitsPosted = sums?.debitsPosted ?? 0n;
  const creditsPosted = sums?.creditsPosted ?? 0n;
  const net = debitsPosted - creditsPosted;
  return {
    code: account.code,
    description: account.description,
    normalSide: account.normalSide,
    debitsPosted,
    creditsPosted,
    debitsPending: sums?.debitsPending ?? 0n,
    creditsPending: sums?.creditsPending ?? 0n,
    balance: account.normalSide === 'debit' ? net : -net,
    debitBalance: net > 0n ? net : 0n,
    creditBalance: net < 0n ? -net : 0n,
  };
}

/** The trial balance with every amount as a decimal in its ledger's currency (`ledgerDecimal`). */
export function trialBalanceView(ledgers: readonly LedgerTrialBalance[]) {
  return ledgers.map((ledger) => {
    const decimal = (units: bigint) => ledgerDecimal(units, ledger.scale);
    const amounts = <T extends TrialBalanceTotals>(row: T) => ({
      debitsPosted: decimal(row.debitsPosted),
      creditsPosted: decimal(row.creditsPosted),
      debitsPending: decimal(row.debitsPending),
      creditsPending: decimal(row.creditsPending),
      debitBalance: decimal(row.debitBalance),
      creditBalance: decimal(row.creditBalance),
    });
    return {
      currency: ledger.currency,
      scale: ledger.scale,
      accounts: ledger.accounts.map((line) => ({
        code: line.code,
        description: line.description,
        normalSide: line.normalSide,
        ...amounts(line),
        balance: decimal(line.balance),
      })),
      totals: amounts(ledger.totals),
      difference: decimal(ledger.difference),
      pendingDifference: decimal(ledger.pendingDifference),
      balanced: ledger.balanced,
    };
  });
}
