import { StripeEventLog } from '../events/stripe-event-log.js';
import type { StripeEventType } from '../events/stripe-event.js';
import type { PaymentOutcome } from '../payment-outcome.js';
import type { StoredPaymentMethod } from '../payment-methods/payment-method.js';
import { createStripeStores } from '../stripe-stores.js';
import { PaymentIntents } from './payment-intents.js';

const request = { id: 'req_1', idempotency_key: null };

function setup() {
  const stores = createStripeStores();
  const events = new StripeEventLog();
  const raised: StripeEventType[] = [];
  events.onPublish(({ event }) => raised.push(event.type));
  const paymentMethod = (id: string, type: string, outcome: PaymentOutcome): StoredPaymentMethod =>
    stores.paymentMethods.add({
      object: {
        id,
        object: 'payment_method',
        allow_redisplay: 'unspecified',
        billing_details: {
          address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
          email: null,
          name: null,
          phone: null,
          tax_id: null,
        },
        created: 1,
        customer: null,
        livemode: false,
        metadata: {},
        type,
        [type]: { bank_name: 'STRIPE TEST BANK', last4: '6789' },
      },
      outcome,
      reusable: true,
    });
  const params = {
    amount: 5000,
    currency: 'usd',
    customer: null,
    description: null,
    metadata: {},
    paymentMethod: null,
    paymentMethodTypes: ['us_bank_account'],
    automaticPaymentMethods: null,
    setupFutureUsage: null,
    captureMethod: 'automatic_async' as const,
    receiptEmail: null,
    statementDescriptor: null,
    statementDescriptorSuffix: null,
    confirm: true,
    offSession: false,
  };
  return { stores, raised, paymentMethod, params, intents: new PaymentIntents(stores, events) };
}

describe('PaymentIntents', () => {
  it('leaves a payment that settles later in processing, then succeeds it through the hook', () => {
    const { intents, raised, paymentMethod, params } = setup();
    paymentMethod('pm_bank', 'us_bank_account', { kind: 'processing' });

    const intent = intents.create({ ...params, paymentMethod: 'pm_bank' }, request);
    expect(intent).toMatchObject({ status: 'processing', payment_method: 'pm_bank', amount_received: 0 });
    const charge = intent.latest_charge;

    expect(intents.forceSuccess(intent.id)).toMatchObject({ status: 'succeeded', amount_received: 5000, latest_charge: charge });
    expect(raised).toEqual(['payment_intent.processing', 'payment_intent.succeeded']);
  });

  it('fails a processing payment later, keeping the intent payable', () => {
    const { intents, raised, paymentMethod, params } = setup();
    paymentMethod('pm_bank', 'us_bank_account', { kind: 'processing' });
    const intent = intents.create({ ...params, paymentMethod: 'pm_bank' }, request);

    const failed = intents.forceFailure(intent.id, { code: 'insufficient_funds', message: 'Not enough money.' });
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: { code: 'insufficient_funds', message: 'Not enough money.', payment_method: { id: 'pm_bank' } },
    });
    expect(raised).toEqual(['payment_intent.processing', 'payment_intent.payment_failed']);
    expect(() => intents.forceSuccess(intent.id)).toThrow(/no pending outcome/);
  });

  it('refuses a payment method whose type the intent does not allow', () => {
    const { intents, paymentMethod, params } = setup();
    paymentMethod('pm_card', 'card', { kind: 'succeed' });

    expect(() => intents.create({ ...params, paymentMethod: 'pm_card' }, request)).toThrow(
      /The PaymentMethod provided \(card\) is not allowed for this PaymentIntent/,
    );
  });

  it('shows each event the intent as it was when raised', () => {
    const stores = createStripeStores();
    const events = new StripeEventLog();
    const snapshots: unknown[] = [];
    events.onPublish(({ event }) => snapshots.push(event.data.object['status']));
    const intents = new PaymentIntents(stores, events);
    const created = intents.create(
      { ...setup().params, paymentMethodTypes: ['card'], confirm: false },
      request,
    );
    intents.cancel(created.id, 'duplicate', request);
    expect(snapshots).toEqual(['canceled']);
    expect(stores.paymentIntents.require(created.id, 'intent').cancellation_reason).toBe('duplicate');
  });
});
