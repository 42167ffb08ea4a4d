import Stripe from 'stripe';
import { createCard, sandboxStripe } from './support/sandbox-stripe-client.js';
import { useTestSandbox } from './support/start-test-sandbox.js';
import { useWebhookReceiver } from './support/webhook-receiver.js';

describe('Disputes (chargebacks and inquiries) of succeeded payments', () => {
  const receiver = useWebhookReceiver();
  const sandboxRef = useTestSandbox(() => ({
    stripeWebhookUrl: receiver.current.url,
    webhookRetryBaseDelayMs: 20,
    achSettlementDelayMs: 100,
  }));
  const url = () => sandboxRef.current.httpUrl;
  const stripe = () => sandboxStripe(url());

  const pay = async (number = '4242424242424242') =>
    stripe().paymentIntents.create({
      amount: 3000,
      currency: 'usd',
      payment_method: (await createCard(url(), number)).id,
      confirm: true,
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      metadata: { transferId: 'tr_dispute' },
    });

  const hook = (path: string, body: object = {}) =>
    fetch(`${url()}/api/stripe${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  /** The events about this dispute's payment, verified as the product's endpoint would. */
  const disputeEvents = async (count: number, paymentIntent: string) => {
    const about = () =>
      receiver.current.received
        .map((request) => stripe().webhooks.constructEvent(request.rawBody, request.signature!, 'whsec_sandbox'))
        .filter((event) => event.type.startsWith('charge.dispute.') && (event.data.object as Stripe.Dispute).payment_intent === paymentIntent);
    const deadline = Date.now() + 5000;
    while (about().length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    return about().sort((a, b) => a.type.localeCompare(b.type));
  };

  it('opens, moves on and closes a dispute through the hooks, raising signed charge.dispute.* events', async () => {
    const intent = await pay();
    const opened = await hook(`/payment_intents/${intent.id}/dispute`, { reason: 'product_not_received', amount: 2000 });
    expect(opened.status).toBe(200);
    const dispute = (await opened.json()) as Stripe.Dispute;
    expect(dispute).toMatchObject({
      object: 'dispute',
      amount: 2000,
      currency: 'usd',
      charge: intent.latest_charge,
      payment_intent: intent.id,
      reason: 'product_not_received',
      status: 'needs_response',
      is_charge_refundable: false,
      evidence_details: { has_evidence: false, past_due: false, submission_count: 0 },
    });
    expect(dispute.id).toMatch(/^dp_/);
    expect(dispute.evidence_details.due_by).toBeGreaterThan(dispute.created);

    expect(await stripe().disputes.retrieve(dispute.id)).toEqual(dispute);
    const listed = await stripe().disputes.list({ payment_intent: intent.id });
    expect(listed.data.map((found) => found.id)).toEqual([dispute.id]);
    expect((await stripe().disputes.list({ payment_intent: 'pi_other' })).data).toEqual([]);
    await expect(stripe().refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({ code: 'charge_disputed' });
    expect((await stripe().paymentIntents.retrieve(intent.id)).status).toBe('succeeded');

    const updated = await hook(`/disputes/${dispute.id}/update`, { status: 'under_review' });
    expect(await updated.json()).toMatchObject({ status: 'under_review', evidence_details: { has_evidence: true, submission_count: 1 } });
    const closed = await hook(`/disputes/${dispute.id}/close`, { outcome: 'won' });
    expect(await closed.json()).toMatchObject({ status: 'won' });
    expect((await hook(`/disputes/${dispute.id}/close`, { outcome: 'lost' })).status).toBe(409);

    const events = await disputeEvents(3, intent.id);
    expect(events.map((event) => [event.type, (event.data.object as Stripe.Dispute).status])).toEqual([
      ['charge.dispute.closed', 'won'],
      ['charge.dispute.created', 'needs_response'],
      ['charge.dispute.updated', 'under_review'],
    ]);
    expect(events[0]!.request).toEqual({ id: null, idempotency_key: null });
    const deliveries = (await (await fetch(`${url()}/api/webhooks?paymentIntentId=${intent.id}`)).json()) as Array<{ type: string }>;
    expect(deliveries.map((delivery) => delivery.type)).toContain('charge.dispute.created');
  });

  it('refuses to dispute a payment that has not succeeded, twice, or an unknown one', async () => {
    const unpaid = await stripe()
      .paymentIntents.create({ amount: 3000, currency: 'usd' })
      .then((intent) => intent.id);
    expect((await hook(`/payment_intents/${unpaid}/dispute`)).status).toBe(409);
    expect((await hook('/payment_intents/pi_unknown/dispute')).status).toBe(404);
    const intent = await pay();
    expect((await hook(`/payment_intents/${intent.id}/dispute`)).status).toBe(200);
    expect((await hook(`/payment_intents/${intent.id}/dispute`)).status).toBe(409);
    expect((await hook(`/payment_intents/${intent.id}/dispute`, { reason: 'nope' })).status).toBe(400);
    expect((await hook('/disputes/dp_unknown/close', { outcome: 'won' })).status).toBe(404);
    await expect(stripe().disputes.retrieve('dp_unknown')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it("disputes Stripe's test card 4000000000000259 as fraudulent right after the payment", async () => {
    const intent = await pay('4000000000000259');
    expect(intent.status).toBe('succeeded');
    const [dispute] = (await stripe().disputes.list({ payment_intent: intent.id })).data;
    expect(dispute).toMatchObject({ reason: 'fraudulent', status: 'needs_response', amount: 3000, payment_method_details: { type: 'card', card: { brand: 'visa' } } });
    expect((await disputeEvents(1, intent.id)).map((event) => event.type)).toEqual(['charge.dispute.created']);
  });

  it('opens an inquiry with 4000000000001976: the payment may still be refunded; won closes it as warning_closed', async () => {
    const intent = await pay('4000000000001976');
    const [inquiry] = (await stripe().disputes.list({ payment_intent: intent.id })).data;
    expect(inquiry).toMatchObject({ status: 'warning_needs_response', is_charge_refundable: true });
    const closed = await hook(`/disputes/${inquiry!.id}/close`, { outcome: 'won' });
    expect(await closed.json()).toMatchObject({ status: 'warning_closed' });
    expect((await stripe().refunds.create({ payment_intent: intent.id })).status).toBe('succeeded');
  });

  it("disputes Stripe's ACH test account 000555555559 as debit_not_authorized once it settles", async () => {
    const pm = await stripe().paymentMethods.create({
      type: 'us_bank_account',
      us_bank_account: { account_number: '000555555559', routing_number: '110000000' },
      billing_details: { name: 'Amina Okello' },
    });
    const intent = await stripe().paymentIntents.create({
      amount: 5000,
      currency: 'usd',
      payment_method: pm.id,
      allowed_payment_method_types: ['us_bank_account'],
      confirm: true,
      mandate_data: { customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7', user_agent: 'test' } } },
    });
    expect(intent.status).toBe('processing');
    const [created] = await disputeEvents(1, intent.id);
    expect(created!.data.object).toMatchObject({
      reason: 'debit_not_authorized',
      status: 'needs_response',
      evidence_details: { due_by: null },
      payment_method_details: { type: 'us_bank_account' },
    });
  });

  it('shows disputes on the page, with buttons that open and close them and answer with a redirect', async () => {
    const intent = await pay();
    let page = await (await fetch(url())).text();
    expect(page).toContain('<section id="disputes">');
    expect(page).toContain(`action="/api/stripe/payment_intents/${intent.id}/dispute"`);
    const form = { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, redirect: 'manual' as const };
    const opened = await fetch(`${url()}/api/stripe/payment_intents/${intent.id}/dispute`, { ...form, body: '' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/#disputes');
    const [dispute] = (await stripe().disputes.list({ payment_intent: intent.id })).data;
    page = await (await fetch(url())).text();
    expect(page).toContain(dispute!.id);
    expect(page).toContain(`action="/api/stripe/disputes/${dispute!.id}/close"`);
    const closed = await fetch(`${url()}/api/stripe/disputes/${dispute!.id}/close`, { ...form, body: 'outcome=lost' });
    expect(closed.status).toBe(303);
    expect((await stripe().disputes.retrieve(dispute!.id)).status).toBe('lost');
  });
});
