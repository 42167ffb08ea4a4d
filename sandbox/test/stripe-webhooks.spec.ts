import Stripe from 'stripe';
import { createCard, sandboxStripe } from './support/sandbox-stripe-client.js';
import { useTestSandbox } from './support/start-test-sandbox.js';
import { useWebhookReceiver } from './support/webhook-receiver.js';

interface ApiDelivery {
  id: string;
  eventId: string;
  type: string;
  paymentIntentId: string | null;
  amount: number | null;
  currency: string | null;
  redelivery: boolean;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  delivered: boolean;
  nextAttemptAt: string | null;
  createdAt: string;
  history: Array<{ attempt: number; at: string; status: number | null; error: string | null }>;
}

describe('Stripe webhook deliveries', () => {
  const receiver = useWebhookReceiver();
  const sandboxRef = useTestSandbox(() => ({ stripeWebhookUrl: receiver.current.url, webhookRetryBaseDelayMs: 20 }));
  const url = () => sandboxRef.current.httpUrl;
  const stripe = () => sandboxStripe(url());

  const succeededPayment = async (amount = 2500) =>
    stripe().paymentIntents.create(
      {
        amount,
        currency: 'usd',
        payment_method: (await createCard(url(), '4242424242424242')).id,
        confirm: true,
        metadata: { transferId: 't_1' },
      },
      { idempotencyKey: `pay-${amount}-${Math.random()}` },
    );

  const deliveries = async (query = '') =>
    (await (await fetch(`${url()}/api/webhooks${query}`)).json()) as ApiDelivery[];

  const verify = (rawBody: string, signature: string | undefined) =>
    sandboxStripe(url()).webhooks.constructEvent(rawBody, signature!, 'whsec_sandbox');

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('delivers payment_intent.succeeded signed so that stripe.webhooks.constructEvent verifies it', async () => {
    const intent = await succeededPayment();
    const [request] = await receiver.current.waitFor(1);

    expect(request!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(request!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = verify(request!.rawBody, request!.signature);
    expect(event).toMatchObject({
      object: 'event',
      type: 'payment_intent.succeeded',
      livemode: false,
      pending_webhooks: 1,
      api_version: expect.any(String),
      request: { id: intent.lastResponse.requestId, idempotency_key: intent.lastResponse.idempotencyKey },
      data: { object: { id: intent.id, object: 'payment_intent', status: 'succeeded', amount: 2500, metadata: { transferId: 't_1' } } },
    });
    expect(event.id).toMatch(/^evt_/);
    expect(() => sandboxStripe(url()).webhooks.constructEvent(request!.rawBody, request!.signature!, 'whsec_wrong')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );

    const [delivery] = await until(deliveries, (list) => list[0]?.delivered === true);
    expect(delivery).toMatchObject({
      eventId: event.id,
      type: 'payment_intent.succeeded',
      paymentIntentId: intent.id,
      amount: 2500,
      currency: 'usd',
      attempts: 1,
      lastStatus: 200,
      delivered: true,
      redelivery: false,
      nextAttemptAt: null,
    });
    expect(await (await fetch(`${url()}/api/stripe/events/${event.id}`)).json()).toEqual(JSON.parse(request!.rawBody));
    expect((await stripe().events.retrieve(event.id)).id).toBe(event.id);
  });

  it('delivers payment_failed with the last payment error, and canceled', async () => {
    const declined = await stripe()
      .paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        payment_method: (await createCard(url(), '4000000000009995')).id,
        confirm: true,
      })
      .catch((error: Stripe.errors.StripeCardError) => error.payment_intent!);
    await stripe().paymentIntents.cancel(declined.id);

    const requests = await receiver.current.waitFor(2);
    const events = requests.map((request) => verify(request.rawBody, request.signature));
    expect(events.map((event) => event.type).sort()).toEqual(['payment_intent.canceled', 'payment_intent.payment_failed']);
    const failed = events.find((event) => event.type === 'payment_intent.payment_failed')!;
    expect(failed.data.object).toMatchObject({
      id: declined.id,
      status: 'requires_payment_method',
      last_payment_error: { decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
  });

  it('retries a failing endpoint with backoff: two failures, delivered on the third attempt', async () => {
    receiver.current.failNext(500, 503);
    await succeededPayment();

    const requests = await receiver.current.waitFor(3);
    expect(requests.map((request) => request.answeredWith)).toEqual([500, 503, 200]);
    const ids = requests.map((request) => verify(request.rawBody, request.signature).id);
    expect(new Set(ids).size).toBe(1);

    const [delivery] = await until(deliveries, (list) => list[0]?.delivered === true);
    expect(delivery).toMatchObject({ attempts: 3, lastStatus: 200, delivered: true });
    expect(delivery!.history.map((attempt) => [attempt.attempt, attempt.status])).toEqual([
      [1, 500],
      [2, 503],
      [3, 200],
    ]);
    const [first, second, third] = delivery!.history.map((attempt) => Date.parse(attempt.at));
    expect(third! - second!).toBeGreaterThanOrEqual(second! - first!);
  });

  it('redelivers the same event, same id and body, on request', async () => {
    const intent = await succeededPayment();
    const [original] = await receiver.current.waitFor(1);
    const event = verify(original!.rawBody, original!.signature);

    const response = await fetch(`${url()}/api/webhooks/${event.id}/redeliver`, { method: 'POST' });
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ eventId: event.id, redelivery: true });

    const [, again] = await receiver.current.waitFor(2);
    expect(verify(again!.rawBody, again!.signature).id).toBe(event.id);
    expect(again!.rawBody).toBe(original!.rawBody);

    const list = await until(
      () => deliveries(`?paymentIntentId=${intent.id}`),
      (items) => items.every((item) => item.delivered),
    );
    expect(list.map((item) => [item.eventId, item.redelivery])).toEqual([
      [event.id, true],
      [event.id, false],
    ]);
    expect((await fetch(`${url()}/api/webhooks/evt_unknown/redeliver`, { method: 'POST' })).status).toBe(404);
  });

  it('stops retrying once deliveries are forgotten', async () => {
    receiver.current.failNext(500, 500, 500, 500, 500, 500, 500, 500);
    await succeededPayment();
    await receiver.current.waitFor(2);

    expect((await fetch(`${url()}/api/webhooks`, { method: 'DELETE' })).status).toBe(204);
    const seen = receiver.current.received.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.current.received.length).toBe(seen);
    expect(await deliveries()).toEqual([]);
  });

  it('forces a later outcome through the test hooks, raising the matching events', async () => {
    const pm = await createCard(url(), '4242424242424242');
    const waiting = await stripe().paymentIntents.create({ amount: 3000, currency: 'usd', payment_method: pm.id });

    const failed = await fetch(`${url()}/api/stripe/payment_intents/${waiting.id}/fail`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: 'card_declined', decline_code: 'insufficient_funds', message: 'Insufficient funds.' }),
    });
    expect(failed.status).toBe(200);
    expect(await failed.json()).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Insufficient funds.' },
    });

    const refused = await fetch(`${url()}/api/stripe/payment_intents/${waiting.id}/succeed`, { method: 'POST' });
    expect(refused.status).toBe(409);

    const other = await stripe().paymentIntents.create({
      amount: 3000,
      currency: 'usd',
      payment_method: (await createCard(url(), '4242424242424242')).id,
    });
    const succeeded = await fetch(`${url()}/api/stripe/payment_intents/${other.id}/succeed`, { method: 'POST' });
    expect(await succeeded.json()).toMatchObject({ status: 'succeeded', amount_received: 3000 });

    const events = (await receiver.current.waitFor(2)).map((request) => verify(request.rawBody, request.signature));
    expect(events.map((event) => [event.type, (event.data.object as { id: string }).id])).toEqual(
      expect.arrayContaining([
        ['payment_intent.payment_failed', waiting.id],
        ['payment_intent.succeeded', other.id],
      ]),
    );
    expect(events.every((event) => event.request?.id === null)).toBe(true);
    expect((await fetch(`${url()}/api/stripe/payment_intents/pi_unknown/succeed`, { method: 'POST' })).status).toBe(404);
  });

  it('shows deliveries and payments on the page, escaped', async () => {
    await stripe().paymentIntents.create({ amount: 1000, currency: 'usd', description: '<script>alert(1)</script>' });
    await stripe()
      .paymentIntents.create({
        amount: 1234,
        currency: 'usd',
        payment_method: (await createCard(url(), '4000000000000002')).id,
        confirm: true,
      })
      .catch(() => undefined);
    await receiver.current.waitFor(1);

    const page = await (await fetch(url())).text();
    expect(page).toContain('<section id="webhook-deliveries">');
    expect(page).toContain('<section id="payments">');
    expect(page).toContain('payment_intent.payment_failed');
    expect(page).toContain('12.34 USD');
    expect(page).toContain('visa •••• 0002');
    expect(page).toContain('generic_decline: Your card was declined.');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>alert(1)</script>');
  });
});
