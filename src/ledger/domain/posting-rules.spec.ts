import type { TransferEvent } from '../../transfers/domain/transfer.events.js';
import { InMemoryLedger, postedBalance } from './ledger-balances.js';
import type { AccountCode } from './ledger-chart.js';
import { ledgerTransferId } from './ledger-id.js';
import type { LedgerTransfer } from './ledger-transfer.js';
import { needsHistory, postingsFor, postingsOfLog, type SequencedEvent, type TransferFigures } from './posting-rules.js';

/** $100 by card (fee $9, total $109) to an M-Pesa wallet: KES 12,925.00. */
const card: TransferFigures = { id: '0b7d3c1e-0000-4000-8000-000000000001', amountMinor: 100_00n, feeMinor: 9_00n, totalMinor: 109_00n, recipientAmountMinor: 12_925_00n, currencyCode: 'KES' };
/** $50 by bank (fee $2.50) to an MTN wallet: UGX 185,000 (whole shillings). */
const uganda: TransferFigures = { id: '0b7d3c1e-0000-4000-8000-000000000002', amountMinor: 50_00n, feeMinor: 2_50n, totalMinor: 52_50n, recipientAmountMinor: 185_000_00n, currencyCode: 'UGX' };

const log = (...events: TransferEvent[]): SequencedEvent[] => events.map((event, i) => ({ sequence: i + 1, event }));

/** A ledger transfer as a line a person reads: `phase ledger Dr debit Cr credit amount code`. */
const line = (t: LedgerTransfer) => `${t.phase} ${t.ledger} Dr ${t.debit} Cr ${t.credit} ${t.amount} ${t.code}`;

/** What `when` books after `given`: one line per ledger transfer. */
function booked(figures: TransferFigures, given: TransferEvent[], when: TransferEvent[]): string[] {
  const earlier = log(...given);
  const fresh = when.map((event, i) => ({ sequence: given.length + i + 1, event }));
  return postingsFor(figures, fresh, earlier).map(line);
}

/** Posted balances on their normal side after the whole log, of the accounts it touched. */
function balancesAfter(figures: TransferFigures, events: TransferEvent[]): Record<string, bigint> {
  const ledger = new InMemoryLedger();
  ledger.create(postingsOfLog(figures, log(...events)));
  const moved: Record<string, bigint> = {};
  for (const balance of ledger.allBalances()) {
    const posted = postedBalance(balance);
    const touched = balance.debitsPosted + balance.creditsPosted + balance.debitsPending + balance.creditsPending !== 0n;
    if (touched) moved[`${balance.ledger}:${balance.code}`] = posted;
  }
  return moved;
}

const created: TransferEvent = { type: 'TransferCreated', amount: '100.00', totalAmount: '109.00', recipientAmount: '12925.00', currencyCode: 'KES', rate: '129.2500' };
const paid: TransferEvent = { type: 'PaymentSucceeded', paymentIntentId: 'pi_1' };
const requested = (attempt = 1, rail = 'daraja'): TransferEvent => ({ type: 'PayoutRequested', attempt, reference: attempt === 1 ? 'ref' : `ref-r${attempt}`, rail });
const delivered: TransferEvent = { type: 'PayoutDelivered', receipt: 'SG1' };
const completed: TransferEvent = { type: 'TransferCompleted' };
const payoutFailed: TransferEvent = { type: 'PayoutFailed', payoutId: 'ref', reason: 'declined', code: 'partner_declined' };
const refunded: TransferEvent = { type: 'PaymentRefunded', refundId: 're_1', amount: '109.00' };

