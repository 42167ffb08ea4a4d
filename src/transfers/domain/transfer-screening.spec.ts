import { quote } from '../../shared/domain/fees.js';
import { Money } from '../../shared/domain/money.js';
import { Rate } from '../../shared/domain/rate.js';
import { walletDestination } from '../../shared/domain/delivery-method.js';
import { replayStatus } from './replay-status.js';
import { Transfer } from './transfer.js';
import { InvalidTransferTransitionError, TransferUnderReviewError } from './transfer.errors.js';

const at = new Date('2026-11-24T10:00:00Z');
const DAY = 24 * 3600_000;
const later = (ms: number) => new Date(at.getTime() + ms);

function newTransfer(): Transfer {
  return Transfer.create(
    {
      userId: 1,
      country: 'kenya',
      quote: quote(Money.parse('100.00', 'USD'), 'card', Rate.parse('129.25'), 'KES'),
      paymentMethod: 'card',
      sender: { firstName: 'Amina', lastName: 'Okello', email: 'a@example.com', phone: '+12025550100' },
      recipient: { firstName: 'Ildefonso', lastName: 'Quorvelle', phone: '+254712345678' },
      destination: walletDestination('mpesa'),
    },
    at,
  );
}
const held = () => {
  const t = newTransfer();
  t.holdForScreening([{ party: 'recipient', entNum: 9101, listedName: 'QUORVELLE DANSARO, Ildefónso Brégan', score: 0.97 }], at);
  return t;
};
const types = (t: Transfer) => t.pullEvents().map((e) => e.event.type);

describe('a transfer held by sanctions screening', () => {
  it('is created pending and under review, and takes no payment attempt', () => {
    const t = held();
    expect(t.status).toBe('pending');
    expect(t.underReview()).toBe(true);
    expect(types(t)).toEqual(['TransferCreated', 'ScreeningHeld']);
    expect(() => t.assertPayable(at, DAY)).toThrow(TransferUnderReviewError);
    expect(t.awaiting()).toBeNull();
  });

  it('does not expire while it waits for the operator', () => {
    const t = held();
    expect(t.expireUnpaid(later(10 * DAY), DAY)).toBe(false);
    expect(t.status).toBe('pending');
  });

  it('released, is payable for the checkout time from the release, then expires', () => {
    const t = held();
    expect(t.releaseScreening(later(3 * DAY))).toBe(true);
    expect(t.releaseScreening(later(3 * DAY))).toBe(false);
    expect(t.underReview()).toBe(false);
    expect(() => t.assertPayable(later(3 * DAY + 1000), DAY)).not.toThrow();
    expect(t.expireUnpaid(later(3 * DAY + 1000), DAY)).toBe(false);
    expect(t.expireUnpaid(later(4 * DAY), DAY)).toBe(true);
    expect(types(t)).toEqual(['TransferCreated', 'ScreeningHeld', 'ScreeningCleared', 'TransferCancelled']);
  });

  it('refused, is cancelled with nothing charged; deciding again changes nothing', () => {
    const t = held();
    expect(t.refuseScreening(later(1000))).toBe(true);
    expect(t.refuseScreening(later(2000))).toBe(false);
    expect(t.releaseScreening(later(2000))).toBe(false);
    expect(t.status).toBe('cancelled');
    expect(t.failureReason).toMatch(/Nothing was charged/);
    const events = t.pullEvents().map((e) => e.event);
    expect(events.map((e) => e.type)).toEqual(['TransferCreated', 'ScreeningHeld', 'ScreeningRefused', 'TransferCancelled']);
    expect(replayStatus(events)).toBe('cancelled');
  });

  it('is held only when new: never once a payment attempt started', () => {
    const t = newTransfer();
    t.paymentKey(at);
    expect(() => t.holdForScreening([], at)).toThrow(InvalidTransferTransitionError);
  });

  it('is not under review when never held', () => {
    const t = newTransfer();
    expect(t.underReview()).toBe(false);
    expect(t.releaseScreening(at)).toBe(false);
    expect(t.refuseScreening(at)).toBe(false);
  });
});
