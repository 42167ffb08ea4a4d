import { walletDestination } from '../../shared/domain/delivery-method.js';
import { quote } from '../../shared/domain/fees.js';
import { Money } from '../../shared/domain/money.js';
import { Rate } from '../../shared/domain/rate.js';
import { replayStatus } from './replay-status.js';
import { Transfer } from './transfer.js';
import { TransferNotCancellableError } from './transfer.errors.js';

const paidAt = new Date('2026-11-24T10:00:00Z');
const WINDOW = 30 * 60_000;
const minutesLater = (minutes: number) => new Date(paidAt.getTime() + minutes * 60_000);

function newTransfer(): Transfer {
  return Transfer.create(
    {
      userId: 1,
      country: 'kenya',
      quote: quote(Money.parse('100.00', 'USD'), 'card', Rate.parse('129.25'), 'KES'),
      paymentMethod: 'card',
      sender: { firstName: 'Amina', lastName: 'Okello', email: 'a@example.com', phone: null },
      recipient: { firstName: 'Wanjiru', lastName: 'Kamau', phone: '+254712345678' },
      destination: walletDestination('mpesa'),
    },
    paidAt,
  );
}

function paidTransfer(): Transfer {
  const t = newTransfer();
  t.paymentKey(paidAt);
  t.recordPaymentSubmitted('pi_1', paidAt);
  t.markPaid('pi_1', paidAt);
  return t;
}

const eventsOf = (t: Transfer) => t.pullEvents().map((e) => e.event);

describe('a sender cancelling a paid transfer', () => {
  it('within 30 minutes and before the payout: cancelled, the whole $109.00 owed back once, and it replays', () => {
    const t = paidTransfer();
    expect(t.cancellableBySender(minutesLater(29), WINDOW)).toBe(true);
    expect(t.cancelBySender(minutesLater(29), WINDOW)).toBe(true);
    expect(t.status).toBe('cancelled');
    expect(t.refundOwed()).toBe(true);
    expect(t.awaiting()).toBe('refund');
    expect(t.mayDispatchPayout()).toBe(false);
    expect(t.cancelBySender(minutesLater(29), WINDOW)).toBe(false);
    t.recordRefund('re_1', null, minutesLater(30));
    expect(t.refundOwed()).toBe(false);
    expect(t.failureReason).toBe('You cancelled this transfer, and your payment of $109.00 has been refunded in full, fees included.');
    const events = eventsOf(t);
    expect(events.filter((e) => e.type === 'CancelledBySender')).toHaveLength(1);
    expect(events.at(-1)).toEqual({ type: 'PaymentRefunded', refundId: 're_1', amount: '109.00' });
    expect(replayStatus(events)).toBe('cancelled');
  });

  it.each([
    ['after the window', (t: Transfer) => t, 30, 'Transfers can be cancelled within 30 minutes of payment. That time has passed.'],
    ['once the partner has the payout', (t: Transfer) => (t.requestPayout('po_1', 'daraja', paidAt), t), 5, 'The money is already with our payout partner on its way to the recipient, and the partner cannot call it back, so this transfer can no longer be cancelled.'],
    [
      'once delivered',
      (t: Transfer) => (t.requestPayout('po_1', 'daraja', paidAt), t.deliverPayout('SG1', paidAt), t),
      5,
      'This transfer was already delivered to the recipient, so it can no longer be cancelled.',
    ],
  ])('%s: refused with the reason, nothing changed', (_when, prepare, minutes, message) => {
    const t = prepare(paidTransfer());
    const status = t.status;
    expect(t.cancellableBySender(minutesLater(minutes), WINDOW)).toBe(false);
    expect(() => t.cancelBySender(minutesLater(minutes), WINDOW)).toThrow(new TransferNotCancellableError(message));
    expect(t.status).toBe(status);
    expect(t.cancelledBySenderAt).toBeNull();
  });

  it('not before payment: nothing was charged', () => {
    const unpaid = newTransfer();
    expect(unpaid.cancellableBySender(paidAt, WINDOW)).toBe(false);
    expect(() => unpaid.cancelBySender(paidAt, WINDOW)).toThrow('This transfer has not been paid.');
  });
});
