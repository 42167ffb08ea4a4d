import { randomInt } from 'node:crypto';
import type { Logger } from 'pino';
import type { CallbackPolicy } from '../../payouts/callback-dispatcher.js';
import type { PayoutSandbox } from '../../payouts/payout-sandbox.js';
import { BoundedMap } from '../../shared/bounded-map.js';
import { momoCurrency } from '../mtn-momo-credentials.js';
import { transferResource, type MomoTransfer } from './momo-transfer.js';
import type { TransferRequest } from './transfer-request.js';
import { transferTestBehaviour } from './transfer-test-numbers.js';

export interface NewTransfer {
  referenceId: string;
  targetEnvironment: string;
  callbackUrl: string | null;
  request: TransferRequest;
}

/**
 * Disbursement transfers: one per X-Reference-Id (a repeat is refused and pays nothing),
 * PENDING until processed after the payout delay, then SUCCESSFUL or FAILED with MoMo's
 * reason, and the result sent to X-Callback-Url. The disbursement account pays.
 */
export class MomoTransfers {
  private readonly transfers = new BoundedMap<string, MomoTransfer>(1000);

  constructor(
    private readonly payouts: PayoutSandbox,
    private readonly callbackMethod: 'PUT' | 'POST',
    private readonly logger: Logger,
  ) {}

  /**
   * MoMo's callback rules (momodeveloper.mtn.com/api-documentation/callback): an attempt that
   * gets no answer in 2 s fails, and 20 retries follow, one a second (the interval is
   * configurable here so tests need not wait). Its later "blocked URL" retry phases are not simulated.
   */
  private get callbackPolicy(): CallbackPolicy {
    return { maxAttempts: 21, retryIntervalMs: this.payouts.settings.callbackRetryIntervalMs, attemptTimeoutMs: 2000 };
  }

  exists(referenceId: string): boolean {
    return this.transfers.has(referenceId);
  }

  find(referenceId: string): MomoTransfer | undefined {
    return this.transfers.get(referenceId);
  }

  newestFirst(): MomoTransfer[] {
    return this.transfers.newestFirst();
  }

  /** The disbursement account's balance: our float at MTN (`payouts.balances`, UGX), in whole shillings as MoMo writes it. */
  balance(): { availableBalance: string; currency: string } {
    return { availableBalance: String(this.payouts.balances.available('mtn-momo', momoCurrency) / 100n), currency: momoCurrency };
  }

  create({ referenceId, targetEnvironment, callbackUrl, request }: NewTransfer): MomoTransfer {
    const now = this.payouts.now();
    const lagMs = this.payouts.statusLags.lagFor('mtn-momo', request.payee.partyId);
    const transfer: MomoTransfer = {
      ...request,
      referenceId,
      targetEnvironment,
      callbackUrl,
      status: 'PENDING',
      reason: null,
      financialTransactionId: null,
      createdAt: now.toISOString(),
      visibleAt: lagMs > 0 ? new Date(now.getTime() + lagMs).toISOString() : null,
      completedAt: null,
    };
    this.transfers.set(referenceId, transfer);
    // MoMo processes the 202-accepted request asynchronously: nothing happens to a transfer not created yet.
    const processIn = Math.max(this.payouts.settings.callbackDelayMs, lagMs);
    this.payouts.timers.schedule(processIn, () => this.process(transfer));
    return transfer;
  }

  /** False while the wallet platform has not created the transfer yet under a status lag: its GET answers 404. */
  isVisible(transfer: MomoTransfer): boolean {
    return transfer.visibleAt === null || this.payouts.now().getTime() >= Date.parse(transfer.visibleAt);
  }

  private process(transfer: MomoTransfer): void {
    const behaviour = transferTestBehaviour(transfer.payee.partyId);
    if (behaviour.kind === 'stay-pending') return;
    const amountMinor = BigInt(Math.round(Number(transfer.amount) * 100));
    const reason =
      behaviour.kind === 'fail'
        ? behaviour.reason
        : !this.payouts.balances.draw('mtn-momo', momoCurrency, amountMinor)
          ? 'NOT_ENOUGH_FUNDS'
          : null;
    transfer.completedAt = this.payouts.now().toISOString();
    if (reason) {
      transfer.status = 'FAILED';
      transfer.reason = reason;
    } else {
      transfer.status = 'SUCCESSFUL';
      transfer.financialTransactionId = String(randomInt(100_000_000, 2_000_000_000));
    }
    this.logger.info({ referenceId: transfer.referenceId, status: transfer.status, reason }, 'MoMo transfer processed');

    if (!transfer.callbackUrl) return;
    const lost =
      behaviour.kind === 'succeed-lose-callback' || this.payouts.lostCallbacks.consume('mtn-momo', transfer.payee.partyId);
    this.payouts.dispatcher.send({
      provider: 'mtn-momo',
      reference: transfer.referenceId,
      msisdn: transfer.payee.partyId,
      amount: transfer.amount,
      currency: transfer.currency,
      name: 'Transfer',
      outcome: transfer.reason ? `FAILED ${transfer.reason}` : transfer.status,
      method: this.callbackMethod,
      url: transfer.callbackUrl,
      body: transferResource(transfer),
      lost,
      policy: this.callbackPolicy,
    });
  }
}
