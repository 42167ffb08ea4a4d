import type { Browser, FrameLocator, Page } from 'playwright-core';
import type StripeApi from 'stripe';
import { launchChromium, startMerchantPage } from './support/merchant-page.js';
import { bundleReactCheckout } from './support/react-checkout.js';
import { sandboxStripe } from './support/sandbox-stripe-client.js';
import { useTestSandbox } from './support/start-test-sandbox.js';
import { useWebhookReceiver } from './support/webhook-receiver.js';

/* Globals the tests set up in the merchant page (its own JavaScript, never the card fields). */
declare const window: Window & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
declare function Stripe(key: string): any; // eslint-disable-line @typescript-eslint/no-explicit-any

const expiry = `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const cardFrame = 'iframe[title="Secure card payment input frame"]';
const challengeFrame = 'iframe[title="3D Secure authentication challenge"]';

describe('Stripe.js stand-in in a real browser', () => {
  const receiver = useWebhookReceiver();
  const sandboxRef = useTestSandbox(() => ({ stripeWebhookUrl: receiver.current.url, webhookRetryBaseDelayMs: 20 }));
  const url = () => sandboxRef.current.httpUrl;
  let browser: Browser;
  let merchant: { url: string; close(): Promise<void> };
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    merchant = await startMerchantPage(url());
  }, 20_000);

  afterAll(async () => {
    await browser?.close();
    await merchant?.close();
  });

  beforeEach(async () => {
    page = await browser.newPage();
    await page.goto(merchant.url);
    await page.waitForFunction(() => typeof window.Stripe === 'function');
  });

  afterEach(async () => {
    await page.context().close();
  });

  it('serves the script as JavaScript and refuses frames asked for without a proper origin or key', async () => {
    const script = await fetch(`${url()}/stripe/js/v3`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await script.text()).toContain(`var SANDBOX_ORIGIN = "${url()}"`);

    const frame = (query: string) => fetch(`${url()}/stripe/js/elements-frame?${query}`);
    const good = 'type=card&frameId=f-1&group=g-1&origin=http%3A%2F%2Flocalhost%3A5173&key=pk_test_sandbox';
    const served = await frame(good);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-security-policy')).toBe('frame-ancestors http://localhost:5173');
    expect(await frame(good.replace('pk_test_sandbox', 'sk_test_sandbox'))).toMatchObject({ status: 400 });
    expect(await frame(good.replace('http%3A%2F%2Flocalhost%3A5173', 'javascript%3Aalert(1)'))).toMatchObject({ status: 400 });
    expect(await frame(good.replace('type=card', 'type=iban'))).toMatchObject({ status: 400 });
  });

  it('refuses a secret key and malformed client secrets like Stripe.js', async () => {
    expect(await page.evaluate(() => { try { Stripe('sk_test_sandbox'); return null; } catch (error) { return String(error); } })).toMatch(
      /You should not use your secret key with Stripe.js/,
    );
    expect(
      await page.evaluate(() => { try { Stripe('pk_test_sandbox').confirmCardPayment('nope'); return null; } catch (error) { return (error as Error).name; } }),
    ).toBe('IntegrationError');
  });

  /** Mounts one card Element and records its events in the page. */
  async function mountCard(options: Record<string, unknown> = {}): Promise<FrameLocator> {
    await page.evaluate((elementOptions) => {
      window.events = [];
      window.stripe = Stripe('pk_test_sandbox');
      window.elements = window.stripe.elements();
      window.card = window.elements.create('card', elementOptions);
      for (const name of ['ready', 'change', 'focus', 'blur']) {
        window.card.on(name, (event: unknown) => window.events.push({ name, event }));
      }
      window.card.mount('#card');
    }, options);
    await page.waitForFunction(() => window.events.some((entry: { name: string }) => entry.name === 'ready'));
    return page.frameLocator(cardFrame);
  }

  async function fillCard(frame: FrameLocator, number: string): Promise<void> {
    await frame.getByLabel('Card number').fill(number);
    await frame.getByLabel('Expiration date').fill(expiry);
    await frame.getByLabel('Security code').fill('123');
    await frame.getByLabel('ZIP').fill('94103');
    await page.waitForFunction(() => window.events.at(-1)?.event?.complete === true);
  }

  const lastChange = () =>
    page.evaluate(() => [...window.events].reverse().find((entry: { name: string }) => entry.name === 'change')?.event);

  const createPaymentMethod = () =>
    page.evaluate(() =>
      window.stripe.createPaymentMethod({ type: 'card', card: window.card, billing_details: { name: 'Amina Okello' } }),
    );

  it('mounts the card Element in a sandbox iframe, types 4242 in it and creates a pm_ the page never saw the number of', async () => {
    const frame = await mountCard();
    const iframe = page.locator(cardFrame);
    expect(await iframe.getAttribute('src')).toMatch(new RegExp(`^${url()}/stripe/js/elements-frame\\?type=card&`));
    // Cross-origin: the merchant page cannot reach into the frame.
    expect(await page.evaluate(() => document.querySelector('iframe')!.contentDocument)).toBeNull();

    await frame.getByLabel('Card number').fill('4242424242424242');
    expect(await frame.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
    expect(await lastChange()).toEqual({ elementType: 'card', empty: false, complete: false, brand: 'visa', value: { postalCode: '' } });
    await fillCard(frame, '4242 4242 4242 4242');
    expect(await page.locator('#card').getAttribute('class')).toContain('StripeElement--complete');

    const result = await createPaymentMethod();
    expect(result.error).toBeUndefined();
    expect(result.paymentMethod).toMatchObject({
      id: expect.stringMatching(/^pm_/),
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12 },
      billing_details: { name: 'Amina Okello', address: { postal_code: '94103' } },
    });
    const seen = await page.evaluate(() => JSON.stringify({ events: window.events, html: document.documentElement.outerHTML }));
    expect(seen).not.toMatch(/4242 ?4242 ?4242/);
    expect(seen).not.toContain('"123"');
  });

  it('reports Stripe\'s validation errors in change events and refuses an incomplete card', async () => {
    const frame = await mountCard({ hidePostalCode: true });
    expect(await frame.locator('#field-postal').isHidden()).toBe(true);

    await frame.getByLabel('Card number').fill('4242424242424241');
    expect(await lastChange()).toMatchObject({
      complete: false,
      error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
    });
    await frame.getByLabel('Card number').fill('4242424242424242');
    await frame.getByLabel('Expiration date').fill('01 / 20');
    expect(await lastChange()).toMatchObject({ error: { code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." } });
    await frame.getByLabel('Expiration date').fill(expiry);
    await frame.getByLabel('Security code').fill('12');
    await frame.getByLabel('Card number').focus();
    await page.waitForFunction(() => window.events.at(-1)?.event?.error?.code === 'incomplete_cvc');
    expect(await lastChange()).toMatchObject({ error: { message: "Your card's security code is incomplete." } });
    expect(await page.locator('#card').getAttribute('class')).toContain('StripeElement--invalid');

    const refused = await createPaymentMethod();
    expect(refused).toEqual({
      error: { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." },
    });

    await page.evaluate(() => window.card.clear());
    await page.waitForFunction(() => window.events.at(-1)?.event?.empty === true);
    expect(await createPaymentMethod()).toMatchObject({ error: { code: 'incomplete_number', message: 'Your card number is incomplete.' } });
  });

  it('creates the PaymentMethod from separate number, expiry and CVC Elements', async () => {
    await page.evaluate(() => {
      window.stripe = Stripe('pk_test_sandbox');
      const elements = window.stripe.elements();
      window.ready = 0;
      window.number = elements.create('cardNumber', { placeholder: 'Card number' });
      for (const [element, selector] of [
        [window.number, '#card-number'],
        [elements.create('cardExpiry'), '#card-expiry'],
        [elements.create('cardCvc'), '#card-cvc'],
      ]) {
        element.on('ready', () => (window.ready += 1));
        element.mount(selector);
      }
      window.numberElement = elements.getElement({ __elementType: 'cardNumber' });
    });
    await page.waitForFunction(() => window.ready === 3);
    expect(await page.evaluate(() => window.numberElement === window.number)).toBe(true);

    await page.frameLocator('iframe[title="Secure card number input frame"]').getByLabel('Card number').fill('5555555555554444');
    await page.frameLocator('iframe[title="Secure expiration date input frame"]').getByLabel('Expiration date').fill(expiry);
    const missingCvc = await page.evaluate(() => window.stripe.createPaymentMethod({ type: 'card', card: window.number }));
    expect(missingCvc).toMatchObject({ error: { code: 'incomplete_cvc' } });

    await page.frameLocator('iframe[title="Secure CVC input frame"]').getByLabel('Security code').fill('321');
    const result = await page.evaluate(() => window.stripe.createPaymentMethod({ type: 'card', card: window.number }));
    expect(result.paymentMethod).toMatchObject({ id: expect.stringMatching(/^pm_/), card: { brand: 'mastercard', last4: '4444' } });
  });

  async function serverConfirm(paymentMethod: string): Promise<StripeApi.PaymentIntent> {
    return sandboxStripe(url()).paymentIntents.create({
      amount: 7500,
      currency: 'usd',
      payment_method: paymentMethod,
      confirm: true,
      metadata: { transferId: 't_browser' },
    });
  }

  it('handleNextAction opens the 3D Secure challenge; completing it succeeds the payment', async () => {
    const frame = await mountCard();
    await fillCard(frame, '4000 0025 0000 3155');
    const { paymentMethod } = await createPaymentMethod();
    const intent = await serverConfirm(paymentMethod.id);
    expect(intent.status).toBe('requires_action');

    await page.evaluate((clientSecret) => {
      window.stripe.handleNextAction({ clientSecret }).then((result: unknown) => (window.result = result));
    }, intent.client_secret);
    const challenge = page.frameLocator(challengeFrame);
    await expect(challenge.getByRole('heading', { name: '3D Secure 2 Test Page' }).textContent()).resolves.toBe('3D Secure 2 Test Page');
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForFunction(() => window.result !== undefined);

    const result = await page.evaluate(() => window.result);
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded', next_action: null });
    expect(await page.locator(challengeFrame).count()).toBe(0);
    const deliveries = (await (await fetch(`${url()}/api/webhooks?paymentIntentId=${intent.id}`)).json()) as Array<{ type: string }>;
    expect(deliveries.map((delivery) => delivery.type)).toContain('payment_intent.succeeded');
  });

  it('confirmCardPayment with the card Element; failing the challenge answers payment_intent_authentication_failure', async () => {
    const frame = await mountCard();
    await fillCard(frame, '4000 0027 6000 3184');
    const intent = await sandboxStripe(url()).paymentIntents.create({ amount: 7500, currency: 'usd' });

    await page.evaluate((clientSecret) => {
      window.stripe
        .confirmCardPayment(clientSecret, { payment_method: { card: window.card, billing_details: { name: 'Amina Okello' } } })
        .then((result: unknown) => (window.result = result));
    }, intent.client_secret);
    await page.frameLocator(challengeFrame).getByRole('button', { name: 'Fail authentication' }).click();
    await page.waitForFunction(() => window.result !== undefined);

    const result = await page.evaluate(() => window.result);
    expect(result.paymentIntent).toBeUndefined();
    expect(result.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      payment_intent: { id: intent.id, status: 'requires_payment_method' },
    });
    expect((await sandboxStripe(url()).paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
  });

  it('works under @stripe/react-stripe-js: <Elements stripe={promise}> with <CardElement>, useStripe and useElements', async () => {
    await page.addScriptTag({ content: bundleReactCheckout() });
    await page.evaluate(() => {
      window.stripe = Stripe('pk_test_sandbox');
      window.mountCheckout(Promise.resolve(window.stripe));
    });
    await page.waitForFunction(() => window.reactReady === true);
    expect(await page.evaluate(() => window.stripe.__appInfo())).toMatchObject({ name: 'react-stripe-js' });

    const frame = page.frameLocator(cardFrame);
    expect(await frame.locator('#field-postal').isHidden()).toBe(true);
    expect(await frame.getByLabel('Card number').evaluate((input) => getComputedStyle(input).fontSize)).toBe('18px');
    await frame.getByLabel('Card number').fill('4242424242424242');
    await frame.getByLabel('Expiration date').fill(expiry);
    await frame.getByLabel('Security code').fill('123');
    await page.waitForFunction(() => window.reactChange?.complete === true);

    const result = await page.evaluate(() => window.pay());
    expect(result.paymentMethod).toMatchObject({ id: expect.stringMatching(/^pm_/), card: { last4: '4242' } });
  });
});
