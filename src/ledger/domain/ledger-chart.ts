import type { Currency } from '../../shared/domain/money.js';

/**
 * The books' fixed chart: one ledger per currency, each with its own scale, and the accounts
 * of a remittance business on each (TigerBeetle's model: a transfer debits one account and
 * credits another of the same ledger; a currency exchange is two linked transfers, one per
 * ledger, through each ledger's `fx_settlement` account).
 */
export interface LedgerDefinition {
  currency: Currency;
  /** The ledger's number: the currency's ISO 4217 numeric code. */
  id: number;
  /** Decimal places of the ledger's unit: 2 (cents) for USD, KES, ETB, ERN; 0 for UGX, which has no minor unit. */
  scale: number;
}

export const LEDGERS: Readonly<Record<Currency, LedgerDefinition>> = {
  USD: { currency: 'USD', id: 840, scale: 2 },
  KES: { currency: 'KES', id: 404, scale: 2 },
  UGX: { currency: 'UGX', id: 800, scale: 0 },
  ETB: { currency: 'ETB', id: 230, scale: 2 },
  ERN: { currency: 'ERN', id: 232, scale: 2 },
};

export const LOCAL_CURRENCIES = ['KES', 'UGX', 'ETB', 'ERN'] as const satisfies readonly Currency[];
export type LocalCurrency = (typeof LOCAL_CURRENCIES)[number];

/** The payout partners that hold float for us, and the currencies each pays out. */
export const RAIL_CURRENCIES = {
  daraja: ['KES'],
  mtn_momo: ['UGX'],
  thunes: ['ETB', 'ERN'],
} as const satisfies Record<string, readonly LocalCurrency[]>;
export type FloatRail = keyof typeof RAIL_CURRENCIES;

/** The partner paying out `currency` (each currency has one): for events older than the rail they name. */
export function railOfCurrency(currency: LocalCurrency): FloatRail {
  for (const [rail, currencies] of Object.entries(RAIL_CURRENCIES)) if ((currencies as readonly string[]).includes(currency)) return rail as FloatRail;
  throw new Error(`No payout partner pays ${currency}`);
}

export type UsdAccountCode =
  | 'stripe_clearing'
  | 'customer_funds'
  | 'fee_revenue'
  | 'fx_settlement'
  | 'refunds_payable'
  | 'sender_receivables'
  | 'dispute_losses'
  | 'payout_losses'
  | 'company_bank'
  | 'processor_fees'
  | 'reconciliation_suspense'
  | 'fx_spread_revenue'
  | 'partner_fees';
export type LocalAccountCode = 'fx_settlement' | `partner_float:${FloatRail}`;
export type AccountCode = UsdAccountCode | LocalAccountCode;

/** Which side increases the account: debit for assets and expenses, credit for liabilities and revenue. */
export type NormalSide = 'debit' | 'credit';

export interface AccountDefinition {
  /** Stable id of the account (the database's and, later, TigerBeetle's). */
  id: number;
  ledger: Currency;
  code: AccountCode;
  normalSide: NormalSide;
  /**
   * Its balance on its normal side must never go below zero (TigerBeetle's
   * `debits_must_not_exceed_credits` / `credits_must_not_exceed_debits`). Checked by the
   * invariants, not refused at posting: every posting records money that already moved at a
   * provider, and refusing to book it would only hide it. A negative balance is an alarm.
   */
  mustNotGoNegative: boolean;
  description: string;
}

const usd = (id: number, code: UsdAccountCode, normalSide: NormalSide, mustNotGoNegative: boolean, description: string): AccountDefinition => ({
  id,
  ledger: 'USD',
  code,
  normalSide,
  mustNotGoNegative,
  description,
});

/**
 * Every account. Partner floats and the company's bank are allowed below zero for now: float
 * top-ups and the bank's own movements (Stripe's payouts to it, the money that prefunds the
 * partners) are booked from part 2 of issue #24 on, so until then these accounts only ever
 * go down. `fx_settlement` accounts are the FX liquidity's two sides (TigerBeetle's
 * liquidity accounts) and move both ways by nature.
 */
