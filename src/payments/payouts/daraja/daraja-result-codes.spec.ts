import {
  DARAJA_RESULT_CODES,
  failureOfResultDescription,
  payoutStatusOfResultCode,
  payoutStatusOfTransactionStatus,
} from './daraja-result-codes.js';
import { darajaResultCallback, type DarajaResult } from './daraja-wire.js';

function statusResult(resultCode: number | string, parameters?: Array<{ Key: string; Value?: unknown }>, transactionId = 'OAK0000000'): DarajaResult {
  return darajaResultCallback.parse({
    Result: {
      ResultType: 0,
      ResultCode: resultCode,
      ResultDesc: resultCode === 'R000002' ? 'The OriginalTransactionID is invalid.' : 'The service request is processed successfully.',
      OriginatorConversationID: 'query-originator-id',
      ConversationID: 'AG_20240706_0000000000000000000a',
      TransactionID: transactionId,
      ...(parameters ? { ResultParameters: { ResultParameter: parameters } } : {}),
    },
  }).Result;
}

describe('the Daraja result code table', () => {
  it.each([
    [0, { state: 'delivered', receipt: 'SG632NMUAB' }],
    ['0', { state: 'delivered', receipt: 'SG632NMUAB' }],
    [1, { state: 'failed', code: 'partner_insufficient_balance', detail: 'desc' }],
    [2, { state: 'failed', code: 'amount_outside_limits', detail: 'desc' }],
    [3, { state: 'failed', code: 'amount_outside_limits', detail: 'desc' }],
    [4, { state: 'failed', code: 'recipient_limit_exceeded', detail: 'desc' }],
    [2001, { state: 'failed', code: 'partner_unavailable', detail: 'desc' }],
    [2028, { state: 'failed', code: 'partner_declined', detail: 'desc' }],
    ['2040', { state: 'failed', code: 'recipient_not_registered', detail: 'desc' }],
    ['SFC_IC0003', { state: 'failed', code: 'recipient_not_registered', detail: 'desc' }],
    [26, { state: 'failed', code: 'partner_unavailable', detail: 'desc' }],
    [17, { state: 'pending' }],
    ['SFC_IC9999', { state: 'pending' }],
  ])('maps ResultCode %p', (code, status) => {
    expect(payoutStatusOfResultCode(code, 'desc', 'SG632NMUAB')).toEqual(status);
  });

  it('never calls a success without a receipt delivered', () => {
    expect(payoutStatusOfResultCode(0, 'ok', null)).toEqual({ state: 'pending' });
  });

  it('finds each documented description, whatever its case or final full stop, and calls the rest a decline', () => {
    for (const entry of Object.values(DARAJA_RESULT_CODES)) {
      if (entry.failure) expect(failureOfResultDescription(entry.desc)).toBe(entry.failure);
    }
    expect(failureOfResultDescription('declined due to limit rule: would exceed daily transfer limit.')).toBe('recipient_limit_exceeded');
    expect(failureOfResultDescription('Declined due to limit rule')).toBe('amount_outside_limits');
    expect(failureOfResultDescription('Something M-Pesa never documented')).toBe('partner_declined');
  });
});

describe('a Transaction Status result', () => {
  it('is delivered when Completed, with the ReceiptNo', () => {
    const result = statusResult(0, [
      { Key: 'TransactionStatus', Value: 'Completed' },
      { Key: 'ReceiptNo', Value: 'OAK41H6R0F' },
    ]);
    expect(payoutStatusOfTransactionStatus(result)).toEqual({ state: 'delivered', receipt: 'OAK41H6R0F' });
  });

  it('takes the result TransactionID as receipt only when it is not the query’s zero-padded id', () => {
    const completed = [{ Key: 'TransactionStatus', Value: 'Completed' }];
    expect(payoutStatusOfTransactionStatus(statusResult(0, completed, 'OAK41H6R0F'))).toEqual({ state: 'delivered', receipt: 'OAK41H6R0F' });
    expect(payoutStatusOfTransactionStatus(statusResult(0, completed, 'OAK0000000'))).toEqual({ state: 'pending' });
  });

  it('is failed when Declined, the reason read against the documented descriptions', () => {
    const result = statusResult('0', [
      { Key: 'TransactionStatus', Value: 'Declined' },
      { Key: 'TransactionReason', Value: 'The operator does not exist.' },
    ]);
    expect(payoutStatusOfTransactionStatus(result)).toEqual({
      state: 'failed',
      code: 'recipient_not_registered',
      detail: 'The operator does not exist.',
    });
  });

  it('is pending when Pending, or for a TransactionStatus it does not know', () => {
    for (const status of ['Pending', 'Reversed', 'Authorized', '']) {
      expect(payoutStatusOfTransactionStatus(statusResult(0, [{ Key: 'TransactionStatus', Value: status }]))).toEqual({ state: 'pending' });
    }
    expect(payoutStatusOfTransactionStatus(statusResult(0))).toEqual({ state: 'pending' });
  });

  it('is not found, not failed, when M-Pesa holds no such transaction (R000002): it may still be processing it', () => {
    expect(payoutStatusOfTransactionStatus(statusResult('R000002'))).toEqual({ state: 'not_found' });
  });

  it('says nothing final when the query itself failed (2001) or for an unknown code', () => {
    expect(payoutStatusOfTransactionStatus(statusResult(2001))).toEqual({ state: 'pending' });
    expect(payoutStatusOfTransactionStatus(statusResult('2001'))).toEqual({ state: 'pending' });
    expect(payoutStatusOfTransactionStatus(statusResult(1037))).toEqual({ state: 'pending' });
  });

  it('reads a single ResultParameter given as an object', () => {
    const result = darajaResultCallback.parse({
      Result: {
        ResultCode: 0,
        ResultDesc: 'ok',
        OriginatorConversationID: 'x',
        ResultParameters: { ResultParameter: { Key: 'TransactionStatus', Value: 'Pending' } },
      },
    }).Result;
    expect(payoutStatusOfTransactionStatus(result)).toEqual({ state: 'pending' });
  });
});
