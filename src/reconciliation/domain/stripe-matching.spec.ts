import { matchStripe, type BooksEntry } from './stripe-matching.js';
import { stripeRecordKey, stripeSourceInFlight, type StripeRecord } from './stripe-record.js';

const NOW = new Date('2026-11-26T12:00:00Z');
const HOUR_AGO = Math.floor(NOW.getTime() / 1000) - 3600;
const options = { now: NOW, graceMs: 10 * 60_000 };

const record = (id: string, type: string, key: string, amount: bigint, fields: Partial<StripeRecord> = {}): StripeRecord => ({
  id,
  type,
  reportingCategory: type,
  amount,
  fee: 0n,
  net: amount,
  currency: 'usd',
  source: key.split(':')[1]!,
  created: HOUR_AGO,
  key,
  inFlight: false,
  ...fields,
});
const entry = (key: string, amount: bigint, code = 'payment_captured', transferId: string | null = 't-1'): BooksEntry => ({
  key,
  ledgerTransferId: `l-${key}-${amount}`,
  code,
  amount,
  transferId,
  createdAt: new Date(NOW.getTime() - 3600_000),
});

describe('Matching Stripe balance transactions with the books', () => {
  it('matches a charge with its capture, one to one', () => {
    const match = matchStripe([record('txn_1', 'charge', 'payment:pi_1', 10_900n)], [entry('payment:pi_1', 10_900n)], [], options);
    expect(match).toEqual({ matched: 1, inFlight: 0, findings: [], agreeingKeys: ['payment:pi_1'] });
  });

  it('matches many records of one object with the books in total: an ACH payment returned nets to nothing on both sides', () => {
    const records = [record('txn_1', 'payment', 'payment:pi_2', 5_250n), record('txn_2', 'payment_failure_refund', 'payment:pi_2', -5_250n)];
    expect(matchStripe(records, [], [], options).findings).toEqual([]);
    const returnedAfterCapture = [entry('payment:pi_2', 5_250n), entry('payment:pi_2', -5_250n, 'payment_returned')];
    expect(matchStripe(records, returnedAfterCapture, [], options)).toMatchObject({ matched: 2, findings: [] });
  });

  it('finds a charge the books never saw, with both sides and the difference', () => {
    const match = matchStripe([record('txn_9', 'charge', 'charge:ch_9', 4_321n)], [], [], options);
    expect(match.findings).toEqual([
      expect.objectContaining({
        provider: 'stripe',
        key: 'charge:ch_9',
        kind: 'missing_in_books',
        providerAmount: 4_321n,
        booksAmount: 0n,
        providerRecords: [expect.objectContaining({ id: 'txn_9', amount: '4321' })],
        ourEntries: [],
        transferId: null,
      }),
    ]);
  });

  it('finds a refund the books show but Stripe does not, and a dispute booked for another amount', () => {
    const match = matchStripe(
      [record('txn_3', 'adjustment', 'dispute:dp_1', -8_000n)],
      [entry('refund:re_1', -2_000n, 'refund_paid', 't-2'), entry('dispute:dp_1', -7_000n, 'dispute_lost', 't-3')],
      [],
      options,
    );
    expect(match.findings.map((f) => [f.key, f.kind, f.providerAmount - f.booksAmount, f.transferId])).toEqual([
      ['dispute:dp_1', 'amount_differs', -1_000n, 't-3'],
      ['refund:re_1', 'missing_at_provider', 2_000n, 't-2'],
    ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))));
  });

  it('leaves alone what Stripe is still moving and what is younger than the grace period', () => {
    const pendingAch = record('txn_4', 'payment', 'payment:pi_4', 7_000n, { inFlight: true });
    const justNow = record('txn_5', 'charge', 'payment:pi_5', 1_000n, { created: Math.floor(NOW.getTime() / 1000) - 60 });
    const match = matchStripe([pendingAch, justNow], [], [], options);
    expect(match).toEqual({ matched: 0, inFlight: 2, findings: [], agreeingKeys: [] });
    expect(matchStripe([justNow], [], [], { now: NOW, graceMs: 0 }).findings).toHaveLength(1);
  });

  it('checks that a payout pays out exactly the transactions it includes (many to one)', () => {
    const ok = matchStripe([], [], [{ id: 'po_1', amount: 12_077n, paidOut: 12_077n, created: HOUR_AGO }], options);
    expect(ok.agreeingKeys).toEqual(['payout-total:po_1']);
    const short = matchStripe([], [], [{ id: 'po_2', amount: 12_000n, paidOut: 12_077n, created: HOUR_AGO }], options);
    expect(short.findings).toMatchObject([{ key: 'payout-total:po_2', kind: 'payout_total_differs', providerAmount: 12_000n, booksAmount: 12_077n }]);
  });
});

describe('The Stripe object a balance transaction is about', () => {
  it('names a charge by its PaymentIntent, or by itself when it has none', () => {
    expect(stripeRecordKey('charge', { id: 'ch_1', object: 'charge', payment_intent: 'pi_1' })).toBe('payment:pi_1');
    expect(stripeRecordKey('payment_failure_refund', { id: 'ch_1', object: 'charge', payment_intent: 'pi_1' })).toBe('payment:pi_1');
    expect(stripeRecordKey('charge', { id: 'ch_2', object: 'charge', payment_intent: null })).toBe('charge:ch_2');
    expect(stripeRecordKey('refund_failure', 're_1')).toBe('refund:re_1');
    expect(stripeRecordKey('adjustment', 'dp_1')).toBe('dispute:dp_1');
    expect(stripeRecordKey('payout', 'po_1')).toBe('payout:po_1');
    expect(stripeRecordKey('adjustment', 'ia_1')).toBeNull();
  });

  it('knows money Stripe is still moving: an unsettled ACH payment, a pending refund, an open chargeback', () => {
    expect(stripeSourceInFlight('payment', { id: 'ch_1', object: 'charge', status: 'pending' })).toBe(true);
    expect(stripeSourceInFlight('payment', { id: 'ch_1', object: 'charge', status: 'succeeded' })).toBe(false);
    expect(stripeSourceInFlight('refund', { id: 're_1', object: 'refund', status: 'pending' })).toBe(true);
    expect(stripeSourceInFlight('adjustment', { id: 'dp_1', object: 'dispute', status: 'needs_response' })).toBe(true);
    expect(stripeSourceInFlight('adjustment', { id: 'dp_1', object: 'dispute', status: 'lost' })).toBe(false);
  });
});
