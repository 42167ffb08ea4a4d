import { randomInt } from 'node:crypto';
import type { Logger } from 'pino';
import type { CallbackPolicy } from '../../payouts/callback-dispatcher.js';
import type { PayoutSandbox } from '../../payouts/payout-sandbox.js';
import { thunesError } from '../http/thunes-error.js';
import { destinationText, isExpired, type Quotation } from '../quotations/quotation.js';
import { ThunesRecords } from '../thunes-records.js';
import { checkPayerRequirements } from './payer-requirements.js';
import { transactionResource, type ThunesTransaction } from './thunes-transaction.js';
import type { TransactionRequest } from './transaction-request.js';
import { isWaitingForPickup, transactionStatuses, type TransactionStatus } from './transaction-status.js';
import { creditPartyKey, payoutOutcomeOf } from './transaction-test-values.js';

const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

/**
 * Transactions made from quotations, and their life once confirmed. Each `external_id` is taken
 * once (1007001): a repeated create pays nothing. After confirmation (CONFIRMED, in the answer,
 * not called back) the transaction moves on by itself, one step per payout delay, and each change
 * is POSTed to its `callback_url`: SUBMITTED (or REJECTED-SLS-SENDER, or for a held cash pickup
 * CONFIRMED-WAITING-FOR-PICKUP), then COMPLETED, a DECLINED-*, or for cash pickup AVAILABLE until
 * the sandbox is told the cash was collected. A COMPLETED transaction may later be REVERSED (test
 * value or hook), and a cancellation (CANCELLED) is called back as well as answered.
 */
export class Transactions {
  private readonly records = new ThunesRecords<ThunesTransaction>(5_200_000_000);

  constructor(
    private readonly payouts: PayoutSandbox,
    private readonly logger: Logger,
  ) {}

  /**
   * Thunes' reference says a callback that is not answered 2XX is retried "several times" before
   * the partner must query the status; it gives no count or interval. The sandbox makes 5
   * attempts in all, `payoutCallbackRetryIntervalMs` apart, each waiting 10 s for an answer.
   */
  private get callbackPolicy(): CallbackPolicy {
    return { maxAttempts: 5, retryIntervalMs: this.payouts.settings.callbackRetryIntervalMs, attemptTimeoutMs: 10_000 };
  }

  create(quotation: Quotation, request: TransactionRequest): ThunesTransaction {
    if (isExpired(quotation, this.payouts.now())) throw thunesError(400, 'quotationExpired');
    checkPayerRequirements(quotation.payer, request);
    if (this.records.hasExternalId(request.external_id)) throw thunesError(400, 'externalIdUsed');
    const now = this.payouts.now();
    const transaction: ThunesTransaction = {
      id: this.records.nextId(),
      quotation,
      request,
      sender: request.sender,
      beneficiary: request.beneficiary,
      status: '10000',
      payerTransactionReference: null,
      payerTransactionCode: null,
      callbacksLost: false,
      balanceDrawn: false,
      createdAt: now,
      updatedAt: now,
    };
    this.records.add(transaction, request.external_id);
    return transaction;
  }

  /** By `{id}` or `ext-{external_id}`. */
  find(reference: string): ThunesTransaction | undefined {
    return this.records.find(reference);
  }

  newestFirst(): ThunesTransaction[] {
    return this.records.newestFirst();
  }

  confirm(transaction: ThunesTransaction): void {
    if (transaction.status === '40000') throw thunesError(400, 'cannotConfirm', 'the transaction was cancelled');
    if (transaction.status !== '10000') throw thunesError(400, 'alreadyConfirmed');
    if (isExpired(transaction.quotation, this.payouts.now())) throw thunesError(400, 'quotationExpiredAtConfirm');
    const key = creditPartyKey(transaction.request.credit_party_identifier);
    // Confirming takes the destination amount from our balance in the payer's currency; short of it, Thunes rejects the transaction.
    if (!this.payouts.balances.draw('thunes', transaction.quotation.payer.currency, this.hundredthsOf(transaction))) {
      this.move(transaction, '30500');
      return;
    }
    transaction.balanceDrawn = true;
    transaction.callbacksLost =
      payoutOutcomeOf(key).kind === 'pay-lose-callbacks' ||
      (Boolean(transaction.request.callback_url) && this.payouts.lostCallbacks.consume('thunes', key));
    this.move(transaction, '20000', { notify: false });
    this.later(() => this.screen(transaction));
  }

