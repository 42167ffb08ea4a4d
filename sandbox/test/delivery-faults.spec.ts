import { createCard, sandboxStripe } from './support/sandbox-stripe-client.js';
import { momoClient, momoToken, transferBody } from './support/sandbox-mtn-momo.js';
import { useTestSandbox } from './support/start-test-sandbox.js';
import { useWebhookReceiver } from './support/webhook-receiver.js';

describe('Delivery fault mode (duplicated, delayed, reordered webhooks and callbacks)', () => {
  const receiver = useWebhookReceiver();
  const sandboxRef = useTestSandbox(() => ({
    stripeWebhookUrl: receiver.current.url,
    webhookRetryBaseDelayMs: 20,
    payoutCallbackDelayMs: 20,
    payoutCallbackRetryIntervalMs: 20,
    deliveryChaos: { copies: 3, maxDelayMs: 150, seed: 11 },
  }));
  const url = () => sandboxRef.current.httpUrl;
  const configure = (body: unknown) =>
    fetch(`${url()}/api/faults/deliveries`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  afterEach(async () => {
    await configure({ copies: 3, maxDelayMs: 150, seed: 11 });
  });

  it('delivers every Stripe event three times, the same signed event each time, each copy a delivery of its own', async () => {
    const intent = await sandboxStripe(url()).paymentIntents.create(
      { amount: 2500, currency: 'usd', payment_method: (await createCard(url(), '4242424242424242')).id, confirm: true },
      { idempotencyKey: `chaos-${Math.random()}` },
    );
    const received = await receiver.current.waitFor(3);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(receiver.current.received).toHaveLength(3);
    const events = received.map((request) => sandboxStripe(url()).webhooks.constructEvent(request.rawBody, request.signature!, 'whsec_sandbox'));
    expect(new Set(events.map((event) => event.id)).size).toBe(1);
    expect(events[0]).toMatchObject({ type: 'payment_intent.succeeded', data: { object: { id: intent.id } } });
    const deliveries = (await (await fetch(`${url()}/api/webhooks?paymentIntentId=${intent.id}`)).json()) as Array<{ copy: number; delivered: boolean }>;
    expect(deliveries.map((delivery) => delivery.copy).sort()).toEqual([1, 2, 3]);
    expect(deliveries.every((delivery) => delivery.delivered)).toBe(true);
  });

  it('retries each copy on its own when the receiver fails it', async () => {
    receiver.current.failNext(500, 500);
    await sandboxStripe(url()).paymentIntents.create(
      { amount: 900, currency: 'usd', payment_method: (await createCard(url(), '4242424242424242')).id, confirm: true },
      { idempotencyKey: `chaos-${Math.random()}` },
    );
    await receiver.current.waitFor(5);
    expect(receiver.current.received.filter((request) => request.answeredWith === 200)).toHaveLength(3);
  });

  it('sends every payout callback three times', async () => {
    const token = ((await momoToken(url())).body as { access_token: string }).access_token;
    const path = '/momo/callback';
    const { referenceId } = await momoClient(url(), token).transfer(transferBody('256772123456'), { callbackUrl: `${receiver.current.origin}${path}` });
    const callbacks = await receiver.current.waitForOn(path, 3);

    expect(callbacks.map((callback) => JSON.parse(callback.rawBody).status)).toEqual(['SUCCESSFUL', 'SUCCESSFUL', 'SUCCESSFUL']);
    const activity = (await (await fetch(`${url()}/api/payouts?kind=callback&reference=${referenceId}`)).json()) as Array<{ callback: { copy: number } }>;
    expect(activity.map((entry) => entry.callback.copy).sort()).toEqual([1, 2, 3]);
  });

  it('reports what it did, and is switched off and on through /api/faults/deliveries', async () => {
    const report = (await (await fetch(`${url()}/api/faults/deliveries`)).json()) as Record<string, unknown>;
    expect(report).toMatchObject({ enabled: true, copies: 3, maxDelayMs: 150, seed: 11 });
    expect(report['duplicates']).toBe((report['deliveries'] as number) * 2);

    expect((await fetch(`${url()}/api/faults/deliveries`, { method: 'DELETE' })).status).toBe(204);
    await sandboxStripe(url()).paymentIntents.create(
      { amount: 700, currency: 'usd', payment_method: (await createCard(url(), '4242424242424242')).id, confirm: true },
      { idempotencyKey: `chaos-${Math.random()}` },
    );
    await receiver.current.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.current.received).toHaveLength(1);

    const refused = await configure({ copies: 11 });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/copies must be at most 10/);
    const on = await configure({ copies: 2, maxDelayMs: 0, seed: 5 });
    expect(await on.json()).toMatchObject({ enabled: true, copies: 2, maxDelayMs: 0, seed: 5, deliveries: 0 });
  });
});
