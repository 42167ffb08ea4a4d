import { Money } from '../../../shared/domain/money.js';
import type { MonitoredTransfer } from './monitored-transfer.js';
import type { MonitoringContext } from './monitoring-context.js';
import type { MonitoringThresholds } from './monitoring-thresholds.js';
import { reviewTransfer } from './monitoring-rules.js';
import { nearSanctionsName } from './near-sanctions-name.rule.js';
import { newRecipients } from './new-recipients.rule.js';
import { recipientChanged } from './recipient-changed.rule.js';
import { sharedRecipient } from './shared-recipient.rule.js';
import { structuring } from './structuring.rule.js';
import { velocity } from './velocity.rule.js';

const usd = (dollars: number) => Money.parse(dollars.toFixed(2), 'USD');
const NOW = new Date('2026-11-27T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3600_000);

const THRESHOLDS: MonitoringThresholds = {
  structuring: { eachBelow: usd(3000), eachAtLeast: usd(1000), minTransfers: 3, dayTotal: usd(3000), weekTotal: usd(10000) },
  velocity: { historyDays: 30, factor: 5, minCount: 10, minAmount: usd(3000) },
  sharedRecipient: { windowDays: 7, minSenders: 5 },
  newRecipients: { windowHours: 24, minRecipients: 5 },
  recipientChanged: { windowHours: 72, largeAmount: usd(1000) },
  nearSanctionsName: { minScore: 0.85, screeningScore: 0.92 },
};

let n = 0;
function transfer(fields: Partial<Omit<MonitoredTransfer, 'amount' | 'createdAt'>> & { dollars?: number; hoursAgo?: number } = {}): MonitoredTransfer {
  n += 1;
  const { dollars = 100, hoursAgo: ago = 0, ...rest } = fields;
  return { id: `t${n}`, senderId: 1, amount: usd(dollars), createdAt: hoursAgo(ago), recipientName: 'Wanjiru Kamau', recipientPhone: '+254712345678', recipientAccount: null, ...rest };
}

function context(current: MonitoredTransfer, earlier: MonitoredTransfer[] = [], extra: Partial<MonitoringContext> = {}): MonitoringContext {
  return { transfer: current, senderHistory: [...earlier, current], sameDestination: [current], senderName: 'Amina Okello', nearestListedName: null, ...extra };
}

describe('structuring', () => {
  it('fires on three transfers in a day, each under the threshold, together passing it', () => {
    const earlier = [transfer({ dollars: 1200, hoursAgo: 5 }), transfer({ dollars: 1200, hoursAgo: 2 })];
    const current = transfer({ dollars: 1200 });
    const found = structuring(context(current, earlier), THRESHOLDS.structuring);
    expect(found).toMatchObject({ rule: 'structuring', severity: 'high', figures: { window: 'day', transfers: 3, total: '3600.00' } });
    expect(found!.transferIds.sort()).toEqual([...earlier, current].map((t) => t.id).sort());
  });

  it('fires on a week of such transfers passing the week total', () => {
    const earlier = [2900, 2900, 2900].map((dollars, i) => transfer({ dollars, hoursAgo: 30 + i * 30 }));
    const found = structuring(context(transfer({ dollars: 2000 }), earlier), THRESHOLDS.structuring);
    expect(found?.figures).toMatchObject({ window: 'week', transfers: 4, total: '10700.00' });
  });

  it('does not fire on a near miss: two transfers only, or a total just under, or one over the threshold', () => {
    expect(structuring(context(transfer({ dollars: 2500 }), [transfer({ dollars: 2500, hoursAgo: 1 })]), THRESHOLDS.structuring)).toBeNull();
    expect(structuring(context(transfer({ dollars: 1000 }), [transfer({ dollars: 1000, hoursAgo: 1 }), transfer({ dollars: 999.99, hoursAgo: 2 })]), THRESHOLDS.structuring)).toBeNull();
    expect(structuring(context(transfer({ dollars: 3000 }), [transfer({ dollars: 1200, hoursAgo: 1 }), transfer({ dollars: 1200, hoursAgo: 2 })]), THRESHOLDS.structuring)).toBeNull();
    // Three in the band but spread over more than a day, under the week's total.
    expect(structuring(context(transfer({ dollars: 1200 }), [transfer({ dollars: 1200, hoursAgo: 25 }), transfer({ dollars: 1200, hoursAgo: 26 })]), THRESHOLDS.structuring)).toBeNull();
  });
});

describe('velocity', () => {
  const history = [transfer({ dollars: 100, hoursAgo: 24 * 10 }), transfer({ dollars: 100, hoursAgo: 24 * 20 })];

  it('fires when the day count jumps against the sender’s own history', () => {
    const today = Array.from({ length: 9 }, (_, i) => transfer({ dollars: 50, hoursAgo: i + 1 }));
    const found = velocity(context(transfer({ dollars: 50 }), [...history, ...today]), THRESHOLDS.velocity);
    expect(found).toMatchObject({ rule: 'velocity', severity: 'medium', figures: { lastDayTransfers: 10 } });
  });

  it('fires when the day amount jumps', () => {
    const found = velocity(context(transfer({ dollars: 2000 }), [...history, transfer({ dollars: 1000, hoursAgo: 3 })]), THRESHOLDS.velocity);
    expect(found?.figures).toMatchObject({ lastDayAmount: '3000.00', lastDayTransfers: 2 });
  });

  it('does not fire one transfer or one dollar short, nor without any history', () => {
    const today = Array.from({ length: 8 }, (_, i) => transfer({ dollars: 50, hoursAgo: i + 1 }));
    expect(velocity(context(transfer({ dollars: 50 }), [...history, ...today]), THRESHOLDS.velocity)).toBeNull();
    expect(velocity(context(transfer({ dollars: 1999.99 }), [...history, transfer({ dollars: 1000, hoursAgo: 3 })]), THRESHOLDS.velocity)).toBeNull();
    const burst = Array.from({ length: 20 }, (_, i) => transfer({ dollars: 500, hoursAgo: i / 2 + 0.1 }));
    expect(velocity(context(transfer({ dollars: 500 }), burst), THRESHOLDS.velocity)).toBeNull();
  });
});

describe('many senders to one recipient', () => {
  const others = (senders: number) => Array.from({ length: senders }, (_, i) => transfer({ senderId: 100 + i, hoursAgo: i + 1 }));

  it('fires when enough different senders paid the same phone', () => {
    const current = transfer();
    expect(sharedRecipient(context(current, [], { sameDestination: [current, ...others(4)] }), THRESHOLDS.sharedRecipient)).toMatchObject({ rule: 'shared_recipient', figures: { senders: 5 } });
  });

  it('does not fire one sender short, or for the same sender many times, or for another phone', () => {
    const current = transfer();
    expect(sharedRecipient(context(current, [], { sameDestination: [current, ...others(3)] }), THRESHOLDS.sharedRecipient)).toBeNull();
    const sameSender = Array.from({ length: 6 }, (_, i) => transfer({ hoursAgo: i + 1 }));
    expect(sharedRecipient(context(current, [], { sameDestination: [current, ...sameSender] }), THRESHOLDS.sharedRecipient)).toBeNull();
    const elsewhere = others(4).map((t) => ({ ...t, recipientPhone: '+254700000001' }));
    expect(sharedRecipient(context(current, [], { sameDestination: [current, ...elsewhere] }), THRESHOLDS.sharedRecipient)).toBeNull();
  });
});

describe('one sender to many new recipients', () => {
  const fresh = (count: number) => Array.from({ length: count }, (_, i) => transfer({ recipientPhone: `+2547000000${10 + i}`, hoursAgo: i + 1 }));

  it('fires when the sender paid enough recipients new to them in the window', () => {
    expect(newRecipients(context(transfer({ recipientPhone: '+254799999999' }), fresh(4)), THRESHOLDS.newRecipients)).toMatchObject({ rule: 'new_recipients', figures: { newRecipients: 5 } });
  });

  it('does not fire one short, or when a recipient was paid before the window', () => {
    expect(newRecipients(context(transfer({ recipientPhone: '+254799999999' }), fresh(3)), THRESHOLDS.newRecipients)).toBeNull();
    const known = transfer({ recipientPhone: '+254799999999', hoursAgo: 24 * 5 });
    expect(newRecipients(context(transfer({ recipientPhone: '+254799999999' }), [known, ...fresh(4)]), THRESHOLDS.newRecipients)).toBeNull();
  });
});

describe('recipient details changed before a large transfer', () => {
  it('fires on a large transfer to a recipient paid at another phone shortly before', () => {
    const before = transfer({ recipientPhone: '+254711111111', hoursAgo: 10 });
    const found = recipientChanged(context(transfer({ dollars: 1500, recipientPhone: '+254722222222' }), [before]), THRESHOLDS.recipientChanged);
    expect(found).toMatchObject({ rule: 'recipient_changed', severity: 'high', figures: { before: 'phone:+254711111111', after: 'phone:+254722222222', hoursBefore: 10 } });
  });

  it('does not fire under the large amount, outside the window, for the same details, or for another recipient', () => {
    const before = transfer({ recipientPhone: '+254711111111', hoursAgo: 10 });
    expect(recipientChanged(context(transfer({ dollars: 999.99, recipientPhone: '+254722222222' }), [before]), THRESHOLDS.recipientChanged)).toBeNull();
    const old = transfer({ recipientPhone: '+254711111111', hoursAgo: 73 });
    expect(recipientChanged(context(transfer({ dollars: 1500, recipientPhone: '+254722222222' }), [old]), THRESHOLDS.recipientChanged)).toBeNull();
    expect(recipientChanged(context(transfer({ dollars: 1500, recipientPhone: '+254711111111' }), [before]), THRESHOLDS.recipientChanged)).toBeNull();
    const other = transfer({ recipientName: 'Otieno Ouma', recipientPhone: '+254711111111', hoursAgo: 10 });
    expect(recipientChanged(context(transfer({ dollars: 1500, recipientPhone: '+254722222222' }), [other]), THRESHOLDS.recipientChanged)).toBeNull();
  });
});

describe('sender name close to a sanctions entry', () => {
  it('fires between the minimum score and screening’s likely match', () => {
    const found = nearSanctionsName(context(transfer(), [], { nearestListedName: { listedName: 'VANTRELLI, Osvaldine Marisca', score: 0.9 } }), THRESHOLDS.nearSanctionsName);
    expect(found).toMatchObject({ rule: 'near_sanctions_name', severity: 'medium', figures: { score: 0.9 } });
  });

  it('does not fire just under the minimum, nor on a likely match (screening holds those)', () => {
    expect(nearSanctionsName(context(transfer(), [], { nearestListedName: { listedName: 'X', score: 0.849 } }), THRESHOLDS.nearSanctionsName)).toBeNull();
    expect(nearSanctionsName(context(transfer(), [], { nearestListedName: { listedName: 'X', score: 0.92 } }), THRESHOLDS.nearSanctionsName)).toBeNull();
    expect(nearSanctionsName(context(transfer(), []), THRESHOLDS.nearSanctionsName)).toBeNull();
  });
});

describe('reviewTransfer', () => {
  it('an ordinary transfer hits nothing', () => {
    expect(reviewTransfer(context(transfer(), [transfer({ hoursAgo: 48 })]), THRESHOLDS)).toEqual([]);
  });
});
