import type { AppConfig } from '../../config/app-config.js';
import { START_APP_AFTER_PAINT_SOURCE } from './start-app-after-paint.js';

type Directives = Record<string, string[]>;

/** Stripe's 3-D Secure challenges are framed from here when Stripe.js is Stripe's own. */
const STRIPE_HOOKS = 'https://hooks.stripe.com';

/**
 * The production Content-Security-Policy: our own origin, plus Stripe.js (its script and the
 * iframes that hold the card fields and 3-D Secure challenges), the card provider's API that
 * Stripe.js calls, and the bank-linking provider's Connect script and popup.
 * The queue dashboard's (bull-board's) Google Fonts stylesheet is refused on purpose: the
 * page works with system fonts, and no third party hears of the operator's visits.
 */
export function contentSecurityPolicy(
  config: Pick<AppConfig, 'STRIPE_API_BASE_URL' | 'STRIPE_BROWSER_API_BASE_URL' | 'STRIPE_JS_URL' | 'TELLER_CONNECT_SCRIPT_URL'>,
): Directives {
  const cardProvider = new URL(config.STRIPE_BROWSER_API_BASE_URL ?? config.STRIPE_API_BASE_URL).origin;
  const stripeJs = new URL(config.STRIPE_JS_URL).origin;
  const challenges = stripeJs === 'https://js.stripe.com' ? [STRIPE_HOOKS] : [];
  const bankLinking = new URL(config.TELLER_CONNECT_SCRIPT_URL).origin;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", START_APP_AFTER_PAINT_SOURCE, stripeJs, bankLinking],
    'connect-src': ["'self'", cardProvider],
    'frame-src': ["'self'", stripeJs, ...challenges, bankLinking],
    'img-src': ["'self'", 'data:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}
