import { Inject, Injectable } from '@nestjs/common';
import { ledgerDecimal } from './domain/ledger-decimal.js';
import { partnerFloatsOf } from './domain/partner-floats.js';
import { PARTNER_FLOAT_REPORTS, RECONCILIATION_BREAKS, type PartnerFloatReports, type ReconciliationBreaksReport } from './finance-seams.js';
import { FinanceReports } from './finance-reports.service.js';

/** Float per partner and open breaks: the ledger's figures beside what the partner float and reconciliation contexts report. */
@Injectable()
export class FinanceOverview {
  constructor(
    private readonly reports: FinanceReports,
    @Inject(PARTNER_FLOAT_REPORTS) private readonly floatReports: PartnerFloatReports,
    @Inject(RECONCILIATION_BREAKS) private readonly breaks: ReconciliationBreaksReport,
  ) {}

  async partnerFloats() {
    const floats = partnerFloatsOf(await this.reports.trialBalance(null));
    return {
      partners: await Promise.all(
        floats.map(async (float) => ({
          rail: float.rail,
          currency: float.currency,
          balance: ledgerDecimal(float.balance, float.scale),
          pendingPayouts: ledgerDecimal(float.pendingPayouts, float.scale),
          pendingTopUps: ledgerDecimal(float.pendingTopUps, float.scale),
          available: ledgerDecimal(float.available, float.scale),
          reported: await this.floatReports.reportOf(float.rail, float.currency, float.scale),
        })),
      ),
    };
  }

  openBreaks() {
    return this.breaks.open();
  }
}
