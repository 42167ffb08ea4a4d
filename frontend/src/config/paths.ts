/** Every route of the app (spec section 2), so links and the router cannot drift apart. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  verify: '/verify',
  /** "Forgot password?": a code to the verified email or phone, then a new password. */
  forgotPassword: '/forgot-password',
  /** How to reach support (linked from every page's footer). */
  support: '/support',
  /** The landing page's sections for everyone, signed in or not (the footer's About us, How it works, Countries). */
  about: '/about',
  dashboard: '/dashboard',
  send: '/send',
  transfer: '/transfer',
  paymentMethods: '/payment-methods',
  addPaymentMethod: '/add-payment-method',
  recipients: '/recipients',
  addRecipient: '/add-recipient',
  transactions: '/transactions',
  transactionDetails: '/transactions/:id',
  /** The sender's rate alerts; `?country=` preselects the form's country. */
  rateAlerts: '/rate-alerts',
  success: '/success',
  cancel: '/cancel',
  cardCheckout: '/card-checkout',
  tellerCheckout: '/teller-checkout',
  tellerCallback: '/teller-callback',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  /** The separate exchange-rate page (spec section 2, "Admin exchange-rate page"). */
  adminRates: '/admin/rates',
  /** An invited operator's one-time enrolment (`?token=` from the invitation email). */
  adminEnrol: '/admin/enrol',
  /** The queue dashboard: served by the api (bull-board), not by the SPA. */
  adminQueues: '/admin/queues',
  // Linked from the user menu (the spec defines no page; issue #15 does): contacts and password, and notification settings.
  profile: '/profile',
  settings: '/settings',
  // The footer's legal pages.
  privacy: '/privacy',
  terms: '/terms',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** `/transactions/{id}`: one transfer and its timeline. */
export function transactionDetailsPath(id: string | number): string {
  return `/transactions/${encodeURIComponent(String(id))}`;
}

/** `/rate-alerts?country=kenya`: the rate alerts page with the country chosen (the send screen links here). */
export function rateAlertsHref(country?: string): string {
  return country ? `${paths.rateAlerts}?country=${encodeURIComponent(country)}` : paths.rateAlerts;
}

/** The identity verification card on /profile, where the next tier starts (the send screen's "Verify to send more" leads there). */
export const PROFILE_VERIFICATION_ANCHOR = 'verification';
export const profileVerificationHref = `${paths.profile}#${PROFILE_VERIFICATION_ANCHOR}` as const;

/** Section anchors on the landing page. */
export const landingAnchors = {
  howItWorks: 'how-it-works',
  countries: 'countries',
  whyChooseUs: 'why-choose-us',
} as const;

export type LandingAnchor = (typeof landingAnchors)[keyof typeof landingAnchors];

export function landingSectionHref(anchor: LandingAnchor): `/#${LandingAnchor}` {
  return `/#${anchor}`;
}

/** `/about#how-it-works`: a landing section that opens signed in too ("/" is the dashboard then). */
export function aboutSectionHref(anchor: LandingAnchor): `/about#${LandingAnchor}` {
  return `/about#${anchor}`;
}

/**
 * `/login?next=/transactions/42`: sign-in that comes back to where a signed-out visitor was
 * going. The dashboard is where sign-in goes anyway, so it needs no `next`.
 */
export function loginPath(next?: string): string {
  if (!next || next === paths.home || next === paths.dashboard) return paths.login;
  return `${paths.login}?${new URLSearchParams({ next })}`;
}

/** A `next` worth following: a path of this app only (never `//evil.example` or `https://...`), and never back to sign-in. */
export function safeReturnPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  if (next === paths.login || next.startsWith(`${paths.login}?`)) return undefined;
  return next;
}
