import express from 'express';
import type { PayoutSandbox } from '../../payouts/payout-sandbox.js';
import type { ExpiringTokens } from '../../shared/expiring-tokens.js';
import type { B2cPayments } from '../b2c/b2c-payments.js';
import { darajaCallbackPolicy } from '../b2c/b2c-payments.js';
import { b2cResultCodes } from '../b2c/b2c-result-codes.js';
import { darajaB2cShortCode } from '../daraja-credentials.js';
import { newConversationId, newOriginatorConversationId, newTransactionId } from '../daraja-ids.js';
import { DarajaError } from '../http/daraja-error.js';
import { darajaJsonBody, requireDarajaToken } from '../http/daraja-http.js';
import type { InitiatorCredentials } from '../security/initiator-credentials.js';
import { accountBalanceFailureBody, accountBalanceResultBody, type BalanceQueryIds } from './account-balance-result.js';
import { parseAccountBalanceRequest } from './account-balance-request.js';

const invalidAccessToken = new DarajaError(400, '400.003.01', 'Invalid Access Token');
const badRequest = (field: string) => new DarajaError(400, '400.003.02', `Bad Request - Invalid ${field}`);

/**
 * `POST /mpesa/accountbalance/v1/query`: acknowledged at once; the short code's balances are
 * POSTed to the ResultURL after the payout delay, as they stand then.
 */
export function accountBalanceRouter(
  payments: B2cPayments,
  payouts: PayoutSandbox,
  initiator: InitiatorCredentials,
  tokens: ExpiringTokens,
): express.Router {
  const router = express.Router();

  router.post('/mpesa/accountbalance/v1/query', requireDarajaToken(tokens, invalidAccessToken), ...darajaJsonBody(), (req, res) => {
    const parsed = parseAccountBalanceRequest(req.body);
    if (!parsed.ok) throw badRequest(parsed.invalidField);
    const { request } = parsed;
    const ids: BalanceQueryIds = {
      originatorConversationId: newOriginatorConversationId(),
      conversationId: newConversationId(payouts.now()),
      transactionId: newTransactionId(),
    };
    const accepted = initiator.accepts(request.initiator, request.securityCredential);
    payouts.timers.schedule(payouts.settings.callbackDelayMs, () => {
      const refusal = !accepted ? b2cResultCodes.invalidInitiator : request.partyA !== darajaB2cShortCode ? b2cResultCodes.notPermitted : null;
      payouts.dispatcher.send({
        provider: 'daraja',
        reference: ids.originatorConversationId,
        msisdn: null,
        amount: null,
        currency: 'KES',
        name: 'AccountBalance result',
        outcome: refusal ? `ResultCode ${refusal.code}: ${refusal.desc}` : 'AccountBalance',
        method: 'POST',
        url: request.resultUrl,
        body: refusal ? accountBalanceFailureBody(ids, refusal) : accountBalanceResultBody(ids, payments.accountBalances(), payouts.now()),
        lost: false,
        policy: darajaCallbackPolicy,
      });
    });
    res.json({
      OriginatorConversationID: ids.originatorConversationId,
      ConversationID: ids.conversationId,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    });
  });

  return router;
}
