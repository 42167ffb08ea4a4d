import Stripe from 'stripe';
import { sandboxStripe } from './support/sandbox-stripe-client.js';
import { enrollInTeller, tellerAccountDetails } from './support/sandbox-teller.js';
import { useTestSandbox } from './support/start-test-sandbox.js';
import { useWebhookReceiver } from './support/webhook-receiver.js';

const mandateData: Stripe.PaymentIntentCreateParams.MandateData = {
  customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0 (sandbox test)' } },
};

/** The PaymentMethod the api makes from Teller's account details, with the secret key. */
function bankPaymentMethod(stripe: Stripe, accountNumber: string, routingNumber: string) {
  return stripe.paymentMethods.create({
    type: 'us_bank_account',
    us_bank_account: {
      account_number: accountNumber,
      routing_number: routingNumber,
      account_holder_type: 'individual',
      account_type: 'checking',
    },
    billing_details: { name: 'Amina Okello', email: 'amina@example.com' },
  });
}

describe('ACH debits (us_bank_account) through Stripe, with accounts linked through Teller', () => {
  const receiver = useWebhookReceiver();
  const sandboxRef = useTestSandbox(() => ({
    stripeWebhookUrl: receiver.current.url,
    webhookRetryBaseDelayMs: 20,
    achSettlementDelayMs: 150,
  }));
  const url = () => sandboxRef.current.httpUrl;
  const stripe = () => sandboxStripe(url());

  const linkedAccount = async (name: string) => {
    const enrolled = await enrollInTeller(url());
    return tellerAccountDetails(url(), enrolled.accessToken, name);
  };

  /** Link through Teller, read the account's details, make the PaymentMethod: the product's ACH path. */
  const linkedPaymentMethod = async (name: string) => {
    const details = await linkedAccount(name);
    return bankPaymentMethod(stripe(), details.account_number, details.routing_numbers.ach!);
  };

  const debit = (paymentMethod: string, extra: Partial<Stripe.PaymentIntentCreateParams> = {}) =>
    stripe().paymentIntents.create({
      amount: 10_500,
      currency: 'usd',
      payment_method: paymentMethod,
      allowed_payment_method_types: ['us_bank_account'],
      confirm: true,
      mandate_data: mandateData,
      metadata: { transferId: 'tr_ach_1' },
      ...extra,
    });

  const verify = (rawBody: string, signature: string | undefined) =>
    stripe().webhooks.constructEvent(rawBody, signature!, 'whsec_sandbox');

  it('shows the bank account as Stripe does, never its full number', async () => {
    const details = await linkedAccount('Sandbox Checking');
    const pm = await bankPaymentMethod(stripe(), details.account_number, details.routing_numbers.ach!);

    expect(pm).toMatchObject({
      object: 'payment_method',
      type: 'us_bank_account',
      billing_details: { name: 'Amina Okello' },
      us_bank_account: {
        account_holder_type: 'individual',
        account_type: 'checking',
        bank_name: 'STRIPE TEST BANK',
        financial_connections_account: null,
        last4: '1234',
        networks: { preferred: 'ach', supported: ['ach'] },
        routing_number: '110000000',
        status_details: null,
      },
    });
    expect(pm.us_bank_account!.fingerprint).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(JSON.stringify(pm)).not.toContain(details.account_number);
    const again = await bankPaymentMethod(stripe(), details.account_number, details.routing_numbers.ach!);
    expect(again.us_bank_account!.fingerprint).toBe(pm.us_bank_account!.fingerprint);
  });

  it('debits a linked account: processing at once, succeeded after the settlement delay, both webhooks signed', async () => {
    const pm = await linkedPaymentMethod('Sandbox Checking');
    const intent = await debit(pm.id);

    expect(intent).toMatchObject({
      status: 'processing',
      amount_received: 0,
      payment_method: pm.id,
      allowed_payment_method_types: ['us_bank_account'],
      payment_method_types: ['us_bank_account'],
      last_payment_error: null,
    });
    expect(intent.latest_charge).toMatch(/^ch_/);

    const [processing, succeeded] = (await receiver.current.waitFor(2, 5000)).map((request) =>
      verify(request.rawBody, request.signature),
    );
    expect(processing).toMatchObject({
      type: 'payment_intent.processing',
      data: { object: { id: intent.id, status: 'processing' } },
    });
    expect(processing!.request).toMatchObject({ id: expect.stringMatching(/^req_/) });
    expect(succeeded).toMatchObject({
      type: 'payment_intent.succeeded',
      request: { id: null, idempotency_key: null },
      data: { object: { id: intent.id, status: 'succeeded', amount_received: 10_500, latest_charge: intent.latest_charge } },
    });
    expect(await stripe().paymentIntents.retrieve(intent.id)).toMatchObject({
      status: 'succeeded',
      metadata: { transferId: 'tr_ach_1' },
    });

    const deliveries = (await (await fetch(`${url()}/api/webhooks?paymentIntentId=${intent.id}`)).json()) as any[];
    expect(deliveries.map((delivery) => [delivery.type, delivery.delivered])).toEqual([
      ['payment_intent.succeeded', true],
      ['payment_intent.processing', true],
    ]);
  });

  it('fails the debit of "Sandbox Failing Checking" (number ending 0002) when it settles: account closed', async () => {
    const pm = await linkedPaymentMethod('Sandbox Failing Checking');
    expect(pm.us_bank_account!.last4).toBe('0002');
    const intent = await debit(pm.id);
    expect(intent.status).toBe('processing');

    const [, failed] = (await receiver.current.waitFor(2, 5000)).map((request) => verify(request.rawBody, request.signature));
    const message = "The customer's bank account could not be debited (account closed).";
    expect(failed).toMatchObject({
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: intent.id,
          status: 'requires_payment_method',
          payment_method: null,
          last_payment_error: { code: 'account_closed', message, payment_method: { id: pm.id, us_bank_account: { last4: '0002' } } },
        },
      },
    });
    expect((await stripe().paymentIntents.retrieve(intent.id)).last_payment_error).toMatchObject({ code: 'account_closed', message });
  });

  it("fails Stripe's own test account 000222222227 for insufficient funds; takes automatic_payment_methods too", async () => {
    const pm = await bankPaymentMethod(stripe(), '000222222227', '110000000');
    const intent = await debit(pm.id, {
      allowed_payment_method_types: undefined,
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    });
    expect(intent.payment_method_types).toContain('us_bank_account');

    const [, failed] = (await receiver.current.waitFor(2, 5000)).map((request) => verify(request.rawBody, request.signature));
    expect(failed).toMatchObject({
      type: 'payment_intent.payment_failed',
      data: { object: { last_payment_error: { code: 'insufficient_funds' } } },
    });
  });

  it('refuses a routing number failing the ABA check digit, naming the parameter', async () => {
    const refusal = bankPaymentMethod(stripe(), '4200001234', '110000001');

    await expect(refusal).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(refusal).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      code: 'routing_number_invalid',
      message: 'Invalid routing number',
      param: 'us_bank_account[routing_number]',
    });
    await expect(bankPaymentMethod(stripe(), '12', '110000000')).rejects.toMatchObject({
      statusCode: 400,
      code: 'account_number_invalid',
      param: 'us_bank_account[account_number]',
    });
  });

  it("requires the account holder's name and the customer's mandate", async () => {
    await expect(
      stripe().paymentMethods.create({
        type: 'us_bank_account',
        us_bank_account: { account_number: '4200001234', routing_number: '110000000' },
      }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'billing_details[name]' });

    const pm = await linkedPaymentMethod('Sandbox Savings');
    await expect(debit(pm.id, { mandate_data: undefined })).rejects.toMatchObject({
      statusCode: 400,
      param: 'mandate_data',
      message: expect.stringMatching(/A mandate is required/),
    });
    await expect(
      debit(pm.id, { mandate_data: { customer_acceptance: { type: 'online' } } as Stripe.PaymentIntentCreateParams.MandateData }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'mandate_data[customer_acceptance][online]' });
    expect((await debit(pm.id)).status).toBe('processing');
  });

  it('takes payment_method_types[]=us_bank_account as earlier API versions send it, form-encoded', async () => {
    const pm = await linkedPaymentMethod('Sandbox Checking');
    const form = new URLSearchParams({
      amount: '2000',
      currency: 'usd',
      payment_method: pm.id,
      'payment_method_types[]': 'us_bank_account',
      confirm: 'true',
      'mandate_data[customer_acceptance][type]': 'online',
      'mandate_data[customer_acceptance][online][ip_address]': '203.0.113.7',
      'mandate_data[customer_acceptance][online][user_agent]': 'curl/8',
    });
    const response = await fetch(`${url()}/v1/payment_intents`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_sandbox', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'processing',
      payment_method_types: ['us_bank_account'],
      allowed_payment_method_types: null,
    });
    await receiver.current.waitFor(2, 5000);
  });

  it('refuses a bank account on an intent that only takes cards', async () => {
    const pm = await linkedPaymentMethod('Sandbox Checking');
    await expect(debit(pm.id, { allowed_payment_method_types: undefined })).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_intent_incompatible_payment_method',
    });
  });

  it('lists the ACH payment with its status in the Payments section', async () => {
    const pm = await linkedPaymentMethod('Sandbox Checking');
    const intent = await debit(pm.id, { description: 'ACH page check' });

    const page = await (await fetch(`${url()}/`)).text();
    const payments = page.slice(page.indexOf('<section id="payments">'));
    const row = payments.slice(payments.indexOf(intent.id), payments.indexOf('</tr>', payments.indexOf(intent.id)));
    expect(row).toContain('processing');
    expect(row).toContain('ACH STRIPE TEST BANK •••• 1234');
    await receiver.current.waitFor(2, 5000);
  });
});

