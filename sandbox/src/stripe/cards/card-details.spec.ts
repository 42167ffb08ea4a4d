import { StripeApiError } from '../http/stripe-error.js';
import { StripeForm } from '../http/stripe-form.js';
import { readCardDetails } from './card-details.js';

const now = new Date('2026-05-15T12:00:00Z');

function card(fields: Record<string, string>) {
  return StripeForm.of({ card: fields }).object('card');
}

function refusal(fields: Record<string, string>) {
  try {
    readCardDetails(card(fields), now);
  } catch (error) {
    if (error instanceof StripeApiError) return { status: error.status, ...error.body };
    throw error;
  }
  throw new Error('expected the card to be refused');
}

const valid = { number: '4242424242424242', exp_month: '12', exp_year: '2030', cvc: '123' };

describe('readCardDetails', () => {
  it('keeps brand, last 4, expiry, a fingerprint and the test-card outcome, never the number', () => {
    const details = readCardDetails(card(valid), now);

    expect(details).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      fingerprint: expect.stringMatching(/^[A-Za-z0-9]{16}$/),
      cvcProvided: true,
      outcome: { kind: 'succeed' },
    });
    expect(JSON.stringify(details)).not.toContain('4242424242424242');
    expect(readCardDetails(card({ ...valid, number: '4242 4242 4242 4242' }), now).fingerprint).toBe(details.fingerprint);
    expect(readCardDetails(card({ ...valid, number: '5555555555554444' }), now).fingerprint).not.toBe(details.fingerprint);
  });

  it('reads two-digit years and a card expiring this month', () => {
    expect(readCardDetails(card({ ...valid, exp_year: '30' }), now).expYear).toBe(2030);
    expect(readCardDetails(card({ ...valid, exp_month: '5', exp_year: '2026' }), now).expMonth).toBe(5);
  });

  it('refuses a number failing the Luhn check as incorrect_number (402)', () => {
    expect(refusal({ ...valid, number: '4242424242424241' })).toMatchObject({
      status: 402,
      type: 'card_error',
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
      param: 'card[number]',
    });
    expect(refusal({ ...valid, number: '4242' })).toMatchObject({ code: 'invalid_number' });
  });

  it('refuses an expiry in the past or an impossible month', () => {
    expect(refusal({ ...valid, exp_year: '2025' })).toMatchObject({ status: 402, code: 'invalid_expiry_year' });
    expect(refusal({ ...valid, exp_month: '4', exp_year: '2026' })).toMatchObject({ code: 'invalid_expiry_month' });
    expect(refusal({ ...valid, exp_month: '13' })).toMatchObject({
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
    });
  });

  it('refuses a security code that is not 3 or 4 digits', () => {
    expect(refusal({ ...valid, cvc: '12' })).toMatchObject({ code: 'invalid_cvc', param: 'card[cvc]' });
    expect(refusal({ ...valid, cvc: '12a' })).toMatchObject({ code: 'invalid_cvc' });
    expect(readCardDetails(card({ ...valid, cvc: '1234' }), now).cvcProvided).toBe(true);
  });

  it('maps Stripe test cards to their documented failures', () => {
    expect(readCardDetails(card({ ...valid, number: '4000000000000002' }), now).outcome).toEqual({
      kind: 'decline',
      failure: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
    });
    expect(readCardDetails(card({ ...valid, number: '4000000000009995' }), now).outcome).toMatchObject({
      failure: { declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
  });

  it('requires the number and the expiry', () => {
    expect(refusal({ exp_month: '1', exp_year: '2030' })).toMatchObject({ status: 400, code: 'parameter_missing' });
    expect(refusal({ number: valid.number, exp_year: '2030' })).toMatchObject({ param: 'card[exp_month]' });
  });
});
