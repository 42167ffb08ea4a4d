import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { apiGet, apiSend } from '@/lib/api-client';
import { useAdminAccessLost } from './admin-session';

export const RECONCILIATION_KEY = '/api/admin/reconciliation';
export const RECONCILIATION_RUNS_PATH = '/api/admin/reconciliation/runs';

const breakLineSchema = z.object({
  /** The provider's record (Stripe `txn_...`) or our ledger transfer. */
  id: z.string(),
  what: z.string(),
  /** Signed, in the break's currency: positive into the provider's balance. */
  amount: z.number(),
  at: z.string(),
  transferId: z.string().nullish(),
});

export type BreakLine = z.infer<typeof breakLineSchema>;

/** A reconciliation break: the provider's records and the books' entries for one provider object, and what was decided. */
export const reconciliationBreakSchema = z.object({
  id: z.string(),
  /** stripe, daraja, mtn_momo, thunes. */
  provider: z.string(),
  /** missing_in_books, missing_at_provider, amount_differs, status_differs, payout_total_differs. */
  kind: z.string(),
  key: z.string(),
  currency: z.string(),
  providerAmount: z.number(),
  booksAmount: z.number(),
  difference: z.number(),
  providerRecords: z.array(breakLineSchema),
  ourEntries: z.array(breakLineSchema),
  transferId: z.string().nullish(),
  /** open, escalated, explained, corrected, resolved. */
  status: z.string(),
  note: z.string().nullish(),
  correctionId: z.string().nullish(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  ageHours: z.number(),
  /** First seen more than a day ago. */
  late: z.boolean(),
  /** The accounts a correction of this break may debit or credit. */
  correctionAccounts: z.array(z.string()).default([]),
});

export type ReconciliationBreak = z.infer<typeof reconciliationBreakSchema>;

const runSchema = z.object({
  id: z.string(),
  trigger: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullish(),
  providerRecords: z.number(),
  matched: z.number(),
  inFlight: z.number(),
  breaksFound: z.number(),
  breaksClosed: z.number(),
  postingsBooked: z.number(),
  error: z.string().nullish(),
});

export type ReconciliationRun = z.infer<typeof runSchema>;

const overviewSchema = z.object({ runs: z.array(runSchema), breaks: z.array(reconciliationBreakSchema) });

/** `GET /api/admin/reconciliation`: the latest runs, newest first, and the breaks not resolved, oldest first. */
export function useReconciliation() {
  const onError = useAdminAccessLost();
  return useSWR(RECONCILIATION_KEY, (url: string) => apiGet(url, overviewSchema), { onError, revalidateOnFocus: true });
}

/** "Run reconciliation now": `POST /api/admin/reconciliation/runs`, then the page and the queue are read again. */
export function useRunReconciliation() {
  const { mutate } = useSWRConfig();
  return async function runReconciliation(): Promise<ReconciliationRun> {
    const run = await apiSend('POST', RECONCILIATION_RUNS_PATH, {}, runSchema);
    await Promise.all([mutate(RECONCILIATION_KEY), mutate('/api/admin/attention')]);
    return run;
  };
}

const ACCOUNT_NAMES: Record<string, string> = {
  stripe_clearing: "Stripe's balance (stripe_clearing)",
  reconciliation_suspense: 'Suspense, to attribute (reconciliation_suspense)',
  processor_fees: "Stripe's fees (processor_fees)",
  company_bank: 'Company bank (company_bank)',
  customer_funds: "Customers' funds (customer_funds)",
  refunds_payable: 'Refunds owed (refunds_payable)',
  dispute_losses: 'Dispute losses (dispute_losses)',
  payout_losses: 'Payout losses (payout_losses)',
  fx_settlement: 'FX settlement (fx_settlement)',
};

/** An account of the chart in words, with its code. */
export function accountName(code: string): string {
  if (code.startsWith('partner_float:')) return `Partner float at ${code.slice('partner_float:'.length)} (${code})`;
  return ACCOUNT_NAMES[code] ?? code;
}

const KIND_WORDS: Record<string, string> = {
  missing_in_books: 'Not in the books',
  missing_at_provider: "Not in the provider's records",
  amount_differs: 'Amounts differ',
  status_differs: 'Statuses differ',
  payout_total_differs: 'Payout does not add up',
};

export function breakKindText(kind: string): string {
  return KIND_WORDS[kind] ?? kind.replace(/_/g, ' ');
}
