import { domainErrorOf } from '../../shared/testing/domain-error-of.js';
import { DefaultPolicy, type DefaultCandidate } from './default-policy.js';
import { DuplicatePaymentMethodError, PaymentMethodNotFoundError } from './payment-method.errors.js';
import { PaymentMethod, isValidRoutingNumber } from './payment-method.js';

const at = new Date('2026-11-22T10:00:00Z');
const later = (minutes: number) => new Date(at.getTime() + minutes * 60_000);
const card = (brand: string) => ({ brand, lastFour: '4242', fingerprint: 'fp_1', providerPaymentMethodId: 'pm_1' });

describe('a saved card', () => {
  it.each([
    ['visa', 'Visa •••• 4242'],
    ['mastercard', 'Mastercard •••• 4242'],
  ])('of brand %s is named %s and is not default by itself', (brand, name) => {
    expect(PaymentMethod.card(7, card(brand), at)).toMatchObject({
      userId: 7,
      type: 'card',
      name,
      lastFour: '4242',
      cardBrand: brand,
      bankName: null,
      accountType: null,
      stripePaymentMethodId: 'pm_1',
      fingerprint: 'fp_1',
      isDefault: false,
      createdAt: at,
    });
  });

  it.each(['amex', 'discover', 'unknown'])('of brand %s is refused', (brand) => {
    expect(domainErrorOf(() => PaymentMethod.card(7, card(brand), at))).toMatchObject({
      code: 'PAYMENT_METHOD.UNSUPPORTED_CARD',
      kind: 'validation',
      message: 'Only Visa and Mastercard are accepted.',
    });
  });
});

describe('a saved bank account', () => {
  it('is named by bank, account type and last four', () => {
    const method = PaymentMethod.bankAccount(
      7,
      { bankName: 'Chase', accountType: 'checking', lastFour: '1234', fingerprint: 'fp_b', providerPaymentMethodId: 'pm_b' },
      at,
    );
    expect(method).toMatchObject({ type: 'bank_account', name: 'Chase Checking •••• 1234', bankName: 'Chase', accountType: 'checking', cardBrand: null });
  });
});

describe('a routing number', () => {
  it.each(['110000000', '021000021', '011000015'])('%s passes the ABA check', (routing) => {
    expect(isValidRoutingNumber(routing)).toBe(true);
  });
  it.each(['110000001', '12345678', '1234567890', '02100002a', ''])('%s does not', (routing) => {
    expect(isValidRoutingNumber(routing)).toBe(false);
  });
});

describe('the default policy', () => {
  const m = (id: number, minutes: number, isDefault = false): DefaultCandidate => ({ id, createdAt: later(minutes), isDefault });

  it('makes the first saved method the default, and no later one', () => {
    expect(DefaultPolicy.isDefaultWhenAdded([])).toBe(true);
    expect(DefaultPolicy.isDefaultWhenAdded([m(1, 0, true)])).toBe(false);
  });

  it('promotes the most recently created remaining method when the default is removed', () => {
    const methods = [m(1, 0, true), m(2, 5), m(3, 10), m(4, 3)];
    expect(DefaultPolicy.promotedAfterRemoval(methods[0]!, methods)).toBe(3);
  });

  it('breaks a tie in creation time by the higher id', () => {
    const methods = [m(1, 0, true), m(2, 5), m(3, 5)];
    expect(DefaultPolicy.promotedAfterRemoval(methods[0]!, methods)).toBe(3);
  });

  it('changes nothing when a non-default method is removed, or the last one', () => {
    const methods = [m(1, 0, true), m(2, 5)];
    expect(DefaultPolicy.promotedAfterRemoval(methods[1]!, methods)).toBeNull();
    expect(DefaultPolicy.promotedAfterRemoval(methods[0]!, [methods[0]!])).toBeNull();
  });

  it('moves the default to the chosen method, clearing the previous one', () => {
    const methods = [m(1, 0, true), m(2, 5), m(3, 10)];
    expect(DefaultPolicy.changesToMakeDefault(methods, 2)).toEqual({ clear: [1], set: 2 });
    expect(DefaultPolicy.changesToMakeDefault(methods, 1)).toEqual({ clear: [], set: null });
  });
});

describe('payment method errors', () => {
  it('have stable codes and say a duplicate is already saved', () => {
    expect(new PaymentMethodNotFoundError()).toMatchObject({ code: 'PAYMENT_METHOD.NOT_FOUND', kind: 'not_found', message: 'Payment method not found' });
    expect(new DuplicatePaymentMethodError('card')).toMatchObject({ code: 'PAYMENT_METHOD.DUPLICATE', kind: 'conflict', message: 'This card is already saved.' });
    expect(new DuplicatePaymentMethodError('bank_account').message).toBe('This bank account is already saved.');
  });
});
