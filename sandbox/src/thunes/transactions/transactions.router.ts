import express, { type Request, type Response } from 'express';
import type { PayoutActivityKind } from '../../payouts/payout-activity.js';
import type { PayoutActivityLog } from '../../payouts/payout-activity-log.js';
import { noteOutcome, outcomeOf, recordPayoutRequests } from '../../payouts/request-recorder.js';
import { thunesError } from '../http/thunes-error.js';
import { requireThunesCredentials, thunesJsonBody } from '../http/thunes-http.js';
import { destinationText } from '../quotations/quotation.js';
import type { Quotations } from '../quotations/quotations.js';
import { transactionResource, type ThunesTransaction } from './thunes-transaction.js';
import { parseTransactionRequest } from './transaction-request.js';
import { transactionStatuses } from './transaction-status.js';
import { creditPartyKey } from './transaction-test-values.js';
import type { Transactions } from './transactions.js';

const statusText = (transaction: ThunesTransaction) => `${transaction.status} ${transactionStatuses[transaction.status]}`;

/**
 * Thunes' transaction calls, each by `{id}` or `ext-{external_id}`: create from a quotation (201,
 * CREATED), confirm, cancel, and the status query. Every one is recorded in the payout activity,
 * under the transaction's `external_id`.
 */
export function transactionsRouter(
  quotations: Quotations,
  transactions: Transactions,
  activity: PayoutActivityLog,
): express.Router {
  const router = express.Router();

  const findTransaction = (req: Request) => {
    const transaction = transactions.find(String(req.params['reference']));
    if (!transaction) throw thunesError(404, 'transactionNotFound');
    return transaction;
  };

  // Logs a call about an existing transaction, described by the transaction when there is one.
  const record = (kind: PayoutActivityKind) =>
    recordPayoutRequests(activity, 'thunes', kind, (req: Request, res: Response) => {
      const transaction = transactions.find(String(req.params['reference']));
      return {
        reference: transaction?.request.external_id ?? String(req.params['reference']),
        msisdn: transaction ? creditPartyKey(transaction.request.credit_party_identifier) : null,
        amount: transaction ? destinationText(transaction.quotation) : null,
        currency: transaction?.quotation.payer.currency ?? null,
        outcome: outcomeOf(res) ?? `HTTP ${res.statusCode}`,
      };
    });

  router.post(
    '/v2/money-transfer/quotations/:reference/transactions',
    recordPayoutRequests(activity, 'thunes', 'payout', (req, res) => {
      const body = (req.body ?? {}) as { external_id?: unknown; credit_party_identifier?: Record<string, string> };
      const quotation = quotations.find(String(req.params['reference']));
      const identifier = body.credit_party_identifier;
      return {
        reference: typeof body.external_id === 'string' ? body.external_id : null,
        msisdn: identifier && typeof identifier === 'object' ? creditPartyKey(identifier) || null : null,
        amount: quotation ? destinationText(quotation) : null,
        currency: quotation?.payer.currency ?? null,
        outcome: outcomeOf(res) ?? `HTTP ${res.statusCode}`,
      };
    }),
    requireThunesCredentials,
    ...thunesJsonBody(),
    (req, res) => {
      const quotation = quotations.find(String(req.params['reference']));
      if (!quotation) throw thunesError(404, 'quotationNotFound');
      const transaction = transactions.create(quotation, parseTransactionRequest(req.body));
      noteOutcome(res, `create: ${statusText(transaction)}`);
      res.status(201).json(transactionResource(transaction));
    },
  );

  router.post('/v2/money-transfer/transactions/:reference/confirm', record('payout'), requireThunesCredentials, (req, res) => {
    const transaction = findTransaction(req);
    transactions.confirm(transaction);
    noteOutcome(res, `confirm: ${statusText(transaction)}`);
    res.json(transactionResource(transaction));
  });

  router.post('/v2/money-transfer/transactions/:reference/cancel', record('payout'), requireThunesCredentials, (req, res) => {
    const transaction = findTransaction(req);
    transactions.cancel(transaction);
    noteOutcome(res, `cancel: ${statusText(transaction)}`);
    res.json(transactionResource(transaction));
  });

  router.get('/v2/money-transfer/transactions/:reference', record('status-query'), requireThunesCredentials, (req, res) => {
    const transaction = findTransaction(req);
    noteOutcome(res, statusText(transaction));
    res.json(transactionResource(transaction));
  });

  return router;
}
