import type { Request, RequestHandler, Response } from 'express';
import { classifyStripeKey, readStripeKey, redactStripeKey, type StripeApiKey } from './stripe-api-key.js';
import { StripeApiError } from './stripe-error.js';

const noKeyMessage =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";
const publishableKeyMessage =
  'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.';

function unauthorized(message: string): StripeApiError {
  return new StripeApiError(401, { type: 'invalid_request_error', message });
}

export function stripeKeyOf(res: Response): StripeApiKey {
  return res.locals['stripeApiKey'] as StripeApiKey;
}

/**
 * Requires a test-mode API key. Publishable keys (the browser's) may only make the calls
 * `allowsPublishableKey` names; everything else needs the secret key, as on Stripe.
 */
export function stripeAuthentication(allowsPublishableKey: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => {
    res.setHeader('WWW-Authenticate', 'Basic realm="Stripe"');
    const presented = readStripeKey(req.headers.authorization);
    if (presented === null) throw unauthorized(noKeyMessage);
    const key = classifyStripeKey(presented);
    if (!key) {
      throw unauthorized(
        `Invalid API Key provided: ${redactStripeKey(presented)}. The provider sandbox accepts any test key: sk_test_... or pk_test_....`,
      );
    }
    if (key.kind === 'publishable' && !allowsPublishableKey(req)) throw unauthorized(publishableKeyMessage);
    res.removeHeader('WWW-Authenticate');
    res.locals['stripeApiKey'] = key;
    next();
  };
}
