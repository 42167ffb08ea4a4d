import fc from 'fast-check';
import { quote } from '../../shared/domain/fees.js';
import { Money } from '../../shared/domain/money.js';
import { Rate } from '../../shared/domain/rate.js';
import { replayStatus } from './replay-status.js';
import { MAX_DECLINES_PER_TRANSFER, Transfer } from './transfer.js';
import { CheckoutExpiredError, InvalidTransferTransitionError, TransferLockedError, TransferNotPayableError } from './transfer.errors.js';
import type { PaymentMethodKind } from './transfer-status.js';
import { walletDestination } from '../../shared/domain/delivery-method.js';

const at = new Date('2026-11-22T10:00:00Z');

function newTransfer(method: PaymentMethodKind = 'card'): Transfer {
  return Transfer.create(
    {
      userId: 1,
      country: 'kenya',
      quote: quote(Money.parse('100.00', 'USD'), method === 'card' ? 'card' : 'bank', Rate.parse('129.25'), 'KES'),
      paymentMethod: method,
      sender: { firstName: 'Amina', lastName: 'Okello', email: 'a@example.com', phone: '+12025550100' },
      recipient: { firstName: 'Wanjiru', lastName: 'Kamau', phone: '+254712345678' },
      destination: walletDestination('mpesa'),
    },
    at,
  );
}

const types = (t: Transfer) => t.pullEvents().map((e) => e.event.type);

