import { quote } from '../../shared/domain/fees.js';
import { Money } from '../../shared/domain/money.js';
import { Rate } from '../../shared/domain/rate.js';
import { walletDestination } from '../../shared/domain/delivery-method.js';
import { replayStatus } from './replay-status.js';
import { Transfer } from './transfer.js';
import { InvalidTransferTransitionError, TransferUnderReviewError } from './transfer.errors.js';
import { screeningHoldReasonOf, type TransferEvent } from './transfer.events.js';

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

describe('a transfer held because no sanctions list was loaded', () => {
  const holderMatch = { party: 'account_holder' as const, entNum: 9107, listedName: 'NAKATO, Grace', score: 1 };
  const heldWithoutList = () => {
    const t = newTransfer();
    t.holdWithoutList(at);
    return t;
  };

  it('is created under review, waiting for a list, and takes no payment nor expires', () => {
    const t = heldWithoutList();
    expect(t.underReview()).toBe(true);
    expect(t.waitsForSanctionsList()).toBe(true);
    expect(t.screeningHoldReason).toBe('no_list');
    expect(() => t.assertPayable(at, DAY)).toThrow(TransferUnderReviewError);
    expect(t.expireUnpaid(later(10 * DAY), DAY)).toBe(false);
    expect(t.pullEvents().map((e) => e.event)).toEqual([expect.objectContaining({ type: 'TransferCreated' }), { type: 'ScreeningHeld', matches: [], reason: 'no_list' }]);
  });

  it('screened again with no match once a list loads, is released by the system and payable from then', () => {
    const t = heldWithoutList();
    t.pullEvents();
    expect(t.screenedAgain([], later(2 * DAY))).toBe(true);
    expect(t.underReview()).toBe(false);
    expect(t.screeningHoldReason).toBeNull();
    expect(t.screeningReleasedAt).toEqual(later(2 * DAY));
    expect(() => t.assertPayable(later(2 * DAY + 1000), DAY)).not.toThrow();
    expect(t.pullEvents().map((e) => e.event)).toEqual([{ type: 'ScreeningCleared', by: 'system' }]);
    expect(t.screenedAgain([], later(3 * DAY))).toBe(false);
  });

  it('screened again with a likely match, stays held for an operator with the match, since its first hold', () => {
    const t = heldWithoutList();
    t.pullEvents();
    expect(t.screenedAgain([holderMatch], later(1000))).toBe(true);
    expect(t.underReview()).toBe(true);
    expect(t.waitsForSanctionsList()).toBe(false);
    expect(t.screeningHoldReason).toBe('likely_match');
    expect(t.screeningHeldAt).toEqual(at);
    expect(t.pullEvents().map((e) => e.event)).toEqual([{ type: 'ScreeningHeld', matches: [holderMatch], reason: 'likely_match' }]);
    // Another load changes nothing: the operator decides now.
    expect(t.screenedAgain([], later(2000))).toBe(false);
    expect(t.underReview()).toBe(true);
    expect(t.releaseScreening(later(3000))).toBe(true);
    expect(t.pullEvents().map((e) => e.event)).toEqual([{ type: 'ScreeningCleared', by: 'operator' }]);
  });

  it('can still be released or refused by an operator while it waits', () => {
    const t = heldWithoutList();
    expect(t.refuseScreening(later(1000))).toBe(true);
    expect(t.status).toBe('cancelled');
    expect(t.screeningHoldReason).toBeNull();
    expect(t.screenedAgain([], later(2000))).toBe(false);
  });

  it('is never screened again when held for a likely match, nor when not held', () => {
    const t = held();
    expect(t.screenedAgain([], later(1000))).toBe(false);
    expect(t.underReview()).toBe(true);
    expect(t.screeningHoldReason).toBe('likely_match');
    expect(newTransfer().screenedAgain([], at)).toBe(false);
  });

  it('is held only when new: never once a payment attempt started', () => {
    const t = newTransfer();
    t.paymentKey(at);
    expect(() => t.holdWithoutList(at)).toThrow(InvalidTransferTransitionError);
  });
});

describe('the reason of a recorded screening hold', () => {
  it('reads a hold recorded before there were reasons as a likely match', () => {
    const old = JSON.parse('{"type":"ScreeningHeld","matches":[]}') as Extract<TransferEvent, { type: 'ScreeningHeld' }>;
    expect(screeningHoldReasonOf(old)).toBe('likely_match');
    expect(screeningHoldReasonOf({ reason: 'no_list' })).toBe('no_list');
  });
});