  /**
   * Thunes lets a partner cancel a transaction not yet confirmed, or a cash pickup held for pickup
   * (CONFIRMED-WAITING-FOR-PICKUP); anything else, AVAILABLE at a payer or COMPLETED included, is
   * 1007014. The CANCELLED status is answered and called back, like any other change.
   */
  cancel(transaction: ThunesTransaction): void {
    if (transaction.status !== '10000' && transaction.status !== '20150') throw thunesError(400, 'cannotCancel');
    this.move(transaction, '40000');
  }

  /** Sandbox hook: the beneficiary collected the cash. False when the transaction is not waiting for pickup. */
  collect(transaction: ThunesTransaction): boolean {
    if (!isWaitingForPickup(transaction.status)) return false;
    this.complete(transaction);
    return true;
  }

  /**
   * The payer took a paid transaction back (sandbox hook, or one step after COMPLETED for the
   * test value): REVERSED, called back. False when the transaction is not COMPLETED.
   */
  reverse(transaction: ThunesTransaction): boolean {
    if (transaction.status !== '70000') return false;
    this.move(transaction, '80000');
    return true;
  }

  private later(step: () => void): void {
    this.payouts.timers.schedule(this.payouts.settings.callbackDelayMs, step);
  }

  /** Compliance screening, then hand-over to the payer (or, for a held cash pickup, the wait at Thunes). */
  private screen(transaction: ThunesTransaction): void {
    if (transaction.status !== '20000') return;
    const outcome = payoutOutcomeOf(creditPartyKey(transaction.request.credit_party_identifier));
    if (outcome.kind === 'reject-at-screening') {
      this.move(transaction, '30110');
      return;
    }
    transaction.payerTransactionReference = `${transaction.quotation.payer.referencePrefix}${digits(9)}`;
    if (transaction.quotation.payer.pickup === 'waiting-for-pickup') {
      if (outcome.kind === 'decline') {
        this.move(transaction, outcome.status);
        return;
      }
      transaction.payerTransactionCode = digits(10);
      this.move(transaction, '20150');
      return;
    }
    this.move(transaction, '50000');
    this.later(() => this.settle(transaction));
  }

  /** The payer's answer: paid, declined, ready for pickup, or (test value) nothing at all. */
  private settle(transaction: ThunesTransaction): void {
    if (transaction.status !== '50000') return;
    const outcome = payoutOutcomeOf(creditPartyKey(transaction.request.credit_party_identifier));
    if (outcome.kind === 'stay-submitted') return;
    if (outcome.kind === 'decline') {
      this.move(transaction, outcome.status);
      return;
    }
    if (transaction.quotation.payer.pickup === 'available') {
      transaction.payerTransactionCode = digits(10);
      this.move(transaction, '60000');
      return;
    }
    this.complete(transaction);
  }

  /** Paid; the reversal test value is taken back one step later. */
  private complete(transaction: ThunesTransaction): void {
    this.move(transaction, '70000');
    const outcome = payoutOutcomeOf(creditPartyKey(transaction.request.credit_party_identifier));
    if (outcome.kind === 'pay-then-reverse') this.later(() => this.reverse(transaction));
  }

  /** The destination amount in hundredths of the payer's currency (the partner balances' unit). */
  private hundredthsOf(transaction: ThunesTransaction): bigint {
    const { destinationAmount, payer } = transaction.quotation;
    return payer.precision >= 2 ? destinationAmount / 10n ** BigInt(payer.precision - 2) : destinationAmount * 10n ** BigInt(2 - payer.precision);
  }

  private move(transaction: ThunesTransaction, status: TransactionStatus, { notify = true } = {}): void {
    transaction.status = status;
    // Rejected, cancelled, declined or reversed after its amount was taken: the amount comes back to our balance.
    if (transaction.balanceDrawn && ['3', '4', '8', '9'].includes(status.charAt(0))) {
      transaction.balanceDrawn = false;
      this.payouts.balances.giveBack('thunes', transaction.quotation.payer.currency, this.hundredthsOf(transaction));
    }
    transaction.updatedAt = this.payouts.now();
    const { request, quotation } = transaction;
    this.logger.info({ transactionId: transaction.id, externalId: request.external_id, status }, 'Thunes transaction status');
    if (!notify || !request.callback_url) return;
    this.payouts.dispatcher.send({
      provider: 'thunes',
      reference: request.external_id,
      msisdn: creditPartyKey(request.credit_party_identifier),
      amount: destinationText(quotation),
      currency: quotation.payer.currency,
      name: 'Transaction',
      outcome: `${status} ${transactionStatuses[status]}`,
      method: 'POST',
      url: request.callback_url,
      body: transactionResource(transaction),
      lost: transaction.callbacksLost,
      policy: this.callbackPolicy,
    });
  }
}
