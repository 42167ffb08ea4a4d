import type { Currency } from '../../shared/domain/money.js';
import { ACCOUNTS, accountKey, findAccount, type AccountCode, type AccountDefinition, type AccountKey } from './ledger-chart.js';
import { assertValidTransfer, differenceBetween, type LedgerTransfer } from './ledger-transfer.js';
import { LedgerTransferConflictError, LedgerTransferRefusedError } from './ledger.errors.js';

/** An account's four sums, in its ledger's unit (TigerBeetle's account balance fields). */
export interface AccountBalance {
  ledger: Currency;
  code: AccountCode;
  debitsPending: bigint;
  debitsPosted: bigint;
  creditsPending: bigint;
  creditsPosted: bigint;
}

export const emptyBalance = (ledger: Currency, code: AccountCode): AccountBalance => ({
  ledger,
  code,
  debitsPending: 0n,
  debitsPosted: 0n,
  creditsPending: 0n,
  creditsPosted: 0n,
});

/** The posted balance on the account's normal side (what it holds, owes or earned). */
export function postedBalance(balance: AccountBalance): bigint {
  const account = findAccount(balance.ledger, balance.code)!;
  return account.normalSide === 'debit' ? balance.debitsPosted - balance.creditsPosted : balance.creditsPosted - balance.debitsPosted;
}

/**
 * The balance on the account's normal side once every pending transfer that lowers it posts
 * (TigerBeetle's `debits_must_not_exceed_credits` counts pending debits against posted
 * credits): negative means the account went, or may go, below zero.
 */
export function availableBalance(balance: AccountBalance): bigint {
  const account = findAccount(balance.ledger, balance.code)!;
  return account.normalSide === 'debit'
    ? balance.debitsPosted - balance.creditsPosted - balance.creditsPending
    : balance.creditsPosted - balance.debitsPosted - balance.debitsPending;
}

/**
 * The books in memory, with TigerBeetle's rules: ids unique (a repeat that matches is a no-op,
 * one that differs is refused), a pending transfer resolved at most once and only by a
 * transfer of its own accounts and amount, balances moved as each mode moves them. The
 * reference the PostgreSQL ledger is tested against, and the property tests' ledger.
 */
export class InMemoryLedger {
  private readonly transfers = new Map<string, LedgerTransfer>();
  private readonly resolved = new Set<string>();
  private readonly balances = new Map<AccountKey, AccountBalance>();

  /** Creates `transfers` as one linked chain: all of them, or (refused) none. Answers how many were new. */
  create(transfers: readonly LedgerTransfer[]): number {
    const staged = new Map<string, LedgerTransfer>();
    const resolving = new Set<string>();
    for (const transfer of transfers) {
      assertValidTransfer(transfer);
      const known = this.transfers.get(transfer.id) ?? staged.get(transfer.id);
      if (known) {
        const difference = differenceBetween(known, transfer);
        if (difference) throw new LedgerTransferConflictError(transfer.id, difference);
        continue;
      }
      if (transfer.pendingId !== null) {
        const pending = this.transfers.get(transfer.pendingId) ?? staged.get(transfer.pendingId);
        const refuse = (reason: string) => {
          throw new LedgerTransferRefusedError(transfer.id, reason);
        };
        if (!pending || pending.phase !== 'pending') refuse(`it resolves ${transfer.pendingId}, which is no pending transfer`);
        if (this.resolved.has(transfer.pendingId) || resolving.has(transfer.pendingId)) refuse(`pending transfer ${transfer.pendingId} was resolved already`);
        if (pending!.ledger !== transfer.ledger || pending!.debit !== transfer.debit || pending!.credit !== transfer.credit || pending!.amount !== transfer.amount) {
          refuse(`it differs from pending transfer ${transfer.pendingId}`);
        }
        resolving.add(transfer.pendingId);
      }
      staged.set(transfer.id, transfer);
    }
    for (const transfer of staged.values()) {
      this.transfers.set(transfer.id, transfer);
      if (transfer.pendingId) this.resolved.add(transfer.pendingId);
      applyTo(this.balanceOf(transfer.ledger, transfer.debit), 'debit', transfer);
      applyTo(this.balanceOf(transfer.ledger, transfer.credit), 'credit', transfer);
    }
    return staged.size;
  }

  balance(ledger: Currency, code: AccountCode): AccountBalance {
    return { ...this.balanceOf(ledger, code) };
  }

  allBalances(): AccountBalance[] {
    return ACCOUNTS.map((account) => this.balance(account.ledger, account.code));
  }

  all(): LedgerTransfer[] {
    return [...this.transfers.values()];
  }

  private balanceOf(ledger: Currency, code: AccountCode): AccountBalance {
    const key = accountKey(ledger, code);
    let balance = this.balances.get(key);
    if (!balance) this.balances.set(key, (balance = emptyBalance(ledger, code)));
    return balance;
  }
}

/** How one transfer moves one of its accounts' sums. */
function applyTo(balance: AccountBalance, side: 'debit' | 'credit', transfer: LedgerTransfer): void {
  const pending = side === 'debit' ? 'debitsPending' : 'creditsPending';
  const posted = side === 'debit' ? 'debitsPosted' : 'creditsPosted';
  switch (transfer.phase) {
    case 'single':
      balance[posted] += transfer.amount;
      return;
    case 'pending':
      balance[pending] += transfer.amount;
      return;
    case 'post_pending':
      balance[pending] -= transfer.amount;
      balance[posted] += transfer.amount;
      return;
    case 'void_pending':
      balance[pending] -= transfer.amount;
      return;
    default: {
      const unhandled: never = transfer.phase;
      throw new Error(`Unknown ledger phase ${String(unhandled)}`);
    }
  }
}

/** Something the books must never show. */
export type BalanceProblem =
  | { kind: 'ledger_unbalanced'; ledger: Currency; phase: 'posted' | 'pending'; debits: string; credits: string }
  | { kind: 'account_negative'; account: AccountKey; available: string };

/**
 * What is wrong with a set of balances: a ledger whose debits and credits differ (posted or
 * pending), or an account that must not go negative below zero (`availableBalance`).
 */
export function balanceProblems(balances: readonly AccountBalance[]): BalanceProblem[] {
  const problems: BalanceProblem[] = [];
  const ledgers = new Map<Currency, { dPosted: bigint; cPosted: bigint; dPending: bigint; cPending: bigint }>();
  for (const balance of balances) {
    const sums = ledgers.get(balance.ledger) ?? { dPosted: 0n, cPosted: 0n, dPending: 0n, cPending: 0n };
    sums.dPosted += balance.debitsPosted;
    sums.cPosted += balance.creditsPosted;
    sums.dPending += balance.debitsPending;
    sums.cPending += balance.creditsPending;
    ledgers.set(balance.ledger, sums);
    const account: AccountDefinition | null = findAccount(balance.ledger, balance.code);
    const available = availableBalance(balance);
    if (account?.mustNotGoNegative && available < 0n) problems.push({ kind: 'account_negative', account: accountKey(balance.ledger, balance.code), available: String(available) });
  }
  for (const [ledger, sums] of ledgers) {
    if (sums.dPosted !== sums.cPosted) problems.push({ kind: 'ledger_unbalanced', ledger, phase: 'posted', debits: String(sums.dPosted), credits: String(sums.cPosted) });
    if (sums.dPending !== sums.cPending) problems.push({ kind: 'ledger_unbalanced', ledger, phase: 'pending', debits: String(sums.dPending), credits: String(sums.cPending) });
  }
  return problems;
}
