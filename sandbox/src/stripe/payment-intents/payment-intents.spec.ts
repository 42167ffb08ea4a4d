import { StripeEventLog } from '../events/stripe-event-log.js';
import type { StripeEventType } from '../events/stripe-event.js';
import type { PaymentOutcome } from '../payment-outcome.js';
import type { StoredPaymentMethod } from '../payment-methods/payment-method.js';
import { createStripeStores } from '../stripe-stores.js';
import { PaymentIntents } from './payment-intents.js';
import { SettlementTimers } from './settlement-timers.js';

const request = { id: 'req_1', idempotency_key: null };

const online = { type: 'online' as const, online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' } };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function setup(settlements?: SettlementTimers) {
  const stores = createStripeStores();
  const events = new StripeEventLog();
  const raised: StripeEventType[] = [];
  events.onPublish(({ event }) => raised.push(event.type));
  const paymentMethod = (id: string, type: string, outcome: PaymentOutcome, needsMandate = false): StoredPaymentMethod =>
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
      needsMandate,
    });
  const params = {
    amount: 5000,
    currency: 'usd',
    customer: null,
    description: null,
    metadata: {},
    paymentMethod: null,
    paymentMethodTypes: ['us_bank_account'],
    allowedPaymentMethodTypes: ['us_bank_account'],
    excludedPaymentMethodTypes: null,
    automaticPaymentMethods: null,
    setupFutureUsage: null,
    captureMethod: 'automatic_async' as const,
    receiptEmail: null,
    statementDescriptor: null,
    statementDescriptorSuffix: null,
    confirm: true,
    offSession: false,
    errorOnRequiresAction: false,
    mandate: null,
  };
  return { stores, raised, paymentMethod, params, intents: new PaymentIntents(stores, events, undefined, settlements) };
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

  it('settles a processing payment by itself after the delay: succeeded, or failed with the bank reason', async () => {
    const timers = new SettlementTimers(20);
    const { intents, raised, paymentMethod, params, stores } = setup(timers);
    paymentMethod('pm_ok', 'us_bank_account', { kind: 'processing', settlement: { kind: 'succeed' } });
    const closed = { code: 'account_closed', message: "The customer's bank account could not be debited (account closed)." };
    paymentMethod('pm_closed', 'us_bank_account', { kind: 'processing', settlement: { kind: 'fail', failure: closed } });

    const paid = intents.create({ ...params, paymentMethod: 'pm_ok' }, request);
    const returned = intents.create({ ...params, paymentMethod: 'pm_closed' }, request);
    expect([paid.status, returned.status]).toEqual(['processing', 'processing']);
    await wait(80);

    expect(stores.paymentIntents.require(paid.id, 'intent')).toMatchObject({ status: 'succeeded', amount_received: 5000 });
    expect(stores.paymentIntents.require(returned.id, 'intent')).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { ...closed, payment_method: { id: 'pm_closed' } },
    });
    expect(raised.filter((type) => type !== 'payment_intent.processing').sort()).toEqual([
      'payment_intent.payment_failed',
      'payment_intent.succeeded',
    ]);
    expect(timers.size).toBe(0);
  });

  it('lets a test hook settle first; the scheduled settlement then changes nothing', async () => {
    const { intents, raised, paymentMethod, params } = setup(new SettlementTimers(20));
    paymentMethod('pm_ok', 'us_bank_account', { kind: 'processing', settlement: { kind: 'succeed' } });
    const intent = intents.create({ ...params, paymentMethod: 'pm_ok' }, request);

    intents.forceFailure(intent.id, { code: 'debit_not_authorized', message: 'Not authorized.' });
    await wait(60);

    expect(intent.status).toBe('requires_payment_method');
    expect(raised).toEqual(['payment_intent.processing', 'payment_intent.payment_failed']);
  });

  it('needs mandate_data to debit a bank account until the customer has accepted a mandate', () => {
    const { intents, paymentMethod, params, stores } = setup();
    paymentMethod('pm_bank', 'us_bank_account', { kind: 'processing' }, true);

    expect(() => intents.create({ ...params, paymentMethod: 'pm_bank' }, request)).toThrow(/A mandate is required/);
    expect(stores.paymentIntents.newestFirst()).toHaveLength(0);

    expect(intents.create({ ...params, paymentMethod: 'pm_bank', mandate: online }, request).status).toBe('processing');
    expect(stores.paymentMethods.require('pm_bank', 'payment_method').needsMandate).toBe(false);
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
