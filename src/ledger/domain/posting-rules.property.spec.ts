import fc from 'fast-check';
import type { Country } from '../../shared/domain/country.js';
import { walletDestination, type DeliveryMethod } from '../../shared/domain/delivery-method.js';
import { quote } from '../../shared/domain/fees.js';
import { Money, type Currency } from '../../shared/domain/money.js';
import { Rate } from '../../shared/domain/rate.js';
import { Transfer } from '../../transfers/domain/transfer.js';
import type { RecordedTransferEvent } from '../../transfers/domain/transfer.events.js';
import type { PaymentMethodKind } from '../../transfers/domain/transfer-status.js';
import { availableBalance, balanceProblems, InMemoryLedger } from './ledger-balances.js';
import { needsHistory, postingsFor, postingsOfLog } from './posting-rules.js';

const at = new Date('2026-11-26T10:00:00Z');
const WINDOW = 3600_000;

interface Corridor {
  country: Country;
  currency: Currency;
  rate: string;
  rail: string;
  methods: DeliveryMethod[];
}

/** Rates that give whole shillings for whole dollars (UGX has no minor unit). */
const CORRIDORS: Corridor[] = [
  { country: 'kenya', currency: 'KES', rate: '129.2500', rail: 'daraja', methods: ['mpesa'] },
  { country: 'uganda', currency: 'UGX', rate: '3700.0000', rail: 'mtn_momo', methods: ['mtn_momo'] },
  { country: 'ethiopia', currency: 'ETB', rate: '57.1234', rail: 'thunes', methods: ['telebirr', 'bank_account'] },
  { country: 'eritrea', currency: 'ERN', rate: '15.0000', rail: 'thunes', methods: ['cash_pickup'] },
];

/** The cost rate of attempt `attempt`'s local currency: none, 2% better than the customer's rate, or 1% worse. */
function costRateOf(corridor: Corridor, attempt: number): Rate | null {
  const customer = Rate.parse(corridor.rate).tenThousandths;
  if (attempt % 3 === 0) return null;
  return Rate.fromTenThousandths(attempt % 3 === 1 ? (customer * 102n) / 100n : (customer * 99n) / 100n);
}

function quotedCost(t: Transfer) {
  return { usd: Money.fromMinor(t.amountMinor - 100n, 'USD').toDecimalString(), fee: '0.75', rate: '1.0000' };
}

const STEPS = [
  'submit',
  'decline',
  'in-flight',
  'paid',
  'payment-fails',
  'orphan',
  'orphan-refunded',
  'hold',
  'release',
  'payout',
  'accepted',
  'pickup',
  'deliver',
  'deliver-earlier',
  'payout-fails',
  'cancel-at-partner',
  'reverse',
  'late',
  'retry',
  'abandon',
  'cancel-by-sender',
  'cancel',
  'refund',
  'refund-fails',
  'refund-refused',
  'refund-retried',
  'settle-manually',
  'dispute',
  'dispute-lost',
  'dispute-won',
] as const;
type Step = (typeof STEPS)[number];

/**
 * The steps that may change the transfer now (others would be refused or change nothing), so
 * that random lives reach payouts, reversals, refunds and disputes instead of idling.
 */
function enabled(t: Transfer): Step[] {
  const steps: Step[] = [];
  if (t.status === 'pending') steps.push('submit', 'submit', 'decline', 'paid', 'paid', 'paid', 'paid', 'cancel');
  else steps.push('orphan', 'orphan-refunded');
  if (t.status === 'pending' && t.paymentMethod === 'ach') steps.push('in-flight');
  if (t.status === 'processing' && !t.isPaid()) steps.push('paid', 'paid', 'payment-fails');
  if (t.status === 'processing' && t.isPaid()) {
    steps.push(...(t.openDisputeId ? (['dispute-lost', 'dispute-won'] as const) : (['dispute'] as const)), 'payment-fails');
    if (t.payoutHeldAt !== null) steps.push('release', 'abandon', 'cancel-by-sender');
    else if (t.payoutId === null) steps.push('payout', 'payout', 'payout', 'payout', 'hold', 'deliver-earlier', 'cancel-by-sender');
    else if (!t.payoutOnHold()) steps.push('accepted', 'pickup', 'deliver', 'deliver', 'deliver', 'payout-fails', 'payout-fails', 'cancel-at-partner');
    else steps.push('retry', 'retry', 'abandon', 'abandon', 'deliver', 'cancel-by-sender');
  }
  if (t.status === 'completed') steps.push('reverse', 'reverse', 'late', 'late', 'dispute', 'dispute-lost', 'payment-fails');
  if (t.status === 'failed' || t.status === 'cancelled') {
    steps.push('refund', 'refund', 'refund', 'refund-fails', 'refund-refused', 'refund-retried', 'settle-manually', 'late', 'late', 'dispute', 'dispute-lost');
  }
  return steps;
}

/**
 * Drives a real Transfer through random valid steps (`choices` pick among `enabled` ones) as
 * the services do, saving its events after the steps `saves` marks. Answers its whole log and
 * the ledger its saves booked, each save booking its fresh events with the earlier ones only
 * when the rules need them (as the posting service does).
 */
