import { paths } from '@/config/paths';

export type AdminTab = 'attention' | 'transactions' | 'users' | 'rates' | 'analytics' | 'finance' | 'float' | 'reconciliation' | 'audit';

/** `/admin/dashboard?tab=rates`: the dashboard opened on one tab (the default tab, Transactions, needs no query). */
export function adminDashboardTabPath(tab: AdminTab): string {
  return tab === 'transactions' ? paths.adminDashboard : `${paths.adminDashboard}?tab=${tab}`;
}
