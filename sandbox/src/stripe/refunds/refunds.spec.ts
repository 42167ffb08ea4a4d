import { StripeEventLog } from '../events/stripe-event-log.js';
import type { StripeEventObject } from '../events/stripe-event.js';
import type { PaymentOutcome } from '../payment-outcome.js';
import { PaymentIntents } from '../payment-intents/payment-intents.js';
import { SettlementTimers } from '../payment-intents/settlement-timers.js';
import { createStripeStores } from '../stripe-stores.js';
import { refundTestCards } from '../cards/test-cards.js';
import type { RefundLifecycle } from './refund-lifecycle.js';
import type { RefundObject } from './refund.js';
import { Refunds } from './refunds.js';

const request = { id: 'req_1', idempotency_key: 'refund-key' };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const refundParams = (paymentIntent: string, amount?: number) => ({ paymentIntent, amount, reason: null, metadata: {} });

function setup({ delayMs }: { delayMs?: number } = {}) {
  const stores = createStripeStores();
  const events = new StripeEventLog();
  const raised: StripeEventObject[] = [];
  events.onPublish(({ event }) => raised.push(event));
  const intents = new PaymentIntents(stores, events);
  const timers = delayMs === undefined ? undefined : new SettlementTimers(delayMs);
  const refunds = new Refunds({ stores, events, timers });

  /** A succeeded PaymentIntent of 5000 paid with a payment method of this type (and refund behaviour). */
  const paid = (type: 'card' | 'us_bank_account', lifecycle?: RefundLifecycle) => {
    const id = `pm_${type}_${stores.paymentMethods.newestFirst().length}`;
    const outcome: PaymentOutcome = type === 'card' ? { kind: 'succeed' } : { kind: 'processing' };
    stores.paymentMethods.add({
      object: {
        id,
        object: 'payment_method',
        allow_redisplay: 'unspecified',
        billing_details: {
          address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
          email: null,
          name: 'Amina Okello',
          phone: null,
          tax_id: null,
        },
        created: 1,
        customer: null,
        livemode: false,
        metadata: {},
        type,
        [type]: { last4: '6789' },
      },
      outcome,
      reusable: true,
      ...(lifecycle ? { refunds: lifecycle } : {}),
    });
    const intent = intents.create(
      {
        amount: 5000,
        currency: 'usd',
        customer: null,
        description: null,
        metadata: { transferId: 'tr_1' },
        paymentMethod: id,
        paymentMethodTypes: [type],
        allowedPaymentMethodTypes: [type],
        excludedPaymentMethodTypes: null,
        automaticPaymentMethods: null,
        setupFutureUsage: null,
        captureMethod: 'automatic_async',
        receiptEmail: null,
        statementDescriptor: null,
        statementDescriptorSuffix: null,
        confirm: true,
        offSession: false,
        errorOnRequiresAction: false,
        mandate: null,
      },
      request,
    );
    const succeeded = type === 'card' ? intent : intents.forceSuccess(intent.id);
    raised.length = 0;
    return succeeded;
  };
  const types = () => raised.map((event) => event.type);
  return { stores, refunds, paid, raised, types };
}

