import Stripe from 'stripe';
import { createCard, sandboxStripe } from './support/sandbox-stripe-client.js';
import { useTestSandbox } from './support/start-test-sandbox.js';
import { useWebhookReceiver } from './support/webhook-receiver.js';

const mandateData: Stripe.PaymentIntentCreateParams.MandateData = {
  customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0 (sandbox test)' } },
};

describe('Stripe refunds', () => {
  const receiver = useWebhookReceiver();
  const sandboxRef = useTestSandbox(() => ({
    stripeWebhookUrl: receiver.current.url,
    webhookRetryBaseDelayMs: 20,
    // Long enough that ACH debits wait for the test hook.
    achSettlementDelayMs: 60_000,
  }));
  const url = () => sandboxRef.current.httpUrl;
  const stripe = () => sandboxStripe(url());

  const pay = async (amount = 2500, number = '4242424242424242') =>
    stripe().paymentIntents.create({
      amount,
      currency: 'usd',
      payment_method: (await createCard(url(), number)).id,
      confirm: true,
      metadata: { transferId: 'tr_refund' },
    });

  async function invalidRequest(promise: Promise<unknown>): Promise<Stripe.errors.StripeInvalidRequestError> {
    const error = await promise.then(
      () => {
        throw new Error('expected a StripeInvalidRequestError');
      },
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    return error as Stripe.errors.StripeInvalidRequestError;
  }

  async function sandboxRefunds(paymentIntentId?: string): Promise<Stripe.Refund[]> {
    const query = paymentIntentId ? `?paymentIntentId=${paymentIntentId}` : '';
    return (await (await fetch(`${url()}/api/stripe/refunds${query}`)).json()) as Stripe.Refund[];
  }

  async function deliveriesFor(paymentIntentId: string) {
    const response = await fetch(`${url()}/api/webhooks?paymentIntentId=${paymentIntentId}`);
    return (await response.json()) as Array<{ type: string; eventId: string; amount: number }>;
  }

  function postForm(path: string, form: Record<string, string>, idempotencyKey?: string) {
    return fetch(`${url()}${path}`, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer sk_test_sandbox',
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: new URLSearchParams(form).toString(),
    });
  }

  it('refunds a succeeded card payment in full, as the product asks for it', async () => {
    const intent = await pay(2500);
    const before = Math.floor(Date.now() / 1000);

    const refund = await stripe().refunds.create(
      { payment_intent: intent.id, reason: 'requested_by_customer', metadata: { transferId: 'tr_refund' } },
      { idempotencyKey: 'refund-tr_refund' },
    );

    expect(refund).toMatchObject({
      object: 'refund',
      amount: 2500,
      currency: 'usd',
      payment_intent: intent.id,
      charge: intent.latest_charge,
      status: 'succeeded',
      reason: 'requested_by_customer',
      metadata: { transferId: 'tr_refund' },
    });
    expect(refund.id).toMatch(/^re_[0-9A-Za-z]{24}$/);
    expect(refund.created).toBeGreaterThanOrEqual(before - 1);
    expect(refund.created).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));

    const retrieved = await stripe().refunds.retrieve(refund.id);
    expect(retrieved).toMatchObject({ id: refund.id, amount: 2500, payment_intent: intent.id, status: 'succeeded' });
    // The PaymentIntent itself is unchanged: still succeeded, as on Stripe.
    expect((await stripe().paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });

  it('adds partial refunds up, then refuses more than what remains and anything once all is refunded', async () => {
    const intent = await pay(3000);

    const first = await stripe().refunds.create({ payment_intent: intent.id, amount: 1000 });
    const second = await stripe().refunds.create({ payment_intent: intent.id, amount: 1500, reason: 'duplicate' });
    expect(first).toMatchObject({ amount: 1000, reason: null, status: 'succeeded' });
    expect(second).toMatchObject({ amount: 1500, reason: 'duplicate', status: 'succeeded' });
    expect(second.id).not.toBe(first.id);

    const tooLarge = await invalidRequest(stripe().refunds.create({ payment_intent: intent.id, amount: 501 }));
    expect(tooLarge).toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      code: 'amount_too_large',
      param: 'amount',
      message: 'Refund amount (5.01 USD) is greater than unrefunded amount on charge (5.00 USD)',
    });

    // Without an amount, what remains (500) is refunded.
    const rest = await stripe().refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(500);

    const already = await invalidRequest(stripe().refunds.create({ payment_intent: intent.id }));
    expect(already).toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
      message: `Charge ${intent.latest_charge} has already been refunded.`,
    });
    await expect(stripe().refunds.create({ payment_intent: intent.id, amount: 1 })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });

    const listed = await sandboxRefunds(intent.id);
    expect(listed.map((refund) => refund.amount)).toEqual([500, 1500, 1000]);
    expect(listed.reduce((sum, refund) => sum + refund.amount, 0)).toBe(intent.amount);
  });

  it('refuses a PaymentIntent whose card was declined (no successful charge)', async () => {
    const declined = await stripe()
      .paymentIntents.create({
        amount: 2500,
        currency: 'usd',
        payment_method: (await createCard(url(), '4000000000000002')).id,
        confirm: true,
      })
      .catch((error: Stripe.errors.StripeCardError) => error.payment_intent!);
    expect(declined.status).toBe('requires_payment_method');

    const error = await invalidRequest(stripe().refunds.create({ payment_intent: declined.id }));
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'charge_not_refundable',
      param: 'payment_intent',
      message: 'This PaymentIntent does not have a successful charge to refund.',
    });
    expect(await sandboxRefunds(declined.id)).toEqual([]);
  });

  it('refuses an ACH debit still processing, and refunds it once it has settled', async () => {
    const pm = await stripe().paymentMethods.create({
      type: 'us_bank_account',
      us_bank_account: { account_number: '000123456789', routing_number: '110000000', account_type: 'checking' },
      billing_details: { name: 'Amina Okello' },
    });
    const intent = await stripe().paymentIntents.create({
      amount: 10_500,
      currency: 'usd',
      payment_method: pm.id,
      allowed_payment_method_types: ['us_bank_account'],
      confirm: true,
      mandate_data: mandateData,
    });
    expect(intent.status).toBe('processing');
    await expect(stripe().refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      code: 'charge_not_refundable',
    });

    const settled = await fetch(`${url()}/api/stripe/payment_intents/${intent.id}/succeed`, { method: 'POST' });
    expect(settled.status).toBe(200);
    await expect(stripe().refunds.create({ payment_intent: intent.id })).resolves.toMatchObject({
      amount: 10_500,
      status: 'succeeded',
    });
  });

  it('answers resource_missing for an unknown PaymentIntent or refund', async () => {
    const unknownIntent = await invalidRequest(stripe().refunds.create({ payment_intent: 'pi_missing' }));
    expect(unknownIntent).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'payment_intent',
      message: "No such payment_intent: 'pi_missing'",
    });

    await expect(stripe().refunds.retrieve('re_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such refund: 're_missing'",
    });
  });

  it('validates its parameters like Stripe', async () => {
    const intent = await pay();

    await expect(
      stripe().refunds.create({ payment_intent: intent.id, reason: 'changed_mind' as Stripe.RefundCreateParams.Reason }),
    ).rejects.toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError', param: 'reason' });
    await expect(stripe().refunds.create({ payment_intent: intent.id, amount: 0 })).rejects.toMatchObject({
      statusCode: 400,
      param: 'amount',
    });
    await expect(stripe().refunds.create({})).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'payment_intent',
    });
    await expect(
      stripe().refunds.create({ payment_intent: intent.id, charge: intent.latest_charge as string }),
    ).rejects.toMatchObject({ code: 'parameter_unknown', param: 'charge' });

    // Nothing was refunded by the refused calls.
    expect(await sandboxRefunds(intent.id)).toEqual([]);
    await expect(stripe().refunds.create({ payment_intent: intent.id })).resolves.toMatchObject({ amount: 2500 });
  });

  it('needs the secret key', async () => {
    const intent = await pay();
    await expect(
      sandboxStripe(url(), 'pk_test_sandbox').refunds.create({ payment_intent: intent.id }),
    ).rejects.toMatchObject({ statusCode: 401 });
    expect(await sandboxRefunds(intent.id)).toEqual([]);
  });

  describe('idempotency (never refund twice)', () => {
    it('replays the same refund for the same key, and refunds once', async () => {
      const intent = await pay(2000);
      const params = { payment_intent: intent.id, amount: 800, metadata: { transferId: 'tr_once' } };

      const first = await stripe().refunds.create(params, { idempotencyKey: 'refund-tr_once' });
      const second = await stripe().refunds.create(params, { idempotencyKey: 'refund-tr_once' });

      expect(second.id).toBe(first.id);
      expect(second).toEqual(first);
      expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
      expect(await sandboxRefunds(intent.id)).toHaveLength(1);
      // Only 800 was taken: 1200 remains.
      await expect(stripe().refunds.create({ payment_intent: intent.id, amount: 1201 })).rejects.toMatchObject({
        code: 'amount_too_large',
      });
      await expect(stripe().refunds.create({ payment_intent: intent.id })).resolves.toMatchObject({ amount: 1200 });
    });

    it('replays byte for byte over the wire', async () => {
      const intent = await pay(1500);
      const form = { payment_intent: intent.id, 'metadata[transferId]': 'tr_wire' };

      const first = await postForm('/v1/refunds', form, 'refund-wire');
      const second = await postForm('/v1/refunds', form, 'refund-wire');
      const body = await first.text();

      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(await second.text()).toBe(body);
      expect(second.headers.get('original-request')).toBe(first.headers.get('request-id'));
      expect(await sandboxRefunds(intent.id)).toHaveLength(1);
    });

    it('refuses the same key with other parameters and refunds nothing more', async () => {
      const intent = await pay(2000);
      await stripe().refunds.create({ payment_intent: intent.id, amount: 500 }, { idempotencyKey: 'refund-mismatch' });

      const refusal = stripe().refunds.create(
        { payment_intent: intent.id, amount: 600 },
        { idempotencyKey: 'refund-mismatch' },
      );
      await expect(refusal).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
      await expect(refusal).rejects.toMatchObject({ statusCode: 400, rawType: 'idempotency_error' });
      expect((await sandboxRefunds(intent.id)).map((refund) => refund.amount)).toEqual([500]);
    });

    it('does not save a refusal, so the key may be used again once the payment can be refunded', async () => {
      const form = { payment_intent: 'pi_not_yet' };
      const missing = await postForm('/v1/refunds', form, 'refund-retry');
      expect(missing.status).toBe(404);
      const again = await postForm('/v1/refunds', form, 'refund-retry');
      expect(again.status).toBe(404);
      expect(again.headers.get('idempotent-replayed')).toBeNull();
    });
  });

  it('publishes refund.created, signed, for the PaymentIntent refunded', async () => {
    const intent = await pay(2500);
    await receiver.current.waitFor(1);

    const refund = await stripe().refunds.create(
      { payment_intent: intent.id, amount: 700, metadata: { transferId: 'tr_refund' } },
      { idempotencyKey: 'refund-event' },
    );
    const requests = await receiver.current.waitFor(2);
    const request = requests.find((received) => received.rawBody.includes('"refund.created"'));
    const event = stripe().webhooks.constructEvent(request!.rawBody, request!.signature!, 'whsec_sandbox');

    expect(event).toMatchObject({
      type: 'refund.created',
      data: { object: { id: refund.id, object: 'refund', amount: 700, payment_intent: intent.id } },
      request: { idempotency_key: 'refund-event' },
    });
    const deliveries = await deliveriesFor(intent.id);
    expect(deliveries.map((delivery) => delivery.type)).toEqual(['refund.created', 'payment_intent.succeeded']);
    expect(deliveries[0]!.amount).toBe(700);
  });

  it('lists every refund newest first on /api/stripe/refunds, and shows them on the page', async () => {
    const one = await pay(1000);
    const two = await pay(2000);
    const a = await stripe().refunds.create({ payment_intent: one.id, amount: 400 });
    const b = await stripe().refunds.create({ payment_intent: two.id, reason: 'fraudulent' });

    const all = await sandboxRefunds();
    expect(all.slice(0, 2).map((refund) => refund.id)).toEqual([b.id, a.id]);
    expect(all[0]).toEqual(JSON.parse(JSON.stringify(await stripe().refunds.retrieve(b.id))));
    expect((await sandboxRefunds(one.id)).map((refund) => refund.id)).toEqual([a.id]);
    expect((await fetch(`${url()}/api/stripe/refunds?paymentIntentId=a&paymentIntentId=b`)).status).toBe(400);

    const page = await (await fetch(`${url()}/`)).text();
    expect(page).toContain('Refunds');
    expect(page).toContain(a.id);
    expect(page).toContain(b.id);
    expect(page).toContain('4.00 USD refunded');
  });
});
