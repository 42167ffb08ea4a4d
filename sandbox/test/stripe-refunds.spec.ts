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
    // Refunds change status (ACH credit, test cards 5126 and 7726, planned failures) soon.
    refundDelayMs: 100,
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
    // A bank credit takes days: pending first (ACH refunds, below).
    await expect(stripe().refunds.create({ payment_intent: intent.id })).resolves.toMatchObject({
      amount: 10_500,
      status: 'pending',
      pending_reason: 'processing',
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
    // The payment publishes more than one event (its balance transaction's too): wait for the refund's, however many come first.
    let request: Awaited<ReturnType<typeof receiver.current.waitFor>>[number] | undefined;
    for (let count = 2; !request; count += 1) {
      request = (await receiver.current.waitFor(count)).find((received) => received.rawBody.includes('"refund.created"'));
    }
    const event = stripe().webhooks.constructEvent(request.rawBody, request.signature!, 'whsec_sandbox');

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

  describe('life cycle: pending, succeeded, failed, canceled', () => {
    beforeEach(async () => {
      await fetch(`${url()}/api/stripe/refunds/planned`, { method: 'DELETE' });
    });

    const hook = (path: string, body?: object) =>
      fetch(`${url()}/api/stripe${path}`, {
        method: 'POST',
        ...(body ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {}),
      });

    /** An ACH debit from Stripe's test account, settled by the hook: a succeeded payment by bank. */
    const payByBank = async (amount = 10_500) => {
      const pm = await stripe().paymentMethods.create({
        type: 'us_bank_account',
        us_bank_account: { account_number: '000123456789', routing_number: '110000000' },
        billing_details: { name: 'Amina Okello' },
      });
      const intent = await stripe().paymentIntents.create({
        amount,
        currency: 'usd',
        payment_method: pm.id,
        allowed_payment_method_types: ['us_bank_account'],
        confirm: true,
        mandate_data: mandateData,
      });
      expect((await hook(`/payment_intents/${intent.id}/succeed`)).status).toBe(200);
      return stripe().paymentIntents.retrieve(intent.id);
    };

    /**
     * The events about one refund, verified as the product's endpoint would, in the order they
     * were raised (deliveries raised together may arrive in any order, as on Stripe).
     */
    const refundEvents = async (refundId: string, count: number) => {
      const about = () =>
        receiver.current.received
          .map((request) => stripe().webhooks.constructEvent(request.rawBody, request.signature!, 'whsec_sandbox'))
          .filter((event) => (event.data.object as { id?: string }).id === refundId);
      const deadline = Date.now() + 5000;
      while (about().length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      const raised = ['refund.created', 'refund.updated', 'charge.refund.updated', 'refund.failed'];
      return about().sort((a, b) => raised.indexOf(a.type) - raised.indexOf(b.type));
    };

    const waitForStatus = async (refundId: string, status: string) => {
      const deadline = Date.now() + 5000;
      let refund = await stripe().refunds.retrieve(refundId);
      while (refund.status !== status && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        refund = await stripe().refunds.retrieve(refundId);
      }
      return refund;
    };

    it('test card 4000000000005126: succeeded at first, then failed (expired_or_canceled_card), with signed events', async () => {
      const intent = await pay(2500, '4000000000005126');
      const refund = await stripe().refunds.create({ payment_intent: intent.id }, { idempotencyKey: 'refund-5126' });
      expect(refund).toMatchObject({ status: 'succeeded', amount: 2500 });
      expect(refund.failure_reason).toBeUndefined();

      const failed = await waitForStatus(refund.id, 'failed');
      expect(failed).toMatchObject({
        status: 'failed',
        failure_reason: 'expired_or_canceled_card',
        failure_balance_transaction: expect.stringMatching(/^txn_/),
      });

      const events = await refundEvents(refund.id, 4);
      expect(events.map((event) => event.type)).toEqual([
        'refund.created',
        'refund.updated',
        'charge.refund.updated',
        'refund.failed',
      ]);
      expect(events[0]).toMatchObject({ data: { object: { status: 'succeeded' } }, request: { idempotency_key: 'refund-5126' } });
      for (const update of events.slice(1, 3)) {
        expect(update).toMatchObject({
          data: {
            object: { id: refund.id, object: 'refund', status: 'failed', failure_reason: 'expired_or_canceled_card' },
            previous_attributes: { status: 'succeeded', failure_reason: null, failure_balance_transaction: null },
          },
          request: { id: null, idempotency_key: null },
        });
      }
      expect(events[3]!.data.object).toMatchObject({ status: 'failed', failure_reason: 'expired_or_canceled_card' });
      const deliveries = await deliveriesFor(intent.id);
      expect(deliveries.filter((delivery) => delivery.type.includes('refund')).every((delivery) => delivery.amount === 2500)).toBe(true);

      // The failed refund gave the money back: the payment may be refunded again, with a new key.
      await expect(stripe().refunds.create({ payment_intent: intent.id }, { idempotencyKey: 'refund-5126-again' })).resolves.toMatchObject({
        amount: 2500,
        status: 'succeeded',
      });
    });

    it('test card 4000000000007726: pending at first, then succeeded, with refund.updated', async () => {
      const intent = await pay(1800, '4000000000007726');
      const refund = await stripe().refunds.create({ payment_intent: intent.id });
      expect(refund).toMatchObject({ status: 'pending', pending_reason: 'processing' });

      expect((await waitForStatus(refund.id, 'succeeded')).pending_reason).toBeUndefined();
      const events = await refundEvents(refund.id, 3);
      expect(events.map((event) => event.type)).toEqual(['refund.created', 'refund.updated', 'charge.refund.updated']);
      expect(events[1]!.data.previous_attributes).toEqual({ status: 'pending', pending_reason: 'processing' });
    });

    it('an ACH (us_bank_account) refund is pending, then succeeds', async () => {
      const intent = await payByBank(10_500);
      const refund = await stripe().refunds.create({ payment_intent: intent.id, amount: 4000 });
      expect(refund).toMatchObject({ status: 'pending', pending_reason: 'processing', payment_method: intent.payment_method });

      expect((await waitForStatus(refund.id, 'succeeded')).status).toBe('succeeded');
      const events = await refundEvents(refund.id, 3);
      expect(events.map((event) => event.type)).toEqual(['refund.created', 'refund.updated', 'charge.refund.updated']);
    });

    it('balance_insufficient for the next N creations: refunds nothing, replays under the same key, then refunds with a new key', async () => {
      const intent = await pay(2000);
      const planned = await hook('/refunds/balance-insufficient', { times: 1 });
      expect(planned.status).toBe(201);
      expect(await planned.json()).toEqual({ balance_insufficient: 1, failures: 0, failure_reason: null });

      const refusal = await invalidRequest(stripe().refunds.create({ payment_intent: intent.id }, { idempotencyKey: 'refund-broke' }));
      expect(refusal).toMatchObject({
        statusCode: 400,
        type: 'StripeInvalidRequestError',
        code: 'balance_insufficient',
        message: expect.stringContaining('You have insufficient funds in your Stripe account.'),
      });
      expect(await sandboxRefunds(intent.id)).toEqual([]);

      // The operation had run: the same key replays the refusal and refunds nothing.
      const replay = await postForm('/v1/refunds', { payment_intent: intent.id }, 'refund-broke');
      expect(replay.status).toBe(400);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await sandboxRefunds(intent.id)).toEqual([]);

      await expect(stripe().refunds.create({ payment_intent: intent.id }, { idempotencyKey: 'refund-broke-2' })).resolves.toMatchObject({
        amount: 2000,
        status: 'succeeded',
      });
      expect(await (await fetch(`${url()}/api/stripe/refunds/planned`)).json()).toEqual({
        balance_insufficient: 0,
        failures: 0,
        failure_reason: null,
      });
    });

    it('a planned failure fails the next refund later; the amount can then be refunded again, once', async () => {
      const intent = await payByBank(6000);
      expect((await hook('/refunds/failures', { times: 1, failure_reason: 'declined' })).status).toBe(201);

      const first = await stripe().refunds.create({ payment_intent: intent.id }, { idempotencyKey: 'refund-a' });
      expect(first.status).toBe('pending');
      // While it is pending, nothing is left to refund.
      await expect(stripe().refunds.create({ payment_intent: intent.id }, { idempotencyKey: 'refund-b' })).rejects.toMatchObject({
        code: 'charge_already_refunded',
      });

      expect(await waitForStatus(first.id, 'failed')).toMatchObject({ failure_reason: 'declined' });
      const events = await refundEvents(first.id, 4);
      expect(events.map((event) => event.type)).toEqual(['refund.created', 'refund.updated', 'charge.refund.updated', 'refund.failed']);

      // The same key answers the same refund, as it was created; a new key makes a new refund.
      const replayed = await stripe().refunds.create({ payment_intent: intent.id }, { idempotencyKey: 'refund-a' });
      expect(replayed).toMatchObject({ id: first.id, status: 'pending' });
      const second = await stripe().refunds.create({ payment_intent: intent.id }, { idempotencyKey: 'refund-c' });
      expect(second).toMatchObject({ amount: 6000, status: 'pending' });
      expect(second.id).not.toBe(first.id);
      await expect(stripe().refunds.create({ payment_intent: intent.id }, { idempotencyKey: 'refund-d' })).rejects.toMatchObject({
        code: 'charge_already_refunded',
      });
      expect(await waitForStatus(second.id, 'succeeded')).toMatchObject({ status: 'succeeded' });
    });

    it('fails or succeeds one refund by id through the hooks; refuses what its status does not allow', async () => {
      const card = await stripe().refunds.create({ payment_intent: (await pay(1500)).id });
      const failed = await hook(`/refunds/${card.id}/fail`, { failure_reason: 'lost_or_stolen_card' });
      expect(failed.status).toBe(200);
      expect(await failed.json()).toMatchObject({ id: card.id, status: 'failed', failure_reason: 'lost_or_stolen_card' });
      expect((await hook(`/refunds/${card.id}/fail`)).status).toBe(409);
      expect((await hook(`/refunds/${card.id}/succeed`)).status).toBe(409);
      expect((await hook('/refunds/re_missing/fail')).status).toBe(404);
      expect((await hook(`/refunds/${card.id}/fail`, { failure_reason: 'bored' })).status).toBe(400);

      const bank = await stripe().refunds.create({ payment_intent: (await payByBank(2500)).id });
      const succeeded = await hook(`/refunds/${bank.id}/succeed`);
      expect(await succeeded.json()).toMatchObject({ id: bank.id, status: 'succeeded' });
    });

    it('fails a refund still pending when the payment is charged back (charge_for_pending_refund_disputed)', async () => {
      const intent = await payByBank(3000);
      const refund = await stripe().refunds.create({ payment_intent: intent.id, amount: 1000 });
      expect((await hook(`/payment_intents/${intent.id}/dispute`, {})).status).toBe(200);

      expect(await stripe().refunds.retrieve(refund.id)).toMatchObject({
        status: 'failed',
        failure_reason: 'charge_for_pending_refund_disputed',
      });
    });

    it('lists refunds as Stripe does (list object, newest first, pages) and retrieves one', async () => {
      const intent = await pay(3000);
      const created = [];
      for (const amount of [500, 700, 900]) created.push(await stripe().refunds.create({ payment_intent: intent.id, amount }));
      await stripe().refunds.create({ payment_intent: (await pay(1000)).id });

      const page = await stripe().refunds.list({ payment_intent: intent.id, limit: 2 });
      expect(page).toMatchObject({ object: 'list', url: '/v1/refunds', has_more: true });
      expect(page.data.map((refund) => refund.amount)).toEqual([900, 700]);
      const all = await stripe().refunds.list({ payment_intent: intent.id, limit: 2 }).autoPagingToArray({ limit: 10 });
      expect(all.map((refund) => refund.id)).toEqual(created.map((refund) => refund.id).reverse());
      expect((await stripe().refunds.list({ charge: intent.latest_charge as string })).data).toHaveLength(3);
      expect((await stripe().refunds.list({ payment_intent: 'pi_other' })).data).toEqual([]);
      await expect(stripe().refunds.list({ limit: 101 })).rejects.toMatchObject({ statusCode: 400, param: 'limit' });

      const retrieved = await stripe().refunds.retrieve(created[0]!.id);
      expect(retrieved).toMatchObject({
        id: created[0]!.id,
        object: 'refund',
        amount: 500,
        status: 'succeeded',
        payment_intent: intent.id,
        charge: intent.latest_charge,
        customer: null,
        customer_account: null,
        balance_transaction: expect.stringMatching(/^txn_/),
      });
    });

    it('refuses to cancel a refund that does not require action', async () => {
      const refund = await stripe().refunds.create({ payment_intent: (await pay(1200)).id });

      const refusal = await invalidRequest(stripe().refunds.cancel(refund.id));
      expect(refusal).toMatchObject({
        statusCode: 400,
        message: `Refund ${refund.id} cannot be canceled because its status is succeeded: only a refund with status requires_action can be canceled.`,
      });
      await expect(stripe().refunds.cancel('re_missing')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
      expect((await stripe().refunds.retrieve(refund.id)).status).toBe('succeeded');
    });

    it('shows status and failure reason on /api/stripe/refunds and the page', async () => {
      const intent = await pay(2200);
      const refund = await stripe().refunds.create({ payment_intent: intent.id });
      await hook(`/refunds/${refund.id}/fail`, { failure_reason: 'declined' });

      expect(await sandboxRefunds(intent.id)).toEqual([expect.objectContaining({ id: refund.id, status: 'failed', failure_reason: 'declined' })]);
      const page = await (await fetch(`${url()}/`)).text();
      expect(page).toMatch(new RegExp(`${refund.id}[\\s\\S]*?failed[\\s\\S]*?declined`));
    });
  });
});
