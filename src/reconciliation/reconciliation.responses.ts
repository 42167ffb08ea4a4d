import { z } from 'zod';
import { CORRECTION_ACCOUNTS } from './domain/correction.js';
import { BREAK_KINDS, BREAK_STATUSES, RECONCILED_PROVIDERS } from './domain/reconciliation-break.js';

const line = z.object({
  id: z.string().meta({ description: "The provider's record id (Stripe `txn_...`), or our ledger transfer's." }),
  what: z.string(),
  amount: z.number().meta({ description: "Signed, in the break's currency: positive into the provider's balance." }),
  at: z.iso.datetime(),
  transferId: z.string().nullable(),
});

export const reconciliationBreakResponse = z.object({
  id: z.uuid(),
  provider: z.enum(RECONCILED_PROVIDERS),
  kind: z.enum(BREAK_KINDS),
  key: z.string().meta({ description: 'The provider object both sides name (`payment:pi_...`, `charge:ch_...`, `refund:re_...`).' }),
  currency: z.string(),
  providerAmount: z.number(),
  booksAmount: z.number(),
  difference: z.number().meta({ description: 'Provider minus books.' }),
  providerRecords: z.array(line),
  ourEntries: z.array(line),
  transferId: z.string().nullable(),
  status: z.enum(BREAK_STATUSES),
  note: z.string().nullable(),
  correctionId: z.string().nullable().meta({ description: 'The correcting ledger transfer, once posted.' }),
  firstSeenAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  ageHours: z.number().int(),
  late: z.boolean().meta({ description: 'First seen more than a day ago.' }),
  correctionAccounts: z.array(z.enum([...new Set(Object.values(CORRECTION_ACCOUNTS).flat())] as [string, ...string[]])),
});

export const reconciliationRunResponse = z.object({
  id: z.uuid(),
  trigger: z.enum(['scheduled', 'manual']),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  windowFrom: z.iso.datetime(),
  providerRecords: z.number().int(),
  matched: z.number().int(),
  inFlight: z.number().int().meta({ description: 'Records the provider is still moving, or too recent to judge.' }),
  breaksFound: z.number().int(),
  breaksClosed: z.number().int(),
  postingsBooked: z.number().int().meta({ description: "New ledger transfers booked from the providers' records (fees, payouts)." }),
  error: z.string().nullable(),
});

export const reconciliationOverviewResponse = z.object({
  runs: z.array(reconciliationRunResponse),
  breaks: z.array(reconciliationBreakResponse),
});
