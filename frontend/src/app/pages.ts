import { lazy } from 'react';

// One chunk per screen: a visitor on the landing page downloads none of the others.
export const loadLandingPage = () => import('@/features/landing/routes/landing');
export const LandingPage = lazy(loadLandingPage);
export const DashboardPage = lazy(() => import('@/features/dashboard/routes/dashboard'));
export const LoginPage = lazy(() => import('@/features/auth/routes/login'));
export const RegisterPage = lazy(() => import('@/features/auth/routes/register'));
export const VerifyPage = lazy(() => import('@/features/auth/routes/verify'));
export const ForgotPasswordPage = lazy(() => import('@/features/auth/routes/forgot-password'));
export const SupportPage = lazy(() => import('@/features/legal/routes/support'));
export const SendPage = lazy(() => import('@/features/send/routes/send'));
export const PaymentMethodsPage = lazy(() => import('@/features/payment-methods/routes/payment-methods'));
export const AddPaymentMethodPage = lazy(
  () => import('@/features/payment-methods/routes/add-payment-method'),
);
export const RecipientsPage = lazy(() => import('@/features/recipients/routes/recipients'));
export const AddRecipientPage = lazy(() => import('@/features/recipients/routes/add-recipient'));
export const TransactionsPage = lazy(() => import('@/features/transactions/routes/transactions'));
export const TransactionDetailsPage = lazy(
  () => import('@/features/transactions/routes/transaction-details'),
);
export const RateAlertsPage = lazy(() => import('@/features/rate-alerts/routes/rate-alerts'));
export const SuccessPage = lazy(() => import('@/features/checkout/routes/success'));
export const CancelPage = lazy(() => import('@/features/checkout/routes/cancel'));
export const CardCheckoutPage = lazy(() => import('@/features/checkout/routes/card-checkout'));
export const TellerCheckoutPage = lazy(() => import('@/features/checkout/routes/teller-checkout'));
export const TellerCallbackPage = lazy(() => import('@/features/checkout/routes/teller-callback'));
export const AdminPage = lazy(() => import('@/features/admin/routes/admin'));
export const AdminRatesPage = lazy(() => import('@/features/admin/routes/admin-rates'));
export const AdminEnrolPage = lazy(() => import('@/features/admin/routes/admin-enrol'));
export const PrivacyPage = lazy(() => import('@/features/legal/routes/privacy'));
export const TermsPage = lazy(() => import('@/features/legal/routes/terms'));
export const ProfilePage = lazy(() => import('@/features/profile/routes/profile'));
export const SettingsPage = lazy(() => import('@/features/profile/routes/settings'));
// A page nobody means to open: not in the entry bundle either (issue #27, 110 KB gzip).
export const NotFoundPage = lazy(() => import('./routes/not-found').then((module) => ({ default: module.NotFoundRoute })));