describe('posting rules', () => {
  describe('given a card transfer of $100 + $9 fee to M-Pesa', () => {
    it('when the payment succeeds, books the total from Stripe into the customers\' funds', () => {
      expect(booked(card, [created], [paid])).toEqual(['single USD Dr stripe_clearing Cr customer_funds 10900 payment_captured']);
    });

    it('when its payout is requested, reserves the amount (not the fee) and the recipient amount as two linked pendings', () => {
      const transfers = postingsFor(card, [{ sequence: 3, event: requested() }], log(created, paid));
      expect(transfers.map(line)).toEqual([
        'pending USD Dr customer_funds Cr fx_settlement 10000 payout_reserved',
        'pending KES Dr fx_settlement Cr partner_float:daraja 1292500 payout_reserved',
      ]);
      expect(transfers.map((t) => t.linked)).toEqual([true, false]);
    });

    it('when delivered and completed, posts both pendings and earns the fee, leaving nothing in the customers\' funds', () => {
      expect(booked(card, [created, paid, requested()], [delivered, completed])).toEqual([
        'post_pending USD Dr customer_funds Cr fx_settlement 10000 payout_posted',
        'post_pending KES Dr fx_settlement Cr partner_float:daraja 1292500 payout_posted',
        'single USD Dr customer_funds Cr fee_revenue 900 fee_earned',
      ]);
      expect(balancesAfter(card, [created, paid, requested(), delivered, completed])).toEqual({
        'USD:stripe_clearing': 10900n,
        'USD:customer_funds': 0n,
        'USD:fee_revenue': 900n,
        'USD:fx_settlement': 10000n,
        'KES:fx_settlement': 1292500n,
        'KES:partner_float:daraja': -1292500n,
      });
    });

    it('posts what it reserved: the post names its pending and moves the same accounts and amount', () => {
      const [usdPending] = postingsFor(card, [{ sequence: 3, event: requested() }], log(created, paid));
      const [usdPost] = postingsFor(card, [{ sequence: 4, event: delivered }], log(created, paid, requested()));
      expect(usdPost).toMatchObject({ pendingId: usdPending.id, debit: usdPending.debit, credit: usdPending.credit, amount: usdPending.amount });
    });

    it('when the payout fails, voids the attempt\'s pendings; refunded after, the customers\' funds are back at zero', () => {
      expect(booked(card, [created, paid, requested()], [payoutFailed])).toEqual([
        'void_pending USD Dr customer_funds Cr fx_settlement 10000 payout_voided',
        'void_pending KES Dr fx_settlement Cr partner_float:daraja 1292500 payout_voided',
      ]);
      const events = [created, paid, requested(), payoutFailed, { type: 'PayoutAbandoned' } as TransferEvent, refunded];
      expect(booked(card, events.slice(0, 5), [refunded])).toEqual(['single USD Dr customer_funds Cr stripe_clearing 10900 refund_paid']);
      expect(balancesAfter(card, events)).toEqual({ 'USD:stripe_clearing': 0n, 'USD:customer_funds': 0n });
    });

    it('when the partner cancels the attempt (the sender cancels), voids that attempt', () => {
      expect(booked(card, [created, paid, requested()], [{ type: 'PayoutCancelledAtPartner', attempt: 1 }, { type: 'CancelledBySender' }])).toEqual([
        'void_pending USD Dr customer_funds Cr fx_settlement 10000 payout_voided',
        'void_pending KES Dr fx_settlement Cr partner_float:daraja 1292500 payout_voided',
      ]);
    });

    it('when the partner refuses for want of balance, voids that attempt; the attempt sent after the top-up posts its own', () => {
      const waiting: TransferEvent = { type: 'PayoutAwaitingFloat', attempt: 1, rail: 'daraja', reason: 'The balance is insufficient for the transaction.' };
      expect(needsHistory(log(waiting))).toBe(true);
      expect(booked(card, [created, paid, requested(1)], [waiting])).toEqual([
        'void_pending USD Dr customer_funds Cr fx_settlement 10000 payout_voided',
        'void_pending KES Dr fx_settlement Cr partner_float:daraja 1292500 payout_voided',
      ]);
      const events = [created, paid, requested(1), waiting, requested(2), delivered, completed];
      expect(booked(card, events.slice(0, 5), [delivered])[0]).toMatch(/^post_pending USD Dr customer_funds Cr fx_settlement 10000/);
      expect(balancesAfter(card, events)).toMatchObject({ 'USD:customer_funds': 0n, 'KES:partner_float:daraja': -1_292_500n });
    });

    it('when an operator retries on another attempt that delivers, posts that attempt\'s pendings', () => {
      const given = [created, paid, requested(1), payoutFailed, { type: 'PayoutRetried', attempt: 2, method: 'mpesa' } as TransferEvent, requested(2)];
      const transfers = postingsFor(card, log(delivered, completed).map((e, i) => ({ ...e, sequence: 7 + i })), log(...given));
      const [pending2] = postingsFor(card, [{ sequence: 6, event: requested(2) }], log(...given.slice(0, 5)));
      expect(transfers[0]).toMatchObject({ phase: 'post_pending', pendingId: pending2.id });
      expect(pending2.id).toBe(ledgerTransferId(`${card.id}:payout:2:usd`));
      expect(balancesAfter(card, [...given, delivered, completed])['USD:customer_funds']).toBe(0n);
    });

    it('when a delivery is heard after the attempt was held as failed, books the delivery anew (its pendings are void)', () => {
      expect(booked(card, [created, paid, requested(), payoutFailed], [delivered, completed])).toEqual([
        'single USD Dr customer_funds Cr fx_settlement 10000 payout_delivered_late',
        'single KES Dr fx_settlement Cr partner_float:daraja 1292500 payout_delivered_late',
        'single USD Dr customer_funds Cr fee_revenue 900 fee_earned',
      ]);
    });

    it('when a delivered payout is reversed and the transfer reopens, reverses the delivery and the fee', () => {
      const given = [created, paid, requested(1, 'daraja'), delivered, completed];
      expect(booked(card, given, [{ type: 'PayoutReversed', attempt: 1, reason: 'REVERSED', reopens: true }])).toEqual([
        'single USD Dr fx_settlement Cr customer_funds 10000 payout_reversed',
        'single KES Dr partner_float:daraja Cr fx_settlement 1292500 payout_reversed',
        'single USD Dr fee_revenue Cr customer_funds 900 fee_reversed',
      ]);
      const events = [...given, { type: 'PayoutReversed', attempt: 1, reason: 'REVERSED', reopens: true } as TransferEvent, { type: 'PayoutAbandoned' } as TransferEvent, refunded];
      expect(balancesAfter(card, events)).toEqual({ 'USD:stripe_clearing': 0n, 'USD:customer_funds': 0n, 'USD:fee_revenue': 0n, 'USD:fx_settlement': 0n, 'KES:fx_settlement': 0n, 'KES:partner_float:daraja': 0n });
    });

    it('when an attempt delivers after the transfer was refunded, books the payout as a loss; its reversal recovers it', () => {
      const given = [created, paid, requested(), payoutFailed, { type: 'PayoutAbandoned' } as TransferEvent, refunded];
      const late: TransferEvent = { type: 'LatePayoutDelivered', attempt: 1, receipt: 'SG1', context: 'after_refund' };
      expect(booked(card, given, [late])).toEqual([
        'single USD Dr payout_losses Cr fx_settlement 10000 payout_paid_twice',
        'single KES Dr fx_settlement Cr partner_float:daraja 1292500 payout_paid_twice',
      ]);
      expect(booked(card, [...given, late], [{ type: 'PayoutReversed', attempt: 1, reason: 'REVERSED', reopens: false }])).toEqual([
        'single USD Dr fx_settlement Cr payout_losses 10000 payout_paid_twice_recovered',
        'single KES Dr partner_float:daraja Cr fx_settlement 1292500 payout_paid_twice_recovered',
      ]);
    });

    it('when an earlier attempt delivers after a later one completed the transfer, voids nothing twice and books the loss', () => {
      const given = [created, paid, requested(1), payoutFailed, { type: 'PayoutRetried', attempt: 2, method: 'mpesa' } as TransferEvent, requested(2), delivered, completed];
      expect(booked(card, given, [{ type: 'LatePayoutDelivered', attempt: 1, receipt: 'SG0', context: 'paid_twice' }])).toEqual([
        'single USD Dr payout_losses Cr fx_settlement 10000 payout_paid_twice',
        'single KES Dr fx_settlement Cr partner_float:daraja 1292500 payout_paid_twice',
      ]);
    });
    it('when an earlier attempt delivers while a later one is requested, books its delivery, frees the later one\'s reservation, and books that one as a loss should it pay too', () => {
      const retried = [created, paid, requested(1), payoutFailed, { type: 'PayoutRetried', attempt: 2, method: 'mpesa' } as TransferEvent, requested(2)];
      const earlier: TransferEvent = { type: 'PayoutDelivered', attempt: 1, receipt: 'SG0' };
      expect(booked(card, retried, [earlier, completed])).toEqual([
        'void_pending USD Dr customer_funds Cr fx_settlement 10000 payout_voided',
        'void_pending KES Dr fx_settlement Cr partner_float:daraja 1292500 payout_voided',
        'single USD Dr customer_funds Cr fx_settlement 10000 payout_delivered_late',
        'single KES Dr fx_settlement Cr partner_float:daraja 1292500 payout_delivered_late',
        'single USD Dr customer_funds Cr fee_revenue 900 fee_earned',
      ]);
      // Nothing left held in the customers' funds, posted or pending (a fault run found -$31.64 there).
      const ledger = new InMemoryLedger();
      ledger.create(postingsOfLog(card, log(...retried, earlier, completed)));
      const funds = ledger.allBalances().find((b) => b.ledger === 'USD' && b.code === 'customer_funds')!;
      expect(funds.creditsPosted - funds.debitsPosted - funds.debitsPending).toBe(0n);
      expect(booked(card, [...retried, earlier, completed], [{ type: 'LatePayoutDelivered', attempt: 2, receipt: 'SG1', context: 'paid_twice' }])).toEqual([
        'single USD Dr payout_losses Cr fx_settlement 10000 payout_paid_twice',
        'single KES Dr fx_settlement Cr partner_float:daraja 1292500 payout_paid_twice',
      ]);
    });
  });

  describe('given the cost of the local currency (FX on the books)', () => {
    // KES 12,925.00 bought at 130 per USD costs $99.42: the sender's $100 leaves $0.58 of spread.
    const requestedAtCost: TransferEvent = { type: 'PayoutRequested', attempt: 1, reference: 'ref', rail: 'daraja', costRate: '130' };

    it('when delivered, books the spread from the FX liquidity to revenue, leaving the cost in fx_settlement', () => {
      expect(booked(card, [created, paid, requestedAtCost], [delivered])).toEqual([
        'post_pending USD Dr customer_funds Cr fx_settlement 10000 payout_posted',
        'post_pending KES Dr fx_settlement Cr partner_float:daraja 1292500 payout_posted',
        'single USD Dr fx_settlement Cr fx_spread_revenue 58 fx_spread_earned',
      ]);
      expect(balancesAfter(card, [created, paid, requestedAtCost, delivered, completed])).toMatchObject({
        'USD:fx_settlement': 9942n,
        'USD:fx_spread_revenue': 58n,
        'USD:fee_revenue': 900n,
        'USD:customer_funds': 0n,
      });
    });

    it("prefers the partner's own quote of the payout, and books its fee", () => {
      const quoted: TransferEvent = { type: 'PayoutDispatched', payoutId: 'T1', rail: 'daraja', attempt: 1, cost: { usd: '99.00', fee: '1.50', rate: '130.5556' } };
      expect(booked(card, [created, paid, requestedAtCost, quoted], [delivered]).slice(2)).toEqual([
        'single USD Dr fx_settlement Cr fx_spread_revenue 100 fx_spread_earned',
        'single USD Dr partner_fees Cr fx_settlement 150 partner_fee',
      ]);
    });

    it('books a customer rate above the cost as a negative spread', () => {
      const dear: TransferEvent = { ...requestedAtCost, costRate: '125' } as TransferEvent;
      // KES 12,925.00 at 125 per USD costs $103.40: $3.40 lost on the exchange.
      expect(booked(card, [created, paid, dear], [delivered]).at(-1)).toBe('single USD Dr fx_spread_revenue Cr fx_settlement 340 fx_spread_earned');
    });

    it('books no spread for a failed payout, and takes it back with a reversal', () => {
      expect(booked(card, [created, paid, requestedAtCost], [payoutFailed])).not.toContainEqual(expect.stringContaining('fx_spread'));
      const reversal: TransferEvent = { type: 'PayoutReversed', attempt: 1, reason: 'reversed by the partner', reopens: true };
      const after = balancesAfter(card, [created, paid, requestedAtCost, delivered, completed, reversal]);
      expect(after).toMatchObject({ 'USD:fx_spread_revenue': 0n, 'USD:fx_settlement': 0n, 'USD:fee_revenue': 0n, 'USD:customer_funds': 10900n });
    });

    it('books the spread of a delivery heard after the attempt was held as failed', () => {
      expect(booked(card, [created, paid, requestedAtCost, payoutFailed], [delivered])).toContain('single USD Dr fx_settlement Cr fx_spread_revenue 58 fx_spread_earned');
    });
  });

  describe('given a refund', () => {
    const given = [created, paid, requested(), payoutFailed, { type: 'PayoutAbandoned' } as TransferEvent, refunded];

    it('when Stripe reports it failed after it succeeded, books the money back in the customers\' funds', () => {
      expect(booked(card, given, [{ type: 'RefundFailed', refundId: 're_1', reason: 'expired_or_canceled_card' }])).toEqual([
        'single USD Dr stripe_clearing Cr customer_funds 10900 refund_failed',
      ]);
    });

    it('when a refund that never succeeded fails, books nothing', () => {
      expect(booked(card, given.slice(0, 5), [{ type: 'RefundFailed', refundId: 're_9', reason: 'x' }])).toEqual([]);
      expect(booked(card, given.slice(0, 5), [{ type: 'RefundFailed', refundId: null, reason: 'x' }])).toEqual([]);
    });

    it('when an operator pays the sender back outside Stripe, books the total from the company\'s bank', () => {
      expect(booked(card, given.slice(0, 5), [{ type: 'RefundRefused', reason: 'no' }, { type: 'RefundSettledManually', note: 'wire' }])).toEqual([
        'single USD Dr customer_funds Cr company_bank 10900 refund_settled_manually',
      ]);
    });
  });

  describe('given payments the transfer cannot use or loses', () => {
    it('books an orphan payment as owed back, and its refund as paid back', () => {
      expect(booked(card, [created], [{ type: 'OrphanPaymentReceived', paymentIntentId: 'pi_2', amount: '109.00' }])).toEqual([
        'single USD Dr stripe_clearing Cr refunds_payable 10900 orphan_payment_received',
      ]);
      expect(booked(card, [created], [{ type: 'OrphanPaymentRefunded', paymentIntentId: 'pi_2', refundId: 're_2', amount: '109.00' }])).toEqual([
        'single USD Dr refunds_payable Cr stripe_clearing 10900 orphan_payment_refunded',
      ]);
    });

    it('books an ACH debit returned before its payout back out of the customers\' funds, and one still in flight not at all', () => {
      const processing: TransferEvent = { type: 'PaymentProcessing', paymentIntentId: 'pi_1' };
      const failed: TransferEvent = { type: 'PaymentFailed', reason: 'R01', paymentIntentId: 'pi_1' };
      expect(booked(uganda, [created, processing, paid], [failed])).toEqual(['single USD Dr customer_funds Cr stripe_clearing 5250 payment_returned']);
      expect(booked(uganda, [created, processing], [failed])).toEqual([]);
    });

    it('books an ACH debit returned after its payout as owed by the sender, cancelled against the funds if the transfer then fails', () => {
      const returned: TransferEvent = { type: 'PaymentFailedAfterPayout', paymentIntentId: 'pi_1', reason: 'R01' };
      expect(booked(uganda, [created, paid, requested(1, 'mtn_momo'), delivered, completed], [returned])).toEqual([
        'single USD Dr sender_receivables Cr stripe_clearing 5250 payment_returned_after_payout',
      ]);
      const retried: TransferEvent = { type: 'PayoutRetried', attempt: 2, method: 'mtn_momo' };
      expect(booked(uganda, [created, paid, requested(1, 'mtn_momo'), payoutFailed, returned, retried], [{ type: 'PaymentFailed', reason: 'R01', paymentIntentId: 'pi_1' }])).toEqual([
        'single USD Dr customer_funds Cr sender_receivables 5250 payment_returned',
      ]);
    });

    const opened: TransferEvent = { type: 'DisputeOpened', disputeId: 'dp_1', reason: 'fraudulent', amount: '109.00', status: 'needs_response' };
    it('books a dispute lost before delivery as the customers\' funds going back, and no loss', () => {
      expect(
        booked(card, [created, paid, opened], [{ type: 'DisputeClosed', disputeId: 'dp_1', status: 'lost' }, { type: 'PaymentReversed', disputeId: 'dp_1', amount: '109.00' }]),
      ).toEqual(['single USD Dr customer_funds Cr stripe_clearing 10900 payment_reversed_by_dispute']);
    });

    it('books a dispute lost after delivery as a loss of the disputed amount, and a won one not at all', () => {
      const given = [created, paid, requested(), delivered, completed, opened];
      expect(booked(card, given, [{ type: 'DisputeClosed', disputeId: 'dp_1', status: 'lost' }])).toEqual(['single USD Dr dispute_losses Cr stripe_clearing 10900 dispute_lost']);
      expect(booked(card, given, [{ type: 'DisputeClosed', disputeId: 'dp_1', status: 'won' }])).toEqual([]);
    });
  });

  describe('given amounts in a ledger of another scale', () => {
    it('books UGX in whole shillings', () => {
      expect(booked(uganda, [created, paid], [requested(1, 'mtn_momo')])).toEqual([
        'pending USD Dr customer_funds Cr fx_settlement 5000 payout_reserved',
        'pending UGX Dr fx_settlement Cr partner_float:mtn_momo 185000 payout_reserved',
      ]);
    });

    it('refuses a fraction of a shilling, and a rail that holds no float in the currency', () => {
      expect(() => booked({ ...uganda, recipientAmountMinor: 185_000_50n }, [created, paid], [requested(1, 'mtn_momo')])).toThrow(/not a whole number/);
      expect(() => booked(uganda, [created, paid], [requested(1, 'daraja')])).toThrow(/holds no UGX float/);
    });
  });

  describe('given a transfer paid out before attempts were recorded', () => {
    it('opens the attempt at its dispatch and posts it at delivery', () => {
      const legacy = [created, paid, { type: 'PayoutDispatched', payoutId: 'AG_1' } as TransferEvent];
      expect(booked(card, legacy.slice(0, 2), [legacy[2]]).map((l) => l.split(' ')[0])).toEqual(['pending', 'pending']);
      expect(balancesAfter(card, [...legacy, delivered, completed])['USD:customer_funds']).toBe(0n);
    });
  });

  describe('booking the same facts again', () => {
    it('gives the same ids, so a repeat is a no-op', () => {
      const events = log(created, paid, requested(), delivered, completed);
      const first = postingsOfLog(card, events);
      const ledger = new InMemoryLedger();
      expect(ledger.create(first)).toBe(6);
      expect(ledger.create(postingsOfLog(card, events))).toBe(0);
    });

    it('books an orphan told twice once', () => {
      const orphan: TransferEvent = { type: 'OrphanPaymentReceived', paymentIntentId: 'pi_2', amount: '109.00' };
      expect(postingsOfLog(card, log(created, orphan, orphan))).toHaveLength(1);
    });

    it('needs the earlier events only for events whose booking depends on them', () => {
      expect(needsHistory(log(paid))).toBe(false);
      expect(needsHistory(log(requested()))).toBe(false);
      expect(needsHistory(log(delivered, completed))).toBe(true);
      expect(needsHistory(log({ type: 'PayoutDispatched', payoutId: 'p', rail: 'daraja', attempt: 1 }))).toBe(false);
    });
  });
});

