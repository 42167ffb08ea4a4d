import useSWR from 'swr';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { useAdminAccessLost } from './admin-session';

const FINANCE_PATH = '/api/admin/finance';

/** `/api/admin/finance/{view}?a=b`, leaving out parameters not given (the server's defaults apply). */
export function financeUrl(view: string, params: Record<string, string | undefined> = {}): string {
  const given = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '');
  const query = new URLSearchParams(given).toString();
  return `${FINANCE_PATH}/${view}${query ? `?${query}` : ''}`;
}

/** Amounts come as exact decimal strings in their ledger's currency (UGX without decimals). */
const amounts = {
  debitsPosted: z.string(),
  creditsPosted: z.string(),
  debitsPending: z.string(),
  creditsPending: z.string(),
  debitBalance: z.string(),
  creditBalance: z.string(),
};

const trialBalanceSchema = z.object({
  asOf: z.string(),
  ledgers: z.array(
    z.object({
      currency: z.string(),
      scale: z.number(),
      accounts: z.array(z.object({ code: z.string(), description: z.string(), normalSide: z.enum(['debit', 'credit']), ...amounts, balance: z.string() })),
      totals: z.object(amounts),
      difference: z.string(),
      pendingDifference: z.string(),
      balanced: z.boolean(),
    }),
  ),
});
export type TrialBalance = z.infer<typeof trialBalanceSchema>;
export type LedgerTrialBalance = TrialBalance['ledgers'][number];

/** The revenue lines in the server's order: revenue, then what is subtracted from it. */
export const REVENUE_COLUMNS = [
  { key: 'feeRevenue', label: 'Fees' },
  { key: 'fxSpreadRevenue', label: 'FX spread' },
  { key: 'processorFees', label: 'Processor fees' },
  { key: 'partnerFees', label: 'Partner fees' },
  { key: 'disputeLosses', label: 'Dispute losses' },
  { key: 'payoutLosses', label: 'Payout losses' },
] as const;
export type RevenueColumn = (typeof REVENUE_COLUMNS)[number]['key'];

const revenueFigures = Object.fromEntries(REVENUE_COLUMNS.map((column) => [column.key, z.string()])) as Record<RevenueColumn, z.ZodString>;

const revenueSchema = z.object({
  from: z.string(),
  to: z.string(),
  notBooked: z.array(z.string()),
  rows: z.array(z.object({ country: z.string().nullable(), currency: z.string().nullable(), day: z.string(), delivered: z.number(), ...revenueFigures, net: z.string() })),
  totals: z.object({ delivered: z.number(), ...revenueFigures, net: z.string() }),
});
export type RevenueReport = z.infer<typeof revenueSchema>;

const partnerFloatsSchema = z.object({
  partners: z.array(
    z.object({
      rail: z.string(),
      currency: z.string(),
      balance: z.string(),
      pendingPayouts: z.string(),
      pendingTopUps: z.string().default('0'),
      available: z.string(),
      reported: z
        .object({
          reportedBalance: z.string().nullable(),
          reportedAt: z.string().nullable(),
          daysLeft: z.number().nullable(),
          pausedBecause: z.enum(['float_short', 'partner_refused']).nullable(),
          waitingPayouts: z.number(),
        })
        .nullable(),
    }),
  ),
});
export type PartnerFloat = z.infer<typeof partnerFloatsSchema>['partners'][number];

const openBreaksSchema = z.object({
  count: z.number(),
  oldest: z.object({ id: z.string(), openedAt: z.string(), description: z.string() }).nullable(),
});
export type OpenBreaks = z.infer<typeof openBreaksSchema>;

function useFinance<T>(url: string, schema: z.ZodType<T>) {
  const onError = useAdminAccessLost();
  return useSWR(url, (key: string) => apiGet(key, schema), { onError, keepPreviousData: true });
}

/** The books as of the end of `asOf` (UTC), now without it. */
export function useTrialBalance(asOf: string | undefined) {
  return useFinance(financeUrl('trial-balance', { asOf }), trialBalanceSchema);
}

export function useRevenue(from: string | undefined, to: string | undefined) {
  return useFinance(financeUrl('revenue', { from, to }), revenueSchema);
}

export function usePartnerFloats() {
  return useFinance(financeUrl('float'), partnerFloatsSchema);
}

export function useOpenBreaks() {
  return useFinance(financeUrl('breaks'), openBreaksSchema);
}

/**
 * A decimal string with thousands separators, digits untouched (no trip through a float):
 * "-1234567.80" -> "-1,234,567.80", "250000" -> "250,000".
 */
export function groupDigits(decimal: string): string {
  const [whole, fraction] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Zero, whatever its decimals ("0", "0.00", "-0.00"). */
export const isZero = (decimal: string) => /^-?0+(\.0+)?$/.test(decimal);
