import express from 'express';
import type { Logger } from 'pino';
import type { PageSection } from '../page/page-section.js';
import type { PayoutSandbox } from '../payouts/payout-sandbox.js';
import { ExpiringTokens } from '../shared/expiring-tokens.js';
import { accountHoldersRouter } from './account-holders/account-holders.router.js';
import { gatewayError } from './http/momo-error.js';
import { momoErrorHandler } from './http/momo-http.js';
import { mtnMomoHooksRouter } from './mtn-momo-hooks.router.js';
import { momoTokenRouter } from './token/token.router.js';
import { MomoTransfers } from './transfers/momo-transfers.js';
import { momoTransfersSection } from './transfers/momo-transfers.section.js';
import { transfersRouter } from './transfers/transfers.router.js';

/** The MTN MoMo Open API simulator, Disbursement product: token, transfers, account holders, balance. */
export interface MtnMomoSandbox {
  /** Mount at /disbursement, where MoMo serves the product. */
  router: express.Router;
  /** Mount under /api: /mtn-momo/transfers. */
  hooksRouter: express.Router;
  sections: PageSection[];
}

// MoMo's access tokens are JWTs; the sandbox's only look like one (three base64url parts).
const jwtLike = (random: Buffer) =>
  [
    Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'none' })).toString('base64url'),
    Buffer.from(JSON.stringify({ aud: 'disbursement', sandbox: true })).toString('base64url'),
    random.toString('base64url'),
  ].join('.');

export function createMtnMomoSandbox({
  payouts,
  callbackMethod,
  logger,
}: {
  payouts: PayoutSandbox;
  /** MoMo calls back with PUT; some of its products use POST. */
  callbackMethod: 'PUT' | 'POST';
  logger: Logger;
}): MtnMomoSandbox {
  const log = logger.child({ provider: 'mtn-momo' });
  const tokens = new ExpiringTokens(jwtLike, payouts.now);
  const transfers = new MomoTransfers(payouts, callbackMethod, log);

  const router = express.Router();
  router.use(momoTokenRouter(tokens));
  router.use(transfersRouter(transfers, tokens, payouts.activity));
  router.use(accountHoldersRouter(transfers, tokens));
  router.use(() => {
    throw gatewayError(404, 'Resource not found');
  });
  router.use(momoErrorHandler(log));

  return { router, hooksRouter: mtnMomoHooksRouter(transfers), sections: [momoTransfersSection(transfers)] };
}
