import express from 'express';
import type { ExpiringTokens } from '../../shared/expiring-tokens.js';
import { momoError } from '../http/momo-error.js';
import { badRequest, requireMomoToken, requireSubscriptionKey, requireTargetEnvironment } from '../http/momo-http.js';
import type { MomoTransfers } from '../transfers/momo-transfers.js';
import { walletOf } from '../transfers/transfer-test-numbers.js';
import { accountHolderOf } from './account-holder-name.js';

const notFound = momoError(404, 'RESOURCE_NOT_FOUND', 'Requested resource was not found.');

function msisdnOf(value: unknown): string {
  const msisdn = String(value ?? '');
  if (!/^\d{8,15}$/.test(msisdn)) throw badRequest('The MSISDN must be digits with the country code, no plus.');
  return msisdn;
}

/**
 * The account calls of the Disbursement product, under /disbursement:
 * `GET /v1_0/accountholder/msisdn/{msisdn}/basicuserinfo` (the registered name, to show the
 * sender before paying), `GET /v1_0/accountholder/{type}/{id}/active` and `GET /v1_0/account/balance`.
 */
export function accountHoldersRouter(transfers: MomoTransfers, tokens: ExpiringTokens): express.Router {
  const router = express.Router();
  router.use(['/v1_0/accountholder', '/v1_0/account'], requireSubscriptionKey, requireMomoToken(tokens), requireTargetEnvironment);

  router.get('/v1_0/accountholder/msisdn/:msisdn/basicuserinfo', (req, res) => {
    const msisdn = msisdnOf(req.params['msisdn']);
    const wallet = walletOf(msisdn);
    if (wallet === 'none') throw notFound;
    const holder = accountHolderOf(msisdn);
    res.json({
      given_name: holder.givenName,
      family_name: holder.familyName,
      birthdate: holder.birthdate,
      locale: 'en_UG',
      gender: holder.gender,
      status: wallet === 'blocked' ? 'BLOCKED' : 'ACTIVE',
    });
  });

  router.get('/v1_0/accountholder/:idType/:id/active', (req, res) => {
    const idType = String(req.params['idType']).toLowerCase();
    if (idType !== 'msisdn' && idType !== 'email') throw badRequest('The account holder id type must be msisdn or email.');
    // Only MSISDN wallets are simulated: no e-mail address is an active account holder.
    res.json({ result: idType === 'msisdn' && walletOf(msisdnOf(req.params['id'])) === 'active' });
  });

  router.get('/v1_0/account/balance', (_req, res) => {
    res.json(transfers.balance());
  });

  return router;
}
