import { Money, type Currency } from '../../shared/domain/money.js';
import type { TransferEvent } from '../../transfers/domain/transfer.events.js';
import { isLostDispute } from '../../shared/domain/dispute.js';
import { Rate } from '../../shared/domain/rate.js';
import { fxSpreadMinor, usdCostOf } from '../../rates/domain/fx-cost.js';
import { fromLedgerUnits, toLedgerUnits } from './ledger-amount.js';
import { RAIL_CURRENCIES, railOfCurrency, type AccountCode, type FloatRail, type LocalCurrency } from './ledger-chart.js';
import { ledgerTransferId } from './ledger-id.js';
import type { LedgerPhase, LedgerTransfer, PostingCode } from './ledger-transfer.js';

/**
 * What the rules read from the transfer itself, fixed from its creation: its id, the USD
 * amount sent, the fee and the total charged, and the recipient's amount and currency (all in
 * the product's hundredths). The `Transfer` aggregate has these fields.
 */
export interface TransferFigures {
  id: string;
  amountMinor: bigint;
  feeMinor: bigint;
  totalMinor: bigint;
  recipientAmountMinor: bigint;
  currencyCode: Currency;
}

/** An event of a transfer's log with its place in it. */
export interface SequencedEvent {
  sequence: number;
  event: TransferEvent;
}

/*
 * Posting rules: each event of a transfer books ledger transfers (USD unless said).
 *
 *  PaymentSucceeded            Dr stripe_clearing      Cr customer_funds         total
 *  PaymentFailed (after it)    Dr customer_funds       Cr stripe_clearing        total (an ACH debit returned before its payout)
 *  PayoutRequested {attempt}   pending, linked:
 *                              Dr customer_funds       Cr fx_settlement          amount (the fee stays)
 *                    local     Dr fx_settlement        Cr partner_float:{rail}   recipient amount
 *  PayoutDelivered             posts the current attempt's two pendings (an earlier attempt named
 *                              by the event: its pendings, and the current one's are voided); if they were voided
 *                              (a delivery heard after the attempt was held as failed) the same
 *                              two movements as new single transfers; then, when the attempt's
 *                              cost is known, the FX spread and the partner's fee:
 *                              Dr fx_settlement        Cr fx_spread_revenue      amount − USD cost (reversed sides when negative)
 *                              Dr partner_fees         Cr fx_settlement          the partner's fee
 *                              (cost: PayoutDispatched.cost, the partner's quote for this payout;
 *                              else the recipient amount at PayoutRequested.costRate; else none:
 *                              the whole amount stays in fx_settlement)
 *  TransferCompleted           Dr customer_funds       Cr fee_revenue            fee
 *  PayoutFailed,               voids the current (resp. named) attempt's pendings
 *  PayoutCancelledAtPartner,
 *  PayoutAwaitingFloat
 *  PayoutReversed {attempt}    reverses the attempt's delivered pair and its spread and partner fee
 *                              (from a paid-twice loss: Dr fx_settlement / Cr payout_losses), and
 *                              the fee when it reopens
 *  LatePayoutDelivered         local Dr fx_settlement / Cr partner_float, and
 *                              Dr payout_losses / Cr fx_settlement, the attempt's amounts
 *                              (voiding its pendings first should they still be pending)
 *  PaymentRefunded             Dr customer_funds       Cr stripe_clearing        refunded amount
 *  RefundFailed {refundId}     Dr stripe_clearing      Cr customer_funds         that refund's amount (only a refund that had succeeded)
 *  RefundSettledManually       Dr customer_funds       Cr company_bank           total
 *  OrphanPaymentReceived       Dr stripe_clearing      Cr refunds_payable        its amount
 *  OrphanPaymentRefunded       Dr refunds_payable      Cr stripe_clearing        its amount
 *  PaymentReversed             Dr customer_funds       Cr stripe_clearing        the disputed amount (lost before delivery)
 *  DisputeClosed lost          Dr dispute_losses       Cr stripe_clearing        the disputed amount, unless the transfer
 *                              records PaymentReversed for it (nothing was sent: the customer's
 *                              funds went back) or the payment was already returned
 *  PaymentFailedAfterPayout    Dr sender_receivables   Cr stripe_clearing        total (the product goes on paying it out)
 *  PaymentFailed after that    Dr customer_funds       Cr sender_receivables     total (the transfer fails with nothing
 *                              delivered: the debt cancels against the funds held)
 *  PayoutDispatched            nothing; on events older than PayoutRequested (no `attempt`)
 *                              it opens the attempt's pendings as PayoutRequested would
 *  anything else               nothing
 *
 * Where an event lacks a figure it is taken from the transfer (`TransferFigures`) or from the
 * transfer's earlier events (`Books`): the attempt a PayoutDelivered, PayoutFailed or
 * TransferCompleted concerns is the last one requested unless a PayoutDelivered names it (an
 * earlier attempt delivering after a later one was requested), a RefundFailed's amount is the
 * refund's PaymentRefunded, a DisputeClosed's amount its DisputeOpened's (else the total), a
 * manual refund is the total (the only refund the product makes).
 */

