import { darajaB2cShortCode, darajaOrganizationName } from '../daraja-credentials.js';
import { compactEatDateTime } from '../daraja-time.js';
import type { B2cPayment } from '../b2c/b2c-payment.js';
import { b2cResultCodes, type B2cResultCode } from '../b2c/b2c-result-codes.js';

export interface StatusQueryIds {
  originatorConversationId: string;
  conversationId: string;
  occasion: string;
}

/**
 * Daraja documents no result code for a transaction it cannot find; the sandbox answers with
 * the one Daraja documents for the same case on the Reversal API.
 */
export const transactionNotFound: B2cResultCode = { code: 'R000002', desc: 'The OriginalTransactionID is invalid.' };

const reasonTypes: Record<B2cPayment['commandId'], string> = {
  BusinessPayment: 'Business Payment to Customer via API',
  SalaryPayment: 'Salary Payment via API',
  PromotionPayment: 'Promotion Payment via API',
};

/**
 * How the sandbox names a payment's state in the TransactionStatus parameter: "Completed" as
 * in the documentation's sample; "Declined" for a payment M-Pesa refused (its ResultDesc in
 * TransactionReason) and "Pending" for one still processing are the sandbox's choices.
 */
export function transactionStatusOf(payment: B2cPayment): 'Completed' | 'Declined' | 'Pending' {
  if (payment.state === 'completed') return 'Completed';
  if (payment.state === 'failed') return 'Declined';
  return 'Pending';
}

function envelope(ids: StatusQueryIds, result: B2cResultCode, transactionId: string, parameters?: object[]) {
  return {
    Result: {
      ConversationID: ids.conversationId,
      OriginatorConversationID: ids.originatorConversationId,
      ReferenceData: { ReferenceItem: ids.occasion ? { Key: 'Occasion', Value: ids.occasion } : { Key: 'Occasion' } },
      ResultCode: result.code,
      ResultDesc: result.desc,
      ...(parameters ? { ResultParameters: { ResultParameter: parameters } } : {}),
      ResultType: 0,
      TransactionID: transactionId,
    },
  };
}

/** The Transaction Status result for a B2C payment found, in the documented shape. */
export function transactionStatusResultBody(ids: StatusQueryIds, payment: B2cPayment) {
  const status = transactionStatusOf(payment);
  const receipt = payment.transactionId;
  const parameters = [
    { Key: 'DebitPartyName', Value: `${darajaB2cShortCode} - ${darajaOrganizationName}` },
    { Key: 'CreditPartyName', Value: payment.receiverPublicName },
    { Key: 'OriginatorConversationID', Value: payment.originatorConversationId },
    { Key: 'InitiatedTime', Value: compactEatDateTime(new Date(payment.requestedAt)) },
    { Key: 'DebitAccountType', Value: 'Utility Account' },
    status === 'Declined' ? { Key: 'TransactionReason', Value: payment.result!.desc } : { Key: 'TransactionReason' },
    { Key: 'ReasonType', Value: reasonTypes[payment.commandId] },
    { Key: 'TransactionStatus', Value: status },
    ...(payment.completedAt ? [{ Key: 'FinalisedTime', Value: compactEatDateTime(new Date(payment.completedAt)) }] : []),
    { Key: 'Amount', Value: String(payment.amount) },
    { Key: 'ConversationID', Value: payment.conversationId },
    ...(receipt ? [{ Key: 'ReceiptNo', Value: receipt }] : []),
  ];
  // The query itself is not a transaction: M-Pesa answers with a zero-padded id, e.g. MBN0000000.
  return envelope(ids, b2cResultCodes.success, `${(receipt ?? 'SKE').slice(0, 3)}0000000`, parameters);
}

/** The query failed: unknown transaction, or the initiator was refused. */
export function transactionStatusFailureBody(ids: StatusQueryIds, result: B2cResultCode) {
  return envelope(ids, result, 'SKE0000000');
}
