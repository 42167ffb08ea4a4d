import { paths } from '@/config/paths';

export type AdminTab = 'attention' | 'approvals' | 'transactions' | 'users' | 'rates' | 'analytics' | 'finance' | 'float' | 'reconciliation' | 'audit' | 'compliance' | 'operators';

/** The dashboard's tabs in their order, with their names ("Needs attention" first, so waiting work is seen). */
export const ADMIN_TAB_LABELS: Readonly<Record<AdminTab, string>> = {
  attention: 'Needs attention',
  approvals: 'Waiting for approval',
  transactions: 'Transactions',
  users: 'Users',
  rates: 'Exchange Rates',
  analytics: 'Analytics',
  finance: 'Finance',
  float: 'Float',
  reconciliation: 'Reconciliation',
  audit: 'Audit Log',
  /** Compliance operators and owners only (issue #26: monitoring's cases). */
  compliance: 'Compliance',
  /** Owners only (the dashboard hides it from other roles). */
  operators: 'Operators',
};

/** The tab the dashboard opens on when the address names none. */
export const DEFAULT_ADMIN_TAB: AdminTab = 'transactions';

export function isAdminTab(value: string | null): value is AdminTab {
  return value !== null && Object.hasOwn(ADMIN_TAB_LABELS, value);
}

/** `/admin/dashboard?tab=rates`: the dashboard opened on one tab (the default tab, Transactions, needs no query). */
export function adminDashboardTabPath(tab: AdminTab): string {
  return tab === DEFAULT_ADMIN_TAB ? paths.adminDashboard : `${paths.adminDashboard}?tab=${tab}`;
}
