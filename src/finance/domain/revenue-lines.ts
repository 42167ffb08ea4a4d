/**
 * The lines of revenue by corridor and day, each read from one USD account of the chart by its
 * code, signed by its effect on the net: what the account gained on its credit side (revenue)
 * adds, what it gained on its debit side (a cost) subtracts. An account the chart does not have
 * yet reads as zero and is reported as not booked, so a line appears by itself once a
 * migration adds its account: `fx_spread_revenue` and `partner_fees` are booked with each
 * delivered payout, `processor_fees` (Stripe's own fees) by reconciliation.
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