/** `unbooked`: known from events older than attempts, its pendings never booked. */
type AttemptState = 'pending' | 'posted' | 'voided' | 'unbooked' | 'delivered_late' | 'paid_twice';

interface AttemptBooks {
  attempt: number;
  rail: FloatRail;
  state: AttemptState;
  reversed: boolean;
  usd: LedgerTransfer;
  local: LedgerTransfer;
  /** The local currency's cost when the attempt was requested (local units per USD). */
  costRate: Rate | null;
  /** The partner's own price of this payout, in USD hundredths. */
  quoted: { usdMinor: bigint; feeMinor: bigint } | null;
  /** The spread and partner fee its delivery booked, reversed with it. */
  exchange: LedgerTransfer[];
}

/** What a transfer's earlier events left on the books, as far as the rules need to know. */
interface Books {
  /** The payment whose capture is booked and not returned. */
  paid: string | null;
  /** The payment came back by the bank (an ACH return, before or after the payout). */
  returned: boolean;
  /** The sender owes the total (returned after the payout went) and that is not settled. */
  receivable: boolean;
  attempts: Map<number, AttemptBooks>;
  /** The attempt requested last. */
  current: number | null;
  /** The attempt an operator's retry names (events before PayoutRequested open attempts from it). */
  retried: number | null;
  /** The attempt whose delivery completed the transfer last. */
  deliveredBy: number | null;
  /** The attempt whose completion earned the fee on the books (null: none, or reversed). */
  feeFor: number | null;
  refunds: Map<string, { amount: bigint; failed: boolean }>;
  disputes: Map<string, bigint>;
}

const newBooks = (): Books => ({
  paid: null,
  returned: false,
  receivable: false,
  attempts: new Map(),
  current: null,
  retried: null,
  deliveredBy: null,
  feeFor: null,
  refunds: new Map(),
  disputes: new Map(),
});

/**
 * Whether booking `events` depends on the transfer's earlier events. When it does not, the
 * caller need not read them (the settlement path: PaymentSucceeded in batches of 100).
 */
export function needsHistory(events: readonly SequencedEvent[]): boolean {
  return events.some(({ event }) => {
    switch (event.type) {
      case 'PaymentFailed':
      case 'PayoutDelivered':
      case 'TransferCompleted':
      case 'PayoutFailed':
      case 'PayoutCancelledAtPartner':
      case 'PayoutAwaitingFloat':
      case 'PayoutReversed':
      case 'LatePayoutDelivered':
      case 'RefundFailed':
      case 'DisputeClosed':
        return true;
      case 'PayoutDispatched':
        return event.attempt === undefined;
      default:
        return false;
    }
  });
}

/**
 * The ledger transfers `fresh` events of a transfer book, in order, given the `earlier` events
 * of its log (already booked): a pure function of the figures and the log. Booking the same
 * fact twice yields the same ids, so a repeat is a no-op; the result holds each id once.
 */