describe('a transfer', () => {
  it('is created pending with the server quote: $100 by card costs $9.00, $109.00 in all, 12,925.00 KES', () => {
    const t = newTransfer();
    expect(t.status).toBe('pending');
    expect([t.amount(), t.fee(), t.total()].map((m) => m.toDecimalString())).toEqual(['100.00', '9.00', '109.00']);
    expect(t.recipientAmount().format()).toBe('12,925.00 KES');
    expect(types(t)).toEqual(['TransferCreated']);
  });

  it('counts starting a payment attempt as a change, so reconciliation waits before chasing it', () => {
    const t = newTransfer();
    const later = new Date(at.getTime() + 20 * 60_000);
    t.paymentKey(later);
    expect(t.updatedAt).toEqual(later);
    t.paymentKey(new Date(later.getTime() + 1000));
    expect(t.updatedAt).toEqual(later);
  });

  it('keeps one idempotency key per attempt until a decline, then uses a new one', () => {
    const t = newTransfer();
    const first = t.paymentKey(at);
    expect(t.paymentKey(at)).toBe(first);
    t.recordPaymentDeclined('Your card was declined.', 'pi_1', at);
    const second = t.paymentKey(at);
    expect(second).not.toBe(first);
    expect(t.status).toBe('pending');
    expect(t.failureReason).toBe('Your card was declined.');
  });

  describe('"Save this card" with a payment waiting on 3-D Secure', () => {
    it('gives the card to keep once the payment the sender asked it with succeeded, and not before', () => {
      const t = newTransfer();
      t.paymentKey(at);
      t.recordPaymentSubmitted('pi_1', at, 'pm_3ds');
      expect(t.paidCardToKeep()).toBeNull();
      t.markPaid('pi_1', at);
      expect(t.paidCardToKeep()).toBe('pm_3ds');
    });

    it('forgets the card when the check fails, so the next card that pays without "save" is not kept', () => {
      const t = newTransfer();
      t.paymentKey(at);
      t.recordPaymentSubmitted('pi_1', at, 'pm_3ds');
      t.recordPaymentFailure('pi_1', 'We are unable to authenticate your payment method.', at);
      t.paymentKey(at);
      expect(t.markPaid('pi_2', at)).toBe(true);
      expect(t.paidCardToKeep()).toBeNull();
    });

    it('keeps nothing when another payment than the one submitted last succeeds', () => {
      const t = newTransfer();
      t.paymentKey(at);
      t.recordPaymentSubmitted('pi_2', at, 'pm_3ds');
      expect(t.markPaid('pi_1', at)).toBe(true);
      expect(t.paidCardToKeep()).toBeNull();
    });
  });

  it('goes pending -> processing -> completed through payment, payout and delivery', () => {
    const t = newTransfer();
    t.paymentKey(at);
    t.recordPaymentSubmitted('pi_1', at);
    expect(t.markPaid('pi_1', at)).toBe(true);
    t.requestPayout('po_1', 'daraja', at);
    expect(t.deliverPayout('SG632NMUAB', at)).toBe(true);
    expect(t.deliverPayout('SG632NMUAB', at)).toBe(false);
    expect(t.status).toBe('completed');
    expect(t).toMatchObject({ payoutRail: 'daraja', payoutReceipt: 'SG632NMUAB' });
    expect(types(t)).toEqual(['TransferCreated', 'PaymentSubmitted', 'PaymentSucceeded', 'PayoutRequested', 'PayoutDelivered', 'TransferCompleted']);
  });

  it('waits for cash pickup under its code, recorded once, then completes when the cash is collected', () => {
    const t = newTransfer();
    t.paymentKey(at);
    t.markPaid('pi_1', at);
    expect(t.recordReadyForPickup('1234567890', at)).toBe(false);
    t.requestPayout('42', 'thunes', at);
    t.pullEvents();
    expect(t.recordReadyForPickup('1234567890', at)).toBe(true);
    expect(t.recordReadyForPickup('1234567890', at)).toBe(false);
    expect(t).toMatchObject({ status: 'processing', pickupCode: '1234567890' });
    expect(t.awaiting()).toBe('delivery');
    t.deliverPayout('TH-42', at);
    expect(t.pullEvents().map((e) => e.event)).toEqual([
      { type: 'ReadyForPickup', pickupCode: '1234567890' },
      { type: 'PayoutDelivered', receipt: 'TH-42' },
      { type: 'TransferCompleted' },
    ]);
  });

  it('does not count again a decline already recorded from the provider answer, when its event comes late', () => {
    const t = newTransfer();
    t.paymentKey(at);
    t.recordPaymentDeclined('Your card was declined.', 'pi_1', at);
    t.paymentKey(at);
    t.recordPaymentDeclined('Your card has insufficient funds.', 'pi_1', at);
    expect(t.recordPaymentFailure('pi_1', 'Your card was declined.', at)).toBe(false);
    expect(t.paymentDeclines).toBe(2);
    // With an attempt under way whose answer never came, the event is that attempt's decline.
    t.paymentKey(at);
    expect(t.recordPaymentFailure('pi_1', 'Your card was declined.', at)).toBe(true);
    expect(t.paymentDeclines).toBe(3);
  });

  it('ignores a duplicate success and a stale card failure after payment', () => {
    const t = newTransfer();
    t.markPaid('pi_1', at);
    t.pullEvents();
    expect(t.markPaid('pi_1', at)).toBe(false);
    expect(t.recordPaymentFailure('pi_1', 'declined earlier', at)).toBe(false);
    expect(t.status).toBe('processing');
    expect(t.pullEvents()).toEqual([]);
  });

  it('fails when an ACH debit is returned after it looked fine, before any payout', () => {
    const t = newTransfer('ach');
    t.markPaid('pi_1', at);
    expect(t.recordPaymentFailure('pi_1', 'The bank account was closed.', at)).toBe(true);
    expect(t.status).toBe('failed');
    expect(t.failureReason).toBe('The bank account was closed.');
  });

  it('is processing while an ACH debit is in flight, paid out only once the debit succeeds', () => {
    const t = newTransfer('ach');
    t.paymentKey(at);
    t.recordPaymentSubmitted('pi_1', at);
    expect(t.recordDebitInFlight('pi_1', at)).toBe(true);
    expect(t.status).toBe('processing');
    expect(t.isPaid()).toBe(false);
    expect(() => t.requestPayout('po_1', 'daraja', at)).toThrow(InvalidTransferTransitionError);
    expect(t.recordDebitInFlight('pi_1', at)).toBe(false);
    expect(t.markPaid('pi_1', at)).toBe(true);
    expect(t.isPaid()).toBe(true);
    t.requestPayout('po_1', 'daraja', at);
    expect(types(t)).toEqual(['TransferCreated', 'PaymentSubmitted', 'PaymentProcessing', 'PaymentSucceeded', 'PayoutRequested']);
  });

  it('fails with the reason when an ACH debit in flight is returned', () => {
    const t = newTransfer('ach');
    t.paymentKey(at);
    t.recordDebitInFlight('pi_1', at);
    expect(t.recordPaymentFailure('pi_1', "The customer's bank account could not be debited (account closed).", at)).toBe(true);
    expect(t.status).toBe('failed');
    expect(t.failureReason).toContain('account closed');
    expect(t.markPaid('pi_1', at)).toBe(false);
  });

  it('ignores a debit in flight for a card, for another payment, or with no attempt under way', () => {
    const card = newTransfer('card');
    card.paymentKey(at);
    expect(card.recordDebitInFlight('pi_1', at)).toBe(false);
    const idle = newTransfer('ach');
    expect(idle.recordDebitInFlight('pi_1', at)).toBe(false);
    const other = newTransfer('ach');
    other.paymentKey(at);
    other.recordPaymentSubmitted('pi_1', at);
    expect(other.recordDebitInFlight('pi_2', at)).toBe(false);
    expect(other.markPaid('pi_2', at)).toBe(true); // a success from pending is taken as it comes
    expect([card.status, idle.status]).toEqual(['pending', 'pending']);
  });

  it('cannot be paid again once paid, nor completed before its payout', () => {
    const t = newTransfer();
    t.markPaid('pi_1', at);
    expect(() => t.paymentKey(at)).toThrow(TransferNotPayableError);
    expect(t.deliverPayout('SG1', at)).toBe(false);
    expect(t.status).toBe('processing');
  });

  it('says what it waits on from outside at each step, card and bank alike', () => {
    const card = newTransfer('card');
    expect(card.awaiting()).toBeNull();
    card.paymentKey(at);
    // An attempt under way whose answer never came: its payment is looked for by our id.
    expect(card.awaiting()).toBe('payment');
    card.recordPaymentSubmitted('pi_card', at);
    expect(card.awaiting()).toBe('payment');
    card.markPaid('pi_card', at);
    expect(card.awaiting()).toBe('payout');
    card.requestPayout('po_1', 'daraja', at);
    expect(card.awaiting()).toBe('delivery');
    card.deliverPayout('SG1', at);
    expect(card.awaiting()).toBeNull();

    const bank = newTransfer('ach');
    bank.paymentKey(at);
    bank.recordPaymentSubmitted('pi_ach', at);
    bank.recordDebitInFlight('pi_ach', at);
    expect(bank.awaiting()).toBe('payment');
    bank.recordPaymentFailure('pi_ach', 'account closed', at);
    expect(bank.awaiting()).toBeNull();
  });

  it(`takes no new payment attempt after ${MAX_DECLINES_PER_TRANSFER} declines (card testing), but lets an attempt under way be retried`, () => {
    const t = newTransfer();
    for (let attempt = 1; attempt < MAX_DECLINES_PER_TRANSFER; attempt++) {
      t.assertPayable(at, 24 * 3600_000);
      t.paymentKey(at);
      t.recordPaymentDeclined('Your card was declined.', `pi_${attempt}`, at);
    }
    t.assertPayable(at, 24 * 3600_000);
    const last = t.paymentKey(at);
    // The last allowed attempt is still under way: a retry of it (same key) is fine.
    t.assertPayable(at, 24 * 3600_000);
    expect(t.paymentKey(at)).toBe(last);
    t.recordPaymentDeclined('Your card was declined.', 'pi_last', at);

    expect(t.paymentDeclines).toBe(MAX_DECLINES_PER_TRANSFER);
    expect(() => t.assertPayable(at, 24 * 3600_000)).toThrow(TransferLockedError);
    expect(t.status).toBe('pending');
  });

  it('ends an attempt that failed before the charge, but never one the provider already has', () => {
    const t = newTransfer();
    const key = t.paymentKey(at);
    expect(t.releaseAttempt('another-key')).toBe(false);
    expect(t.releaseAttempt(key)).toBe(true);
    expect(t.paymentIdempotencyKey).toBeNull();
    expect(t.awaiting()).toBeNull();
    expect(t.paymentDeclines).toBe(0);

    const submitted = t.paymentKey(at);
    t.recordPaymentSubmitted('pi_1', at);
    expect(t.releaseAttempt(submitted)).toBe(false);
    expect(t.paymentIdempotencyKey).toBe(submitted);
  });

  it('waits on nobody after a decline, until the sender pays again', () => {
    const t = newTransfer('card');
    t.paymentKey(at);
    t.recordPaymentDeclined('Your card was declined.', 'pi_declined', at);
    expect(t.awaiting()).toBeNull();
    t.cancel('abandoned', at);
    expect(t.awaiting()).toBeNull();
  });

  it('can be paid for a day after its quote, unless an attempt is already under way', () => {
    const DAY = 24 * 3600_000;
    const justBefore = new Date(at.getTime() + DAY - 1);
    const dayLater = new Date(at.getTime() + DAY);

    const fresh = newTransfer();
    expect(() => fresh.assertPayable(justBefore, DAY)).not.toThrow();
    expect(() => fresh.assertPayable(dayLater, DAY)).toThrow(CheckoutExpiredError);

    const retrying = newTransfer();
    retrying.paymentKey(at);
    expect(() => retrying.assertPayable(dayLater, DAY)).not.toThrow();

    const paid = newTransfer();
    paid.paymentKey(at);
    paid.markPaid('pi_paid', at);
    expect(() => paid.assertPayable(justBefore, DAY)).toThrow(TransferNotPayableError);
  });

  it('expires unpaid once its quote is old, with the reason, never with an attempt under way', () => {
    const DAY = 24 * 3600_000;
    const dayLater = new Date(at.getTime() + DAY);

    const unpaid = newTransfer();
    unpaid.pullEvents();
    expect(unpaid.expireUnpaid(new Date(at.getTime() + DAY - 1), DAY)).toBe(false);
    expect(unpaid.expireUnpaid(dayLater, DAY)).toBe(true);
    expect(unpaid.status).toBe('cancelled');
    expect(unpaid.failureReason).toMatch(/expired before it was paid/);
    expect(types(unpaid)).toEqual(['TransferCancelled']);
    expect(unpaid.expireUnpaid(dayLater, DAY)).toBe(false);

    const declined = newTransfer();
    declined.paymentKey(at);
    declined.recordPaymentDeclined('Your card was declined.', 'pi_declined', at);
    expect(declined.expireUnpaid(dayLater, DAY)).toBe(true);

    const underWay = newTransfer();
    underWay.paymentKey(at);
    expect(underWay.expireUnpaid(dayLater, DAY)).toBe(false);
    expect(underWay.status).toBe('pending');
  });

  const paidAndSent = (method: PaymentMethodKind = 'card') => {
    const t = newTransfer(method);
    t.paymentKey(at);
    t.markPaid('pi_paid', at);
    t.requestPayout('po_1', 'daraja', at);
    t.pullEvents();
    return t;
  };
  const declined = { code: 'partner_declined', message: 'Declined.', detail: 'declined' };

  it('holds a payout the partner could not deliver for an operator, and records it once', () => {
    const t = paidAndSent();
    const why = "The recipient's number is not registered for this payment method.";
    expect(t.failPayout({ code: 'recipient_not_registered', message: why, detail: 'SFC_IC0003 The operator does not exist.' }, at)).toBe(true);
    expect(t.status).toBe('processing');
    expect(t.payoutOnHold()).toBe(true);
    expect(t.failureReason).toBe(`We could not deliver the money to the recipient yet. ${why} Our team will try again or refund your payment within 1 business day.`);
    expect(t.payoutFailureCode).toBe('recipient_not_registered');
    expect(t.awaiting()).toBeNull();
    expect(t.refundOwed()).toBe(false);
    expect(t.failPayout({ code: 'partner_declined', message: 'again', detail: 'again' }, at)).toBe(false);
    expect(t.pullEvents().map((e) => e.event)).toEqual([
      { type: 'PayoutFailed', payoutId: 'po_1', reason: 'SFC_IC0003 The operator does not exist.', code: 'recipient_not_registered' },
    ]);
  });

  it('retries a held payout once per failed attempt, by the same or another method, as a new attempt', () => {
    const t = paidAndSent();
    t.failPayout(declined, at);
    t.pullEvents();
    const bank = { method: 'bank_account' as const, bankId: 'cbe', bankName: 'Commercial Bank of Ethiopia', accountNumber: '1000123456789' };
    expect(t.retryPayout(2, bank, at)).toBe(false);
    expect(t.retryPayout(1, bank, at)).toBe(true);
    expect(t.retryPayout(1, bank, at)).toBe(false);
    expect(t.payoutAttempt).toBe(2);
    expect(t.deliveryMethod).toBe('bank_account');
    expect(t.destination()).toEqual(bank);
    expect([t.payoutId, t.payoutRail, t.payoutFailureCode, t.failureReason, t.payoutOnHold()]).toEqual([null, null, null, null, false]);
    expect(t.awaiting()).toBe('payout');
    expect(t.pullEvents().map((e) => e.event)).toEqual([{ type: 'PayoutRetried', attempt: 2, method: 'bank_account' }]);
    t.requestPayout('po_2', 'thunes', at);
    expect(t.deliverPayout('TH-9', at)).toBe(true);
    expect(t.status).toBe('completed');
  });

  it('waits for float when the partner refuses the current attempt for want of balance: still processing, no operator, the next attempt written later', () => {
    const t = paidAndSent();
    expect(t.awaitFloat(2, 'insufficient', at)).toBe(false);
    expect(t.awaitFloat(1, 'The balance is insufficient for the transaction.', at)).toBe(true);
    expect(t.awaitFloat(1, 'again', at)).toBe(false);
    expect([t.status, t.payoutAttempt, t.payoutId, t.payoutRail, t.payoutOnHold(), t.failureReason, t.refundOwed()]).toEqual(['processing', 2, null, null, false, null, false]);
    expect(t.awaiting()).toBe('payout');
    expect(t.mayDispatchPayout()).toBe(true);
    expect(t.pullEvents().map((e) => e.event)).toEqual([{ type: 'PayoutAwaitingFloat', attempt: 1, rail: 'daraja', reason: 'The balance is insufficient for the transaction.' }]);
    expect(t.requestPayout('po_2', 'daraja', at)).toBe(true);
    expect(t.deliverPayout('SG632NMUAB', at)).toBe(true);
    expect(t.status).toBe('completed');
  });

  it('does not wait for float on a payout an operator holds', () => {
    const t = paidAndSent();
    t.failPayout(declined, at);
    expect(t.awaitFloat(1, 'insufficient', at)).toBe(false);
    expect(t.payoutOnHold()).toBe(true);
  });

  it('refunds a held payout once the operator gives up, and records the refund once', () => {
    const t = paidAndSent();
    t.failPayout(declined, at);
    t.pullEvents();
    const why = 'Our payout partner declined the payment.';
    expect(t.abandonPayout(1, why, at)).toBe(true);
    expect(t.abandonPayout(1, why, at)).toBe(false);
    expect(t.retryPayout(1, t.destination(), at)).toBe(false);
    expect(t.status).toBe('failed');
    expect(t.failureReason).toBe(`We could not deliver the money to the recipient. ${why} Your payment is being refunded.`);
    expect(t.awaiting()).toBe('refund');
    expect(t.recordRefund('re_1', why, at)).toBe(true);
    expect(t.failureReason).toBe('We could not deliver the money to the recipient (Our payout partner declined the payment), so your payment of $109.00 has been refunded.');
    expect(t.awaiting()).toBeNull();
    expect(t.recordRefund('re_1', why, at)).toBe(false);
    expect(t.recordRefund('re_2', why, at)).toBe(false);
    expect(t.pullEvents().map((e) => e.event)).toEqual([{ type: 'PayoutAbandoned' }, { type: 'PaymentRefunded', refundId: 're_1', amount: '109.00' }]);
  });

  it('stops owing an automatic refund the provider refused; an operator asks again or records paying it back', () => {
    const t = paidAndSent();
    t.failPayout(declined, at);
    t.abandonPayout(1, null, at);
    t.pullEvents();
    expect(t.recordRefundRefused('charge_disputed', at)).toBe(true);
    expect(t.recordRefundRefused('charge_disputed', at)).toBe(false);
    expect(t.refundOwed()).toBe(false);
    expect(t.awaiting()).toBeNull();
    expect(t.failureReason).toMatch(/needs a review by our team/);
    expect(t.status).toBe('failed');
    expect(t.retryRefund(at)).toBe(true);
    expect(t.retryRefund(at)).toBe(false);
    expect(t.awaiting()).toBe('refund');
    t.recordRefundRefused('charge_disputed', at);
    expect(t.settleRefundManually('Cheque 1042 mailed', at)).toBe(true);
    expect(t.settleRefundManually('Cheque 1042 mailed', at)).toBe(false);
    expect(t.retryRefund(at)).toBe(false);
    expect(t.refundOwed()).toBe(false);
    expect(t.failureReason).toBe('We could not deliver the money to the recipient, so our team returned your payment of $109.00 to you.');
    expect(t.pullEvents().map((e) => e.event.type)).toEqual(['RefundRefused', 'RefundRetried', 'RefundRefused', 'RefundSettledManually']);
  });

  describe('disputes', () => {
    const dispute = (status: string) => ({ id: 'dp_1', status, reason: 'fraudulent', amount: Money.fromMinor(10900n, 'USD'), dueBy: null });
    const paid = () => {
      const t = newTransfer('card');
      t.paymentKey(at);
      t.markPaid('pi_paid', at);
      t.pullEvents();
      return t;
    };

    it('holds an unsent payout while open and lets it go once won', () => {
      const t = paid();
      expect(t.openDispute(dispute('needs_response'), at)).toBe(true);
      expect(t.openDispute(dispute('needs_response'), at)).toBe(false);
      expect(t.mayDispatchPayout()).toBe(false);
      expect(t.awaiting()).toBeNull();
      expect(() => t.requestPayout('po_1', 'daraja', at)).toThrow(InvalidTransferTransitionError);
      t.updateDispute('dp_1', 'under_review', at);
      t.closeDispute(dispute('won'), at);
      expect(t.mayDispatchPayout()).toBe(true);
      expect(t.status).toBe('processing');
      expect(t.pullEvents().map((e) => e.event.type)).toEqual(['DisputeOpened', 'DisputeUpdated', 'DisputeClosed']);
    });

    it('fails an unsent transfer whose dispute is lost: the bank gave the money back, nothing is sent or refunded', () => {
      const t = paid();
      t.openDispute(dispute('needs_response'), at);
      t.closeDispute(dispute('lost'), at);
      expect(t.status).toBe('failed');
      expect(t.refundOwed()).toBe(false);
      expect(t.awaiting()).toBeNull();
      expect(t.failureReason).toMatch(/bank reversed this payment/);
      expect(t.pullEvents().map((e) => e.event)).toEqual([
        { type: 'DisputeOpened', disputeId: 'dp_1', reason: 'fraudulent', amount: '109.00', status: 'needs_response' },
        { type: 'DisputeClosed', disputeId: 'dp_1', status: 'lost' },
        { type: 'PaymentReversed', disputeId: 'dp_1', amount: '109.00' },
      ]);
    });

    it('only records a dispute lost after the money was delivered', () => {
      const t = paidAndSent();
      t.deliverPayout('SG1', at);
      t.openDispute(dispute('needs_response'), at);
      t.closeDispute(dispute('lost'), at);
      expect(t.status).toBe('completed');
      expect(t.pullEvents().map((e) => e.event.type)).toEqual(['PayoutDelivered', 'TransferCompleted', 'DisputeOpened', 'DisputeClosed']);
    });
  });

  it('owes no refund for a payment that never arrived, and no payout failure before a payout', () => {
    const bounced = newTransfer('ach');
    bounced.paymentKey(at);
    bounced.recordPaymentSubmitted('pi_ach', at);
    bounced.recordDebitInFlight('pi_ach', at);
    bounced.recordPaymentFailure('pi_ach', 'account closed', at);
    expect(bounced.refundOwed()).toBe(false);
    expect(bounced.recordRefund('re_x', null, at)).toBe(false);

    const paid = newTransfer('card');
    paid.paymentKey(at);
    paid.markPaid('pi_paid', at);
    expect(paid.failPayout({ code: 'partner_declined', message: 'no', detail: 'no payout yet' }, at)).toBe(false);
    expect(paid.payoutOnHold()).toBe(false);
  });

  it('replays its events to its status, whatever happens to it', () => {
    const step = fc.constantFrom('submit', 'decline', 'in-flight', 'paid', 'fail', 'payout', 'pickup', 'complete', 'cancel', 'payout-fails', 'retry', 'abandon', 'refund', 'dispute', 'dispute-lost', 'dispute-won');
    fc.assert(
      fc.property(fc.constantFrom<PaymentMethodKind>('card', 'ach'), fc.array(step, { maxLength: 12 }), (method, steps) => {
        const t = newTransfer(method);
        const events = [...t.pullEvents()];
        for (const s of steps) {
          try {
            if (s === 'submit') (t.paymentKey(at), t.recordPaymentSubmitted('pi_1', at));
            if (s === 'decline') (t.paymentKey(at), t.recordPaymentDeclined('no', null, at));
            if (s === 'in-flight') t.recordDebitInFlight('pi_1', at);
            if (s === 'paid') t.markPaid('pi_1', at);
            if (s === 'fail') t.recordPaymentFailure('pi_1', 'returned', at);
            if (s === 'payout') t.requestPayout('po_1', 'daraja', at);
            if (s === 'pickup') t.recordReadyForPickup('1234567890', at);
            if (s === 'complete') t.deliverPayout('SG1', at);
            if (s === 'cancel') t.cancel('changed mind', at);
            if (s === 'payout-fails') t.failPayout({ code: 'partner_declined', message: 'Declined.', detail: 'undeliverable' }, at);
            if (s === 'retry') t.retryPayout(t.payoutAttempt, t.destination(), at);
            if (s === 'abandon') t.abandonPayout(t.payoutAttempt, null, at);
            if (s === 'refund') t.recordRefund('re_1', null, at);
            if (s === 'dispute') t.openDispute({ id: 'dp_1', status: 'needs_response', reason: 'fraudulent', amount: t.total(), dueBy: null }, at);
            if (s === 'dispute-lost' || s === 'dispute-won') {
              t.closeDispute({ id: 'dp_1', status: s === 'dispute-lost' ? 'lost' : 'won', reason: 'fraudulent', amount: t.total(), dueBy: null }, at);
            }
          } catch {
            // a refused transition changes nothing
          }
          events.push(...t.pullEvents());
        }
        expect(replayStatus(events.map((e) => e.event))).toBe(t.status);
        // Nothing is paid out before the payment is confirmed.
        const types = events.map((e) => e.event.type);
        if (types.includes('PayoutDispatched')) expect(types.indexOf('PaymentSucceeded')).toBeLessThan(types.indexOf('PayoutDispatched'));
        expect(types.includes('PaymentSucceeded') || !types.includes('PayoutDispatched')).toBe(true);
        // Only a paid transfer whose payout an operator gave up on is refunded, and only once; never one the bank reversed.
        if (types.includes('PaymentRefunded')) expect(types.indexOf('PayoutAbandoned')).toBeLessThan(types.indexOf('PaymentRefunded'));
        expect(types.includes('PaymentRefunded') && types.includes('PaymentReversed')).toBe(false);
        expect(types.filter((type) => type === 'PaymentRefunded').length).toBeLessThanOrEqual(1);
        expect(events.map((e) => e.sequence)).toEqual(events.map((_, i) => i + 1));
      }),
    );
  });
});
