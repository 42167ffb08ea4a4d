import type { PublishedEvent } from '../events/stripe-event.js';
import type { StripeEventLog } from '../events/stripe-event-log.js';
import { invalidRequest } from '../http/stripe-error.js';
import type { DisputeObject } from '../disputes/dispute.js';
import type { PaymentIntentObject } from '../payment-intents/payment-intent.js';
import type { RefundObject } from '../refunds/refund.js';
import { StripeObjectStore } from '../stripe-object-store.js';
import { newStripeId } from '../stripe-ids.js';
import type { StripeStores } from '../stripe-stores.js';
import { newBalanceTransaction, type BalanceTransactionObject, type NewBalanceTransaction } from './balance-transaction.js';
import { newCharge, type ChargeObject } from './charge.js';
import { newPayout, type PayoutObject } from './payout.js';
import { achDebitFee, cardFee, DISPUTE_FEE_CENTS } from './stripe-fees.js';

const sandboxRaised = { id: null, idempotency_key: null };

/**
 * The account's balance as Stripe keeps it: a balance transaction for every movement, read off
 * the events the sandbox raises (a card charge or an ACH payment with Stripe's fee, an ACH
 * payment that fails after it was made, a refund and a refund that fails, a dispute's funds
 * withdrawn with the $15 dispute fee and reinstated when won), and automatic payouts of what
 * the balance holds to the bank, each paying out the transactions not paid out before.
 */
export class StripeBalance {
  readonly transactions: StripeObjectStore<BalanceTransactionObject>;
  readonly payouts: StripeObjectStore<PayoutObject>;
  readonly charges: StripeObjectStore<ChargeObject>;
  /** The payout each balance transaction was paid out in, by transaction id. */
  private readonly paidOutIn = new Map<string, string>();
  /** Refunds and disputes already moved back (refund failed or cancelled, dispute reinstated), and disputes withdrawn. */
  private readonly settled = new Set<string>();

  constructor(
    private readonly stores: StripeStores,
    private readonly events: StripeEventLog,
    private readonly now: () => Date = () => new Date(),
    capacity = 50_000,
  ) {
    this.transactions = new StripeObjectStore('balance_transaction', (txn) => txn.id, capacity);
    this.payouts = new StripeObjectStore('payout', (payout) => payout.id, capacity);
    this.charges = new StripeObjectStore('charge', (charge) => charge.id, capacity);
    events.onPublish((published) => this.record(published));
  }

  /** The payout a balance transaction was paid out in, if any. */
  payoutOf(transactionId: string): string | null {
    return this.paidOutIn.get(transactionId) ?? null;
  }

  /**
   * Test control: a card charge the product never asked for (made outside it, through the
   * dashboard or an old integration): a charge without a PaymentIntent, and its balance transaction.
   */
  plantCharge(amount: number, currency = 'usd'): { charge: ChargeObject; balanceTransaction: BalanceTransactionObject } {
    if (!Number.isInteger(amount) || amount < 50 || amount > 99_999_999) throw invalidRequest('amount must be 50 to 99999999 cents', { param: 'amount' });
    const charge = newStripeId('ch');
    const txn = this.add({ type: 'charge', reportingCategory: 'charge', amount, currency, source: charge, description: 'Charge made outside the product', fee: cardFee(amount) });
    const created = this.charges.add(newCharge({ id: charge, amount, currency, balanceTransaction: txn.id, paymentIntent: null, type: 'card', status: 'succeeded' }, this.now()));
    return { charge: created, balanceTransaction: txn };
  }

  /**
   * The automatic payout (daily on Stripe; when a test asks here): every available balance
   * transaction not paid out yet (an ACH payment waits until it settles), if they add up to more than nothing. Paid at once; raises `payout.created`,
   * `payout.paid` and `payout.reconciliation_completed`.
   */
  runPayout(currency = 'usd'): PayoutObject | null {
    const due = this.transactions
      .newestFirst()
      .filter((txn) => txn.currency === currency && txn.status === 'available' && txn.type !== 'payout' && !this.paidOutIn.has(txn.id));
    const amount = due.reduce((sum, txn) => sum + txn.net, 0);
    if (amount <= 0) return null;
    const txnId = newStripeId('txn');
    const payout = this.payouts.add(newPayout(amount, currency, txnId, this.now()));
    this.add({ id: txnId, type: 'payout', reportingCategory: 'payout', amount: -amount, currency, source: payout.id, description: 'STRIPE PAYOUT' });
    for (const txn of due) this.paidOutIn.set(txn.id, payout.id);
    this.paidOutIn.set(txnId, payout.id);
    this.events.publish('payout.created', payout, sandboxRaised);
    payout.status = 'paid';
    this.events.publish('payout.paid', payout, sandboxRaised);
    payout.reconciliation_status = 'completed';
    this.events.publish('payout.reconciliation_completed', payout, sandboxRaised);
    return payout;
  }

  /** The Stripe object a balance transaction's `source` names, for `expand[]=data.source`. */
  sourceObject(id: string): object | undefined {
    if (id.startsWith('ch_')) return this.charges.find(id);
    if (id.startsWith('re_')) return this.stores.refunds.find(id);
    if (id.startsWith('dp_')) return this.stores.disputes.find(id);
    if (id.startsWith('po_')) return this.payouts.find(id);
    return undefined;
  }

