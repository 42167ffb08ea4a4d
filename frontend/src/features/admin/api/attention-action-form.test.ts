import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { attentionItem, ethiopianAlternatives } from '../testing/fixtures';
import type { AttentionAction } from './admin-attention';
import {
  buildActionRequest,
  initialActionValues,
  serverActionErrors,
  type ActionFormValues,
} from './attention-action-form';

const retry: AttentionAction = { name: 'retry_payout', label: 'Retry payout', confirm: 'Send it again.' };
const otherMethod: AttentionAction = { name: 'retry_payout_other_method', label: 'Pay another way', confirm: '…' };
const markRefunded: AttentionAction = { name: 'mark_refunded', label: 'Mark refunded', confirm: '…' };

const release: AttentionAction = { name: 'release_screening', label: 'Release', confirm: '…' };

const item = attentionItem({ key: 'payout_failed:tr-9', alternatives: ethiopianAlternatives });
/** Why, for the operator who approves a four-eyes action (another method, a screening release). */
const why = 'The wallet is barred; the sender gave this account';
const values = (overrides: Partial<ActionFormValues> = {}): ActionFormValues => ({
  ...initialActionValues(item),
  proposalNote: why,
  ...overrides,
});

describe('buildActionRequest', () => {
  it('sends the key and the action, nothing else, for a plain confirmation', () => {
    expect(buildActionRequest(item, retry, values({ note: 'ignored' }))).toEqual({
      request: { key: 'payout_failed:tr-9', action: 'retry_payout' },
    });
  });

  it('preselects the first other method', () => {
    expect(initialActionValues(item).deliveryMethod).toBe('bank_account');
    expect(initialActionValues(attentionItem()).deliveryMethod).toBe('');
  });

  it('asks for a method the item offers', () => {
    expect(buildActionRequest(item, otherMethod, values({ deliveryMethod: 'mpesa' }))).toEqual({
      errors: { deliveryMethod: 'Choose how the recipient should be paid' },
    });
  });

  it('sends a method without a bank as it is', () => {
    expect(buildActionRequest(item, otherMethod, values({ deliveryMethod: 'cash_pickup', accountNumber: '12' }))).toEqual({
      request: { key: 'payout_failed:tr-9', action: 'retry_payout_other_method', destination: { deliveryMethod: 'cash_pickup' }, proposalNote: why },
    });
  });

  it.each([
    ['', '12345678', { bankId: "Choose the recipient's bank" }],
    ['unknown-bank', '12345678', { bankId: "Choose the recipient's bank" }],
    ['cbe', '1234567', { accountNumber: 'Account number must be 8 to 16 digits' }],
    ['cbe', '12345678901234567', { accountNumber: 'Account number must be 8 to 16 digits' }],
    ['cbe', '1234abcd', { accountNumber: 'Account number must be 8 to 16 digits' }],
  ])('refuses bank %j with account %j', (bankId, accountNumber, errors) => {
    expect(buildActionRequest(item, otherMethod, values({ bankId, accountNumber }))).toEqual({ errors });
  });

  it.each([
    ['12345678', '12345678'],
    ['1234567890123456', '1234567890123456'],
    [' 1000 2345 6789 ', '100023456789'],
  ])('sends a bank account %j as %j', (typed, sent) => {
    expect(buildActionRequest(item, otherMethod, values({ bankId: 'awash', accountNumber: typed }))).toEqual({
      request: {
        key: 'payout_failed:tr-9',
        action: 'retry_payout_other_method',
        destination: { deliveryMethod: 'bank_account', bankId: 'awash', accountNumber: sent },
        proposalNote: why,
      },
    });
  });

  it.each([
    ['', 'Say what was done outside the app (at least 3 characters)'],
    ['  ab  ', 'Say what was done outside the app (at least 3 characters)'],
    ['x'.repeat(501), 'Keep the note to 500 characters or fewer'],
  ])('requires a note of 3 to 500 characters to mark refunded (%j)', (note, message) => {
    expect(buildActionRequest(item, markRefunded, values({ note }))).toEqual({ errors: { note: message } });
  });

  it('asks why, for the approving operator, before another method or a screening release (four eyes)', () => {
    expect(initialActionValues(item).proposalNote).toBe('');
    const reason = 'Say why, for the operator who approves it (at least 3 characters)';
    for (const proposalNote of ['', '  ab ']) {
      expect(buildActionRequest(item, otherMethod, values({ proposalNote, deliveryMethod: 'cash_pickup' }))).toEqual({ errors: { proposalNote: reason } });
      expect(buildActionRequest(item, release, values({ proposalNote }))).toEqual({ errors: { proposalNote: reason } });
    }
    // Said together with the destination's own problems.
    expect(buildActionRequest(item, otherMethod, values({ proposalNote: '', bankId: '', accountNumber: '12' }))).toEqual({
      errors: { bankId: "Choose the recipient's bank", accountNumber: 'Account number must be 8 to 16 digits', proposalNote: reason },
    });
    expect(buildActionRequest(item, release, values({ proposalNote: 'x'.repeat(501) }))).toEqual({
      errors: { proposalNote: 'Keep the note to 500 characters or fewer' },
    });
    expect(buildActionRequest(item, release, values({ proposalNote: '  Born in 1951, not 1962 ' }))).toEqual({
      request: { key: 'payout_failed:tr-9', action: 'release_screening', proposalNote: 'Born in 1951, not 1962' },
    });
    // A refund marked as paid outside has its own note, which the server takes as the proposal's.
    expect(buildActionRequest(item, markRefunded, values({ note: 'Cheque 1042', proposalNote: '' }))).toEqual({
      request: { key: 'payout_failed:tr-9', action: 'mark_refunded', note: 'Cheque 1042' },
    });
  });

  it('sends the note trimmed', () => {
    expect(buildActionRequest(item, markRefunded, values({ note: '  Refunded by cheque 1042 ' }))).toEqual({
      request: { key: 'payout_failed:tr-9', action: 'mark_refunded', note: 'Refunded by cheque 1042' },
    });
    expect(buildActionRequest(item, markRefunded, values({ note: 'x'.repeat(500) })).request?.note).toHaveLength(500);
  });
});

describe('serverActionErrors', () => {
  const refusal = (body: unknown) => new ApiError(400, JSON.stringify(body));

  it('reads destination fields with or without their prefix, and the note', () => {
    expect(
      serverActionErrors(
        refusal({
          code: 'VALIDATION_FAILED',
          message: 'Invalid',
          issues: [
            { field: 'destination.accountNumber', message: 'Too short' },
            { field: 'bankId', message: 'Unknown bank' },
            { field: 'note', message: 'Required' },
          ],
        }),
      ),
    ).toEqual({ accountNumber: 'Too short', bankId: 'Unknown bank', note: 'Required' });
  });

  it('blames the method for the destination as a whole, and ignores fields the form does not have', () => {
    expect(serverActionErrors(refusal({ field: 'destination', message: 'Not offered here' }))).toEqual({
      deliveryMethod: 'Not offered here',
    });
    expect(serverActionErrors(refusal({ field: 'key', message: 'Required' }))).toEqual({});
    expect(serverActionErrors(new Error('network'))).toEqual({});
  });
});
