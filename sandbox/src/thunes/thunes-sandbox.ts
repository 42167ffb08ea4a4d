import express from 'express';
import type { Logger } from 'pino';
import type { PageSection } from '../page/page-section.js';
import type { PayoutSandbox } from '../payouts/payout-sandbox.js';
import { balancesRouter } from './balances/balances.router.js';
import { creditPartiesRouter } from './credit-parties/credit-parties.router.js';
import { thunesError } from './http/thunes-error.js';
import { thunesErrorHandler } from './http/thunes-http.js';
import { discoveryRouter } from './payers/discovery.router.js';
import { Quotations } from './quotations/quotations.js';
import { quotationsRouter } from './quotations/quotations.router.js';
import { thunesHooksRouter, thunesTransactionsSectionId } from './thunes-hooks.router.js';
import { thunesTransactionsSection } from './transactions/thunes-transactions.section.js';
import { Transactions } from './transactions/transactions.js';
import { transactionsRouter } from './transactions/transactions.router.js';

/** The Thunes Money Transfer API v2 simulator: discovery, quotations, transactions, credit parties, balances and callbacks. */
export interface ThunesSandbox {
  /** Mount at the root: it serves /ping and /v2/money-transfer/... */
  router: express.Router;
  /** Mount under /api, after a JSON body parser: /thunes/... */
  hooksRouter: express.Router;
  sections: PageSection[];
}

export function createThunesSandbox({ payouts, logger }: { payouts: PayoutSandbox; logger: Logger }): ThunesSandbox {
  const log = logger.child({ provider: 'thunes' });
  const quotations = new Quotations(payouts.now);
  const transactions = new Transactions(payouts, log);

  const router = express.Router();
  router.use(discoveryRouter());
  router.use(quotationsRouter(quotations, payouts.activity));
  router.use(transactionsRouter(quotations, transactions, payouts.activity));
  router.use(creditPartiesRouter(payouts.activity));
  router.use(balancesRouter(payouts.balances));
  router.use('/v2/money-transfer', () => {
    throw thunesError(404, 'resourceNotFound');
  });
  router.use(thunesErrorHandler(log));

  return {
    router,
    hooksRouter: thunesHooksRouter(quotations, transactions),
    sections: [thunesTransactionsSection(transactions, thunesTransactionsSectionId)],
  };
}
