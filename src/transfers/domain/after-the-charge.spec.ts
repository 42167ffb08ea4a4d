import { walletDestination } from '../../shared/domain/delivery-method.js';
import { quote } from '../../shared/domain/fees.js';
import { Money } from '../../shared/domain/money.js';
import { Rate } from '../../shared/domain/rate.js';
import { replayStatus } from './replay-status.js';
import { Transfer } from './transfer.js';

const at = new Date('2026-11-26T10:00:00Z');
const WINDOW = 30 * 60_000;
const minutesLater = (minutes: number) => new Date(at.getTime() + minutes * 60_000);
const failure = { code: 'partner_declined', message: 'Our payout partner declined the payment.', detail: '80000 REVERSED' };

function paid(method: 'card' | 'ach' = 'card'): Transfer {
  const t = Transfer.create(
    {
      userId: 1,
      country: 'kenya',
      quote: quote(Money.parse('100.00', 'USD'), method === 'card' ? 'card' : 'bank', Rate.parse('129.25'), 'KES'),
      paymentMethod: method,
      sender: { firstName: 'Amina', lastName: 'Okello', email: 'a@example.com', phone: null },
      recipient: { firstName: 'Wanjiru', lastName: 'Kamau', phone: '+254712345678' },
      destination: walletDestination('mpesa'),
    },
    at,
  );
  t.paymentKey(at);
  t.recordPaymentSubmitted('pi_1', at);
  if (method === 'ach') t.recordDebitInFlight('pi_1', at);
  t.markPaid('pi_1', at);
  return t;
}

const types = (t: Transfer) => t.pullEvents().map((e) => e.event.type);

