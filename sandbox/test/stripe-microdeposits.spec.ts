import Stripe from 'stripe';
import { sandboxStripe } from './support/sandbox-stripe-client.js';
import { useTestSandbox } from './support/start-test-sandbox.js';
import { useWebhookReceiver } from './support/webhook-receiver.js';

const mandateData = {
  customer_acceptance: { type: 'online' as const, online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0 (sandbox test)' } },
};
const microdeposits = { us_bank_account: { verification_method: 'microdeposits' as const } };

describe('ACH accounts entered by number, verified by microdeposits', () => {
  const receiver = useWebhookReceiver();
  const sandboxRef = useTestSandbox(() => ({
    stripeWebhookUrl: receiver.current.url,
    webhookRetryBaseDelayMs: 20,
    achSettlementDelayMs: 100,
  }));
  const url = () => sandboxRef.current.httpUrl;
  const stripe = () => sandboxStripe(url());

  const bankAccount = (accountNumber = '000123456789') =>
    stripe().paymentMethods.create({
      type: 'us_bank_account',
      us_bank_account: { account_number: accountNumber, routing_number: '110000000', account_holder_type: 'individual' },
      billing_details: { name: 'Amina Okello' },
    });

  const debit = (paymentMethod: string, extra: Partial<Stripe.PaymentIntentCreateParams> = {}) =>
    stripe().paymentIntents.create({
      amount: 10_500,
      currency: 'usd',
      payment_method: paymentMethod,
      allowed_payment_method_types: ['us_bank_account'],
      confirm: true,
      mandate_data: mandateData,
      payment_method_options: microdeposits,
      metadata: { transferId: 'tr_micro' },
      ...extra,
    });

  /** The types of the first `count` events about these intents (a previous test's settlement may still arrive), sorted. */
  const eventTypes = async (count: number, ...ids: string[]) => {
    const about = () =>
      receiver.current.received
        .map((request) => JSON.parse(request.rawBody) as { type: string; data: { object: { id: string } } })
        .filter((event) => ids.includes(event.data.object.id));
    const deadline = Date.now() + 5000;
    while (about().length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    return about()
      .slice(0, count)
      .map((event) => event.type)
      .sort();
  };

  it('holds a PaymentIntent in requires_action until SM11AA verifies it, then debits it', async () => {
    const pm = await bankAccount();
    const intent = await debit(pm.id);
    expect(intent).toMatchObject({
      status: 'requires_action',
      latest_charge: null,
      payment_method_options: { us_bank_account: { verification_method: 'microdeposits' } },
      next_action: {
        type: 'verify_with_microdeposits',
        verify_with_microdeposits: { microdeposit_type: 'descriptor_code', hosted_verification_url: expect.stringContaining('/stripe/microdeposits/mdv_') },
      },
    });
    expect(intent.next_action!.verify_with_microdeposits!.arrival_date).toBeGreaterThan(intent.created);
    expect(await eventTypes(1, intent.id)).toEqual(['payment_intent.requires_action']);

    // A wrong code counts as an attempt and leaves it waiting.
    await expect(stripe().paymentIntents.verifyMicrodeposits(intent.id, { descriptor_code: 'SM99ZZ' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'payment_method_microdeposit_verification_descriptor_code_mismatch',
      param: 'descriptor_code',
      message: expect.stringContaining('9 verification attempts remaining'),
    });
    // Amounts for a descriptor-code deposit are refused without counting.
    await expect(stripe().paymentIntents.verifyMicrodeposits(intent.id, { amounts: [32, 45] })).rejects.toMatchObject({ param: 'amounts' });

    const verified = await stripe().paymentIntents.verifyMicrodeposits(intent.id, { descriptor_code: 'SM11AA' });
    expect(verified).toMatchObject({ status: 'processing', next_action: null });
    expect(verified.latest_charge).toMatch(/^ch_/);
    expect(await eventTypes(3, intent.id)).toEqual(['payment_intent.processing', 'payment_intent.requires_action', 'payment_intent.succeeded']);
    expect((await stripe().paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });

  it('keeps the product\'s path unchanged: without the opt-in a raw-number account is debited at once', async () => {
    const pm = await bankAccount();
    const intent = await debit(pm.id, { payment_method_options: undefined });
    expect(intent.status).toBe('processing');
    expect(intent.payment_method_options).toMatchObject({ us_bank_account: { verification_method: 'automatic' } });
  });

  it('saves an account with a SetupIntent: requires_action, 32 and 45 verify it, later debits need no verification, off session too', async () => {
    const customer = await stripe().customers.create({ email: 'amina@example.com' });
    const pm = await bankAccount('000000004545');
    const setup = await stripe().setupIntents.create({
      allowed_payment_method_types: ['us_bank_account'],
      payment_method: pm.id,
      customer: customer.id,
      confirm: true,
      mandate_data: mandateData,
      payment_method_options: microdeposits,
    });
    expect(setup).toMatchObject({
      object: 'setup_intent',
      status: 'requires_action',
      customer: customer.id,
      usage: 'off_session',
      next_action: { type: 'verify_with_microdeposits', verify_with_microdeposits: { microdeposit_type: 'amounts' } },
    });
    // Until verified, a payment with it waits too, even off session: nothing is debited.
    const early = await debit(pm.id, { customer: customer.id, off_session: true, payment_method_options: undefined });
    expect(early).toMatchObject({ status: 'requires_action', latest_charge: null, next_action: { type: 'verify_with_microdeposits' } });

    await expect(stripe().setupIntents.verifyMicrodeposits(setup.id, { amounts: [12, 34] })).rejects.toMatchObject({
      code: 'payment_method_microdeposit_verification_amounts_mismatch',
      message: expect.stringContaining('2 verification attempts remaining'),
    });
    const done = await stripe().setupIntents.verifyMicrodeposits(setup.id, { amounts: [45, 32] });
    expect(done).toMatchObject({ status: 'succeeded', next_action: null, payment_method: pm.id });
    expect(await stripe().setupIntents.retrieve(setup.id)).toMatchObject({ status: 'succeeded' });
    expect((await stripe().paymentMethods.retrieve(pm.id)).customer).toBe(customer.id);

    const later = await debit(pm.id, { customer: customer.id, off_session: true, mandate_data: undefined });
    expect(later.status).toBe('processing');
    const types = await eventTypes(5, setup.id, early.id, later.id);
    expect(types).toEqual(
      expect.arrayContaining(['setup_intent.requires_action', 'setup_intent.succeeded', 'payment_intent.requires_action', 'payment_intent.processing']),
    );
  });

  it('fails the intent on SM33CC (too many attempts): requires_payment_method, and the account cannot be used again', async () => {
    const pm = await bankAccount();
    const intent = await debit(pm.id);
    const refused = await stripe()
      .paymentIntents.verifyMicrodeposits(intent.id, { descriptor_code: 'SM33CC' })
      .catch((error: unknown) => error as Stripe.errors.StripeInvalidRequestError);
    expect(refused).toMatchObject({ code: 'payment_method_microdeposit_verification_attempts_exceeded' });
    expect((refused as Stripe.errors.StripeInvalidRequestError).raw).toMatchObject({ payment_intent: { id: intent.id, status: 'requires_payment_method' } });
    expect(await stripe().paymentIntents.retrieve(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: { code: 'payment_method_microdeposit_verification_attempts_exceeded' },
    });
    expect(await eventTypes(2, intent.id)).toEqual(['payment_intent.payment_failed', 'payment_intent.requires_action']);
    await expect(debit(pm.id)).rejects.toMatchObject({ param: 'payment_method', code: 'payment_method_microdeposit_verification_attempts_exceeded' });
  });

  it('fails a SetupIntent after three wrong amounts, and on SM44DD (timeout)', async () => {
    const amountsPm = await bankAccount('000000004545');
    const setup = await stripe().setupIntents.create({
      allowed_payment_method_types: ['us_bank_account'],
      payment_method: amountsPm.id,
      confirm: true,
      mandate_data: mandateData,
    });
    for (const expected of ['amounts_mismatch', 'amounts_mismatch', 'attempts_exceeded']) {
      await expect(stripe().setupIntents.verifyMicrodeposits(setup.id, { amounts: [1, 2] })).rejects.toMatchObject({
        code: `payment_method_microdeposit_verification_${expected}`,
      });
    }
    expect(await stripe().setupIntents.retrieve(setup.id)).toMatchObject({
      status: 'requires_payment_method',
      last_setup_error: { code: 'payment_method_microdeposit_verification_attempts_exceeded' },
    });

    const pm = await bankAccount();
    const other = await stripe().setupIntents.create({ allowed_payment_method_types: ['us_bank_account'], payment_method: pm.id, confirm: true, mandate_data: mandateData });
    await expect(stripe().setupIntents.verifyMicrodeposits(other.id, { descriptor_code: 'SM44DD' })).rejects.toMatchObject({
      code: 'payment_method_microdeposit_verification_timeout',
    });
    expect(await eventTypes(4, setup.id, other.id)).toEqual([
      'setup_intent.requires_action',
      'setup_intent.requires_action',
      'setup_intent.setup_failed',
      'setup_intent.setup_failed',
    ]);
  });

  it("fails when microdeposits cannot be sent (Stripe's 000666666661), after the settlement delay", async () => {
    const pm = await bankAccount('000666666661');
    const intent = await debit(pm.id);
    expect(intent.status).toBe('requires_action');
    const deadline = Date.now() + 3000;
    while ((await stripe().paymentIntents.retrieve(intent.id)).status === 'requires_action' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await stripe().paymentIntents.retrieve(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_method_microdeposit_failed' },
    });
    const deliveries = (await (await fetch(`${url()}/api/webhooks?paymentIntentId=${intent.id}`)).json()) as Array<{ type: string }>;
    expect(deliveries.map((delivery) => delivery.type)).toEqual(['payment_intent.payment_failed', 'payment_intent.requires_action']);
  });

  it('verifies through the hosted verification page, and lists verifications on the page', async () => {
    const pm = await bankAccount();
    const intent = await debit(pm.id);
    const hosted = intent.next_action!.verify_with_microdeposits!.hosted_verification_url;
    expect(await (await fetch(hosted)).text()).toContain('SM11AA');
    const answered = await fetch(hosted, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'descriptor_code=SM11AA',
    });
    expect(await answered.text()).toContain('verified');
    expect((await stripe().paymentIntents.retrieve(intent.id)).status).not.toBe('requires_action');
    const page = await (await fetch(url())).text();
    expect(page).toContain('Bank account verifications (microdeposits)');
    expect(page).toContain(pm.id);
  });

  it('answers Stripe errors for a call on an intent with nothing to verify and for malformed amounts', async () => {
    const pm = await bankAccount();
    const intent = await debit(pm.id, { payment_method_options: undefined });
    await expect(stripe().paymentIntents.verifyMicrodeposits(intent.id, { descriptor_code: 'SM11AA' })).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    const waiting = await debit((await bankAccount()).id);
    await expect(stripe().paymentIntents.verifyMicrodeposits(waiting.id, { amounts: [32] })).rejects.toMatchObject({
      code: 'payment_method_microdeposit_verification_amounts_invalid',
    });
    await expect(stripe().paymentIntents.verifyMicrodeposits(waiting.id, {})).rejects.toMatchObject({ code: 'parameter_missing' });
  });
});
