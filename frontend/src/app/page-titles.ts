import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ADMIN_TAB_LABELS, DEFAULT_ADMIN_TAB, isAdminTab } from '@/features/admin/components/admin-links';

/** Each page's own `<title>` (issue #29: every page had the same one), first match wins. */
const TITLES: ReadonlyArray<[pattern: string, title: string]> = [
  [paths.login, 'Sign in'],
  [paths.register, 'Create your account'],
  [paths.verify, 'Verify your account'],
  [paths.forgotPassword, 'Reset your password'],
  [paths.support, 'Help and support'],
  [paths.about, 'About us'],
  [paths.dashboard, 'Dashboard'],
  [paths.send, 'Send money'],
  [paths.transfer, 'Send money'],
  [paths.paymentMethods, 'Payment methods'],
  [paths.addPaymentMethod, 'Add a payment method'],
  [paths.recipients, 'Recipients'],
  [paths.addRecipient, 'Add a recipient'],
  [paths.transactions, 'Transactions'],
  [paths.transactionDetails, 'Transfer details'],
  [paths.rateAlerts, 'Rate alerts'],
  [paths.success, 'Transfer result'],
  [paths.cancel, 'Payment cancelled'],
  [paths.cardCheckout, 'Pay by card'],
  [paths.tellerCheckout, 'Pay from your bank'],
  [paths.tellerCallback, 'Connecting your bank'],
  [paths.profile, 'Profile'],
  [paths.settings, 'Settings'],
  [paths.privacy, 'Privacy Policy'],
  [paths.terms, 'Terms of Service'],
  [paths.adminRates, 'Admin · Set exchange rates'],
  [paths.adminEnrol, 'Admin · Enrol'],
];

/** The admin dashboard names its open tab (`?tab=users`): "Admin · Users". */
function adminDashboardTitle(search: string): string {
  const tab = new URLSearchParams(search).get('tab');
  return `Admin · ${ADMIN_TAB_LABELS[isAdminTab(tab) ? tab : DEFAULT_ADMIN_TAB]}`;
}

/** The title of the page at `pathname`; `/` is the dashboard signed in and the landing page otherwise. */
export function pageTitle(pathname: string, signedIn: boolean, search = ''): string {
  if (pathname === paths.home) return signedIn ? 'Dashboard' : 'Send money to East Africa';
  if (pathname === paths.admin || pathname === paths.adminDashboard) return adminDashboardTitle(search);
  const found = TITLES.find(([pattern]) => matchPath(pattern, pathname));
  return found ? found[1] : 'Page not found';
}
