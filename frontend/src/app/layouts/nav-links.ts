import { landingAnchors, landingSectionHref, paths } from '@/config/paths';
import { m, type MessageId } from '@/lib/i18n/messages';

export type NavItem = { to: string; label: MessageId };

export const signedOutNav: NavItem[] = [
  { to: paths.home, label: m('layout.nav.home') },
  { to: paths.send, label: m('layout.nav.sendMoney') },
  { to: landingSectionHref(landingAnchors.howItWorks), label: m('layout.nav.howItWorks') },
  { to: landingSectionHref(landingAnchors.countries), label: m('layout.nav.countries') },
];

export const signedInNav: NavItem[] = [
  { to: paths.recipients, label: m('layout.nav.recipients') },
  { to: paths.paymentMethods, label: m('layout.nav.paymentMethods') },
  // The history was reachable only from a dashboard link (issue #29).
  { to: paths.transactions, label: m('layout.nav.transactions') },
  { to: paths.send, label: m('layout.nav.sendMoney') },
];
