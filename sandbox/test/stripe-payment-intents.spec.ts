import Stripe from 'stripe';
import { createCard, sandboxStripe } from './support/sandbox-stripe-client.js';
import { useTestSandbox } from './support/start-test-sandbox.js';
import { useWebhookReceiver } from './support/webhook-receiver.js';

describe('Stripe PaymentIntents and idempotency', () => {
  const receiver = useWebhookReceiver();
  const sandboxRef = useTestSandbox(() => ({ stripeWebhookUrl: receiver.current.url, webhookRetryBaseDelayMs: 20 }));
  const url = () => sandboxRef.current.httpUrl;
  const stripe = () => sandboxStripe(url());

  const pay = async (number: string, extra: Partial<Stripe.PaymentIntentCreateParams> = {}) =>
    stripe().paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      payment_method: (await createCard(url(), number)).id,
      confirm: true,
      ...extra,
    });

  async function cardError(promise: Promise<unknown>): Promise<Stripe.errors.StripeCardError> {
    const error = await promise.then(
      () => {
        throw new Error('expected a StripeCardError');
      },
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    return error as Stripe.errors.StripeCardError;
  }

  async function deliveriesFor(paymentIntentId: string) {
    const response = await fetch(`${url()}/api/webhooks?paymentIntentId=${paymentIntentId}`);
    return (await response.json()) as Array<{ type: string; eventId: string }>;
  }

  async function sandboxIntents(): Promise<Stripe.PaymentIntent[]> {
    return (await (await fetch(`${url()}/api/stripe/payment_intents`)).json()) as Stripe.PaymentIntent[];
  }

  function postForm(path: string, form: Record<string, string>, idempotencyKey?: string, key = 'sk_test_sandbox') {
    return fetch(`${url()}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${key}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: new URLSearchParams(form).toString(),
    });
  }

  describe('test cards', () => {
    it('charges 4242 4242 4242 4242: succeeded, with a charge', async () => {
      const intent = await pay('4242424242424242', { metadata: { transferId: 't_1' }, description: 'Transfer t_1' });

      expect(intent).toMatchObject({
        object: 'payment_intent',
        amount: 2500,
        amount_received: 2500,
        currency: 'usd',
        status: 'succeeded',
        last_payment_error: null,
        metadata: { transferId: 't_1' },
        description: 'Transfer t_1',
        payment_method_types: ['card'],
        livemode: false,
      });
      expect(intent.id).toMatch(/^pi_/);
      expect(intent.latest_charge).toMatch(/^ch_/);
      expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
      expect(await stripe().paymentIntents.retrieve(intent.id)).toMatchObject({ id: intent.id, status: 'succeeded' });
    });

    it('charges the Mastercard test card', async () => {
      expect((await pay('5555555555554444')).status).toBe('succeeded');
    });

    it('declines 4000 0000 0000 0002 with a 402 card_error and leaves the intent payable with another card', async () => {
      const error = await cardError(pay('4000000000000002'));

      expect(error).toMatchObject({
        statusCode: 402,
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        doc_url: 'https://stripe.com/docs/error-codes/card-declined',
      });
      expect(error.charge).toMatch(/^ch_/);
      const declined = error.payment_intent!;
      expect(declined).toMatchObject({
        status: 'requires_payment_method',
        payment_method: null,
        latest_charge: error.charge,
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
          payment_method: { card: { last4: '0002' } },
        },
      });

      const retried = await stripe().paymentIntents.confirm(declined.id, {
        payment_method: (await createCard(url(), '4242424242424242')).id,
      });
      expect(retried).toMatchObject({ id: declined.id, status: 'succeeded', last_payment_error: null });
    });

    it('declines 4000 0000 0000 9995 for insufficient funds', async () => {
      const error = await cardError(pay('4000000000009995'));
      expect(error).toMatchObject({
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      });
      expect(error.payment_intent!.last_payment_error!.decline_code).toBe('insufficient_funds');
    });

    it('refuses 4000 0000 0000 0069 as an expired card', async () => {
      expect(await cardError(pay('4000000000000069'))).toMatchObject({
        code: 'expired_card',
        message: 'Your card has expired.',
      });
    });
  });

  describe('life cycle', () => {
    it('creates without confirming, then confirms; a succeeded intent cannot be confirmed again', async () => {
      const pm = await createCard(url(), '4242424242424242');
      const created = await stripe().paymentIntents.create({ amount: 1000, currency: 'usd', payment_method: pm.id });
      expect(created.status).toBe('requires_confirmation');

      expect((await stripe().paymentIntents.confirm(created.id)).status).toBe('succeeded');
      await expect(stripe().paymentIntents.confirm(created.id)).rejects.toMatchObject({
        statusCode: 400,
        code: 'payment_intent_unexpected_state',
      });
    });

    it('cancels an unpaid intent with a reason', async () => {
      const created = await stripe().paymentIntents.create({ amount: 1000, currency: 'usd' });
      expect(created.status).toBe('requires_payment_method');

      const canceled = await stripe().paymentIntents.cancel(created.id, { cancellation_reason: 'abandoned' });
      expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
      expect(canceled.canceled_at).toEqual(expect.any(Number));
      await expect(stripe().paymentIntents.cancel(created.id)).rejects.toMatchObject({
        code: 'payment_intent_unexpected_state',
      });
    });

    it('takes the call as the product makes it (automatic payment methods, no redirects)', async () => {
      const intent = await stripe().paymentIntents.create({
        amount: 10_000,
        currency: 'usd',
        payment_method: (await createCard(url(), '4242424242424242')).id,
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        confirm: true,
        description: 'Remit transfer',
        metadata: { transferId: 'tr_123' },
      });

      expect(intent).toMatchObject({
        status: 'succeeded',
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        payment_method_types: expect.arrayContaining(['card']),
      });
    });

    it('uses a card once unless it is saved to a customer', async () => {
      const once = await createCard(url(), '4242424242424242');
      await stripe().paymentIntents.create({ amount: 1000, currency: 'usd', payment_method: once.id, confirm: true });
      await expect(
        stripe().paymentIntents.create({ amount: 1000, currency: 'usd', payment_method: once.id, confirm: true }),
      ).rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(/may not be used again/) });

      const customer = await stripe().customers.create({ email: 'amina@example.com' });
      const saved = await createCard(url(), '4242424242424242');
      const first = { amount: 1000, currency: 'usd', customer: customer.id, payment_method: saved.id, confirm: true };
      await stripe().paymentIntents.create({ ...first, setup_future_usage: 'off_session' });
      expect((await stripe().paymentMethods.retrieve(saved.id)).customer).toBe(customer.id);
      await expect(stripe().paymentIntents.create({ ...first, off_session: true })).resolves.toMatchObject({
        status: 'succeeded',
      });
    });

    it('validates like Stripe', async () => {
      await expect(stripe().paymentIntents.create({ amount: 49, currency: 'usd' })).rejects.toMatchObject({
        statusCode: 400,
        code: 'amount_too_small',
        param: 'amount',
      });
      await expect(
        stripe().paymentIntents.create({ amount: 1000 } as Stripe.PaymentIntentCreateParams),
      ).rejects.toMatchObject({ code: 'parameter_missing', param: 'currency' });
      await expect(stripe().paymentIntents.create({ amount: 1000, currency: 'usd', confirm: true })).rejects.toMatchObject({
        code: 'payment_intent_unexpected_state',
      });
      await expect(
        stripe().paymentIntents.create({ amount: 1000, currency: 'usd', payment_method: 'pm_missing' }),
      ).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'payment_method' });
    });
  });

  describe('idempotency (never charge twice)', () => {
    it('replays the first answer for the same key and parameters, and charges once', async () => {
      const pm = (await createCard(url(), '4242424242424242')).id;
      const form = {
        amount: '4200',
        currency: 'usd',
        payment_method: pm,
        confirm: 'true',
        description: 'replay-once',
        'metadata[transferId]': 't_42',
      };

      const first = await postForm('/v1/payment_intents', form, 'transfer-t_42-attempt-1');
      const second = await postForm('/v1/payment_intents', form, 'transfer-t_42-attempt-1');
      const firstBody = await first.text();

      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(await second.text()).toBe(firstBody);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect(second.headers.get('original-request')).toBe(first.headers.get('request-id'));

      const intent = JSON.parse(firstBody) as Stripe.PaymentIntent;
      expect((await sandboxIntents()).filter((pi) => pi.description === 'replay-once')).toHaveLength(1);
      await receiver.current.waitFor(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await deliveriesFor(intent.id)).map((d) => d.type)).toEqual(['payment_intent.succeeded']);
    });

    it('replays through stripe-node as the product calls it', async () => {
      const params = {
        amount: 1500,
        currency: 'usd',
        payment_method: (await createCard(url(), '4242424242424242')).id,
        confirm: true,
        description: 'sdk-replay',
      };
      const first = await stripe().paymentIntents.create(params, { idempotencyKey: 'sdk-key-1' });
      const second = await stripe().paymentIntents.create(params, { idempotencyKey: 'sdk-key-1' });

      expect(second).toEqual(first);
      expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
      expect((await sandboxIntents()).filter((pi) => pi.description === 'sdk-replay')).toHaveLength(1);
    });

    it('replays a decline without a second charge attempt', async () => {
      const form = {
        amount: '1000',
        currency: 'usd',
        payment_method: (await createCard(url(), '4000000000000002')).id,
        confirm: 'true',
      };
      const first = await postForm('/v1/payment_intents', form, 'declined-once');
      const second = await postForm('/v1/payment_intents', form, 'declined-once');
      const body = await first.text();

      expect(first.status).toBe(402);
      expect(second.status).toBe(402);
      expect(await second.text()).toBe(body);
      const intentId = (JSON.parse(body) as { error: { payment_intent: { id: string } } }).error.payment_intent.id;
      await receiver.current.waitFor(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await deliveriesFor(intentId)).map((d) => d.type)).toEqual(['payment_intent.payment_failed']);
    });

    it('refuses the same key with other parameters and performs nothing', async () => {
      const pm = (await createCard(url(), '4242424242424242')).id;
      const params = { amount: 1000, currency: 'usd', payment_method: pm, description: 'mismatch' };
      await stripe().paymentIntents.create(params, { idempotencyKey: 'mismatch-key' });

      const refusal = stripe().paymentIntents.create({ ...params, amount: 2000 }, { idempotencyKey: 'mismatch-key' });
      await expect(refusal).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
      await expect(refusal).rejects.toMatchObject({
        statusCode: 400,
        rawType: 'idempotency_error',
        message:
          "Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than 'mismatch-key' if you meant to execute a different request.",
      });
      expect((await sandboxIntents()).filter((pi) => pi.description === 'mismatch')).toHaveLength(1);
    });

    it('refuses a key reused on another endpoint', async () => {
      const created = await stripe().paymentIntents.create({ amount: 1000, currency: 'usd' }, { idempotencyKey: 'endpoint-key' });
      await expect(stripe().paymentIntents.cancel(created.id, {}, { idempotencyKey: 'endpoint-key' })).rejects.toMatchObject({
        rawType: 'idempotency_error',
        message: expect.stringMatching(/can only be used for the same endpoint/),
      });
    });

    it('keeps keys per API key', async () => {
      const form = { amount: '1000', currency: 'usd', description: 'per-key' };
      const mine = await (await postForm('/v1/payment_intents', form, 'shared-key')).json();
      const theirs = await (await postForm('/v1/payment_intents', form, 'shared-key', 'sk_test_other')).json();

      expect(theirs.id).not.toBe(mine.id);
    });

    it('does not save parameter errors, so the corrected request may reuse its key', async () => {
      const bad = await postForm('/v1/payment_intents', { amount: '10', currency: 'usd' }, 'fix-me');
      expect(bad.status).toBe(400);
      const good = await postForm('/v1/payment_intents', { amount: '1000', currency: 'usd' }, 'fix-me');
      expect(good.status).toBe(200);
    });
  });
});
