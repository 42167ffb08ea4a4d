import type { AppConfig } from '../../config/app-config.js';

type Directives = Record<string, string[]>;

/**
 * The production Content-Security-Policy: our own origin, plus the card provider the
 * browser tokenizes cards with and the bank-linking provider's Connect script and popup.
 * The queue dashboard's (bull-board's) Google Fonts stylesheet is refused on purpose: the
 * page works with system fonts, and no third party hears of the operator's visits.
 */
export function contentSecurityPolicy(
  config: Pick<AppConfig, 'STRIPE_API_BASE_URL' | 'STRIPE_BROWSER_API_BASE_URL' | 'TELLER_CONNECT_SCRIPT_URL'>,
): Directives {
  const cardProvider = new URL(config.STRIPE_BROWSER_API_BASE_URL ?? config.STRIPE_API_BASE_URL).origin;
  const bankLinking = new URL(config.TELLER_CONNECT_SCRIPT_URL).origin;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", bankLinking],
    'connect-src': ["'self'", cardProvider],
    'frame-src': ["'self'", bankLinking],
    'img-src': ["'self'", 'data:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}
