import { MOMO_FAILURE_REASONS, momoFailureCode, momoPayoutStatus, readMomoReason } from './mtn-momo-transfer-statuses.js';

const REFERENCE = '3f2b8c1d-5e6a-4b7c-8d9e-0f1a2b3c4d5e';

describe('the MoMo status and reason table', () => {
  it.each([
    ['PAYEE_NOT_FOUND', 'recipient_not_registered'],
    ['PAYEE_NOT_ALLOWED_TO_RECEIVE', 'recipient_blocked'],
    ['PAYEE_LIMIT_REACHED', 'recipient_limit_exceeded'],
    ['NOT_ENOUGH_FUNDS', 'partner_insufficient_balance'],
    ['PAYER_LIMIT_REACHED', 'partner_unavailable'],
    ['NOT_ALLOWED', 'partner_declined'],
    ['COULD_NOT_PERFORM_TRANSACTION', 'partner_unavailable'],
    ['INTERNAL_PROCESSING_ERROR', 'partner_unavailable'],
    ['SERVICE_UNAVAILABLE', 'partner_unavailable'],
    ['EXPIRED', 'partner_unavailable'],
    ['APPROVAL_REJECTED', 'partner_declined'],
    ['TRANSACTION_CANCELED', 'partner_declined'],
  ])('maps the reason %s to %s', (reason, code) => {
    expect(MOMO_FAILURE_REASONS[reason]).toBe(code);
    expect(momoFailureCode(reason)).toBe(code);
  });

  it('reads a reason MoMo does not list, or none, as a decline', () => {
    expect(momoFailureCode('SOMETHING_NEW')).toBe('partner_declined');
    expect(momoFailureCode(null)).toBe('partner_declined');
    expect(momoFailureCode('toString')).toBe('partner_declined');
  });

  it('reads a reason as a plain string or as an { code, message } object', () => {
    expect(readMomoReason('PAYEE_NOT_FOUND')).toEqual({ code: 'PAYEE_NOT_FOUND', detail: 'PAYEE_NOT_FOUND' });
    expect(readMomoReason({ code: 'PAYEE_NOT_FOUND', message: 'Payee does not exist' })).toEqual({
      code: 'PAYEE_NOT_FOUND',
      detail: 'PAYEE_NOT_FOUND: Payee does not exist',
    });
    expect(readMomoReason('payer not found')).toEqual({ code: 'PAYER_NOT_FOUND', detail: 'PAYER_NOT_FOUND' });
    expect(readMomoReason({ message: 'Something went wrong' })).toEqual({ code: null, detail: 'Something went wrong' });
    expect(readMomoReason(undefined)).toEqual({ code: null, detail: 'FAILED (no reason given)' });
  });

  it('reads SUCCESSFUL as delivered, with the financial transaction id as receipt', () => {
    expect(momoPayoutStatus({ status: 'SUCCESSFUL', financialTransactionId: '1234567890' }, REFERENCE)).toEqual({
      state: 'delivered',
      receipt: '1234567890',
    });
    // Should MoMo leave the id out, the transfer is still paid: its reference id stands in.
    expect(momoPayoutStatus({ status: 'SUCCESSFUL' }, REFERENCE)).toEqual({ state: 'delivered', receipt: REFERENCE });
  });

  it('reads FAILED as failed with the mapped code and MoMo\'s words, whatever the reason', () => {
    expect(momoPayoutStatus({ status: 'FAILED', reason: 'PAYEE_NOT_ALLOWED_TO_RECEIVE' }, REFERENCE)).toEqual({
      state: 'failed',
      code: 'recipient_blocked',
      detail: 'PAYEE_NOT_ALLOWED_TO_RECEIVE',
    });
    expect(momoPayoutStatus({ status: 'FAILED', reason: { code: 'NOT_ENOUGH_FUNDS', message: 'Not enough funds' } }, REFERENCE)).toEqual({
      state: 'failed',
      code: 'partner_insufficient_balance',
      detail: 'NOT_ENOUGH_FUNDS: Not enough funds',
    });
    expect(momoPayoutStatus({ status: 'FAILED', reason: 'BRAND_NEW_REASON' }, REFERENCE)).toMatchObject({ state: 'failed', code: 'partner_declined' });
    expect(momoPayoutStatus({ status: 'FAILED' }, REFERENCE)).toMatchObject({ state: 'failed', code: 'partner_declined' });
  });

  it('reads PENDING, and any status it does not know, as pending', () => {
    for (const status of ['PENDING', 'ONGOING', 'REJECTED', 'TIMEOUT', 'something']) {
      expect(momoPayoutStatus({ status, reason: 'NOT_ALLOWED' }, REFERENCE)).toEqual({ state: 'pending' });
    }
  });

  it('reads statuses whatever their case', () => {
    expect(momoPayoutStatus({ status: 'successful', financialTransactionId: '42' }, REFERENCE)).toEqual({ state: 'delivered', receipt: '42' });
  });
});
