import { Injectable } from '@nestjs/common';
import { PartnerFloat, type PartnerFloatView } from '../float/partner-float.service.js';
import { MetricsRegistry } from './metrics-registry.js';
import { ScrapeFailures } from './scrape-failures.js';
import { gaugeOnScrape, sharedRead, type GaugeSample } from './scrape-gauge.js';

type FloatLabel = 'rail' | 'currency';

/**
 * Our prefunded float at each payout partner on scrape (PartnerFloat's figures, the same the
 * admin Float tab shows). Amounts are in major units of the local currency: a gauge is a float,
 * fine for watching a trend, never for the books.
 */
@Injectable()
export class FloatGauges {
  constructor(metrics: MetricsRegistry, float: PartnerFloat, failures: ScrapeFailures) {
    const floats = sharedRead(() => float.all());
    const alerts = sharedRead(() => float.openAlerts());
    const perFloat = (name: string, help: string, value: (view: PartnerFloatView) => number | null) =>
      gaugeOnScrape<FloatLabel>(metrics.registry, {
        name,
        help,
        labelNames: ['rail', 'currency'],
        onFailure: failures.record,
        read: async () =>
          (await floats()).flatMap((view): GaugeSample<FloatLabel>[] => {
            const v = value(view);
            return v === null ? [] : [{ labels: { rail: view.rail, currency: view.currency }, value: v }];
          }),
      });
    perFloat('remit_partner_float_ledger_balance', "The books' posted balance of our float at the partner, in major units of its currency", (v) => major(v.ledgerBalanceMinor));
    perFloat('remit_partner_float_available', 'Ledger balance minus payouts not settled yet: what dispatch may still spend, in major units', (v) => major(v.availableMinor));
    perFloat('remit_partner_float_days_left', 'Days the available float lasts at the last 7 days\' average payouts (absent when nothing was paid out)', (v) => v.daysLeft);
    perFloat('remit_partner_float_paused', '1 when payouts on the rail are paused for want of float, else 0', (v) => (v.paused ? 1 : 0));
    perFloat('remit_partner_float_waiting_payouts', 'Payouts waiting for the float to be topped up', (v) => v.waitingPayouts);
    gaugeOnScrape<FloatLabel>(metrics.registry, {
      name: 'remit_partner_float_low',
      help: '1 while a float_low alert is open for the float (below its threshold, or the partner refused for want of balance)',
      labelNames: ['rail', 'currency'],
      onFailure: failures.record,
      read: async () => {
        const open = new Set((await alerts()).map((a) => `${a.rail}:${a.currency}`));
        return (await floats()).map((v) => ({ labels: { rail: v.rail, currency: v.currency }, value: open.has(`${v.rail}:${v.currency}`) ? 1 : 0 }));
      },
    });
  }
}

function major(minor: bigint): number {
  return Number(minor) / 100;
}
