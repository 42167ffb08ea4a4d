import { z } from 'zod';
import { Money } from '../shared/domain/money.js';
import type { TransferEvent } from '../transfers/domain/transfer.events.js';
import { fromLedgerUnits } from './domain/ledger-amount.js';
import type { LedgerTransfer } from './domain/ledger-transfer.js';
import { transferExchange } from './domain/transfer-exchange.js';

/** A transfer's books for the operator (the admin timeline): its exchange and every ledger entry, in booking order. */
export const transferBooksResponse = z.object({
  exchange: z.object({
    customerRate: z.number().meta({ description: 'The rate the sender was given: recipient currency per USD.' }),
    costRate: z.number().nullable().meta({ description: "What the recipient currency cost us per USD; null while unknown." }),
    costSource: z.enum(['partner_quote', 'at_request']).nullable().meta({ description: "partner_quote: the partner's price of the payout; at_request: the cost known when it was requested." }),
    spread: z.number().nullable().meta({ description: 'USD of FX spread booked, net of reversals (negative: a loss); null when none was booked.' }),
    partnerFee: z.number().nullable().meta({ description: "USD of the partner's fee booked, net of reversals; null when none was booked." }),
  }),
  entries: z.array(
    z.object({
      id: z.uuid(),
      phase: z.enum(['single', 'pending', 'post_pending', 'void_pending']),
      currency: z.string(),
      debit: z.string(),
      credit: z.string(),
      amount: z.number().meta({ description: 'In the ledger currency.' }),
      code: z.string().meta({ description: 'The posting rule that booked it, e.g. payment_captured, fx_spread_earned.' }),
    }),
  ),
});

export function toTransferBooksView(customerRate: number, events: readonly TransferEvent[], entries: readonly LedgerTransfer[]): z.infer<typeof transferBooksResponse> {
  const exchange = transferExchange(events, entries);
  const usd = (minor: bigint | null) => (minor === null ? null : Money.fromMinor(minor, 'USD').toNumber());
  return {
    exchange: {
      customerRate,
      costRate: exchange.costRate === null ? null : Number(exchange.costRate),
      costSource: exchange.costSource,
      spread: usd(exchange.spreadMinor),
      partnerFee: usd(exchange.partnerFeeMinor),
    },
    entries: entries.map((entry) => ({
      id: entry.id,
      phase: entry.phase,
      currency: entry.ledger,
      debit: entry.debit,
      credit: entry.credit,
      amount: Money.fromMinor(fromLedgerUnits(entry.amount, entry.ledger), entry.ledger).toNumber(),
      code: entry.code,
    })),
  };
}
