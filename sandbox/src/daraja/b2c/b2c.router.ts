import express from 'express';
import type { PayoutActivityLog } from '../../payouts/payout-activity-log.js';
import { noteOutcome, outcomeOf, recordPayoutRequests } from '../../payouts/request-recorder.js';
import type { ExpiringTokens } from '../../shared/expiring-tokens.js';
import { DarajaError } from '../http/daraja-error.js';
import { darajaJsonBody, requireDarajaToken } from '../http/daraja-http.js';
import { bodyText } from '../http/describe-daraja-request.js';
import { parseB2cPaymentRequest } from './b2c-payment-request.js';
import type { B2cPayments } from './b2c-payments.js';

// The B2C page documents the duplicate refusal; the others are the gateway's usual answers.
const invalidAccessToken = new DarajaError(404, '404.001.03', 'Invalid Access Token');
const duplicateOriginatorConversationId = new DarajaError(500, '500.002.1001', 'Duplicate OriginatorConversationID.');
const badRequest = (field: string) => new DarajaError(400, '400.002.02', `Bad Request - Invalid ${field}`);

/**
 * `POST /mpesa/b2c/v3/paymentrequest`: the synchronous acknowledgement only; the outcome
 * follows on ResultURL. A repeated OriginatorConversationID is refused and pays nothing.
 */
export function b2cRouter(payments: B2cPayments, tokens: ExpiringTokens, activity: PayoutActivityLog): express.Router {
  const router = express.Router();

  router.post(
    '/mpesa/b2c/v3/paymentrequest',
    recordPayoutRequests(activity, 'daraja', 'payout', (req, res) => ({
      reference: bodyText(req, 'OriginatorConversationID'),
      msisdn: bodyText(req, 'PartyB'),
      amount: bodyText(req, 'Amount'),
      currency: 'KES',
      outcome: outcomeOf(res) ?? `HTTP ${res.statusCode}`,
    })),
    requireDarajaToken(tokens, invalidAccessToken),
    ...darajaJsonBody(),
    (req, res) => {
      const parsed = parseB2cPaymentRequest(req.body);
      if (!parsed.ok) throw badRequest(parsed.invalidField);
      const payment = payments.request(parsed.request);
      if (payment === 'duplicate') throw duplicateOriginatorConversationId;
      noteOutcome(res, 'accepted');
      res.json({
        ConversationID: payment.conversationId,
        OriginatorConversationID: payment.originatorConversationId,
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      });
    },
  );

  return router;
}
