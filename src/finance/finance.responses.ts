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
      balance: decimal('What the books say is prefunded at the partner (posted)'),
      pendingPayouts: decimal('Payouts reserved on it, not yet posted or voided'),
      pendingTopUps: decimal('Top-ups recorded, not yet confirmed by the partner\'s balance'),
      available: decimal('The balance once every pending payout posts'),
      reported: z
        .object({
          reportedBalance: z.string().nullable().meta({ description: "The partner's latest own figure, a decimal in the float's currency; null until it was asked." }),
          reportedAt: z.string().nullable(),
          daysLeft: z.number().nullable().meta({ description: "Days the available float lasts at the last 7 days' payouts; null when nothing was paid out." }),
          pausedBecause: z.enum(['float_short', 'partner_refused']).nullable().meta({ description: 'Why dispatch on the rail waits; null when it runs.' }),
          waitingPayouts: z.number().int(),
        })
        .nullable()
        .meta({ description: 'What the partner float context keeps on this float; null for a float it does not keep.' }),
    }),
  ),
});

export const openBreaksResponse = z.object({
  count: z.number().int().meta({ description: 'Reconciliation breaks waiting for an operator (open or escalated).' }),
  oldest: z.object({ id: z.string(), openedAt: z.string(), description: z.string() }).nullable(),
});

export const csvResponse = z.string().meta({ description: 'RFC 4180 CSV, UTF-8, CRLF line ends, a header line first; sent as an attachment named after its range.' });
