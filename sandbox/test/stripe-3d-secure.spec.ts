import Stripe from 'stripe';
import { createCard, publishableKey, sandboxStripe } from './support/sandbox-stripe-client.js';
import { useTestSandbox } from './support/start-test-sandbox.js';
import { useWebhookReceiver } from './support/webhook-receiver.js';

const authenticationMessage =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

describe('Stripe 3D Secure test cards, challenge and browser access', () => {
  const receiver = useWebhookReceiver();
  const sandboxRef = useTestSandbox(() => ({ stripeWebhookUrl: receiver.current.url, webhookRetryBaseDelayMs: 20 }));
  const url = () => sandboxRef.current.httpUrl;
  const stripe = () => sandboxStripe(url());

  const confirmWith = async (number: string, extra: Partial<Stripe.PaymentIntentCreateParams> = {}) =>
    stripe().paymentIntents.create({
      amount: 5000,
      currency: 'usd',
      payment_method: (await createCard(url(), number)).id,
      confirm: true,
      metadata: { transferId: 't_3ds' },
      ...extra,
    });

  const authenticate = (id: string, outcome: string) =>
    fetch(`${url()}/api/stripe/payment_intents/${id}/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome }),
    });

  async function eventTypes(paymentIntentId: string): Promise<string[]> {
    const deliveries = (await (await fetch(`${url()}/api/webhooks?paymentIntentId=${paymentIntentId}`)).json()) as Array<{
      type: string;
    }>;
    return deliveries.map((delivery) => delivery.type).reverse();
  }

  const browserGet = (path: string) => fetch(`${url()}${path}`, { headers: { Authorization: `Bearer ${publishableKey}` } });
  const browserPost = (path: string, form: Record<string, string>) =>
    fetch(`${url()}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${publishableKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });

  it('asks 4000 0025 0000 3155 to authenticate: requires_action with a use_stripe_sdk next action', async () => {
    const intent = await confirmWith('4000002500003155');

    expect(intent.status).toBe('requires_action');
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(intent.next_action).toEqual({
      type: 'use_stripe_sdk',
      use_stripe_sdk: {
        type: 'three_d_secure_redirect',
        source: expect.stringMatching(/^src_[A-Za-z0-9]{24}$/),
        stripe_js: expect.stringMatching(new RegExp(`^${url()}/stripe/3ds/challenge/src_`)),
      },
    });
    expect(intent.latest_charge).toBeNull();
    const challenge = await fetch(intent.next_action!.use_stripe_sdk!.stripe_js as string);
    expect(challenge.status).toBe(200);
    const page = await challenge.text();
    expect(page).toContain('3D Secure 2 Test Page');
    expect(page).toContain('Complete authentication');
    expect(page).toContain('Fail authentication');
    expect(await eventTypes(intent.id)).toEqual(['payment_intent.requires_action']);
  });

  it('completing the challenge succeeds the payment and raises payment_intent.succeeded', async () => {
    const intent = await confirmWith('4000002760003184');
    const source = intent.next_action!.use_stripe_sdk!.source as string;

    const answered = await fetch(`${url()}/stripe/3ds/challenge/${source}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome: 'complete' }),
    });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ paymentIntent: intent.id, status: 'succeeded' });

    const after = await stripe().paymentIntents.retrieve(intent.id);
    expect(after).toMatchObject({ status: 'succeeded', next_action: null, amount_received: 5000, last_payment_error: null });
    expect(after.latest_charge).toMatch(/^ch_/);
    expect(await eventTypes(intent.id)).toEqual(['payment_intent.requires_action', 'payment_intent.succeeded']);

    const again = await fetch(`${url()}/stripe/3ds/challenge/${source}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome: 'fail' }),
    });
    expect(again.status).toBe(409);
    const challenges = (await (await fetch(`${url()}/api/stripe/3ds-challenges?paymentIntentId=${intent.id}`)).json()) as Array<
      Record<string, unknown>
    >;
    expect(challenges).toEqual([expect.objectContaining({ id: source, status: 'completed', resolvedBy: 'challenge' })]);
  });

  it('failing it (test hook) leaves the intent payable with payment_intent_authentication_failure', async () => {
    const intent = await confirmWith('4000002500003155');

    const answered = await authenticate(intent.id, 'fail');
    expect(answered.status).toBe(200);
    const failed = (await answered.json()) as Stripe.PaymentIntent;
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      next_action: null,
      last_payment_error: {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message: authenticationMessage,
        payment_method: { card: { last4: '3155' } },
      },
    });
    expect(await eventTypes(intent.id)).toEqual(['payment_intent.requires_action', 'payment_intent.payment_failed']);
    expect((await authenticate(intent.id, 'complete')).status).toBe(409);

    // Another card on the same intent goes through.
    const retried = await stripe().paymentIntents.confirm(intent.id, {
      payment_method: (await createCard(url(), '4242424242424242')).id,
    });
    expect(retried.status).toBe('succeeded');
  });

  it('declines 4000 0084 0000 1629 once authenticated: card_declined', async () => {
    const intent = await confirmWith('4000008400001629');
    const answered = (await (await authenticate(intent.id, 'complete')).json()) as Stripe.PaymentIntent;

    expect(answered).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
    });
    expect(await eventTypes(intent.id)).toEqual(['payment_intent.requires_action', 'payment_intent.payment_failed']);
  });

  it('an abandoned challenge leaves requires_action; canceling closes it', async () => {
    const intent = await confirmWith('4000002500003155');
    expect((await stripe().paymentIntents.retrieve(intent.id)).status).toBe('requires_action');

    const canceled = await stripe().paymentIntents.cancel(intent.id);
    expect(canceled).toMatchObject({ status: 'canceled', next_action: null });
    const challenges = (await (await fetch(`${url()}/api/stripe/3ds-challenges?paymentIntentId=${intent.id}`)).json()) as Array<
      Record<string, unknown>
    >;
    expect(challenges[0]).toMatchObject({ status: 'canceled' });
    expect((await authenticate(intent.id, 'complete')).status).toBe(409);
  });

  it('fails off-session payments that need authentication, unless the card was set up for them', async () => {
    const customer = await stripe().customers.create({ email: 'amina@example.com' });
    const always = await createCard(url(), '4000002760003184');
    await expect(
      stripe().paymentIntents.create({
        amount: 5000,
        currency: 'usd',
        customer: customer.id,
        payment_method: always.id,
        confirm: true,
        off_session: true,
      }),
    ).rejects.toMatchObject({ type: 'StripeCardError', code: 'authentication_required', decline_code: 'authentication_required' });

    // 3155: authenticated once while saving it for off-session use, then no challenge off session.
    const saved = await createCard(url(), '4000002500003155');
    const first = await stripe().paymentIntents.create({
      amount: 5000,
      currency: 'usd',
      customer: customer.id,
      payment_method: saved.id,
      setup_future_usage: 'off_session',
      confirm: true,
    });
    expect(first.status).toBe('requires_action');
    await authenticate(first.id, 'complete');
    const later = await stripe().paymentIntents.create({
      amount: 5000,
      currency: 'usd',
      customer: customer.id,
      payment_method: saved.id,
      confirm: true,
      off_session: true,
    });
    expect(later.status).toBe('succeeded');
  });

  it('error_on_requires_action declines at once with authentication_required', async () => {
    await expect(confirmWith('4000002500003155', { error_on_requires_action: true })).rejects.toMatchObject({
      code: 'authentication_required',
      raw: { payment_intent: { status: 'requires_payment_method' } },
    });
  });

  it('lets the browser read and confirm an intent with its client secret and the publishable key', async () => {
    const created = await stripe().paymentIntents.create({ amount: 5000, currency: 'usd', metadata: { transferId: 't_9' } });
    const secret = created.client_secret!;

    const read = await browserGet(`/v1/payment_intents/${created.id}?client_secret=${encodeURIComponent(secret)}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    const seen = (await read.json()) as Record<string, unknown>;
    expect(seen).toMatchObject({ id: created.id, status: 'requires_payment_method', client_secret: secret, amount: 5000 });
    expect(seen).not.toHaveProperty('metadata');
    expect(seen).not.toHaveProperty('customer');

    expect((await browserGet(`/v1/payment_intents/${created.id}`)).status).toBe(400);
    const wrong = await browserGet(`/v1/payment_intents/${created.id}?client_secret=${created.id}_secret_nope`);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { param: 'client_secret' } });

    const card = await createCard(url(), '4000002500003155');
    const confirmed = await browserPost(`/v1/payment_intents/${created.id}/confirm`, {
      client_secret: secret,
      payment_method: card.id,
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });

    const preflight = await fetch(`${url()}/v1/payment_intents/${created.id}/confirm`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST');

    // Still nothing else: the publishable key cannot list, search, cancel or create.
    expect((await browserPost(`/v1/payment_intents/${created.id}/cancel`, {})).status).toBe(401);
    expect((await browserGet('/v1/payment_intents/search?query=status%3A%27succeeded%27')).status).toBe(401);
  });

  it('shows a browser decline with the intent as a publishable key sees it', async () => {
    const created = await stripe().paymentIntents.create({ amount: 5000, currency: 'usd', metadata: { transferId: 't_9' } });
    const card = await createCard(url(), '4000000000000002');
    const declined = await browserPost(`/v1/payment_intents/${created.id}/confirm`, {
      client_secret: created.client_secret!,
      payment_method: card.id,
    });
    expect(declined.status).toBe(402);
    const body = (await declined.json()) as { error: { code: string; payment_intent: Record<string, unknown> } };
    expect(body.error.code).toBe('card_declined');
    expect(body.error.payment_intent).toMatchObject({ id: created.id, status: 'requires_payment_method' });
    expect(body.error.payment_intent).not.toHaveProperty('metadata');
  });

  it('lists challenges on the sandbox page', async () => {
    const intent = await confirmWith('4000002500003155');
    const page = await (await fetch(url())).text();
    expect(page).toContain('3D Secure challenges');
    expect(page).toMatch(/\d+ challenges?, [1-9]\d* pending/);
    expect(page).toContain(intent.next_action!.use_stripe_sdk!.source as string);
  });
});
