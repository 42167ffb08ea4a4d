import Stripe from 'stripe';
import { createCard, sandboxStripe } from './support/sandbox-stripe-client.js';
import { useTestSandbox } from './support/start-test-sandbox.js';
import { useWebhookReceiver } from './support/webhook-receiver.js';

const mandateData: Stripe.PaymentIntentCreateParams.MandateData = {
  customer_acceptance: { type: 'online', online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0 (sandbox test)' } },
};

describe('Stripe balance transactions and payouts', () => {
  const receiver = useWebhookReceiver();
  const sandboxRef = useTestSandbox(() => ({
    stripeWebhookUrl: receiver.current.url,
    webhookRetryBaseDelayMs: 20,
    // ACH debits wait for the test hooks; refunds change status soon.
    achSettlementDelayMs: 60_000,
    refundDelayMs: 50,
  }));
  const url = () => sandboxRef.current.httpUrl;
  const stripe = () => sandboxStripe(url());
  const hook = (path: string, body: object = {}) =>
    fetch(`${url()}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  const payByCard = async (amount: number, number = '4242424242424242') =>
    stripe().paymentIntents.create({ amount, currency: 'usd', payment_method: (await createCard(url(), number)).id, confirm: true });

  const debitBank = async (amount: number, accountNumber: string) => {
    const pm = await stripe().paymentMethods.create({
      type: 'us_bank_account',
      us_bank_account: { account_number: accountNumber, routing_number: '110000000', account_holder_type: 'individual', account_type: 'checking' },
      billing_details: { name: 'Amina Okello', email: 'amina@example.com' },
    });
    return stripe().paymentIntents.create({ amount, currency: 'usd', payment_method: pm.id, allowed_payment_method_types: ['us_bank_account'], confirm: true, mandate_data: mandateData });
  };

  const ofSource = async (source: string) => (await stripe().balanceTransactions.list({ source, limit: 100 } as Stripe.BalanceTransactionListParams)).data;

  it('records a card charge with Stripe fee of 2.9% + 30¢, and its charge behind `expand[]=data.source`', async () => {
    const intent = await payByCard(10_000);
    const [txn] = await ofSource(intent.latest_charge as string);
    expect(txn).toMatchObject({
      object: 'balance_transaction',
      type: 'charge',
      reporting_category: 'charge',
      amount: 10_000,
      fee: 320,
      net: 9_680,
      currency: 'usd',
      status: 'available',
      source: intent.latest_charge,
      fee_details: [{ amount: 320, currency: 'usd', type: 'stripe_fee', application: null, description: 'Stripe processing fees' }],
    });
    expect(txn!.id).toMatch(/^txn_/);
    const one = await stripe().balanceTransactions.retrieve(txn!.id, { expand: ['source'] });
    expect(one.source).toMatchObject({ object: 'charge', id: intent.latest_charge, payment_intent: intent.id, amount: 10_000 });
    const listed = await stripe().balanceTransactions.list({ type: 'charge', limit: 100, expand: ['data.source'] });
    expect(listed.data.find((t) => t.id === txn!.id)?.source).toMatchObject({ object: 'charge', payment_intent: intent.id });
  });

  it('records nothing for a declined card', async () => {
    const declined = await payByCard(2_000, '4000000000000002').catch((error: Stripe.errors.StripeCardError) => error.payment_intent!);
    expect(declined.latest_charge).toBeTruthy();
    expect(await ofSource(declined.latest_charge as string)).toEqual([]);
  });

  it('records an ACH payment when it is made (0.8% fee capped at $5), and its return as a payment failure refund', async () => {
    const small = await debitBank(10_000, '000123456789');
    const large = await debitBank(100_000, '000123456789');
    expect(await ofSource(small.latest_charge as string)).toMatchObject([{ type: 'payment', reporting_category: 'charge', amount: 10_000, fee: 80, net: 9_920, status: 'pending' }]);
    expect(await ofSource(large.latest_charge as string)).toMatchObject([{ type: 'payment', amount: 100_000, fee: 500, net: 99_500 }]);

    await hook(`/stripe/payment_intents/${small.id}/fail`, { code: 'account_closed' });
    await hook(`/stripe/payment_intents/${large.id}/succeed`);
    expect(await ofSource(small.latest_charge as string)).toMatchObject([
      { type: 'payment_failure_refund', reporting_category: 'charge_failure', amount: -10_000, fee: 0, net: -10_000 },
      { type: 'payment', amount: 10_000, status: 'available' },
    ]);
    expect(await ofSource(large.latest_charge as string)).toMatchObject([{ status: 'available' }]);
  });

  it('records a refund under the refund’s balance_transaction, and a failed refund under its failure_balance_transaction', async () => {
    const paid = await payByCard(5_000);
    const refund = await stripe().refunds.create({ payment_intent: paid.id, amount: 2_000 });
    expect(await ofSource(refund.id)).toMatchObject([{ id: refund.balance_transaction, type: 'refund', reporting_category: 'refund', amount: -2_000, fee: 0, net: -2_000 }]);

    const failing = await stripe().refunds.create({ payment_intent: paid.id, amount: 1_000 });
    await hook(`/stripe/refunds/${failing.id}/fail`, { failure_reason: 'declined' });
    const failed = await stripe().refunds.retrieve(failing.id);
    expect(await ofSource(failing.id)).toMatchObject([
      { id: failed.failure_balance_transaction, type: 'refund_failure', reporting_category: 'refund_failure', amount: 1_000 },
      { type: 'refund', amount: -1_000 },
    ]);
  });

  it('withdraws a chargeback with the $15 dispute fee and reinstates it when won; an inquiry withdraws nothing', async () => {
    const paid = await payByCard(8_000);
    const dispute = (await (await hook(`/stripe/payment_intents/${paid.id}/dispute`, {})).json()) as { id: string };
    expect(await ofSource(dispute.id)).toMatchObject([{ type: 'adjustment', reporting_category: 'dispute', amount: -8_000, fee: 1_500, net: -9_500, fee_details: [{ amount: 1_500, description: 'Dispute fee' }] }]);
    await hook(`/stripe/disputes/${dispute.id}/close`, { outcome: 'won' });
    expect(await ofSource(dispute.id)).toMatchObject([{ type: 'adjustment', reporting_category: 'dispute_reversal', amount: 8_000, fee: 0 }, { reporting_category: 'dispute' }]);

    const asked = await payByCard(3_000);
    const inquiry = (await (await hook(`/stripe/payment_intents/${asked.id}/dispute`, { status: 'warning_needs_response' })).json()) as { id: string };
    expect(await ofSource(inquiry.id)).toEqual([]);
  });

  it('pays the balance out to the bank: a payout of every available transaction not paid out before, listed by `payout`, with its events', async () => {
    await hook('/stripe/payouts/run');
    const first = await payByCard(10_000);
    const second = await payByCard(2_500);
    await debitBank(7_000, '000123456789');
    const run = (await (await hook('/stripe/payouts/run')).json()) as { payout: Stripe.Payout };
    expect(run.payout).toMatchObject({ object: 'payout', amount: 9_680 + 2_397, currency: 'usd', status: 'paid', automatic: true, reconciliation_status: 'completed', type: 'bank_account' });
    expect(await stripe().payouts.retrieve(run.payout.id)).toEqual(run.payout);

    const included = (await stripe().balanceTransactions.list({ payout: run.payout.id, limit: 100 })).data;
    expect(included.map((t) => t.source).sort()).toEqual([first.latest_charge, second.latest_charge, run.payout.id].sort());
    expect(included.find((t) => t.type === 'payout')).toMatchObject({ id: run.payout.balance_transaction, amount: -12_077, reporting_category: 'payout' });
    expect((await (await hook('/stripe/payouts/run')).json()).payout).toBeNull();

    for (const type of ['payout.created', 'payout.paid', 'payout.reconciliation_completed']) {
      const deliveries = (await (await fetch(`${url()}/api/webhooks?type=${type}`)).json()) as Array<{ eventId: string }>;
      const events = await Promise.all(deliveries.map((d) => stripe().events.retrieve(d.eventId)));
      expect(events.map((e) => (e.data.object as Stripe.Payout).id)).toContain(run.payout.id);
    }
  });

  it('plants a charge the product never asked for: a charge without a PaymentIntent, with its balance transaction', async () => {
    const planted = (await (await hook('/stripe/charges/plant', { amount: 4_321 })).json()) as { charge: { id: string; payment_intent: null }; balanceTransaction: Stripe.BalanceTransaction };
    expect(planted.charge.payment_intent).toBeNull();
    expect(await stripe().balanceTransactions.retrieve(planted.balanceTransaction.id)).toMatchObject({ type: 'charge', amount: 4_321, source: planted.charge.id });
    expect((await hook('/stripe/charges/plant', { amount: 'lots' })).status).toBe(400);
  });

  it('filters by created range and type, and pages as Stripe lists do', async () => {
    await payByCard(1_000);
    await payByCard(1_100);
    await payByCard(1_200);
    const page = await stripe().balanceTransactions.list({ type: 'charge', limit: 2 });
    expect(page.has_more).toBe(true);
    const next = await stripe().balanceTransactions.list({ type: 'charge', limit: 2, starting_after: page.data[1]!.id });
    expect(next.data[0]!.id).not.toBe(page.data[1]!.id);
    const future = Math.floor(Date.now() / 1000) + 3600;
    expect((await stripe().balanceTransactions.list({ created: { gte: future } })).data).toEqual([]);
    const bad = await fetch(`${url()}/v1/balance_transactions?type=nonsense`, { headers: { Authorization: 'Bearer sk_test_sandbox' } });
    expect(bad.status).toBe(400);
  });
});
