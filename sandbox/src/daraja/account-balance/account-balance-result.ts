import type { B2cAccountBalances } from '../b2c/b2c-result-bodies.js';
import type { B2cResultCode } from '../b2c/b2c-result-codes.js';
import { compactEatDateTime } from '../daraja-time.js';

export interface BalanceQueryIds {
  originatorConversationId: string;
  conversationId: string;
  transactionId: string;
}

const referenceData = {
  ReferenceItem: { Key: 'QueueTimeoutURL', Value: 'https://internalsandbox.safaricom.co.ke/mpesa/abresults/v1/submit' },
};

const kes = (value: number) => value.toFixed(2);

/**
 * One account in Safaricom's pipe-separated form: name|currency|current|available|reserved|uncleared.
 * The sandbox reserves and holds nothing uncleared.
 */
const accountLine = (name: string, balance: number) => `${name}|KES|${kes(balance)}|${kes(balance)}|0.00|0.00`;

/**
 * The result M-Pesa POSTs to ResultURL (Daraja Account Balance documentation): `AccountBalance`
 * lists the short code's accounts joined by `&`, `BOCompletedTime` is yyyyMMddHHmmss in EAT.
 */
export function accountBalanceResultBody(ids: BalanceQueryIds, balances: B2cAccountBalances, at: Date) {
  return {
    Result: {
      ResultType: 0,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      OriginatorConversationID: ids.originatorConversationId,
      ConversationID: ids.conversationId,
      TransactionID: ids.transactionId,
      ResultParameters: {
        ResultParameter: [
          {
            Key: 'AccountBalance',
            Value: [
              accountLine('Working Account', balances.working),
              accountLine('Float Account', 0),
              accountLine('Utility Account', balances.utility),
              accountLine('Charges Paid Account', -balances.chargesPaid),
              accountLine('Organization Settlement Account', 0),
            ].join('&'),
          },
          { Key: 'BOCompletedTime', Value: Number(compactEatDateTime(at)) },
        ],
      },
      ReferenceData: referenceData,
    },
  };
}

/** A refused query (the initiator, or a short code that is not ours): no parameters. */
export function accountBalanceFailureBody(ids: BalanceQueryIds, result: B2cResultCode) {
  return {
    Result: {
      ResultType: 0,
      ResultCode: result.code,
      ResultDesc: result.desc,
      OriginatorConversationID: ids.originatorConversationId,
      ConversationID: ids.conversationId,
      TransactionID: ids.transactionId,
      ReferenceData: referenceData,
    },
  };
}
