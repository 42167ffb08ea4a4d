import { buildRevenueReport, revenueReportView, type RevenueAggregate } from './revenue-report.js';

const line = (day: string, country: string | null, currency: string | null, account: string, creditsMinusDebits: bigint): RevenueAggregate => ({
  kind: 'line',
  day,
  country,
  currency,
  account,
  creditsMinusDebits,
});
const delivered = (day: string, country: string, currency: string, count: number): RevenueAggregate => ({ kind: 'delivered', day, country, currency, count });

const BOOKED = new Set(['fee_revenue', 'dispute_losses', 'payout_losses', 'fx_spread_revenue', 'processor_fees']);

describe('revenue by corridor and day', () => {
  it('nets each corridor and day: revenue added, costs and losses subtracted, with a totals row', () => {
    const report = buildRevenueReport('2026-11-01', '2026-11-02', BOOKED, [
      line('2026-11-01', 'kenya', 'KES', 'fee_revenue', 1800n),
      line('2026-11-01', 'kenya', 'KES', 'fx_spread_revenue', 250n),
      line('2026-11-01', 'kenya', 'KES', 'processor_fees', -352n),
      delivered('2026-11-01', 'kenya', 'KES', 2),
      line('2026-11-02', 'kenya', 'KES', 'dispute_losses', -10900n),
      line('2026-11-01', 'uganda', 'UGX', 'fee_revenue', 500n),
      delivered('2026-11-01', 'uganda', 'UGX', 1),
      line('2026-11-01', null, null, 'processor_fees', -25n),
    ]);
    expect(report.rows.map((row) => [row.day, row.country, row.delivered, row.net])).toEqual([
      ['2026-11-01', 'kenya', 2, 1698n],
      ['2026-11-01', 'uganda', 1, 500n],
      ['2026-11-01', null, 0, -25n],
      ['2026-11-02', 'kenya', 0, -10900n],
    ]);
    expect(report.totals.delivered).toBe(3);
    expect(report.totals.lines).toEqual({ feeRevenue: 2300n, fxSpreadRevenue: 250n, processorFees: -377n, partnerFees: 0n, disputeLosses: -10900n, payoutLosses: 0n });
    expect(report.totals.net).toBe(2300n + 250n - 377n - 10900n);
  });

  it('names the lines whose account the books do not have yet', () => {
    expect(buildRevenueReport('2026-11-01', '2026-11-01', new Set(['fee_revenue', 'dispute_losses', 'payout_losses']), []).notBooked).toEqual([
      'fxSpreadRevenue',
      'processorFees',
      'partnerFees',
    ]);
  });

  it('ignores accounts that are no revenue line', () => {
    const report = buildRevenueReport('2026-11-01', '2026-11-01', BOOKED, [line('2026-11-01', 'kenya', 'KES', 'customer_funds', 99n)]);
    expect(report.totals.net).toBe(0n);
  });

  it('writes USD decimals', () => {
    const view = revenueReportView(buildRevenueReport('2026-11-01', '2026-11-01', BOOKED, [line('2026-11-01', 'kenya', 'KES', 'fee_revenue', 900n), line('2026-11-01', 'kenya', 'KES', 'payout_losses', -10000n)]));
    expect(view.rows[0]).toMatchObject({ feeRevenue: '9.00', payoutLosses: '-100.00', net: '-91.00', partnerFees: '0.00' });
    expect(view.totals).toMatchObject({ net: '-91.00', delivered: 0 });
  });
});