describe('ACH debits settled by the test hooks before the settlement delay', () => {
  const receiver = useWebhookReceiver();
  const sandboxRef = useTestSandbox(() => ({ stripeWebhookUrl: receiver.current.url, achSettlementDelayMs: 60_000 }));
  const url = () => sandboxRef.current.httpUrl;
  const stripe = () => sandboxStripe(url());

  const processingDebit = async () => {
    const enrolled = await enrollInTeller(url());
    const details = await tellerAccountDetails(url(), enrolled.accessToken, 'Sandbox Checking');
    const pm = await bankPaymentMethod(stripe(), details.account_number, details.routing_numbers.ach!);
    const intent = await stripe().paymentIntents.create({
      amount: 5000,
      currency: 'usd',
      payment_method: pm.id,
      allowed_payment_method_types: ['us_bank_account'],
      confirm: true,
      mandate_data: mandateData,
    });
    expect(intent.status).toBe('processing');
    return intent;
  };

  const hook = (id: string, action: 'succeed' | 'fail', body?: unknown) =>
    fetch(`${url()}/api/stripe/payment_intents/${id}/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });

  it('/succeed settles a processing ACH payment at once', async () => {
    const intent = await processingDebit();
    expect(((await (await hook(intent.id, 'succeed')).json()) as any).status).toBe('succeeded');
    const types = (await receiver.current.waitFor(2)).map((request) => JSON.parse(request.rawBody).type);
    expect(types).toEqual(['payment_intent.processing', 'payment_intent.succeeded']);
  });

  it('/fail returns a processing ACH payment with the given reason', async () => {
    const intent = await processingDebit();
    const failed = await hook(intent.id, 'fail', { code: 'debit_not_authorized', message: 'The customer disputed the debit.' });
    expect(await failed.json()).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'debit_not_authorized', message: 'The customer disputed the debit.' },
    });
    expect((await stripe().paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
  });
});
