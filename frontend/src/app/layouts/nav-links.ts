import { landingAnchors, landingSectionHref, paths } from '@/config/paths';

export type NavItem = { to: string; label: string };

export const signedOutNav: NavItem[] = [
  { to: paths.home, label: 'Home' },
  { to: paths.send, label: 'Send Money' },
  { to: landingSectionHref(landingAnchors.howItWorks), label: 'How It Works' },
  { to: landingSectionHref(landingAnchors.countries), label: 'Countries' },
];

export const signedInNav: NavItem[] = [
  { to: paths.recipients, label: 'Recipients' },
  { to: paths.paymentMethods, label: 'Payment Methods' },
  // The history was reachable only from a dashboard link (issue #29).
  { to: paths.transactions, label: 'Transactions' },
  { to: paths.send, label: 'Send Money' },
];