export function postingsFor(figures: TransferFigures, fresh: readonly SequencedEvent[], earlier: readonly SequencedEvent[] = []): LedgerTransfer[] {
  const books = newBooks();
  const log = [...earlier, ...fresh];
  const out = new Map<string, LedgerTransfer>();
  log.forEach((entry, index) => {
    const booked = bookEvent(figures, books, entry, log[index + 1]?.event);
    if (index < earlier.length) return;
    for (const transfer of booked) if (!out.has(transfer.id)) out.set(transfer.id, transfer);
  });
  return [...out.values()];
}

/** Every ledger transfer a transfer's whole log books (back-fill, invariant checks). */
export function postingsOfLog(figures: TransferFigures, log: readonly SequencedEvent[]): LedgerTransfer[] {
  return postingsFor(figures, log);
}

/** One event's transfers, updating `books`. `next`: the event recorded right after it, if any. */
function bookEvent(figures: TransferFigures, books: Books, { sequence, event }: SequencedEvent, next: TransferEvent | undefined): LedgerTransfer[] {
  const book = new Booking(figures, sequence);
  const local = figures.currencyCode as LocalCurrency;
  switch (event.type) {
    case 'PaymentSucceeded':
      books.paid = event.paymentIntentId;
      book.single(`payment:${event.paymentIntentId}`, 'USD', 'stripe_clearing', 'customer_funds', figures.totalMinor, 'payment_captured');
      break;
    case 'PaymentFailed':
      if (books.paid !== null && !books.returned) {
        books.returned = true;
        book.single(`payment:${books.paid}:returned`, 'USD', 'customer_funds', 'stripe_clearing', figures.totalMinor, 'payment_returned');
      } else if (books.receivable) {
        // Returned after a payout that then failed: the transfer fails, so what the sender owed cancels against what we held for them.
        books.receivable = false;
        book.single(`payment:${event.paymentIntentId}:receivable-cancelled`, 'USD', 'customer_funds', 'sender_receivables', figures.totalMinor, 'payment_returned');
      }
      break;
    case 'PaymentFailedAfterPayout':
      books.returned = true;
      books.receivable = true;
      book.single(`payment:${event.paymentIntentId}:returned-after-payout`, 'USD', 'sender_receivables', 'stripe_clearing', figures.totalMinor, 'payment_returned_after_payout');
      break;
    case 'PayoutRequested': {
      const opened = openAttempt(book, books, figures, event.attempt, railNamed(event.rail, local));
      if (event.costRate !== undefined) opened.costRate = Rate.parse(event.costRate);
      break;
    }
    case 'PayoutDispatched':
      // Transfers paid out before attempts were written first have no PayoutRequested: their dispatch opens the attempt.
      if (event.attempt === undefined) {
        const attempt = books.retried ?? books.current ?? 1;
        if (!books.attempts.has(attempt)) openAttempt(book, books, figures, attempt, event.rail ? railNamed(event.rail, local) : railOfCurrency(local));
      }
      if (event.cost !== undefined && event.attempt !== undefined) {
        const attempt = books.attempts.get(event.attempt);
        if (attempt) attempt.quoted = { usdMinor: usdMinor(event.cost.usd), feeMinor: usdMinor(event.cost.fee) };
      }
      break;
    case 'PayoutRetried':
      books.retried = event.attempt;
      break;
    case 'PayoutDelivered': {
      // The event names the attempt that paid when it was not the last one requested (an earlier attempt delivering late).
      const named = event.attempt !== undefined ? books.attempts.get(event.attempt) : undefined;
      const attempt =
        named ?? (books.current === null ? openAttempt(null, books, figures, books.retried ?? 1, railOfCurrency(local)) : books.attempts.get(books.current)!);
      // An earlier attempt paid: the one requested after it no longer holds the customer's money
      // (should it pay too, that is a loss: LatePayoutDelivered).
      if (named && books.current !== null && books.current !== named.attempt) voidAttempt(book, books.attempts.get(books.current)!);
      deliver(book, attempt, 'customer_funds');
      books.deliveredBy = attempt.attempt;
      break;
    }
    case 'TransferCompleted':
      if (books.feeFor === null) {
        const attempt = books.deliveredBy ?? books.current ?? 1;
        books.feeFor = attempt;
        book.single(`fee:${attempt}`, 'USD', 'customer_funds', 'fee_revenue', figures.feeMinor, 'fee_earned');
      }
      break;
    case 'PayoutFailed':
      if (books.current !== null) voidAttempt(book, books.attempts.get(books.current)!);
      break;
    case 'PayoutCancelledAtPartner':
    case 'PayoutAwaitingFloat': {
      const attempt = books.attempts.get(event.attempt);
      if (attempt) voidAttempt(book, attempt);
      break;
    }
    case 'PayoutReversed': {
      const attempt = books.attempts.get(event.attempt);
      if (attempt) reverse(book, attempt);
      if (event.reopens && books.feeFor !== null) {
        book.single(`fee:${books.feeFor}:reversal`, 'USD', 'fee_revenue', 'customer_funds', figures.feeMinor, 'fee_reversed');
        books.feeFor = null;
      }
      break;
    }
    case 'LatePayoutDelivered': {
      const attempt = books.attempts.get(event.attempt) ?? openAttempt(null, books, figures, event.attempt, railOfCurrency(local), false);
      voidAttempt(book, attempt);
      deliver(book, attempt, 'payout_losses');
      break;
    }
    case 'PaymentRefunded': {
      const amount = usdMinor(event.amount);
      books.refunds.set(event.refundId, { amount, failed: false });
      book.single(`refund:${event.refundId}`, 'USD', 'customer_funds', 'stripe_clearing', amount, 'refund_paid');
      break;
    }
    case 'RefundFailed': {
      const refund = event.refundId === null ? undefined : books.refunds.get(event.refundId);
      if (refund && !refund.failed) {
        refund.failed = true;
        book.single(`refund:${event.refundId}:failed`, 'USD', 'stripe_clearing', 'customer_funds', refund.amount, 'refund_failed');
      }
      break;
    }
    case 'RefundSettledManually':
      book.single('refund:manual', 'USD', 'customer_funds', 'company_bank', figures.totalMinor, 'refund_settled_manually');
      break;
    case 'OrphanPaymentReceived':
      book.single(`orphan:${event.paymentIntentId}`, 'USD', 'stripe_clearing', 'refunds_payable', usdMinor(event.amount), 'orphan_payment_received');
      break;
    case 'OrphanPaymentRefunded':
      book.single(`orphan-refund:${event.refundId}`, 'USD', 'refunds_payable', 'stripe_clearing', usdMinor(event.amount), 'orphan_payment_refunded');
      break;
    case 'DisputeOpened':
      books.disputes.set(event.disputeId, usdMinor(event.amount));
      break;
    case 'DisputeClosed': {
      const reversedInstead = next?.type === 'PaymentReversed' && next.disputeId === event.disputeId;
      if (isLostDispute(event.status) && !reversedInstead && !books.returned) {
        const amount = books.disputes.get(event.disputeId) ?? figures.totalMinor;
        book.single(`dispute:${event.disputeId}:lost`, 'USD', 'dispute_losses', 'stripe_clearing', amount, 'dispute_lost');
      }
      break;
    }
    case 'PaymentReversed':
      book.single(`dispute:${event.disputeId}:reversed`, 'USD', 'customer_funds', 'stripe_clearing', usdMinor(event.amount), 'payment_reversed_by_dispute');
      break;
    case 'TransferCreated':
    case 'PaymentSubmitted':
    case 'PaymentDeclined':
    case 'PaymentProcessing':
    case 'ReadyForPickup':
    case 'PayoutHeld':
    case 'PayoutHoldReleased':
    case 'PayoutAbandoned':
    case 'RefundRequested':
    case 'RefundRefused':
    case 'RefundRetried':
    case 'DisputeUpdated':
    case 'TransferCancelled':
    case 'ScreeningHeld':
    case 'ScreeningCleared':
    case 'ScreeningRefused':
    case 'CancelledBySender':
      break;
    default: {
      const unhandled: never = event;
      throw new Error(`No posting rule for transfer event ${JSON.stringify(unhandled)}`);
    }
  }
  return book.done();
}

