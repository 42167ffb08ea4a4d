import type { ComponentType } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { useCurrentUser } from '@/lib/data/current-user';
import { useTranslateIfId } from '@/lib/i18n/messages';
import { usePageTitle } from '@/lib/use-page-title';
import { pageTitle } from './page-titles';
import { paths } from '@/config/paths';
import { EnglishOnly } from './english-only';
import { RootLayout } from './layouts/root-layout';
import * as pages from './pages';
import { RequireAuth } from './require-auth';
import { HomeRoute } from './routes/home';
import { SignedInDashboard } from './routes/signed-in-dashboard';

type Page = ComponentType;

const publicPages: Array<[string, Page]> = [
  [paths.login, pages.LoginPage],
  [paths.register, pages.RegisterPage],
  [paths.verify, pages.VerifyPage],
  [paths.forgotPassword, pages.ForgotPasswordPage],
  [paths.support, pages.SupportPage],
  [paths.about, pages.LandingPage],
  [paths.privacy, pages.PrivacyPage],
  [paths.terms, pages.TermsPage],
];

/** The admin screens carry their own password gate (checked by the server), and stay English. */
const adminPages: Array<[string, Page]> = [
  [paths.admin, pages.AdminPage],
  [paths.adminDashboard, pages.AdminPage],
  [paths.adminRates, pages.AdminRatesPage],
  [paths.adminEnrol, pages.AdminEnrolPage],
];

/** Signed out, these do a full redirect to /login (spec section 2). */
const protectedPages: Array<[string, Page]> = [
  [paths.send, pages.SendPage],
  [paths.transfer, pages.SendPage],
  [paths.paymentMethods, pages.PaymentMethodsPage],
  [paths.addPaymentMethod, pages.AddPaymentMethodPage],
  [paths.recipients, pages.RecipientsPage],
  [paths.addRecipient, pages.AddRecipientPage],
  [paths.transactions, pages.TransactionsPage],
  [paths.transactionDetails, pages.TransactionDetailsPage],
  [paths.rateAlerts, pages.RateAlertsPage],
  [paths.profile, pages.ProfilePage],
  [paths.settings, pages.SettingsPage],
  [paths.success, pages.SuccessPage],
  [paths.cancel, pages.CancelPage],
  [paths.cardCheckout, pages.CardCheckoutPage],
  [paths.tellerCheckout, pages.TellerCheckoutPage],
  [paths.tellerCallback, pages.TellerCallbackPage],
];

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      {
        path: paths.dashboard,
        element: <RequireAuth>{(user) => <SignedInDashboard user={user} />}</RequireAuth>,
      },
      ...publicPages.map(([path, Page]) => ({ path, element: <Page /> })),
      ...adminPages.map(([path, Page]) => ({
        path,
        element: (
          <EnglishOnly>
            <Page />
          </EnglishOnly>
        ),
      })),
      ...protectedPages.map(([path, Page]) => ({
        path,
        element: (
          <RequireAuth>
            <Page />
          </RequireAuth>
        ),
      })),
      { path: '*', element: <pages.NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  const { pathname, search } = useLocation();
  const { data: user } = useCurrentUser();
  const translate = useTranslateIfId();
  usePageTitle(translate(pageTitle(pathname, Boolean(user), search)));
  return useRoutes(appRoutes);
}