function drive(corridor: Corridor, method: PaymentMethodKind, dollars: number, choices: (number | Step)[], saves: boolean[]) {
  const t = Transfer.create(
    {
      userId: 1,
      country: corridor.country,
      quote: quote(Money.parse(`${dollars}.00`, 'USD'), method === 'card' ? 'card' : 'bank', Rate.parse(corridor.rate), corridor.currency),
      paymentMethod: method,
      sender: { firstName: 'Amina', lastName: 'Okello', email: 'a@example.com', phone: null },
      recipient: { firstName: 'Wanjiru', lastName: 'Kamau', phone: '+254712345678' },
      destination: walletDestination(corridor.methods[0]),
    },
    at,
  );
  const log: RecordedTransferEvent[] = [];
  const ledger = new InMemoryLedger();
  const save = () => {
    const fresh = t.pullEvents();
    if (fresh.length === 0) return;
    ledger.create(postingsFor(t, fresh, needsHistory(fresh) ? log : []));
    log.push(...fresh);
  };
  let payments = 0;
  let refunds = 0;
  const pi = () => `pi_${payments}`;
  /** Attempts requested, and which of them delivered (the partner's word). */
  const requested = new Set<number>();
  const delivered: number[] = [];
  const reversed = new Set<number>();
  /** The attempt whose delivery completed the transfer, and whether a reversal of it left the transfer completed. */
  let completedBy: number | null = null;
  let completionReversedUnnoticed = false;
  const dispute = { id: 'dp_1', status: 'needs_response', reason: 'fraudulent', amount: t.total(), dueBy: null };
  choices.forEach((choice, i) => {
    const options = enabled(t);
    const step = typeof choice === 'number' ? options[choice % options.length] : choice;
    try {
      switch (step) {
        case 'submit':
          t.paymentKey(at);
          payments += 1;
          t.recordPaymentSubmitted(pi(), at);
          break;
        case 'decline':
          t.recordPaymentDeclined('card_declined', pi(), at);
          break;
        case 'in-flight':
          t.recordDebitInFlight(pi(), at);
          break;
        case 'paid':
          if (!t.markPaid(pi(), at) && t.isOrphanPayment(pi())) t.recordOrphanPayment(pi(), t.total(), at);
          break;
        case 'payment-fails':
          t.recordPaymentFailure(pi(), 'R01', at);
          break;
        case 'orphan':
          t.recordOrphanPayment('pi_orphan', t.total(), at);
          break;
        case 'orphan-refunded':
          t.recordOrphanRefunded('pi_orphan', 're_orphan', t.total(), at);
          break;
        case 'hold':
          t.holdPayout('sender_suspended', at);
          break;
        case 'release':
          t.releasePayoutHold(at);
          break;
        case 'payout':
          // Every other attempt knows the local currency's cost: a little under the customer's rate, or over it (a loss).
          if (t.requestPayout(referenceOf(t.payoutAttempt), corridor.rail, at, costRateOf(corridor, t.payoutAttempt))) requested.add(t.payoutAttempt);
          break;
        case 'accepted':
          // Thunes quotes each payout: the USD it takes (a dollar under the amount) and its fee.
          t.recordPayoutAccepted(t.payoutAttempt, 'partner-1', at, corridor.rail === 'thunes' ? quotedCost(t) : undefined);
          break;
        case 'pickup':
          t.recordReadyForPickup('1234567890', at);
          break;
        case 'deliver': {
          // The partner delivers the current attempt (only one requested and not delivered yet).
          const attempt = t.payoutAttempt;
          if (!requested.has(attempt) || delivered.includes(attempt)) break;
          if (t.status === 'processing') deliverNow(attempt);
          else late(attempt);
          break;
        }
        case 'deliver-earlier': {
          // An earlier attempt delivers after all, while the operator's retry is not sent yet.
          const attempt = t.payoutAttempt - 1;
          if (!requested.has(attempt) || delivered.includes(attempt) || t.payoutId !== null) break;
          if (t.status === 'processing') deliverNow(attempt);
          else late(attempt);
          break;
        }
        case 'late': {
          const attempt = [...requested].find((a) => !delivered.includes(a));
          if (attempt !== undefined && t.status !== 'processing' && t.status !== 'pending') late(attempt);
          break;
        }
        case 'payout-fails':
          if (!delivered.includes(t.payoutAttempt)) t.failPayout({ code: 'partner_declined', message: 'Declined.', detail: 'x' }, at);
          break;
        case 'cancel-at-partner':
          if (!delivered.includes(t.payoutAttempt)) t.recordPayoutCancelledAtPartner(t.payoutAttempt, at);
          break;
        case 'reverse': {
          // The partner takes back a delivery; the product applies it while the transfer is completed.
          const attempt = delivered.find((a) => !reversed.has(a));
          if (attempt !== undefined && t.status === 'completed') {
            t.reversePayout(attempt, { code: 'partner_declined', message: 'Reversed.', detail: 'REVERSED' }, at);
            reversed.add(attempt);
            if (attempt === completedBy && t.status === 'completed') completionReversedUnnoticed = true;
          }
          break;
        }
        case 'retry': {
          const method = corridor.methods[i % corridor.methods.length];
          const destination = method === 'bank_account' ? { method, bankId: '4031', bankName: 'CBE', accountNumber: '100012345' } : walletDestination(method);
          t.retryPayout(t.payoutAttempt, destination, at);
          break;
        }
        case 'abandon':
          t.abandonPayout(t.payoutAttempt, null, at);
          break;
        case 'cancel-by-sender':
          t.cancelBySender(at, WINDOW);
          break;
        case 'cancel':
          t.cancel('changed mind', at);
          break;
        case 'refund':
          refunds += 1;
          t.recordRefund(`re_${refunds}`, null, at);
          break;
        case 'refund-fails':
          t.recordRefundFailed(t.refundId ?? `re_${refunds}`, 'expired_card', at);
          break;
        case 'refund-refused':
          t.recordRefundRefused('no balance', at);
          break;
        case 'refund-retried':
          t.retryRefund(at);
          break;
        case 'settle-manually':
          t.settleRefundManually('wire', at);
          break;
        case 'dispute':
          if (t.isPaid()) t.openDispute(dispute, at);
          break;
        case 'dispute-lost':
        case 'dispute-won':
          if (t.openDisputeId) t.closeDispute({ ...dispute, status: step === 'dispute-lost' ? 'lost' : 'won' }, at);
          break;
        default: {
          const unhandled: never = step;
          throw new Error(String(unhandled));
        }
      }
    } catch {
      // a refused transition changes nothing
    }
    if (saves[i]) save();
  });
  save();
  return { t, log, ledger, completionReversedUnnoticed };

  function referenceOf(attempt: number) {
    return `ref-${attempt}`;
  }

  function deliverNow(attempt: number) {
    if (!t.deliverPayout(`SG${attempt}`, at, { attempt, reference: referenceOf(attempt) })) return;
    delivered.push(attempt);
    completedBy = attempt;
  }

  /** As PayoutService.delivered: news of a delivery once the transfer went another way. */
  function late(attempt: number) {
    t.recordLatePayout(attempt, `SG${attempt}`, t.status === 'completed' ? 'paid_twice' : 'after_refund', at);
    delivered.push(attempt);
    if (t.status !== 'completed' && t.refundOwed()) t.recordRefundRefused('The recipient was paid after the transfer failed', at);
  }
}