export const ACCOUNTS: readonly AccountDefinition[] = [
  usd(1, 'stripe_clearing', 'debit', true, 'Money Stripe holds for us: captured payments not yet paid out to our bank'),
  usd(2, 'customer_funds', 'credit', true, 'Paid by senders, not yet delivered to their recipients, earned as fees, or refunded'),
  usd(3, 'fee_revenue', 'credit', true, 'Fees earned on delivered transfers'),
  usd(4, 'fx_settlement', 'credit', false, 'USD side of the FX liquidity: dollars exchanged for the local currency the partners pay out'),
  usd(5, 'refunds_payable', 'credit', true, 'Payments a transfer could not use (orphans), owed back to their senders'),
  usd(6, 'sender_receivables', 'debit', true, 'Senders who owe us: an ACH debit returned after its payout went'),
  usd(7, 'dispute_losses', 'debit', true, 'Disputes lost after the money was delivered or refunded'),
  usd(8, 'payout_losses', 'debit', true, 'Payouts made twice or after a refund, until recovered'),
  usd(9, 'company_bank', 'debit', false, "The company's own USD bank account (refunds paid outside Stripe)"),
  // A spread is a loss when the customer's rate was above the cost: the account may go below zero.
  usd(20, 'fx_spread_revenue', 'credit', false, "FX spread of delivered transfers: what the sender's dollars bought above the local currency's cost"),
  usd(21, 'partner_fees', 'debit', true, "Payout partners' own fees per payout (Thunes quotes one)"),
  // Booked from Stripe's balance transactions by reconciliation (src/reconciliation), not from transfer events.
  usd(30, 'processor_fees', 'debit', true, "Stripe's own fees, from its balance transactions (card, ACH, dispute fees)"),
  usd(31, 'reconciliation_suspense', 'credit', false, "Money a provider's records show that the books cannot attribute yet, parked by an operator's correction"),
  { id: 101, ledger: 'KES', code: 'fx_settlement', normalSide: 'debit', mustNotGoNegative: false, description: 'KES side of the FX liquidity' },
  { id: 102, ledger: 'KES', code: 'partner_float:daraja', normalSide: 'debit', mustNotGoNegative: false, description: 'KES prefunded at Safaricom (M-Pesa B2C)' },
  { id: 201, ledger: 'UGX', code: 'fx_settlement', normalSide: 'debit', mustNotGoNegative: false, description: 'UGX side of the FX liquidity' },
  { id: 202, ledger: 'UGX', code: 'partner_float:mtn_momo', normalSide: 'debit', mustNotGoNegative: false, description: 'UGX prefunded at MTN MoMo' },
  { id: 301, ledger: 'ETB', code: 'fx_settlement', normalSide: 'debit', mustNotGoNegative: false, description: 'ETB side of the FX liquidity' },
  { id: 302, ledger: 'ETB', code: 'partner_float:thunes', normalSide: 'debit', mustNotGoNegative: false, description: 'ETB prefunded at Thunes' },
  { id: 401, ledger: 'ERN', code: 'fx_settlement', normalSide: 'debit', mustNotGoNegative: false, description: 'ERN side of the FX liquidity' },
  { id: 402, ledger: 'ERN', code: 'partner_float:thunes', normalSide: 'debit', mustNotGoNegative: false, description: 'ERN prefunded at Thunes' },
];

/** An account named as `LEDGER:code`, e.g. `USD:customer_funds`, `KES:partner_float:daraja`. */
export type AccountKey = `${Currency}:${AccountCode}`;

export const accountKey = (ledger: Currency, code: AccountCode): AccountKey => `${ledger}:${code}`;

const BY_KEY = new Map(ACCOUNTS.map((account) => [accountKey(account.ledger, account.code), account]));
const BY_ID = new Map(ACCOUNTS.map((account) => [account.id, account]));

/** The account `code` of ledger `ledger`, or null when the chart has none. */
export function findAccount(ledger: Currency, code: string): AccountDefinition | null {
  return BY_KEY.get(`${ledger}:${code}` as AccountKey) ?? null;
}

export function accountById(id: number): AccountDefinition | null {
  return BY_ID.get(id) ?? null;
}

export function ledgerById(id: number): LedgerDefinition | null {
  return Object.values(LEDGERS).find((ledger) => ledger.id === id) ?? null;
}
