import { toLedgerUnits } from './ledger-amount.js';
import type { FloatRail, LocalCurrency } from './ledger-chart.js';
import { ledgerTransferId } from './ledger-id.js';
import type { LedgerTransfer } from './ledger-transfer.js';

/** What the books read from a float top-up: amounts in hundredths (USD cents for `usdMinor`). */
export interface TopUpFigures {
  id: string;
  rail: FloatRail;
  currency: LocalCurrency;
  localMinor: bigint;
  usdMinor: bigint;
}

/** The steps of a top-up the books record: the operator records it, then the partner's balance shows it, or the operator cancels it. */
export type TopUpStep = 'recorded' | 'confirmed' | 'cancelled';

/*
 * Posting rules of a float top-up (a currency exchange, as TigerBeetle's recipe: two linked
 * transfers through each ledger's fx_settlement account). Ids from the top-up's id.
 *
 *  recorded   pending, linked:  USD    Dr fx_settlement          Cr company_bank   USD paid
 *                               local  Dr partner_float:{rail}   Cr fx_settlement  local amount
 *  confirmed  posts both pendings (the partner's balance shows the money)
 *  cancelled  voids both pendings (the operator cancelled it before it arrived)
 *
 * The postings name no transfer of the product: their `reference` is `float_top_up:{id}`.
 */
export function topUpPostings(topUp: TopUpFigures, step: TopUpStep): LedgerTransfer[] {
  const [usd, local] = reserved(topUp);
  if (step === 'recorded') return [usd, local].map((transfer, index) => ({ ...transfer, linked: index === 0 }));
  const phase = step === 'confirmed' ? 'post_pending' : 'void_pending';
  const code = step === 'confirmed' ? 'float_top_up_posted' : 'float_top_up_voided';
  return [usd, local].map((pending, index) => ({
    ...pending,
    id: ledgerTransferId(`${pending.id}:${phase}`),
    phase,
    pendingId: pending.id,
    code,
    eventSequence: null,
    linked: index === 0,
  }));
}

function reserved(topUp: TopUpFigures): [LedgerTransfer, LedgerTransfer] {
  const base = { phase: 'pending' as const, pendingId: null, code: 'float_top_up_reserved' as const, transferId: null, eventSequence: null, reference: `float_top_up:${topUp.id}`, linked: false };
  return [
    { ...base, id: ledgerTransferId(`float_top_up:${topUp.id}:usd`), ledger: 'USD', debit: 'fx_settlement', credit: 'company_bank', amount: toLedgerUnits(topUp.usdMinor, 'USD') },
    {
      ...base,
      id: ledgerTransferId(`float_top_up:${topUp.id}:local`),
      ledger: topUp.currency,
      debit: `partner_float:${topUp.rail}`,
      credit: 'fx_settlement',
      amount: toLedgerUnits(topUp.localMinor, topUp.currency),
    },
  ];
}
