import express, { type Response } from 'express';
import type { EnrollmentStore } from '../enrollments/enrollment-store.js';
import type { TellerAccount } from '../enrollments/teller-enrollment.js';
import { enrollmentOf, requireAccessToken } from './teller-auth.js';
import { tellerBaseUrl } from '../teller-base-url.js';
import { sendTellerError } from './teller-error.js';
import { accountDetailsResource, accountResource } from './teller-resources.js';

/** The account, if the token's enrollment holds it; another enrollment's account is as unknown as a made-up id. */
function accountOf(res: Response, id: string): TellerAccount | undefined {
  const account = enrollmentOf(res).accounts.find((candidate) => candidate.id === id);
  if (!account) sendTellerError(res, 404, 'not_found', `The account ${id} was not found.`);
  return account;
}

/** Teller's Accounts API: list the enrollment's accounts, one account, and its details (account and routing numbers). */
export function tellerAccountsRouter(enrollments: EnrollmentStore): express.Router {
  const router = express.Router();
  router.use('/accounts', requireAccessToken(enrollments));

  router.get('/accounts', (req, res) => {
    const enrollment = enrollmentOf(res);
    res.json(enrollment.accounts.map((account) => accountResource(enrollment, account, tellerBaseUrl(req))));
  });

  router.get('/accounts/:id', (req, res) => {
    const account = accountOf(res, req.params['id']!);
    if (account) res.json(accountResource(enrollmentOf(res), account, tellerBaseUrl(req)));
  });

  router.get('/accounts/:id/details', (req, res) => {
    const account = accountOf(res, req.params['id']!);
    if (account) res.json(accountDetailsResource(account, tellerBaseUrl(req)));
  });

  return router;
}
