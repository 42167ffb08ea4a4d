import { StripeApiError } from './stripe-error.js';
import { StripeForm } from './stripe-form.js';

function errorOf(read: () => unknown): StripeApiError {
  try {
    read();
  } catch (error) {
    if (error instanceof StripeApiError) return error;
    throw error;
  }
  throw new Error('expected a StripeApiError');
}

describe('StripeForm', () => {
  it('reads strings, integers, booleans and nested hashes with Stripe parameter names', () => {
    const form = StripeForm.of({ amount: '1000', confirm: 'true', card: { exp_month: '12' }, description: '' });

    expect(form.requiredInteger('amount')).toBe(1000);
    expect(form.boolean('confirm')).toBe(true);
    expect(form.object('card')!.integer('exp_month')).toBe(12);
    expect(form.string('description')).toBeUndefined();
  });

  it('names a missing or malformed parameter like Stripe', () => {
    const form = StripeForm.of({ amount: '10.5', card: { exp_year: 'soon' } });

    expect(errorOf(() => form.requiredString('currency')).body).toEqual({
      type: 'invalid_request_error',
      code: 'parameter_missing',
      doc_url: 'https://stripe.com/docs/error-codes/parameter-missing',
      message: 'Missing required param: currency.',
      param: 'currency',
    });
    expect(errorOf(() => form.integer('amount')).body).toMatchObject({
      message: 'Invalid integer: 10.5',
      param: 'amount',
    });
    expect(errorOf(() => form.object('card')!.integer('exp_year')).body.param).toBe('card[exp_year]');
  });

  it('refuses unknown parameters', () => {
    const error = errorOf(() => StripeForm.of({ amount: '1', amonut: '2' }).allowOnly(['amount']));
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ code: 'parameter_unknown', message: 'Received unknown parameter: amonut' });
  });

  it('reads indexed arrays and enumerations', () => {
    const form = StripeForm.of({ payment_method_types: ['card', 'us_bank_account'], usage: 'sometimes' });

    expect(form.stringArray('payment_method_types')).toEqual(['card', 'us_bank_account']);
    expect(StripeForm.of({ types: { 0: 'card' } }).stringArray('types')).toEqual(['card']);
    expect(errorOf(() => form.oneOf('usage', ['on_session', 'off_session'])).body.message).toBe(
      'Invalid usage: must be one of on_session or off_session',
    );
  });

  it('reads metadata, dropping emptied keys and enforcing the limits', () => {
    expect(StripeForm.of({ metadata: { transfer_id: 't_1', note: '' } }).metadata()).toEqual({ transfer_id: 't_1' });
    expect(StripeForm.of({ metadata: '' }).metadata()).toEqual({});
    expect(StripeForm.of({}).metadata()).toBeUndefined();
    expect(errorOf(() => StripeForm.of({ metadata: { k: 'v'.repeat(501) } }).metadata()).body.param).toBe('metadata[k]');
  });

  it('never echoes a string value it refuses', () => {
    const error = errorOf(() => StripeForm.of({ card: { number: { x: '4242424242424242' } } }).object('card')!.string('number'));
    expect(error.message).not.toContain('4242');
  });
});
