import type { PayoutSandbox } from '../../payouts/payout-sandbox.js';
import type { B2cPayment } from '../b2c/b2c-payment.js';
import { darajaCallbackPolicy, type B2cPayments } from '../b2c/b2c-payments.js';
import { b2cResultCodes } from '../b2c/b2c-result-codes.js';
import { newConversationId, newOriginatorConversationId } from '../daraja-ids.js';
import type { InitiatorCredentials } from '../security/initiator-credentials.js';
import type { TransactionStatusRequest } from './transaction-status-request.js';
import {
  transactionNotFound,
  transactionStatusFailureBody,
  transactionStatusOf,
  transactionStatusResultBody,
  type StatusQueryIds,
} from './transaction-status-result.js';

/**
 * Transaction Status queries about B2C payments: acknowledged at once, answered on their own
 * ResultURL after the payout delay with the payment's state at that moment. The answer is
 * never lost (losing applies to payout results only), so a lost result can always be recovered;
 * but under a status lag (`/api/payouts/status-lag`) a payment still in M-Pesa's queue is not
 * found (R000002) until it leaves it.
 */
export class TransactionStatusQueries {
  constructor(
    private readonly payments: B2cPayments,
    private readonly payouts: PayoutSandbox,
    private readonly initiator: InitiatorCredentials,
  ) {}

  /** The payment a query names: by receipt, by OriginatorConversationID, or both (then they must agree). */
  find(request: Pick<TransactionStatusRequest, 'transactionId' | 'originalConversationId'>): B2cPayment | undefined {
    const byReceipt = request.transactionId ? this.payments.findByTransactionId(request.transactionId) : undefined;
    const byOriginator = request.originalConversationId
      ? this.payments.findByOriginatorConversationId(request.originalConversationId)
      : undefined;
    if (request.transactionId && request.originalConversationId) return byReceipt === byOriginator ? byReceipt : undefined;
    const payment = byReceipt ?? byOriginator;
    // A payment that never left M-Pesa's queue made no transaction.
    return payment?.state === 'timed-out' ? undefined : payment;
  }

  query(request: TransactionStatusRequest): StatusQueryIds {
    const now = this.payouts.now();
    const ids: StatusQueryIds = {
      originatorConversationId: newOriginatorConversationId(),
      conversationId: newConversationId(now),
      occasion: request.occasion,
    };
    const initiatorAccepted = this.initiator.accepts(request.initiator, request.securityCredential);
    this.payouts.timers.schedule(this.payouts.settings.callbackDelayMs, () => this.answer(request, ids, initiatorAccepted));
    return ids;
  }

  private answer(request: TransactionStatusRequest, ids: StatusQueryIds, initiatorAccepted: boolean): void {
    const found = initiatorAccepted ? this.find(request) : undefined;
    // Under a status lag, a payment M-Pesa still holds in its queue is not found yet.
    const payment = found && this.payments.isVisibleToStatusQueries(found) ? found : undefined;
    const failure = initiatorAccepted ? transactionNotFound : b2cResultCodes.invalidInitiator;
    const body = payment ? transactionStatusResultBody(ids, payment) : transactionStatusFailureBody(ids, failure);
    this.payouts.dispatcher.send({
      provider: 'daraja',
      reference: payment?.originatorConversationId ?? request.originalConversationId ?? request.transactionId,
      msisdn: payment?.partyB ?? null,
      amount: payment ? String(payment.amount) : null,
      currency: payment ? 'KES' : null,
      name: 'TransactionStatus result',
      outcome: payment ? `TransactionStatus ${transactionStatusOf(payment)}` : `ResultCode ${failure.code}: ${failure.desc}`,
      method: 'POST',
      url: request.resultUrl,
      body,
      lost: false,
      policy: darajaCallbackPolicy,
    });
  }
}
