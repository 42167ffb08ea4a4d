import { z } from 'zod';
import { REVENUE_LINES } from './domain/revenue-lines.js';

const decimal = (description: string) => z.string().meta({ description: `${description}, a decimal in the ledger's currency with its scale (UGX: no decimals).` });

const trialBalanceAmounts = {
  debitsPosted: decimal('Posted debits'),
  creditsPosted: decimal('Posted credits'),
  debitsPending: decimal('Pending debits not yet posted or voided'),
  creditsPending: decimal('Pending credits not yet posted or voided'),
  debitBalance: decimal('Posted debits minus credits when positive, else 0'),
  creditBalance: decimal('Posted credits minus debits when positive, else 0'),
};

export const trialBalanceResponse = z.object({
  asOf: z.string().meta({ description: 'The books up to this instant (ISO 8601, UTC), excluded.' }),
  ledgers: z.array(
    z.object({
      currency: z.string(),
      scale: z.number().int(),
      accounts: z.array(
        z.object({
          code: z.string(),
          description: z.string(),
          normalSide: z.enum(['debit', 'credit']),
          ...trialBalanceAmounts,
          balance: decimal('Posted balance on the normal side'),
        }),
      ),
      totals: z.object(trialBalanceAmounts),
      difference: decimal('Posted debits minus posted credits over the ledger: 0 when it balances'),
      pendingDifference: decimal('Pending debits minus pending credits: 0 when it balances'),
      balanced: z.boolean(),
    }),
  ),
});

const revenueLines = Object.fromEntries(REVENUE_LINES.map((line) => [line.key, z.string().meta({ description: `${line.label}, USD, signed by its effect on the net.` })])) as Record<
  (typeof REVENUE_LINES)[number]['key'],
  z.ZodString
>;

export const revenueResponse = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.literal('USD'),
  notBooked: z.array(z.enum(REVENUE_LINES.map((line) => line.key) as [string, ...string[]])).meta({ description: 'Lines whose account the books do not have yet (always 0).' }),
  rows: z.array(
    z.object({
      country: z.string().nullable().meta({ description: 'Destination; null for entries tied to no transfer.' }),
      currency: z.string().nullable(),
      day: z.string(),
      delivered: z.number().int(),
      ...revenueLines,
      net: z.string(),
    }),
  ),
  totals: z.object({ delivered: z.number().int(), ...revenueLines, net: z.string() }),
});

export const partnerFloatsResponse = z.object({
  partners: z.array(
    z.object({
      rail: z.string(),
      currency: z.string(),
      balance: decimal('What the books say is prefunded at the partner'),
      pendingPayouts: decimal('Payouts reserved on it, not yet posted or voided'),
      available: decimal('The balance once every pending payout posts'),
      reported: z
        .object({ reportedBalance: z.string(), reportedAt: z.string(), daysLeft: z.number().nullable(), paused: z.boolean() })
        .nullable()
        .meta({ description: "The partner's own figure and days of float left; null until partner float reports are available." }),
    }),
  ),
});

export const openBreaksResponse = z.object({
  available: z.boolean().meta({ description: 'False until reconciliation records breaks.' }),
  count: z.number().int().nullable(),
  oldest: z.object({ id: z.string(), openedAt: z.string(), description: z.string() }).nullable(),
});

export const csvResponse = z.string().meta({ description: 'RFC 4180 CSV, UTF-8, CRLF line ends, a header line first; sent as an attachment named after its range.' });
