import express from 'express';
import type { PayoutActivityLog } from '../../payouts/payout-activity-log.js';
import { noteOutcome, outcomeOf, recordPayoutRequests } from '../../payouts/request-recorder.js';
import type { ExpiringTokens } from '../../shared/expiring-tokens.js';
import { DarajaError } from '../http/daraja-error.js';
import { darajaJsonBody, requireDarajaToken } from '../http/daraja-http.js';
import { bodyText } from '../http/describe-daraja-request.js';
import type { TransactionStatusQueries } from './transaction-status-queries.js';
import { parseTransactionStatusRequest } from './transaction-status-request.js';

// The Transaction Status page's own error codes.
const invalidAccessToken = new DarajaError(400, '400.003.01', 'Invalid Access Token');
const badRequest = (field: string) => new DarajaError(400, '400.003.02', `Bad Request - Invalid ${field}`);

/** `POST /mpesa/transactionstatus/v1/query`: acknowledged now, answered on its ResultURL. */
export function transactionStatusRouter(
  queries: TransactionStatusQueries,
  tokens: ExpiringTokens,
  activity: PayoutActivityLog,
): express.Router {
  const router = express.Router();

  router.post(
    '/mpesa/transactionstatus/v1/query',
    recordPayoutRequests(activity, 'daraja', 'status-query', (req, res) => {
      const originalConversationId = bodyText(req, 'OriginalConversationID');
      const transactionId = bodyText(req, 'TransactionID');
      const payment = queries.find({ transactionId, originalConversationId });
      return {
        reference: payment?.originatorConversationId ?? originalConversationId ?? transactionId,
        msisdn: payment?.partyB ?? null,
        amount: payment ? String(payment.amount) : null,
        currency: payment ? 'KES' : null,
        outcome: outcomeOf(res) ?? `HTTP ${res.statusCode}`,
      };
    }),
    requireDarajaToken(tokens, invalidAccessToken),
    ...darajaJsonBody(),
    (req, res) => {
      const parsed = parseTransactionStatusRequest(req.body);
      if (!parsed.ok) throw badRequest(parsed.invalidField);
      const ids = queries.query(parsed.request);
      noteOutcome(res, 'accepted');
      res.json({
        OriginatorConversationID: ids.originatorConversationId,
        ConversationID: ids.conversationId,
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      });
    },
  );

  return router;
}
