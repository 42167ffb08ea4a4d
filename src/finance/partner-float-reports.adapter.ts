import { Injectable } from '@nestjs/common';
import { RAIL_CURRENCIES, type FloatRail, type LocalCurrency } from '../ledger/domain/ledger-chart.js';
import { PartnerFloat } from '../float/partner-float.service.js';
import { hundredthsAsDecimal } from './domain/hundredths.js';
import type { PartnerFloatReport, PartnerFloatReports } from './finance-seams.js';

/** The partner float context's figures (`PartnerFloat`) for a float of the books. */
@Injectable()
export class FloatContextReports implements PartnerFloatReports {
  constructor(private readonly floats: PartnerFloat) {}

  async reportOf(rail: string, currency: string, scale: number): Promise<PartnerFloatReport | null> {
    // A float account the float context does not keep (a rail added to the chart first) has no report.
    if (!((RAIL_CURRENCIES as Record<string, readonly string[]>)[rail] ?? []).includes(currency)) return null;
    const float = await this.floats.one(rail as FloatRail, currency as LocalCurrency);
    return {
      reportedBalance: float.partnerReported ? hundredthsAsDecimal(float.partnerReported.availableMinor, scale) : null,
      reportedAt: float.partnerReported?.asOf.toISOString() ?? null,
      daysLeft: float.daysLeft,
      pausedBecause: float.paused?.reason ?? null,
      waitingPayouts: float.waitingPayouts,
    };
  }
}