/** Writes the ledger transfers of one event. */
class Booking {
  private readonly transfers: LedgerTransfer[] = [];

  constructor(
    private readonly figures: TransferFigures,
    private readonly sequence: number,
  ) {}

  /** A transfer of `minor` (the product's hundredths of `ledger`'s currency), not booked yet; null for zero. */
  make(key: string, ledger: Currency, debit: AccountCode, credit: AccountCode, minor: bigint, code: PostingCode, phase: LedgerPhase = 'single'): LedgerTransfer | null {
    const amount = toLedgerUnits(minor, ledger);
    if (amount === 0n) return null;
    const id = ledgerTransferId(`${this.figures.id}:${key}`);
    return { id, ledger, debit, credit, amount, phase, pendingId: null, code, transferId: this.figures.id, eventSequence: this.sequence, linked: false };
  }

  /** Books a transfer (nothing for a zero amount: a fee of $0.00 books nothing). */
  single(key: string, ledger: Currency, debit: AccountCode, credit: AccountCode, minor: bigint, code: PostingCode, phase: LedgerPhase = 'single'): void {
    const transfer = this.make(key, ledger, debit, credit, minor, code, phase);
    if (transfer) this.transfers.push(transfer);
  }

  /** Books `transfer` as made (with this event's sequence). */
  add(transfer: LedgerTransfer): void {
    this.transfers.push({ ...transfer, eventSequence: this.sequence });
  }

