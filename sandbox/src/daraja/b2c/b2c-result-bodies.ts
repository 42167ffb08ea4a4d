import { dottedEatDateTime } from '../daraja-time.js';
import type { B2cPayment } from './b2c-payment.js';
import type { B2cResultCode } from './b2c-result-codes.js';

export interface B2cAccountBalances {
  utility: number;
  working: number;
  chargesPaid: number;
}

// As in the documentation's samples: M-Pesa names its own queue-timeout endpoint here.
const referenceData = {
  ReferenceItem: { Key: 'QueueTimeoutURL', Value: 'https://internalsandbox.safaricom.co.ke/mpesa/b2cresults/v1/submit' },
};

function envelope(payment: B2cPayment, result: B2cResultCode, details: object) {
  return {
    Result: {
      ResultType: 0,
      ResultCode: result.code,
      ResultDesc: result.desc,
      OriginatorConversationID: payment.originatorConversationId,
      ConversationID: payment.conversationId,
      ...details,
      ReferenceData: referenceData,
    },
  };
}

/**
 * The callback M-Pesa POSTs to ResultURL (Daraja B2C documentation, "Callback payload" and
 * "Sample Unsuccessful Callback Payload"): ResultParameters only when the payment succeeded.
 */
export function b2cResultBody(payment: B2cPayment, result: B2cResultCode, balances: B2cAccountBalances) {
  if (result.code !== 0) return envelope(payment, result, { TransactionID: payment.transactionId });
  return envelope(payment, result, {
    TransactionID: payment.transactionId,
    ResultParameters: {
      ResultParameter: [
        { Key: 'TransactionAmount', Value: payment.amount },
        { Key: 'TransactionReceipt', Value: payment.transactionId },
        { Key: 'ReceiverPartyPublicName', Value: payment.receiverPublicName },
        { Key: 'TransactionCompletedDateTime', Value: dottedEatDateTime(new Date(payment.completedAt!)) },
        { Key: 'B2CUtilityAccountAvailableFunds', Value: balances.utility },
        { Key: 'B2CWorkingAccountAvailableFunds', Value: balances.working },
        { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
        { Key: 'B2CChargesPaidAccountAvailableFunds', Value: balances.chargesPaid },
      ],
    },
  });
}

/** What goes to QueueTimeOutURL: the same envelope, no transaction (nothing was processed). */
export function b2cQueueTimeoutBody(payment: B2cPayment, result: B2cResultCode) {
  return envelope(payment, result, {});
}