describe('the ledger in memory', () => {
  const pending = (id: string, debit: AccountCode = 'customer_funds'): LedgerTransfer => ({
    id,
    ledger: 'USD',
    debit,
    credit: 'fx_settlement',
    amount: 100n,
    phase: 'pending',
    pendingId: null,
    code: 'payout_reserved',
    transferId: 't',
    eventSequence: 1,
    linked: false,
  });
  const resolution = (id: string, pendingId: string, phase: 'post_pending' | 'void_pending'): LedgerTransfer => ({ ...pending(id), phase, pendingId });

  it('resolves a pending transfer once: a second post or a void after a post is refused, and nothing of its chain is kept', () => {
    const ledger = new InMemoryLedger();
    ledger.create([pending('p1'), resolution('r1', 'p1', 'post_pending')]);
    expect(() => ledger.create([pending('p2'), resolution('r2', 'p1', 'void_pending')])).toThrow(/resolved already/);
    expect(ledger.all().map((t) => t.id)).toEqual(['p1', 'r1']);
  });

  it('refuses a repeat that differs from what its id holds, and two ledgers in one transfer', () => {
    const ledger = new InMemoryLedger();
    ledger.create([pending('p1')]);
    expect(() => ledger.create([{ ...pending('p1'), amount: 101n }])).toThrow(/different amount/);
    expect(() => ledger.create([{ ...pending('p3'), debit: 'partner_float:daraja' }])).toThrow(/USD ledger has no account partner_float:daraja/);
  });
});