  /** Posts or voids `pending` whole. */
  resolve(pending: LedgerTransfer, phase: 'post_pending' | 'void_pending', code: PostingCode): void {
    const id = ledgerTransferId(`${pending.id}:${phase}`);
    this.transfers.push({ ...pending, id, phase, pendingId: pending.id, code, eventSequence: this.sequence, linked: false });
  }

  /**
   * The event's transfers as one linked chain (TigerBeetle's `flags.linked` on all but the
   * last): what one event books succeeds or fails whole.
   */
  done(): LedgerTransfer[] {
    return this.transfers.map((transfer, index) => ({ ...transfer, linked: index < this.transfers.length - 1 }));
  }
}

const usdMinor = (decimal: string) => Money.parse(decimal, 'USD').minor;

/** The rail of an event, which must hold float in the transfer's currency. */
function railNamed(rail: string, currency: LocalCurrency): FloatRail {
  const currencies = (RAIL_CURRENCIES as Record<string, readonly string[]>)[rail];
  if (!currencies?.includes(currency)) throw new Error(`Payout rail ${rail} holds no ${currency} float`);
  return rail as FloatRail;
}

/**
 * Opens payout attempt `attempt` (the current one unless `current` is false): two pendings, the amount leaving the
 * customer's funds for the FX liquidity and the recipient amount leaving the partner's float.
 * `book` null: the attempt is only known (its amounts), nothing booked for it: events older
 * than attempts, whose delivery is then booked as single transfers.
 */
function openAttempt(book: Booking | null, books: Books, figures: TransferFigures, attempt: number, rail: FloatRail, current = true): AttemptBooks {
  const known = books.attempts.get(attempt);
  if (current) books.current = attempt;
  if (known) return known;
  const maker = book ?? new Booking(figures, 0);
  const usd = maker.make(`payout:${attempt}:usd`, 'USD', 'customer_funds', 'fx_settlement', figures.amountMinor, 'payout_reserved', 'pending');
  const local = maker.make(`payout:${attempt}:local`, figures.currencyCode, 'fx_settlement', `partner_float:${rail}`, figures.recipientAmountMinor, 'payout_reserved', 'pending');
  if (!usd || !local) throw new Error(`Transfer ${figures.id} has nothing to pay out`);
  if (book) {
    book.add(usd);
    book.add(local);
  }
  const opened: AttemptBooks = { attempt, rail, state: book ? 'pending' : 'unbooked', reversed: false, usd, local, costRate: null, quoted: null, exchange: [] };
  books.attempts.set(attempt, opened);
  return opened;
}

function voidAttempt(book: Booking, attempt: AttemptBooks): void {
  if (attempt.state !== 'pending') return;
  book.resolve(attempt.usd, 'void_pending', 'payout_voided');
  book.resolve(attempt.local, 'void_pending', 'payout_voided');
  attempt.state = 'voided';
}

/**
 * The attempt's money reached the recipient. Out of the customer's funds: its pendings are
 * posted, or, voided (or never booked), the same two movements as single transfers. Out of
 * `payout_losses` (paid twice, or after the refund): single transfers.
 */