describe('a transfer after its charge', () => {
  it('may no longer be cancelled once its payout attempt is requested, whatever the partner answered (or not)', () => {
    const t = paid();
    expect(t.requestPayout('t-ref', 'daraja', at)).toBe(true);
    expect(t.requestPayout('t-ref', 'daraja', at)).toBe(false);
    expect(t.cancellableBySender(minutesLater(1), WINDOW)).toBe(false);
    expect(t.awaiting()).toBe('delivery');
    // ...unless the partner cancels it first (where it can), confirmed.
    expect(t.cancellableOnceThePartnerCancels(minutesLater(1), WINDOW)).toBe(true);
    expect(t.recordPayoutCancelledAtPartner(1, minutesLater(2))).toBe(true);
    expect(t.cancelBySender(minutesLater(2), WINDOW)).toBe(true);
    expect(t.status).toBe('cancelled');
    expect(t.refundOwed()).toBe(true);
  });

  it('completes from a delivery heard after its attempt was held as failed: the partner\'s last word wins', () => {
    const t = paid();
    t.requestPayout('t-ref', 'daraja', at);
    t.failPayout({ code: 'partner_unavailable', message: 'no', detail: 'not found past grace' }, at);
    expect(t.payoutOnHold()).toBe(true);
    expect(t.deliverPayout('SG1', minutesLater(5), { attempt: 1, reference: 't-ref' })).toBe(true);
    expect(t).toMatchObject({ status: 'completed', payoutFailedAt: null, payoutFailureCode: null, payoutReceipt: 'SG1' });
  });

  it('completes from an earlier attempt delivering after an operator retried it, before the retry was sent', () => {
    const t = paid();
    t.requestPayout('t-ref', 'daraja', at);
    t.failPayout({ code: 'partner_unavailable', message: 'no', detail: 'x' }, at);
    t.retryPayout(1, walletDestination('mpesa'), at);
    expect(t.payoutId).toBeNull();
    expect(t.deliverPayout('SG1', at)).toBe(false);
    expect(t.deliverPayout('SG1', at, { attempt: 1, reference: 't-ref' })).toBe(true);
    expect(t).toMatchObject({ status: 'completed', payoutAttempt: 1, payoutId: 't-ref' });
    expect(t.mayDispatchPayout()).toBe(false);
    // Its reversal reopens the transfer: it was the payout that completed it.
    t.reversePayout(1, failure, at);
    expect(t.status).toBe('processing');
  });

  it('goes back to waiting for an operator when the partner reverses the payout that completed it, and replays', () => {
    const t = paid();
    t.requestPayout('t-ref', 'thunes', at);
    t.deliverPayout('TH-1', at);
    t.reversePayout(1, failure, minutesLater(60));
    expect(t).toMatchObject({ status: 'processing', payoutReceipt: null });
    expect(t.payoutOnHold()).toBe(true);
    const all = types(t);
    expect(all.slice(-1)).toEqual(['PayoutReversed']);
    // A reversal of another attempt is recorded and changes nothing else.
    const other = paid();
    other.requestPayout('o-ref', 'thunes', at);
    other.deliverPayout('TH-2', at);
    other.reversePayout(2, failure, at);
    expect(other.status).toBe('completed');
  });

  it('holds an unsent payout for an operator (suspended sender), who releases it or refunds instead', () => {
    const t = paid();
    expect(t.holdPayout('sender_suspended', at)).toBe(true);
    expect(t.holdPayout('sender_suspended', at)).toBe(false);
    expect(t.mayDispatchPayout()).toBe(false);
    expect(t.awaiting()).toBeNull();
    expect(t.releasePayoutHold(at)).toBe(true);
    expect(t.mayDispatchPayout()).toBe(true);
    // Released by an operator: not held again for the same reason.
    expect(t.holdPayout('sender_suspended', at)).toBe(false);
    const refunded = paid();
    refunded.holdPayout('sender_suspended', at);
    expect(refunded.abandonPayout(refunded.payoutAttempt, null, at)).toBe(true);
    expect(refunded).toMatchObject({ status: 'failed', payoutHeldAt: null });
    expect(refunded.refundOwed()).toBe(true);
  });

  it('takes back a refund the provider reported failed after it succeeded: owed again, for an operator', () => {
    const t = paid();
    t.requestPayout('t-ref', 'daraja', at);
    t.failPayout(failure, at);
    t.abandonPayout(1, null, at);
    expect(t.recordRefund('re_1', null, at)).toBe(true);
    expect(t.refundOwed()).toBe(false);
    expect(t.recordRefundFailed('re_1', 'expired_or_canceled_card', minutesLater(10))).toBe(true);
    expect(t).toMatchObject({ refundId: null });
    expect(t.refundAwaitsOperator()).toBe(true);
    expect(t.recordRefundFailed('re_1', 'again', minutesLater(11))).toBe(false);
    // The operator asks again: owed, and a new refund can be made.
    expect(t.retryRefund(minutesLater(20))).toBe(true);
    expect(t.refundOwed()).toBe(true);
  });

  it('calls a payment that succeeds for a transfer that cannot use it an orphan, and the one that paid it not', () => {
    const t = paid();
    expect(t.isOrphanPayment('pi_1')).toBe(false);
    expect(t.isOrphanPayment('pi_2')).toBe(true);
    const expired = Transfer.create(
      {
        userId: 1,
        country: 'kenya',
        quote: quote(Money.parse('100.00', 'USD'), 'card', Rate.parse('129.25'), 'KES'),
        paymentMethod: 'card',
        sender: { firstName: 'A', lastName: 'B', email: null, phone: null },
        recipient: { firstName: 'C', lastName: 'D', phone: '+254712345678' },
        destination: walletDestination('mpesa'),
      },
      at,
    );
    expect(expired.isOrphanPayment('pi_9')).toBe(false);
    expect(expired.expireUnpaid(minutesLater(60 * 25), 24 * 3600_000)).toBe(true);
    expect(expired.isOrphanPayment('pi_9')).toBe(true);
    expect(expired.markPaid('pi_9', at)).toBe(false);
  });

  it('asks for the provider to cancel a payment an expired checkout left confirmable', () => {
    const t = Transfer.create(
      {
        userId: 1,
        country: 'kenya',
        quote: quote(Money.parse('100.00', 'USD'), 'card', Rate.parse('129.25'), 'KES'),
        paymentMethod: 'card',
        sender: { firstName: 'A', lastName: 'B', email: null, phone: null },
        recipient: { firstName: 'C', lastName: 'D', phone: '+254712345678' },
        destination: walletDestination('mpesa'),
      },
      at,
    );
    t.paymentKey(at);
    t.recordPaymentDeclined('Your card was declined.', 'pi_declined', at);
    t.expireUnpaid(minutesLater(60 * 25), 24 * 3600_000);
    expect(t.pullEvents().map((e) => e.event).at(-1)).toMatchObject({ type: 'TransferCancelled', paymentIntentId: 'pi_declined' });
  });

  it('records an ACH debit returned after its payout once, keeping its status; one returned before its payout fails it with nothing owed', () => {
    const t = paid('ach');
    t.requestPayout('t-ref', 'daraja', at);
    t.deliverPayout('SG1', at);
    expect(t.recordPaymentFailure('pi_1', 'R01 insufficient funds', minutesLater(60))).toBe(true);
    expect(t.recordPaymentFailure('pi_1', 'R01 insufficient funds', minutesLater(61))).toBe(false);
    expect(t.status).toBe('completed');
    expect(types(t).slice(-1)).toEqual(['PaymentFailedAfterPayout']);
    const early = paid('ach');
    expect(early.recordPaymentFailure('pi_1', 'R02 account closed', at)).toBe(true);
    expect(early.status).toBe('failed');
    expect(early.refundOwed()).toBe(false);
  });

  it('replays every event of these paths to its status', () => {
    const t = paid();
    t.requestPayout('t-ref', 'thunes', at);
    t.recordPayoutAccepted(1, '42', at);
    t.deliverPayout('TH-1', at);
    t.reversePayout(1, failure, at);
    t.retryPayout(1, walletDestination('mpesa'), at);
    t.requestPayout('t-ref-r2', 'daraja', at);
    t.deliverPayout('SG2', at);
    t.recordLatePayout(1, 'TH-1', 'paid_twice', at);
    const events = t.pullEvents().map((e) => e.event);
    expect(t.status).toBe('completed');
    expect(replayStatus(events)).toBe('completed');
    expect(replayStatus(events.slice(0, events.findIndex((e) => e.type === 'PayoutReversed') + 1))).toBe('processing');
  });
});
