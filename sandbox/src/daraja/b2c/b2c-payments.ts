import type { Logger } from 'pino';
import type { CallbackPolicy } from '../../payouts/callback-dispatcher.js';
import type { PayoutSandbox } from '../../payouts/payout-sandbox.js';
import { BoundedMap } from '../../shared/bounded-map.js';
import { darajaB2cShortCode } from '../daraja-credentials.js';
import { newConversationId, newTransactionId } from '../daraja-ids.js';
import type { InitiatorCredentials } from '../security/initiator-credentials.js';
import type { B2cPayment } from './b2c-payment.js';
import type { B2cPaymentRequest } from './b2c-payment-request.js';
import { b2cQueueTimeoutBody, b2cResultBody, type B2cAccountBalances } from './b2c-result-bodies.js';
import {
  b2cMaximumAmount,
  b2cMinimumAmount,
  b2cResultCodes,
  queueTimeoutResult,
  type B2cResultCode,
} from './b2c-result-codes.js';
import { b2cTestBehaviour, type B2cTestBehaviour } from './b2c-test-numbers.js';
import { receiverPublicNameOf } from './receiver-name.js';

/** Daraja documents no retry of callbacks: each result is POSTed once. */
export const darajaCallbackPolicy: CallbackPolicy = { maxAttempts: 1, retryIntervalMs: 0, attemptTimeoutMs: 10_000 };

/**
 * B2C payments: each OriginatorConversationID is taken once (a repeat is refused before
 * anything happens), processed after the payout delay, and answered on ResultURL (or
 * QueueTimeOutURL). The B2C short code's utility account (our float) pays; its balance goes down,
 * and a payment it cannot cover fails with ResultCode 1.
 */
export class B2cPayments {
  private readonly byOriginatorId = new BoundedMap<string, B2cPayment>(1000);
  private readonly byTransactionId = new BoundedMap<string, B2cPayment>(1000);
  // The utility account is our float at Safaricom (`payouts.balances`, KES); these two only show in results.
  private readonly otherAccounts = { working: 1_000_000, chargesPaid: 0 };

  constructor(
    private readonly payouts: PayoutSandbox,
    private readonly initiator: InitiatorCredentials,
    private readonly logger: Logger,
  ) {}

  /** The accepted payment, or `duplicate` when this OriginatorConversationID was seen before. */
  request(request: B2cPaymentRequest): B2cPayment | 'duplicate' {
    if (this.byOriginatorId.has(request.originatorConversationId)) return 'duplicate';
    const { securityCredential, ...fields } = request;
    const now = this.payouts.now();
    const lagMs = this.payouts.statusLags.lagFor('daraja', request.partyB);
    const payment: B2cPayment = {
      ...fields,
      conversationId: newConversationId(now),
      initiatorAccepted: this.initiator.accepts(request.initiatorName, securityCredential),
      state: 'processing',
      transactionId: null,
      result: null,
      receiverPublicName: receiverPublicNameOf(request.partyB),
      requestedAt: now.toISOString(),
      statusVisibleAt: lagMs > 0 ? new Date(now.getTime() + lagMs).toISOString() : null,
      completedAt: null,
    };
    this.byOriginatorId.set(payment.originatorConversationId, payment);
    // A payment still in M-Pesa's queue is not processed before it leaves it.
    const processIn = Math.max(this.payouts.settings.callbackDelayMs, lagMs);
    this.payouts.timers.schedule(processIn, () => this.process(payment));
    return payment;
  }

  /** False while the payment is still in M-Pesa's queue under a status lag: Transaction Status cannot find it yet. */
  isVisibleToStatusQueries(payment: B2cPayment): boolean {
    return payment.statusVisibleAt === null || this.payouts.now().getTime() >= Date.parse(payment.statusVisibleAt);
  }

  findByOriginatorConversationId(id: string): B2cPayment | undefined {
    return this.byOriginatorId.get(id);
  }

  findByTransactionId(id: string): B2cPayment | undefined {
    return this.byTransactionId.get(id);
  }

  newestFirst(): B2cPayment[] {
    return this.byOriginatorId.newestFirst();
  }

  private process(payment: B2cPayment): void {
    const behaviour = b2cTestBehaviour(payment.partyB);
    if (behaviour.kind === 'stay-pending') return;
    if (behaviour.kind === 'queue-timeout') {
      payment.state = 'timed-out';
      payment.result = queueTimeoutResult;
      this.send(payment, 'QueueTimeOut', payment.queueTimeOutUrl, b2cQueueTimeoutBody(payment, queueTimeoutResult), false);
      return;
    }

    const result = this.outcomeOf(payment, behaviour);
    const now = this.payouts.now();
    payment.transactionId = newTransactionId();
    payment.result = result;
    payment.completedAt = now.toISOString();
    payment.state = result.code === 0 ? 'completed' : 'failed';
    if (payment.state === 'completed') this.payouts.balances.draw('daraja', 'KES', hundredths(payment.amount));
    this.byTransactionId.set(payment.transactionId, payment);
    this.logger.info(
      { originatorConversationId: payment.originatorConversationId, resultCode: result.code },
      'daraja B2C payment processed',
    );

    const lost = behaviour.kind === 'pay-lose-callback' || this.payouts.lostCallbacks.consume('daraja', payment.partyB);
    this.send(payment, 'Result', payment.resultUrl, b2cResultBody(payment, result, this.accountBalances()), lost);
  }

  // M-Pesa checks the initiator first, then the short code, then the customer and the limits.
  private outcomeOf(payment: B2cPayment, behaviour: B2cTestBehaviour): B2cResultCode {
    if (!payment.initiatorAccepted) return b2cResultCodes.invalidInitiator;
    if (payment.partyA !== darajaB2cShortCode) return b2cResultCodes.notPermitted;
    if (behaviour.kind === 'fail') return behaviour.result;
    if (payment.amount < b2cMinimumAmount) return b2cResultCodes.belowMinimum;
    if (payment.amount > b2cMaximumAmount) return b2cResultCodes.aboveMaximum;
    if (hundredths(payment.amount) > this.payouts.balances.available('daraja', 'KES')) return b2cResultCodes.insufficientBalance;
    return b2cResultCodes.success;
  }

  /** The short code's accounts as B2C results report them (KES, numbers). */
  accountBalances(): B2cAccountBalances {
    return { utility: Number(this.payouts.balances.available('daraja', 'KES')) / 100, ...this.otherAccounts };
  }

  private send(payment: B2cPayment, name: string, url: string, body: unknown, lost: boolean): void {
    this.payouts.dispatcher.send({
      provider: 'daraja',
      reference: payment.originatorConversationId,
      msisdn: payment.partyB,
      amount: String(payment.amount),
      currency: 'KES',
      name,
      outcome: `ResultCode ${payment.result!.code}: ${payment.result!.desc}`,
      method: 'POST',
      url,
      body,
      lost,
      policy: darajaCallbackPolicy,
    });
  }
}

/** A KES amount as M-Pesa sends it (a number) in hundredths. */
function hundredths(amount: number): bigint {
  return BigInt(Math.round(amount * 100));
}
