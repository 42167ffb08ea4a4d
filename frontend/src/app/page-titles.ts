import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { m } from '@/lib/i18n/messages';
import { ADMIN_TAB_LABELS, DEFAULT_ADMIN_TAB, isAdminTab } from '@/features/admin/components/admin-links';

/**
 * Each page's own `<title>` (issue #29: every page had the same one), first match wins: a message
 * id, shown in the language showing (issue #27); the admin area's stay English.
 */
const TITLES: ReadonlyArray<[pattern: string, title: string]> = [
  [paths.login, m('pageTitle.login')],
  [paths.register, m('pageTitle.register')],
  [paths.verify, m('pageTitle.verify')],
  [paths.forgotPassword, m('pageTitle.forgotPassword')],
  [paths.support, m('pageTitle.support')],
  [paths.about, m('pageTitle.about')],
  [paths.dashboard, m('pageTitle.dashboard')],
  [paths.send, m('pageTitle.send')],
  [paths.transfer, m('pageTitle.send')],
  [paths.paymentMethods, m('pageTitle.paymentMethods')],
  [paths.addPaymentMethod, m('pageTitle.addPaymentMethod')],
  [paths.recipients, m('pageTitle.recipients')],
  [paths.addRecipient, m('pageTitle.addRecipient')],
  [paths.transactions, m('pageTitle.transactions')],
  [paths.transactionDetails, m('pageTitle.transferDetails')],
  [paths.rateAlerts, m('pageTitle.rateAlerts')],
  [paths.success, m('pageTitle.transferResult')],
  [paths.cancel, m('pageTitle.cancel')],
  [paths.cardCheckout, m('pageTitle.cardCheckout')],
  [paths.tellerCheckout, m('pageTitle.bankCheckout')],
  [paths.tellerCallback, m('pageTitle.bankCallback')],
  [paths.profile, m('pageTitle.profile')],
  [paths.settings, m('pageTitle.settings')],
  [paths.privacy, m('pageTitle.privacy')],
  [paths.terms, m('pageTitle.terms')],
  [paths.adminRates, 'Admin · Set exchange rates'],
  [paths.adminEnrol, 'Admin · Enrol'],
];

/** The admin dashboard names its open tab (`?tab=users`): "Admin · Users". */
function adminDashboardTitle(search: string): string {
  const tab = new URLSearchParams(search).get('tab');
  return `Admin · ${ADMIN_TAB_LABELS[isAdminTab(tab) ? tab : DEFAULT_ADMIN_TAB]}`;
}

/**
 * The title of the page at `pathname` (a message id, or the admin area's English title);
 * `/` is the dashboard signed in and the landing page otherwise.
 */
export function pageTitle(pathname: string, signedIn: boolean, search = ''): string {
  if (pathname === paths.home) return signedIn ? m('pageTitle.dashboard') : m('pageTitle.landing');
  if (pathname === paths.admin || pathname === paths.adminDashboard) return adminDashboardTitle(search);
  const found = TITLES.find(([pattern]) => matchPath(pattern, pathname));
  return found ? found[1] : m('pageTitle.notFound');
}
