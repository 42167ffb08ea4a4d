import express from 'express';
import type { Logger } from 'pino';
import type { PageSection } from '../page/page-section.js';
import type { PayoutSandbox } from '../payouts/payout-sandbox.js';
import { ExpiringTokens } from '../shared/expiring-tokens.js';
import { accountBalanceRouter } from './account-balance/account-balance.router.js';
import { b2cRouter } from './b2c/b2c.router.js';
import { B2cPayments } from './b2c/b2c-payments.js';
import { b2cPaymentsSection } from './b2c/b2c-payments.section.js';
import { darajaHooksRouter } from './daraja-hooks.router.js';
import { DarajaError } from './http/daraja-error.js';
import { darajaErrorHandler } from './http/daraja-http.js';
import { darajaOAuthRouter } from './oauth/oauth.router.js';
import { InitiatorCredentials } from './security/initiator-credentials.js';
import { TransactionStatusQueries } from './transaction-status/transaction-status-queries.js';
import { transactionStatusRouter } from './transaction-status/transaction-status.router.js';

/** The Safaricom Daraja simulator: OAuth, B2C v3, Transaction Status and Account Balance, with their asynchronous results. */
export interface DarajaSandbox {
  /** Mount at the root: it serves /oauth/v1/generate and /mpesa/... */
  router: express.Router;
  /** Mount under /api: /daraja/certificate, /daraja/payments. */
  hooksRouter: express.Router;
  sections: PageSection[];
}

// Daraja's tokens look like "c9SQxWWhmdVRlyh0zh8gZDTkubVF": 28 letters and digits.
const darajaToken = (random: Buffer) => random.toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, 28);

const resourceNotFound = new DarajaError(404, '404.003.01', 'Resource not found');

export function createDarajaSandbox({
  payouts,
  initiatorPassword,
  logger,
}: {
  payouts: PayoutSandbox;
  initiatorPassword: string;
  logger: Logger;
}): DarajaSandbox {
  const log = logger.child({ provider: 'daraja' });
  const tokens = new ExpiringTokens(darajaToken, payouts.now);
  const initiator = new InitiatorCredentials(initiatorPassword);
  const payments = new B2cPayments(payouts, initiator, log);
  const queries = new TransactionStatusQueries(payments, payouts, initiator);

  const router = express.Router();
  router.use(darajaOAuthRouter(tokens));
  router.use(b2cRouter(payments, tokens, payouts.activity));
  router.use(transactionStatusRouter(queries, tokens, payouts.activity));
  router.use(accountBalanceRouter(payments, payouts, initiator, tokens));
  router.use(['/mpesa', '/oauth'], () => {
    throw resourceNotFound;
  });
  router.use(darajaErrorHandler(log));

  return { router, hooksRouter: darajaHooksRouter(payments), sections: [b2cPaymentsSection(payments)] };
}
