import express from 'express';
import { readBasicCredentials } from '../../shared/basic-credentials.js';
import type { ExpiringTokens } from '../../shared/expiring-tokens.js';
import { MomoError } from '../http/momo-error.js';
import { requireSubscriptionKey } from '../http/momo-http.js';
import { momoApiKey, momoApiUser, momoTokenLifetimeSeconds } from '../mtn-momo-credentials.js';

const loginFailed = new MomoError(401, { error: 'login_failed' });

/**
 * `POST /disbursement/token/` with the API user and API key as HTTP Basic and the subscription
 * key: `{ access_token, token_type: "access_token", expires_in: 3600 }`, as MoMo answers it.
 */
export function momoTokenRouter(tokens: ExpiringTokens): express.Router {
  const router = express.Router();

  router.post('/token', requireSubscriptionKey, (req, res) => {
    const credentials = readBasicCredentials(req.headers.authorization);
    if (credentials?.username !== momoApiUser || credentials.password !== momoApiKey) throw loginFailed;
    res.json({
      access_token: tokens.issue(momoTokenLifetimeSeconds),
      token_type: 'access_token',
      expires_in: momoTokenLifetimeSeconds,
    });
  });

  return router;
}
