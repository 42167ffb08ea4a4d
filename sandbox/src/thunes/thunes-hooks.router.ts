import express, { type Request, type Response } from 'express';
import type { Quotations } from './quotations/quotations.js';
import { quotationResource } from './quotations/quotation.js';
import { transactionResource } from './transactions/thunes-transaction.js';
import type { Transactions } from './transactions/transactions.js';

export const thunesTransactionsSectionId = 'thunes-transactions';

// The page's "Collected" button posts a form; it gets the page back, an API client gets JSON.
function answer(req: Request, res: Response, status: number, body: object): void {
  if (req.is('application/x-www-form-urlencoded')) {
    res.redirect(303, `/#${thunesTransactionsSectionId}`);
    return;
  }
  res.status(status).json(body);
}

/**
 * Sandbox-only Thunes helpers under /api: every quotation and transaction as Thunes would show
 * it (plus `callbacks_lost`), newest first; a cash pickup collected by its beneficiary; a
 * completed transaction reversed by the payer; a quotation made to expire now.
 */
export function thunesHooksRouter(quotations: Quotations, transactions: Transactions): express.Router {
  const router = express.Router();

  router.get('/thunes/quotations', (_req, res) => {
    res.json(quotations.newestFirst().map(quotationResource));
  });

  router.get('/thunes/transactions', (_req, res) => {
    res.json(
      transactions
        .newestFirst()
        .map((transaction) => ({ ...transactionResource(transaction), callbacks_lost: transaction.callbacksLost })),
    );
  });

  router.post('/thunes/transactions/:id/collect', (req, res) => {
    const transaction = transactions.find(String(req.params['id']));
    if (!transaction) {
      answer(req, res, 404, { error: `No Thunes transaction ${String(req.params['id'])}` });
      return;
    }
    if (!transactions.collect(transaction)) {
      answer(req, res, 409, {
        error: `Transaction ${transaction.id} is not waiting for pickup (status ${transaction.status}); only AVAILABLE (60000) and CONFIRMED-WAITING-FOR-PICKUP (20150) can be collected`,
      });
      return;
    }
    answer(req, res, 200, transactionResource(transaction));
  });

  router.post('/thunes/transactions/:id/reverse', (req, res) => {
    const transaction = transactions.find(String(req.params['id']));
    if (!transaction) {
      res.status(404).json({ error: `No Thunes transaction ${String(req.params['id'])}` });
      return;
    }
    if (!transactions.reverse(transaction)) {
      res.status(409).json({
        error: `Transaction ${transaction.id} is not COMPLETED (status ${transaction.status}); only a completed transaction can be reversed`,
      });
      return;
    }
    res.json(transactionResource(transaction));
  });

  router.post('/thunes/quotations/:id/expire', (req, res) => {
    const quotation = quotations.find(String(req.params['id']));
    if (!quotation) {
      res.status(404).json({ error: `No Thunes quotation ${String(req.params['id'])}` });
      return;
    }
    quotations.expire(quotation);
    res.json(quotationResource(quotation));
  });

  return router;
}
