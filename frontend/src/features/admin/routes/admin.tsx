import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { useToast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { useAttention } from '../api/admin-attention';
import { roleLabel, useEndAdminSession, useOperatorAccess } from '../api/admin-session';
import { ADMIN_TAB_LABELS, DEFAULT_ADMIN_TAB, isAdminTab, type AdminTab } from '../components/admin-links';
import { AdminGate } from '../components/admin-gate';
import { AnalyticsTab } from '../components/analytics-tab';
import { ApprovalsTab } from '../components/approvals-tab';
import { AttentionTab } from '../components/attention-tab';
import { AuditTab } from '../components/audit-tab';
import { ComplianceTab } from '../components/compliance-tab';
import { FinanceTab } from '../components/finance-tab';
import { FloatTab } from '../components/float-tab';
import { OperatorsTab } from '../components/operators-tab';
import { PasskeysButton } from '../components/passkeys-dialog';
import { RatesTab } from '../components/rates-tab';
import { ReconciliationTab } from '../components/reconciliation-tab';
import { StatCards } from '../components/stat-cards';
import { TransactionsTab } from '../components/transactions-tab';
import { UsersTab } from '../components/users-tab';

/** "Needs attention" comes first, so waiting work is seen, but the dashboard opens on Transactions. */
const TABS: readonly TabItem<AdminTab>[] = (Object.keys(ADMIN_TAB_LABELS) as AdminTab[]).map((value) => ({
  value,
  label: ADMIN_TAB_LABELS[value],
}));

/** The tabs, the attention one counting its items once there are any: "Needs attention (3)". */
function useAdminTabs(): readonly TabItem<AdminTab>[] {
  const count = useAttention().data?.items.length ?? 0;
  // Operators are the owners' to manage: the tab is theirs alone.
  const access = useOperatorAccess();
  const canManageOperators = access.can('operators');
  // Compliance cases are for compliance operators (and owners) alone.
  const canSeeCases = access.can('compliance');
  const tabs = TABS.filter((tab) => (tab.value !== 'operators' || canManageOperators) && (tab.value !== 'compliance' || canSeeCases));
  if (count === 0) return tabs;
  return tabs.map((tab) => (tab.value === 'attention' ? { ...tab, label: `${ADMIN_TAB_LABELS.attention} (${count})` } : tab));
}

/** `/admin` and `/admin/dashboard`: the password gate, then the dashboard. */
export default function AdminRoute() {
  return (
    <AdminGate>
      <AdminDashboard />
    </AdminGate>
  );
}

function AdminDashboard() {
  // The open tab lives in the URL (`?tab=users`), so a reload or a link comes back to it.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const access = useOperatorAccess();
  const allowed = (name: AdminTab) => (name !== 'operators' || access.can('operators')) && (name !== 'compliance' || access.can('compliance'));
  const tab: AdminTab = isAdminTab(requested) && allowed(requested) ? requested : DEFAULT_ADMIN_TAB;
  const tabs = useAdminTabs();

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Admin Dashboard</h1>
          <p className="mt-1 text-slate-600">Users, transactions, exchange rates and the health of the service.</p>
        </div>
        {/* Wraps on a phone: the operator's email and the buttons never push the page sideways. */}
        <div className="flex min-w-0 max-w-full flex-wrap items-center gap-3">
          {/* The api's own page (bull-board), so a full page load rather than a router link. */}
          <a
            href={paths.adminQueues}
            className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline"
          >
            Queue dashboard
          </a>
          <SignedInAs />
          <PasskeysButton />
          <LogoutButton />
        </div>
      </div>

      <StatCards />

      <Tabs
        label="Admin sections"
        narrowPickerLabel="Admin section"
        tabs={tabs}
        value={tab}
        onValueChange={(next) => setSearchParams(next === DEFAULT_ADMIN_TAB ? {} : { tab: next }, { replace: true })}
      >
        {tab === 'attention' && <AttentionTab />}
        {tab === 'approvals' && <ApprovalsTab />}
        {tab === 'transactions' && <TransactionsTab />}
        {tab === 'users' && <UsersTab />}
        {tab === 'rates' && <RatesTab />}
        {tab === 'analytics' && <AnalyticsTab />}
        {tab === 'finance' && <FinanceTab />}
        {tab === 'float' && <FloatTab />}
        {tab === 'reconciliation' && <ReconciliationTab />}
        {tab === 'audit' && <AuditTab />}
        {tab === 'compliance' && <ComplianceTab />}
        {tab === 'operators' && <OperatorsTab />}
      </Tabs>
    </div>
  );
}

/** "Signed in as ops@example.com · Owner": who acts here, and with which role. */
function SignedInAs() {
  const { operator } = useOperatorAccess();
  if (!operator) return null;
  return (
    <p className="min-w-0 max-w-full text-sm break-all text-slate-600">
      Signed in as {operator.email} · {roleLabel(operator.role)}
    </p>
  );
}

/** Ends the admin session on the server; the gate comes back. */
function LogoutButton() {
  const [busy, setBusy] = useState(false);
  const endAdminSession = useEndAdminSession();
  const { toast } = useToast();

  async function onClick() {
    setBusy(true);
    try {
      await endAdminSession();
    } catch {
      toast({ title: 'Logout Failed', description: 'Please try again', variant: 'destructive' });
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" busy={busy} onClick={() => void onClick()}>
      Logout
    </Button>
  );
}
