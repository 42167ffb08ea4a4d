import { z } from 'zod';
import type { FloatTopUp } from './domain/float-top-up.js';
import type { PartnerFloatView } from './partner-float.service.js';

const decimal = (minor: bigint) => `${minor < 0n ? '-' : ''}${(minor < 0n ? -minor : minor) / 100n}.${String((minor < 0n ? -minor : minor) % 100n).padStart(2, '0')}`;
const money = z.string().meta({ description: 'Decimal text, 2 decimals' });

export const floatTopUpResponse = z.object({
  id: z.string(),
  rail: z.string(),
  currency: z.string(),
  localAmount: money,
  usdPaid: money,
  rate: z.string(),
  bankReference: z.string(),
  note: z.string().nullable(),
  state: z.enum(['pending', 'confirmed', 'cancelled']),
  opening: z.boolean(),
  recordedAt: z.string(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});

export const partnerFloatResponse = z.object({
  rail: z.string(),
  currency: z.string(),
  ledgerBalance: money,
  pendingPayouts: money,
  pendingTopUps: money,
  available: money,
  partnerReported: z.object({ available: money, asOf: z.string(), fetchedAt: z.string() }).nullable(),
  averageDailyPayouts: money,
  daysLeft: z.number().nullable(),
  paused: z.object({ reason: z.enum(['float_short', 'partner_refused']), since: z.string() }).nullable(),
  waitingPayouts: z.number().int(),
  costRate: z.string().nullable(),
});

export const floatOverviewResponse = z.object({ floats: z.array(partnerFloatResponse), topUps: z.array(floatTopUpResponse) });
export const balanceChecksResponse = z.object({
  checks: z.array(z.object({ rail: z.string(), outcome: z.enum(['read', 'awaiting_callback', 'unavailable']), detail: z.string().optional() })),
});

export function topUpView(topUp: FloatTopUp): z.infer<typeof floatTopUpResponse> {
  return {
    id: topUp.id,
    rail: topUp.rail,
    currency: topUp.currency,
    localAmount: decimal(topUp.localMinor),
    usdPaid: decimal(topUp.usdMinor),
    rate: topUp.rate.toDecimalString(),
    bankReference: topUp.bankReference,
    note: topUp.note,
    state: topUp.state,
    opening: topUp.opening,
    recordedAt: topUp.recordedAt.toISOString(),
    confirmedAt: topUp.confirmedAt?.toISOString() ?? null,
    cancelledAt: topUp.cancelledAt?.toISOString() ?? null,
  };
}

export function floatView(view: PartnerFloatView): z.infer<typeof partnerFloatResponse> {
  return {
    rail: view.rail,
    currency: view.currency,
    ledgerBalance: decimal(view.ledgerBalanceMinor),
    pendingPayouts: decimal(view.pendingPayoutsMinor),
    pendingTopUps: decimal(view.pendingTopUpsMinor),
    available: decimal(view.availableMinor),
    partnerReported: view.partnerReported
      ? { available: decimal(view.partnerReported.availableMinor), asOf: view.partnerReported.asOf.toISOString(), fetchedAt: view.partnerReported.fetchedAt.toISOString() }
      : null,
    averageDailyPayouts: decimal(view.averageDailyPayoutsMinor),
    daysLeft: view.daysLeft,
    paused: view.paused ? { reason: view.paused.reason, since: view.paused.since.toISOString() } : null,
    waitingPayouts: view.waitingPayouts,
    costRate: view.costRate?.toDecimalString() ?? null,
  };
}