  private add(fields: NewBalanceTransaction): BalanceTransactionObject {
    return this.transactions.add(newBalanceTransaction(fields, this.now()));
  }

  private record({ event }: PublishedEvent): void {
    const object = event.data.object;
    switch (event.type) {
      case 'payment_intent.processing':
      case 'payment_intent.succeeded':
        this.paymentMade(object as unknown as PaymentIntentObject, event.type === 'payment_intent.succeeded');
        break;
      case 'payment_intent.payment_failed':
        this.paymentFailed(object as unknown as PaymentIntentObject);
        break;
      case 'refund.created':
        this.refundMade(object as unknown as RefundObject);
        break;
      case 'refund.failed':
      case 'refund.updated':
        this.refundUndone(object as unknown as RefundObject);
        break;
      case 'charge.dispute.created':
      case 'charge.dispute.updated':
      case 'charge.dispute.closed':
        this.disputeChanged(object as unknown as DisputeObject);
        break;
      default:
        break;
    }
  }

  /** A charge (card, when it succeeds) or an ACH payment (when it is made, before it settles), once per charge. */
  private paymentMade(intent: PaymentIntentObject, succeeded: boolean): void {
    const chargeId = intent.latest_charge;
    if (!chargeId) return;
    const known = this.charges.find(chargeId);
    if (known) {
      if (succeeded && known.status === 'pending') {
        known.status = 'succeeded';
        this.makeAvailable(known.balance_transaction);
      }
      return;
    }
    const ach = this.isBankDebit(intent);
    const amount = intent.amount;
    const txn = this.add(
      ach
        ? {
            type: 'payment',
            reportingCategory: 'charge',
            amount,
            currency: intent.currency,
            source: chargeId,
            description: null,
            fee: achDebitFee(amount),
            feeDescription: 'ACH Direct Debit fee',
            status: succeeded ? 'available' : 'pending',
          }
        : { type: 'charge', reportingCategory: 'charge', amount, currency: intent.currency, source: chargeId, description: null, fee: cardFee(amount) },
    );
    this.charges.add(
      newCharge(
        { id: chargeId, amount, currency: intent.currency, balanceTransaction: txn.id, paymentIntent: intent.id, type: ach ? 'us_bank_account' : 'card', status: succeeded ? 'succeeded' : 'pending' },
        this.now(),
      ),
    );
  }

  /** An ACH payment returned by the bank after it was made (before or after it succeeded): its amount goes back. */
  private paymentFailed(intent: PaymentIntentObject): void {
    const chargeId = intent.last_payment_error?.charge;
    const charge = chargeId ? this.charges.find(chargeId) : undefined;
    if (!charge || charge.status === 'failed') return;
    charge.status = 'failed';
    charge.paid = false;
    this.makeAvailable(charge.balance_transaction);
    this.add({ type: 'payment_failure_refund', reportingCategory: 'charge_failure', amount: -charge.amount, currency: charge.currency, source: charge.id, description: 'Payment failure refund' });
  }

  private refundMade(refund: RefundObject): void {
    this.add({ id: refund.balance_transaction ?? undefined, type: 'refund', reportingCategory: 'refund', amount: -refund.amount, currency: refund.currency, source: refund.id, description: 'REFUND FOR PAYMENT' });
  }

  /** A refund that failed or was cancelled: its amount comes back to the balance, once. */
  private refundUndone(refund: RefundObject): void {
    if (refund.status !== 'failed' && refund.status !== 'canceled') return;
    const key = `refund:${refund.id}`;
    if (this.settled.has(key)) return;
    this.settled.add(key);
    this.add({ id: refund.failure_balance_transaction, type: 'refund_failure', reportingCategory: 'refund_failure', amount: refund.amount, currency: refund.currency, source: refund.id, description: 'REFUND FAILURE' });
  }

  /** A chargeback withdraws the disputed amount and the dispute fee (an inquiry withdraws nothing); a won one reinstates the amount. */
  private disputeChanged(dispute: DisputeObject): void {
    const withdrawn = `dispute:${dispute.id}:withdrawn`;
    if (!dispute.status.startsWith('warning_') && !this.settled.has(withdrawn)) {
      this.settled.add(withdrawn);
      this.add({ type: 'adjustment', reportingCategory: 'dispute', amount: -dispute.amount, currency: dispute.currency, source: dispute.id, description: `Chargeback withdrawal for ${dispute.charge}`, fee: DISPUTE_FEE_CENTS, feeDescription: 'Dispute fee' });
    }
    const reinstated = `dispute:${dispute.id}:reinstated`;
    if (dispute.status === 'won' && this.settled.has(withdrawn) && !this.settled.has(reinstated)) {
      this.settled.add(reinstated);
      this.add({ type: 'adjustment', reportingCategory: 'dispute_reversal', amount: dispute.amount, currency: dispute.currency, source: dispute.id, description: `Chargeback reversal for ${dispute.charge}` });
    }
  }

  private makeAvailable(transactionId: string): void {
    const txn = this.transactions.find(transactionId);
    if (txn) txn.status = 'available';
  }

  private isBankDebit(intent: PaymentIntentObject): boolean {
    const method = intent.payment_method ? this.stores.paymentMethods.find(intent.payment_method)?.object : undefined;
    if (method) return method.type === 'us_bank_account';
    return intent.payment_method_types?.length === 1 && intent.payment_method_types[0] === 'us_bank_account';
  }
}