describe('Refunds', () => {
  it('refunds a card payment at once: succeeded, refund.created, nothing later', async () => {
    const { refunds, paid, types } = setup({ delayMs: 20 });
    const intent = paid('card');

    const refund = refunds.create(refundParams(intent.id, 1200), request);
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 1200,
      status: 'succeeded',
      payment_intent: intent.id,
      charge: intent.latest_charge,
      payment_method: intent.payment_method,
      customer: null,
      balance_transaction: expect.stringMatching(/^txn_/),
    });
    expect(refund).not.toHaveProperty('failure_reason');
    expect(refund).not.toHaveProperty('pending_reason');
    await wait(60);
    expect(refund.status).toBe('succeeded');
    expect(types()).toEqual(['refund.created']);
  });

  it('card 4000000000005126: the refund begins succeeded, then fails (expired_or_canceled_card) with both events', async () => {
    const { refunds, paid, raised, types } = setup({ delayMs: 20 });
    const intent = paid('card', refundTestCards['4000000000005126']);

    const refund = refunds.create(refundParams(intent.id), request);
    expect(refund.status).toBe('succeeded');
    expect(refunds.refundedAmount(intent.id)).toBe(5000);
    await wait(80);

    expect(refund).toMatchObject({
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
      failure_balance_transaction: expect.stringMatching(/^txn_/),
    });
    expect(types()).toEqual(['refund.created', 'refund.updated', 'charge.refund.updated', 'refund.failed']);
    const [, updated, chargeRefundUpdated, failed] = raised;
    for (const event of [updated!, chargeRefundUpdated!]) {
      expect(event.data.object).toMatchObject({ id: refund.id, object: 'refund', status: 'failed' });
      expect(event.data.previous_attributes).toEqual({ status: 'succeeded', failure_reason: null, failure_balance_transaction: null });
      expect(event.request).toEqual({ id: null, idempotency_key: null });
    }
    expect(failed!.data).toEqual({ object: expect.objectContaining({ id: refund.id, status: 'failed', failure_reason: 'expired_or_canceled_card' }) });
    // The money came back: the whole payment may be refunded again.
    expect(refunds.refundedAmount(intent.id)).toBe(0);
    expect(refunds.create(refundParams(intent.id), request).amount).toBe(5000);
  });

  it('card 4000000000007726: the refund begins pending (processing), then succeeds with refund.updated', async () => {
    const { refunds, paid, raised, types } = setup({ delayMs: 20 });
    const intent = paid('card', refundTestCards['4000000000007726']);

    const refund = refunds.create(refundParams(intent.id), request);
    expect(refund).toMatchObject({ status: 'pending', pending_reason: 'processing' });
    await wait(80);

    expect(refund.status).toBe('succeeded');
    expect(refund).not.toHaveProperty('pending_reason');
    expect(types()).toEqual(['refund.created', 'refund.updated', 'charge.refund.updated']);
    expect(raised[1]!.data.previous_attributes).toEqual({ status: 'pending', pending_reason: 'processing' });
  });

  it('an ACH refund is pending, then succeeds after the refund delay', async () => {
    const { refunds, paid, types } = setup({ delayMs: 20 });
    const intent = paid('us_bank_account');

    const refund = refunds.create(refundParams(intent.id, 3000), request);
    expect(refund).toMatchObject({ status: 'pending', pending_reason: 'processing', amount: 3000 });
    // Pending money counts as refunded: only 2000 remains.
    expect(() => refunds.create(refundParams(intent.id, 2001), request)).toThrow(/greater than unrefunded amount/);
    await wait(80);

    expect(refund.status).toBe('succeeded');
    expect(types()).toEqual(['refund.created', 'refund.updated', 'charge.refund.updated']);
    expect(refunds.refundedAmount(intent.id)).toBe(3000);
  });

  it('without timers a pending refund waits for the hook, which succeeds it now', () => {
    const { refunds, paid, types } = setup();
    const intent = paid('us_bank_account');
    const refund = refunds.create(refundParams(intent.id), request);

    expect(refunds.forceSuccess(refund.id).status).toBe('succeeded');
    expect(types()).toEqual(['refund.created', 'refund.updated', 'charge.refund.updated']);
    expect(() => refunds.forceSuccess(refund.id)).toThrow(/only a pending refund can succeed/);
  });

  it('a failed ACH refund frees its amount, so a new refund can be made', () => {
    const { refunds, paid, types } = setup();
    const intent = paid('us_bank_account');
    const refund = refunds.create(refundParams(intent.id), request);
    expect(() => refunds.create(refundParams(intent.id), request)).toThrow(/has already been refunded/);

    const failed = refunds.forceFailure(refund.id, 'declined');
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'declined' });
    expect(failed).not.toHaveProperty('pending_reason');
    expect(types()).toEqual(['refund.created', 'refund.updated', 'charge.refund.updated', 'refund.failed']);
    expect(() => refunds.forceFailure(refund.id, 'declined')).toThrow(/only a pending or succeeded refund can fail/);

    const again = refunds.create(refundParams(intent.id), request);
    expect(again).toMatchObject({ status: 'pending', amount: 5000 });
    expect(refunds.forPaymentIntent(intent.id).map((r) => [r.id, r.status])).toEqual([
      [again.id, 'pending'],
      [refund.id, 'failed'],
    ]);
  });

  it('a hook that moves a refund on first drops its scheduled change', async () => {
    const { refunds, paid, types } = setup({ delayMs: 20 });
    const intent = paid('card', refundTestCards['4000000000005126']);
    const refund = refunds.create(refundParams(intent.id), request);

    refunds.forceFailure(refund.id, 'lost_or_stolen_card');
    await wait(60);

    expect(refund.failure_reason).toBe('lost_or_stolen_card');
    expect(types().filter((type) => type === 'refund.failed')).toHaveLength(1);
  });

  it('balance_insufficient for the planned number of creations: nothing refunded, then refunds again', () => {
    const { refunds, paid, stores, types } = setup();
    const intent = paid('card');
    refunds.plan.planBalanceInsufficient(2);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(() => refunds.create(refundParams(intent.id), request)).toThrow(
        expect.objectContaining({
          status: 400,
          operationRan: true,
          body: expect.objectContaining({ type: 'invalid_request_error', code: 'balance_insufficient' }),
        }),
      );
    }
    expect(stores.refunds.newestFirst()).toEqual([]);
    expect(refunds.refundedAmount(intent.id)).toBe(0);
    expect(types()).toEqual([]);
    expect(refunds.plan.list().balance_insufficient).toBe(0);

    expect(refunds.create(refundParams(intent.id), request).status).toBe('succeeded');
  });

  it('does not spend a planned refusal on a request refused for its parameters', () => {
    const { refunds, paid } = setup();
    const intent = paid('card');
    refunds.plan.planBalanceInsufficient(1);

    expect(() => refunds.create(refundParams(intent.id, 5001), request)).toThrow(/greater than unrefunded amount/);
    expect(refunds.plan.list().balance_insufficient).toBe(1);
  });

  it('fails the next planned refunds later with the reason chosen, card or ACH alike', async () => {
    const { refunds, paid } = setup({ delayMs: 20 });
    refunds.plan.planFailures(2, 'insufficient_funds');
    const card = refunds.create(refundParams(paid('card').id), request);
    const bank = refunds.create(refundParams(paid('us_bank_account').id), request);
    const third = refunds.create(refundParams(paid('card').id), request);
    expect([card.status, bank.status, third.status]).toEqual(['succeeded', 'pending', 'succeeded']);
    expect(refunds.plan.list()).toEqual({ balance_insufficient: 0, failures: 0, failure_reason: null });
    await wait(80);

    const outcome = (refund: RefundObject) => [refund.status, refund.failure_reason ?? null];
    expect([card, bank, third].map(outcome)).toEqual([
      ['failed', 'insufficient_funds'],
      ['failed', 'insufficient_funds'],
      ['succeeded', null],
    ]);
  });

  it('fails the refunds still pending when a chargeback lands (charge_for_pending_refund_disputed)', () => {
    const { refunds, paid } = setup();
    const intent = paid('us_bank_account');
    const partial = refunds.create(refundParams(intent.id, 1000), request);
    refunds.forceSuccess(partial.id);
    const pending = refunds.create(refundParams(intent.id, 2000), request);

    expect(refunds.failPendingRefundsOf(intent.id).map((refund) => refund.id)).toEqual([pending.id]);
    expect(pending).toMatchObject({ status: 'failed', failure_reason: 'charge_for_pending_refund_disputed' });
    expect(partial.status).toBe('succeeded');
  });

  it('cancels only a refund that requires action: canceled (merchant_request), its amount freed', () => {
    const { refunds, paid, stores, types } = setup();
    const intent = paid('card');
    const refund = refunds.create(refundParams(intent.id), request);

    expect(() => refunds.cancel(refund.id, request)).toThrow(
      `Refund ${refund.id} cannot be canceled because its status is succeeded: only a refund with status requires_action can be canceled.`,
    );
    expect(() => refunds.cancel('re_missing', request)).toThrow("No such refund: 're_missing'");

    // No card or bank refund waits for the customer; one that did (a payment method without native refunds) could be canceled.
    stores.refunds.require(refund.id, 'refund').status = 'requires_action';
    const canceled = refunds.cancel(refund.id, request);
    expect(canceled).toMatchObject({ status: 'canceled', failure_reason: 'merchant_request' });
    expect(types()).toEqual(['refund.created', 'refund.updated', 'charge.refund.updated']);
    expect(refunds.refundedAmount(intent.id)).toBe(0);
  });
});
