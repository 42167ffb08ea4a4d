import { OpenBreaksSection, PartnerFloatSection } from './partner-float-section';
import { RevenueSection } from './revenue-section';
import { TrialBalanceSection } from './trial-balance-section';

/** The books for the finance team (issue #24): trial balance, revenue, partner float and open breaks, each with its CSV. */
export function FinanceTab() {
  return (
    <div className="space-y-6">
      <TrialBalanceSection />
      <RevenueSection />
      <PartnerFloatSection />
      <OpenBreaksSection />
    </div>
  );
}
