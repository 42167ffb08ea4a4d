import { describe, expect, it } from 'vitest';
import type { PayoutAttempt, Refund } from '@/lib/data/transactions';
import { payoutAttemptState, refundState } from './money-movements';
import { createIntl } from 'react-intl';
import { loadedCatalog } from '@/lib/i18n/catalogs';
import { EVENT_LABELS, TRANSFER_EVENT_TYPES, eventLabel, type EventContext, type Say } from './transfer-events';

// The words in English, as `useT()` gives them in an English session (setup-tests.ts loads the
// catalog before the tests run, so it is read when first needed).
let intl: ReturnType<typeof createIntl> | undefined;
const say: Say = (id, values) => {
  intl ??= createIntl({ locale: 'en-US', messages: loadedCatalog('en') });
  return intl.formatMessage({ id }, values);
};

// The server's own list of event types, read as text: the frontend imports nothing from the api.
const serverEvents = Object.values(
  import.meta.glob<string>('../../../../../src/transfers/domain/transfer.events.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
)[0];

/** The `type: '...'` of each member of the server's `TransferEvent` union. */
function serverEventTypes(source: string): string[] {
  // The union ends at the first `;` closing a line not followed by an indented one (a member written over several lines has its own `;`s).
  const union = /export type TransferEvent =([\s\S]*?);\n(?! )/.exec(source)?.[1] ?? '';
  return [...union.matchAll(/\{\s*type:\s*'(\w+)'/g)].map((match) => match[1]!);
}

const kenya: EventContext = { country: 'kenya', deliveryMethod: 'mpesa', recipientInfo: { bankName: null } };

describe('sender timeline labels', () => {
  it.each(TRANSFER_EVENT_TYPES)('%s has words for the sender', (type) => {
    const label = eventLabel({ type, occurredAt: '2025-01-05T12:00:00.000Z', detail: {} }, say, kenya);
    expect(EVENT_LABELS[type]).toBeTruthy();
    expect(label).not.toBe(type);
    expect(label.trim()).not.toBe('');
  });

  it('knows every event type the server records', () => {
    expect(serverEvents, 'src/transfers/domain/transfer.events.ts was not found').toBeDefined();
    const types = serverEventTypes(serverEvents!);
    expect(types.length).toBeGreaterThan(30);
    expect(types.filter((type) => !(TRANSFER_EVENT_TYPES as readonly string[]).includes(type))).toEqual([]);
  });

  it('shows an unknown event type as it came', () => {
    expect(eventLabel({ type: 'ReceiptEmailed', occurredAt: '2025-01-05T12:00:00.000Z' }, say, kenya)).toBe('ReceiptEmailed');
  });

  it('names the partner of the attempt a payout event is about, else the transfer\'s', () => {
    const context: EventContext = {
      country: 'ethiopia',
      deliveryMethod: 'bank_account',
      recipientInfo: { bankName: 'Awash Bank' },
      payoutAttempts: [
        { attempt: 1, method: 'telebirr', bankName: null },
        { attempt: 2, method: 'bank_account', bankName: 'Awash Bank' },
      ],
    };
    const at = '2025-01-05T12:00:00.000Z';
    expect(eventLabel({ type: 'PayoutRequested', occurredAt: at, detail: { attempt: 1, reference: 'r', rail: 'thunes' } }, say, context)).toBe(
      'Sending to telebirr',
    );
    expect(eventLabel({ type: 'PayoutDispatched', occurredAt: at, detail: { payoutId: 'p', attempt: 2 } }, say, context)).toBe(
      'Sent to Awash Bank',
    );
    expect(eventLabel({ type: 'PayoutDispatched', occurredAt: at, detail: { payoutId: 'p' } }, say, { ...context, recipientInfo: { bankName: null } })).toBe(
      "Sent to the recipient's bank",
    );
    expect(eventLabel({ type: 'PayoutRequested', occurredAt: at, detail: {} }, say)).toBe('Sending the money to the payout partner');
  });
});

describe('payout attempt and refund states in words', () => {
  const attempt: PayoutAttempt = {
    attempt: 1,
    method: 'mpesa',
    bankName: null,
    state: 'requested',
    receipt: null,
    pickupCode: null,
    failure: null,
    requestedAt: '2025-01-05T12:00:00.000Z',
    updatedAt: '2025-01-05T12:00:00.000Z',
  };

  it.each([
    [{ state: 'requested' }, 'Sending to M-Pesa', 'progress'],
    [{ state: 'unknown' }, "Waiting for the partner's answer", 'progress'],
    [{ state: 'accepted' }, 'With the partner', 'progress'],
    [{ state: 'ready_for_pickup', method: 'cash_pickup', pickupCode: '1234567890' }, 'Ready for pickup (code 1234567890)', 'progress'],
    [{ state: 'delivered', receipt: 'SG632NMUAB' }, 'Delivered (receipt SG632NMUAB)', 'success'],
    [{ state: 'failed', failure: 'The number is not registered.' }, 'Could not be delivered: The number is not registered.', 'problem'],
    [{ state: 'cancelled' }, 'Cancelled', 'ended'],
    [{ state: 'reversed' }, 'Taken back by the partner', 'problem'],
    [{ state: 'something_new' }, 'In progress', 'progress'],
  ] as const)('a payout attempt %o reads "%s"', (overrides, text, tone) => {
    expect(payoutAttemptState({ ...attempt, ...overrides }, say)).toEqual({ text, tone });
  });

  const refund: Refund = { amount: 109, purpose: 'transfer', state: 'requested', requestedAt: '', updatedAt: '' };

  it.each([
    ['requested', 'Refund requested', 'progress'],
    ['pending', 'Refund on its way to you', 'progress'],
    ['succeeded', 'Refunded', 'success'],
    ['failed', 'Refund failed – our team is on it', 'problem'],
    ['cancelled', 'Refund cancelled', 'ended'],
  ] as const)('a %s refund reads "%s"', (state, text, tone) => {
    expect(refundState({ ...refund, state }, say)).toEqual({ text, tone });
  });
});