/** Final, and nothing more to pay back or out: completed, or its payment gone back (or never taken). */
const settled = (t: Transfer) =>
  t.status === 'completed' || ((t.status === 'failed' || t.status === 'cancelled') && !t.refundOwed() && !t.refundAwaitsOperator());

describe('posting rules on any life of a transfer', () => {
  it('keep every ledger balanced, book the same whether saved in one go or event by event, and leave no customer funds once settled', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CORRIDORS),
        fc.constantFrom<PaymentMethodKind>('card', 'ach'),
        fc.integer({ min: 1, max: 2000 }),
        fc.array(fc.nat(), { maxLength: 50 }),
        fc.array(fc.boolean(), { minLength: 50, maxLength: 50 }),
        (corridor, method, dollars, choices, saves) => {
          const { t, log, ledger, completionReversedUnnoticed } = drive(corridor, method, dollars, choices, saves);
          // The books never break TigerBeetle's rules (InMemoryLedger refuses that) and each ledger sums to zero.
          expect(balanceProblems(ledger.allBalances()).filter((p) => p.kind === 'ledger_unbalanced')).toEqual([]);
          // What the saves booked is what the whole log books.
          const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
          expect(ledger.all().sort(byId)).toEqual(postingsOfLog(t, log).sort(byId));
          // The customers' funds of a transfer never go below zero...
          const funds = ledger.balance('USD', 'customer_funds');
          expect(availableBalance(funds)).toBeGreaterThanOrEqual(0n);
          // ...and are empty once it is settled: delivered (fee earned) or paid back.
          // An earlier attempt that completed it (after an operator's retry) becomes its attempt, so its reversal reopens it too.
          expect(completionReversedUnnoticed).toBe(false);
          if (settled(t)) expect(funds).toMatchObject({ debitsPending: 0n, creditsPending: 0n, debitsPosted: funds.creditsPosted });
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('settle the common lives: a delivered transfer earns its fee, a refunded one pays back the total', () => {
    const kenya = CORRIDORS[0];
    const delivered = drive(kenya, 'card', 100, ['submit', 'paid', 'payout', 'accepted', 'deliver'], []);
    expect(delivered.t.status).toBe('completed');
    expect(delivered.ledger.balance('USD', 'fee_revenue').creditsPosted).toBe(9_00n);
    const refunded = drive(kenya, 'card', 100, ['submit', 'paid', 'payout', 'payout-fails', 'abandon', 'refund'], []);
    expect(refunded.t.status).toBe('failed');
    expect(refunded.ledger.balance('USD', 'stripe_clearing')).toMatchObject({ debitsPosted: 109_00n, creditsPosted: 109_00n });
  });
});
