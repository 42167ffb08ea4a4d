import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import type { PublishedEvent } from '../events/stripe-event.js';
import { WebhookDeliveryStore } from './webhook-delivery-store.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';

const event = {
  id: 'evt_1',
  object: 'event',
  api_version: '2026-10-28.endive',
  created: 1,
  data: { object: { id: 'pi_1', object: 'payment_intent', amount: 500, currency: 'usd' } },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type: 'payment_intent.succeeded',
} as const;
const published = { event, payload: JSON.stringify(event) } as unknown as PublishedEvent;

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
}

async function settled(store: WebhookDeliveryStore) {
  for (let i = 0; i < 500; i += 1) {
    const [delivery] = store.list();
    if (delivery && delivery.nextAttemptAt === null && delivery.attempts.length > 0) return delivery;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('delivery did not settle');
}

describe('WebhookDispatcher', () => {
  const dispatcherFor = (url: string, store: WebhookDeliveryStore, attemptTimeoutMs = 2000) =>
    new WebhookDispatcher(
      { url, secret: 'whsec_test', retryBaseMs: 5, maxAttempts: 3, attemptTimeoutMs },
      store,
      pino({ level: 'silent' }),
    );

  it('records an unreachable endpoint and gives up after the last attempt', async () => {
    const closed = createServer();
    const url = await listen(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const store = new WebhookDeliveryStore();

    dispatcherFor(url, store).deliver(published);
    const delivery = await settled(store);

    expect(delivery).toMatchObject({ eventId: 'evt_1', paymentIntentId: 'pi_1', amount: 500, delivered: false });
    expect(delivery.attempts.map((attempt) => [attempt.attempt, attempt.status, attempt.error])).toEqual([
      [1, null, 'ECONNREFUSED'],
      [2, null, 'ECONNREFUSED'],
      [3, null, 'ECONNREFUSED'],
    ]);
  });

  it('counts an endpoint that does not answer in time as failed', async () => {
    const silent = createServer(() => undefined);
    const url = await listen(silent);
    const store = new WebhookDeliveryStore();
    const dispatcher = dispatcherFor(url, store, 50);

    try {
      dispatcher.deliver(published);
      const delivery = await settled(store);
      expect(delivery.attempts[0]).toMatchObject({ status: null, error: 'no answer within 50 ms' });
    } finally {
      dispatcher.cancelPending();
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('treats a redirect as a failure, as Stripe does', async () => {
    const redirecting = createServer((_req, res) => res.writeHead(302, { Location: '/elsewhere' }).end());
    const url = await listen(redirecting);
    const store = new WebhookDeliveryStore();

    try {
      dispatcherFor(url, store).deliver(published);
      const delivery = await settled(store);
      expect(delivery.attempts.map((attempt) => attempt.status)).toEqual([302, 302, 302]);
    } finally {
      redirecting.close();
    }
  });
});