function deliver(book: Booking, attempt: AttemptBooks, from: 'customer_funds' | 'payout_losses'): void {
  if (from === 'customer_funds' && attempt.state === 'pending') {
    book.resolve(attempt.usd, 'post_pending', 'payout_posted');
    book.resolve(attempt.local, 'post_pending', 'payout_posted');
    attempt.state = 'posted';
    bookExchange(book, attempt);
    return;
  }
  if (from === 'customer_funds' ? !['voided', 'unbooked'].includes(attempt.state) : attempt.state === 'paid_twice') return;
  const [suffix, code] = from === 'customer_funds' ? (['late', 'payout_delivered_late'] as const) : (['paid-twice', 'payout_paid_twice'] as const);
  const { usd, local } = attempt;
  book.single(`payout:${attempt.attempt}:usd:${suffix}`, 'USD', from, 'fx_settlement', fromLedgerUnits(usd.amount, 'USD'), code);
  book.single(`payout:${attempt.attempt}:local:${suffix}`, local.ledger, 'fx_settlement', local.credit, fromLedgerUnits(local.amount, local.ledger), code);
  attempt.state = from === 'customer_funds' ? 'delivered_late' : 'paid_twice';
  if (from === 'customer_funds') bookExchange(book, attempt);
}

/**
 * The exchange of a delivered attempt, when its cost is known (TigerBeetle's currency-exchange
 * recipe books the spread as its own transfer): the spread leaves the FX liquidity for revenue,
 * and the partner's fee is taken from it. The USD in `fx_settlement` is then what the local
 * currency and the partner cost. Unknown cost: nothing (the spread stays inside fx_settlement).
 */
function bookExchange(book: Booking, attempt: AttemptBooks): void {
  const amount = fromLedgerUnits(attempt.usd.amount, 'USD');
  const localMinor = fromLedgerUnits(attempt.local.amount, attempt.local.ledger);
  const cost = attempt.quoted ?? (attempt.costRate ? { usdMinor: usdCostOf(localMinor, attempt.costRate), feeMinor: 0n } : null);
  if (!cost) return;
  const spread = fxSpreadMinor(amount, cost.usdMinor);
  const key = `fx:${attempt.attempt}`;
  const made = [
    spread >= 0n
      ? book.make(`${key}:spread`, 'USD', 'fx_settlement', 'fx_spread_revenue', spread, 'fx_spread_earned')
      : book.make(`${key}:spread`, 'USD', 'fx_spread_revenue', 'fx_settlement', -spread, 'fx_spread_earned'),
    book.make(`${key}:partner-fee`, 'USD', 'partner_fees', 'fx_settlement', cost.feeMinor, 'partner_fee'),
  ].filter((transfer): transfer is LedgerTransfer => transfer !== null);
  for (const transfer of made) book.add(transfer);
  attempt.exchange = made;
}

/** A delivered attempt taken back by the partner: its delivery's two movements the other way. */
function reverse(book: Booking, attempt: AttemptBooks): void {
  if (attempt.reversed || !['posted', 'delivered_late', 'paid_twice'].includes(attempt.state)) return;
  const lost = attempt.state === 'paid_twice';
  const code = lost ? 'payout_paid_twice_recovered' : 'payout_reversed';
  const { usd, local } = attempt;
  book.single(`payout:${attempt.attempt}:usd:reversal`, 'USD', 'fx_settlement', lost ? 'payout_losses' : 'customer_funds', fromLedgerUnits(usd.amount, 'USD'), code);
  book.single(`payout:${attempt.attempt}:local:reversal`, local.ledger, local.credit, 'fx_settlement', fromLedgerUnits(local.amount, local.ledger), code);
  for (const booked of attempt.exchange) {
    const undo = booked.code === 'partner_fee' ? 'partner_fee_reversed' : 'fx_spread_reversed';
    book.single(`${booked.code}:${attempt.attempt}:reversal`, 'USD', booked.credit, booked.debit, fromLedgerUnits(booked.amount, 'USD'), undo);
  }
  attempt.reversed = true;
}
