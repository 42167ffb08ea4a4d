import express from 'express';
import { readBasicCredentials } from '../../shared/basic-credentials.js';
import type { ExpiringTokens } from '../../shared/expiring-tokens.js';
import { darajaConsumerKey, darajaConsumerSecret, darajaTokenLifetimeSeconds } from '../daraja-credentials.js';
import { DarajaError } from '../http/daraja-error.js';

const invalidGrantType = new DarajaError(400, '400.008.02', 'Invalid grant type passed');
const invalidAuthentication = new DarajaError(400, '400.008.01', 'Invalid Authentication passed');

/**
 * Daraja's Authorization API: `GET /oauth/v1/generate?grant_type=client_credentials` with the
 * app's consumer key and secret as HTTP Basic. Answers `{ access_token, expires_in }` with
 * expires_in a string ("3599"), as the live gateway sends it (the documentation's sample shows a
 * number: read it either way).
 */
export function darajaOAuthRouter(tokens: ExpiringTokens): express.Router {
  const router = express.Router();

  router.get('/oauth/v1/generate', (req, res) => {
    const header = req.headers.authorization;
    if (!header || !/^Basic\s/i.test(header)) throw invalidAuthentication;
    if (req.query['grant_type'] !== 'client_credentials') throw invalidGrantType;
    const credentials = readBasicCredentials(header);
    if (credentials?.username !== darajaConsumerKey || credentials.password !== darajaConsumerSecret) {
      throw invalidAuthentication;
    }
    res.json({
      access_token: tokens.issue(darajaTokenLifetimeSeconds),
      expires_in: String(darajaTokenLifetimeSeconds),
    });
  });

  return router;
}
