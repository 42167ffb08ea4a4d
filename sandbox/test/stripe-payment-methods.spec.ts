import Stripe from 'stripe';
import { createCard, publishableKey, sandboxStripe } from './support/sandbox-stripe-client.js';
import { useTestSandbox } from './support/start-test-sandbox.js';

describe('Stripe PaymentMethods, customers, keys and CORS', () => {
  const sandboxRef = useTestSandbox();
  const url = () => sandboxRef.current.httpUrl;
  const stripe = () => sandboxStripe(url());
  const nextYear = new Date().getFullYear() + 1;

  const createWithPublishableKey = (card: Stripe.PaymentMethodCreateParams.Card) =>
    sandboxStripe(url(), publishableKey).paymentMethods.create({ type: 'card', card });

  it('creates a card PaymentMethod with the publishable key and answers a Stripe PaymentMethod', async () => {
    const pm = await createCard(url(), '4242424242424242', 'Amina Okello');

    expect(pm).toMatchObject({
      object: 'payment_method',
      type: 'card',
      customer: null,
      livemode: false,
      billing_details: { name: 'Amina Okello', email: null, address: { country: null } },
      card: { brand: 'visa', last4: '4242', exp_month: 12, funding: 'credit', country: 'US' },
    });
    expect(pm.id).toMatch(/^pm_[A-Za-z0-9]{24}$/);
    expect(pm.created).toBeGreaterThan(1_700_000_000);
    expect(pm.card!.fingerprint).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(pm.lastResponse.requestId).toMatch(/^req_/);

    const again = await createCard(url(), '4242424242424242');
    expect(again.card!.fingerprint).toBe(pm.card!.fingerprint);
    expect(again.id).not.toBe(pm.id);
  });

  it('reports the brand of Mastercard (5-series and 2-series) and, like Stripe, accepts other networks', async () => {
    expect((await createCard(url(), '5555555555554444')).card!.brand).toBe('mastercard');
    expect((await createCard(url(), '2223003122003222')).card!.brand).toBe('mastercard');
    const amex = await createWithPublishableKey({ number: '378282246310005', exp_month: 1, exp_year: nextYear, cvc: '1234' });
    expect(amex.card).toMatchObject({ brand: 'amex', last4: '0005' });
  });

  it('refuses a number failing the Luhn check with a card error stripe-node raises as StripeCardError', async () => {
    const refusal = createWithPublishableKey({ number: '4242424242424241', exp_month: 12, exp_year: nextYear, cvc: '123' });

    await expect(refusal).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
    await expect(refusal).rejects.toMatchObject({
      statusCode: 402,
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
      param: 'card[number]',
    });
  });

  it('answers the browser form the documented card_error JSON', async () => {
    const response = await fetch(`${url()}/v1/payment_methods`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${publishableKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'type=card&card[number]=4242424242424241&card[exp_month]=12&card[exp_year]=2099&card[cvc]=123',
    });

    expect(response.status).toBe(402);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({
      error: {
        type: 'card_error',
        code: 'incorrect_number',
        doc_url: 'https://stripe.com/docs/error-codes/incorrect-number',
        message: 'Your card number is incorrect.',
        param: 'card[number]',
      },
    });
  });

  it('refuses an expiry in the past and a malformed security code', async () => {
    const lastYear = new Date().getFullYear() - 1;
    await expect(
      createWithPublishableKey({ number: '4242424242424242', exp_month: 12, exp_year: lastYear, cvc: '123' }),
    ).rejects.toMatchObject({ code: 'invalid_expiry_year', statusCode: 402 });
    await expect(
      createWithPublishableKey({ number: '4242424242424242', exp_month: 13, exp_year: nextYear, cvc: '123' }),
    ).rejects.toMatchObject({ code: 'invalid_expiry_month' });
    await expect(
      createWithPublishableKey({ number: '4242424242424242', exp_month: 12, exp_year: nextYear, cvc: '12' }),
    ).rejects.toMatchObject({ code: 'invalid_cvc', message: "Your card's security code is invalid." });
  });

  it('never keeps or shows the card number or security code', async () => {
    const pm = await createCard(url(), '5555555555554444');
    const retrieved = await stripe().paymentMethods.retrieve(pm.id);
    const page = await (await fetch(url())).text();

    for (const text of [JSON.stringify(pm), JSON.stringify(retrieved), page]) {
      expect(text).not.toContain('5555555555554444');
      expect(text).not.toContain('"123"');
    }
  });

  it('retrieves, attaches and detaches with the secret key', async () => {
    const customer = await stripe().customers.create({ email: 'amina@example.com', name: 'Amina', metadata: { userId: 'u1' } });
    expect(customer).toMatchObject({ object: 'customer', email: 'amina@example.com', name: 'Amina', metadata: { userId: 'u1' } });
    expect(customer.id).toMatch(/^cus_/);
    expect(await stripe().customers.retrieve(customer.id)).toMatchObject({ id: customer.id });

    const pm = await createCard(url(), '4242424242424242');
    expect((await stripe().paymentMethods.retrieve(pm.id)).card!.last4).toBe('4242');
    expect((await stripe().paymentMethods.attach(pm.id, { customer: customer.id })).customer).toBe(customer.id);
    expect((await stripe().paymentMethods.detach(pm.id)).customer).toBeNull();
    await expect(stripe().paymentMethods.detach(pm.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('answers an unknown id with resource_missing', async () => {
    await expect(stripe().paymentMethods.retrieve('pm_unknown')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such PaymentMethod: 'pm_unknown'",
    });
    await expect(stripe().customers.retrieve('cus_unknown')).rejects.toMatchObject({ code: 'resource_missing' });
  });

  it('refuses every other call with a publishable key, as Stripe does', async () => {
    const pm = await createCard(url(), '4242424242424242');
    const browser = sandboxStripe(url(), publishableKey);

    await expect(browser.paymentMethods.retrieve(pm.id)).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(browser.paymentIntents.create({ amount: 1000, currency: 'usd' })).rejects.toMatchObject({
      statusCode: 401,
      rawType: 'invalid_request_error',
      message: expect.stringMatching(/^This API call cannot be made with a publishable API key/),
    });
  });

  it('refuses a missing or non-test key with 401', async () => {
    const noKey = await fetch(`${url()}/v1/customers`, { method: 'POST' });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({
      error: { type: 'invalid_request_error', message: expect.stringMatching(/^You did not provide an API key/) },
    });

    await expect(sandboxStripe(url(), 'sk_live_abcdef123456').customers.create({})).rejects.toMatchObject({
      statusCode: 401,
      message: expect.stringContaining('Invalid API Key provided: sk_live_********3456'),
    });
  });

  it('answers the browser preflight for /v1/payment_methods', async () => {
    const response = await fetch(`${url()}/v1/payment_methods`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-forwarded-for',
      },
    });

    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST');
    // Whatever the browser asks for, test browsers' extra headers included.
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization,content-type,x-forwarded-for');
  });

  it('refuses unknown parameters and non-form bodies like Stripe', async () => {
    await expect(stripe().customers.create({ emial: 'x@example.com' } as Stripe.CustomerCreateParams)).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'emial',
    });
    const json = await fetch(`${url()}/v1/customers`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_sandbox', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.com' }),
    });
    expect(json.status).toBe(400);
    expect((await json.json()).error.type).toBe('invalid_request_error');
  });

  it('answers unknown Stripe paths with Stripe 404 JSON', async () => {
    const response = await fetch(`${url()}/v1/charges`, { headers: { Authorization: 'Bearer sk_test_sandbox' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: expect.objectContaining({ type: 'invalid_request_error', message: expect.stringMatching(/^Unrecognized request URL \(GET: \/v1\/charges\)/) }),
    });
  });
});
