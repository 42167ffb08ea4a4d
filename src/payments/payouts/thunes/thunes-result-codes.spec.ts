import {
  failureOfAccountStatus,
  failureOfRefusal,
  isCreated,
  payoutStatusOf,
  THUNES_STATUS_CLASSES,
  THUNES_TRANSACTION_STATUSES,
} from './thunes-result-codes.js';
import type { ThunesTransaction } from './thunes-wire.js';

function transaction(status: string, fields: Partial<ThunesTransaction> = {}): ThunesTransaction {
  return {
    id: '5200000001',
    status,
    status_message: null,
    status_class: /^\d{5}$/.test(status) ? status.charAt(0) : null,
    external_id: 'tr_1',
    payer_transaction_reference: null,
    payer_transaction_code: null,
    ...fields,
  };
}

describe('Thunes transaction statuses', () => {
  it('delivered on COMPLETED, with the payer reference as the receipt, else the Thunes id', () => {
    expect(payoutStatusOf(transaction('70000', { payer_transaction_reference: 'TB123456789' }))).toEqual({
      state: 'delivered',
      receipt: 'TB123456789',
    });
    expect(payoutStatusOf(transaction('70000'))).toEqual({ state: 'delivered', receipt: '5200000001' });
  });

  it.each(['60000', '20150'])('ready for pickup on %s, under the payer transaction code', (status) => {
    expect(payoutStatusOf(transaction(status, { payer_transaction_code: '0123456789', payer_transaction_reference: 'HFS1' }))).toEqual({
      state: 'ready_for_pickup',
      pickupCode: '0123456789',
      partnerReference: 'HFS1',
    });
  });

  it('a pickup status without a code is still pending: there is nothing to give the recipient', () => {
    expect(payoutStatusOf(transaction('60000'))).toEqual({ state: 'pending' });
  });

  it.each(['10000', '20000', '20110', '50000'])('pending on %s, with the payer reference when there is one', (status) => {
    expect(payoutStatusOf(transaction(status))).toEqual({ state: 'pending' });
    expect(payoutStatusOf(transaction(status, { payer_transaction_reference: 'CBE1' }))).toEqual({
      state: 'pending',
      partnerReference: 'CBE1',
    });
  });

  it.each([
    ['90200', 'recipient_not_registered'],
    ['90201', 'recipient_blocked'],
    ['90210', 'recipient_details_invalid'],
    ['90305', 'amount_outside_limits'],
    ['90330', 'recipient_limit_exceeded'],
    ['90400', 'partner_unavailable'],
    ['30500', 'partner_insufficient_balance'],
    ['90000', 'partner_declined'],
    ['30110', 'partner_declined'],
    ['30200', 'recipient_not_registered'],
  ])('%s fails the payout as %s, naming the status', (status, code) => {
    expect(payoutStatusOf(transaction(status, { status_message: 'AS THUNES SAYS' }))).toEqual({
      state: 'failed',
      code,
      detail: `${status} AS THUNES SAYS`,
    });
  });

  it.each([
    ['40000', 'cancelled'],
    ['80000', 'reversed'],
    ['40999', 'cancelled'],
    ['80999', 'reversed'],
  ])('%s is %s, naming the status (a reversal after delivery is news, not a failure)', (status, state) => {
    expect(payoutStatusOf(transaction(status, { status_message: 'AS THUNES SAYS' }))).toEqual({ state, detail: `${status} AS THUNES SAYS` });
  });

  it('falls back on the status class for a code the table does not list', () => {
    expect(payoutStatusOf(transaction('90999'))).toMatchObject({ state: 'failed', code: 'partner_declined' });
    expect(payoutStatusOf(transaction('30999'))).toMatchObject({ state: 'failed', code: 'partner_declined' });
    expect(payoutStatusOf(transaction('50123'))).toEqual({ state: 'pending' });
    expect(payoutStatusOf(transaction('SOMETHING', { status_class: '9' }))).toMatchObject({ state: 'failed' });
  });

  it('an unknown status (no known code, no known class) is pending, never final', () => {
    expect(payoutStatusOf(transaction('00000'))).toEqual({ state: 'pending' });
    expect(payoutStatusOf(transaction('NEW-STATUS', { status_class: null }))).toEqual({ state: 'pending' });
    expect(payoutStatusOf(transaction('', { status_class: 'X' }))).toEqual({ state: 'pending' });
  });

  it('every code in the table belongs to the class its first digit names', () => {
    for (const code of Object.keys(THUNES_TRANSACTION_STATUSES)) {
      expect(THUNES_STATUS_CLASSES[code.charAt(0)]).toBeDefined();
    }
  });

  it('only CREATED is still to be confirmed', () => {
    expect(isCreated(transaction('10000'))).toBe(true);
    expect(isCreated(transaction('20000'))).toBe(false);
    expect(isCreated(transaction('70000'))).toBe(false);
  });
});

describe('Thunes credit-party verification', () => {
  it.each([
    ['UNAVAILABLE-INVALID-ACCOUNT', 'recipient_not_registered'],
    ['UNAVAILABLE-BARRED-ACCOUNT', 'recipient_blocked'],
    ['UNAVAILABLE-BENEFICIARY-MISMATCH', 'recipient_details_invalid'],
    ['UNREGISTERED', 'recipient_not_registered'],
  ])('%s refuses the payout as %s', (accountStatus, code) => {
    expect(failureOfAccountStatus(accountStatus)).toEqual({ state: 'failed', code, detail: `credit-party verification: ${accountStatus}` });
  });

  it('AVAILABLE, or a status it does not know, lets the payout go ahead', () => {
    expect(failureOfAccountStatus('AVAILABLE')).toBeNull();
    expect(failureOfAccountStatus('SOMETHING-NEW')).toBeNull();
  });
});

describe('Thunes refusals', () => {
  it.each([
    ['1003011', 'amount_outside_limits'],
    ['1003012', 'amount_outside_limits'],
    ['1003008', 'amount_outside_limits'],
    ['1005001', 'recipient_not_registered'],
    ['1000999', 'recipient_details_invalid'],
    ['1003001', 'partner_unavailable'],
    ['1234567', 'partner_declined'],
  ])('%s fails the payout as %s, naming the code', (refusal, code) => {
    expect(failureOfRefusal(refusal)).toMatchObject({ state: 'failed', code, detail: expect.stringContaining(refusal) });
  });
});
