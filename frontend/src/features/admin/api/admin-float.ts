import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { apiGet, apiSend } from '@/lib/api-client';
import { ADMIN_ATTENTION_KEY } from './admin-attention';
import { useAdminAccessLost } from './admin-session';

export const ADMIN_FLOAT_KEY = '/api/admin/float';
const TOP_UPS_PATH = `${ADMIN_FLOAT_KEY}/top-ups`;
const BALANCE_CHECKS_PATH = `${ADMIN_FLOAT_KEY}/balance-checks`;

/** Amounts come as exact decimal text with 2 decimals, in the float's currency (UGX too: "1500000.00"). */
const decimal = z.string();

const partnerFloatSchema = z.object({
  rail: z.string(),
  currency: z.string(),
  ledgerBalance: decimal,
  pendingPayouts: decimal,
  pendingTopUps: decimal,
  available: decimal,
  partnerReported: z.object({ available: decimal, asOf: z.string(), fetchedAt: z.string() }).nullable(),
  averageDailyPayouts: decimal,
  daysLeft: z.number().nullable(),
  paused: z.object({ reason: z.enum(['float_short', 'partner_refused']), since: z.string() }).nullable(),
  waitingPayouts: z.number(),
  costRate: z.string().nullable(),
});
export type PartnerFloatPosition = z.infer<typeof partnerFloatSchema>;

const topUpSchema = z.object({
  id: z.string(),
  rail: z.string(),
  currency: z.string(),
  localAmount: decimal,
  usdPaid: decimal,
  rate: z.string(),
  bankReference: z.string(),
  note: z.string().nullable(),
  state: z.enum(['pending', 'confirmed', 'cancelled']),
  opening: z.boolean(),
  recordedAt: z.string(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type FloatTopUp = z.infer<typeof topUpSchema>;

const floatOverviewSchema = z.object({ floats: z.array(partnerFloatSchema), topUps: z.array(topUpSchema) });
export type FloatOverview = z.infer<typeof floatOverviewSchema>;

const balanceChecksSchema = z.object({
  checks: z.array(z.object({ rail: z.string(), outcome: z.enum(['read', 'awaiting_callback', 'unavailable']), detail: z.string().optional() })),
});
export type BalanceCheck = z.infer<typeof balanceChecksSchema>['checks'][number];

/** What the record form sends: amounts as the operator typed them (decimal text); the rate is implied by the server. */
export type TopUpRequest = {
  rail: string;
  currency: string;
  localAmount: string;
  usdPaid: string;
  bankReference: string;
  note?: string;
};

/** `GET /api/admin/float`: every partner float and the latest top-ups. Asked again on focus: a check or a top-up elsewhere changes it. */
export function useFloatOverview() {
  const onError = useAdminAccessLost();
  return useSWR(ADMIN_FLOAT_KEY, (url: string) => apiGet(url, floatOverviewSchema), { onError, revalidateOnFocus: true });
}

/**
 * The Float page's writes. Each answers once the server acted and the page's figures (and the
 * queue, where a low-float alert may have been resolved) are asked for again; a refusal rejects
 * with the ApiError.
 */
/** A top-up confirmed by hand: proposed (202, still pending), or confirmed already (200). */
const confirmAnswerSchema = z.union([z.object({ status: z.literal('waiting_for_approval'), approvalId: z.string(), message: z.string(), topUp: topUpSchema }), topUpSchema]);

export function useFloatActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => Promise.all([mutate(ADMIN_FLOAT_KEY), mutate(ADMIN_ATTENTION_KEY), mutate('/api/admin/approvals')]);
  async function after<T>(write: Promise<T>): Promise<T> {
    const answer = await write;
    await refresh();
    return answer;
  }
  return {
    recordTopUp: (request: TopUpRequest) => after(apiSend('POST', TOP_UPS_PATH, request, topUpSchema)),
    /** Proposes confirming it by hand, with why (four eyes): 202 waits for another finance operator; 200 when it was confirmed already. */
    confirmTopUp: (id: string, proposalNote: string) =>
      after(apiSend('POST', `${TOP_UPS_PATH}/${encodeURIComponent(id)}/confirm`, { proposalNote }, confirmAnswerSchema)).then((answer) =>
        'approvalId' in answer ? { waiting: true as const, message: answer.message, topUp: answer.topUp } : { waiting: false as const, message: '', topUp: answer },
      ),
    cancelTopUp: (id: string) => after(apiSend('POST', `${TOP_UPS_PATH}/${encodeURIComponent(id)}/cancel`, undefined, topUpSchema)),
    checkBalances: () => after(apiSend('POST', BALANCE_CHECKS_PATH, undefined, balanceChecksSchema)).then((answer) => answer.checks),
  };
}
