/**
 * The lines of revenue by corridor and day, each read from one USD account of the chart by its
 * code, signed by its effect on the net: what the account gained on its credit side (revenue)
 * adds, what it gained on its debit side (a cost) subtracts. An account the chart does not have
 * yet reads as zero and is marked not booked: `fx_spread_revenue` (the FX spread on the books)
 * and `processor_fees` (Stripe's fees, booked by reconciliation) appear by themselves once
 * their accounts exist; `partner_fees` is the seam for the partners' own fees, which nothing
 * books yet.
 */
export const REVENUE_LINES = [
  { key: 'feeRevenue', account: 'fee_revenue', label: 'Fee revenue' },
  { key: 'fxSpreadRevenue', account: 'fx_spread_revenue', label: 'FX spread revenue' },
  { key: 'processorFees', account: 'processor_fees', label: 'Processor fees' },
  { key: 'partnerFees', account: 'partner_fees', label: 'Partner fees' },
  { key: 'disputeLosses', account: 'dispute_losses', label: 'Dispute losses' },
  { key: 'payoutLosses', account: 'payout_losses', label: 'Payout losses' },
] as const;

export type RevenueLineKey = (typeof REVENUE_LINES)[number]['key'];

/** The posting codes of a delivery, counted as the transfers delivered (the USD side of each). */
export const DELIVERY_CODES = ['payout_posted', 'payout_delivered_late'] as const;
