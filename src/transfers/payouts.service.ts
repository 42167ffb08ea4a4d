import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UserDirectory } from '../identity/user-directory.service.js';
import { PAYOUT_FAILURE_MESSAGES, type PayoutFailureCode } from '../payments/payouts/payout-failure.js';
import type { PayoutCallbackReading, PayoutQuote, PayoutRail, PayoutRailName, PayoutStatus } from '../payments/payouts/payout-rail.port.js';
import { FxCosts } from '../rates/fx-costs.service.js';
import { FloatGate, holdsFloat } from '../float/float-gate.service.js';
import { payoutReference } from '../payments/payouts/payout-reference.js';
import { PayoutRails } from '../payments/payouts/payout-rails.service.js';
import { PayoutAttempt, type PartnerWord, type PayoutAttemptChange } from './domain/payout-attempt.js';
import type { Transfer } from './domain/transfer.js';
import { raiseMoneyAlert } from './money-alerts.js';
import { partnerWordOf, payoutCostOf } from './partner-word.js';
import { payoutOrder } from './payout-order.js';
import { TransferStore } from './transfer.store.js';
import { TransactionMonitoring } from '../compliance/monitoring/transaction-monitoring.service.js';

/** What a payout check found: an attempt still on its way (ask again later), or none left open. */
export type PayoutCheck = 'in_transit' | 'settled';

const OPEN_STATES = ['requested', 'unknown', 'accepted', 'ready_for_pickup'] as const;

/**
 * The payout side of a transfer, attempt by attempt (`PayoutAttempt`). An attempt is written
 * and committed before its partner is called; the partner is called with no row lock held and
 * no transaction open; its answer (or the lack of one) is applied in a new transaction. Every
 * answer about any attempt we issued is applied to that attempt whatever became of its transfer,
 * and the transfer reacts: completes, waits for an operator, or records news that came too late
 * with an operator alert holding both sides' evidence.
 */
@Injectable()
export class PayoutService {
  private readonly logger = new Logger('Payouts');

  constructor(
    private readonly em: EntityManager,
    private readonly store: TransferStore,
    private readonly rails: PayoutRails,
    private readonly users: UserDirectory,
    private readonly fxCosts: FxCosts,
    private readonly floatGate: FloatGate,
    private readonly monitoring: TransactionMonitoring,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Sends the transfer's current payout attempt (writing it first when it has none), or sends
   * again one whose answer never came (same reference: the partner pays it once). Answers the
   * attempt's reference while it is under way (for its status checks), or null when nothing is
   * to be paid out now. A partner that gave no answer leaves the attempt `unknown` and throws
   * (the job retries; reconciliation asks the partner).
   */
  async dispatch(transferId: string): Promise<string | null> {
    const prepared = await this.em.fork().transactional(async (em) => {
      const transfer = await this.store.lock(em, transferId);
      if (transfer.status !== 'processing' || !transfer.isPaid() || transfer.payoutOnHold() || transfer.payoutHeldAt) {
        // Dispatched again after a top-up, but cancelled or decided meanwhile: it no longer counts as waiting.
        await this.floatGate.forget(em, transfer.id);
        return null;
      }
      const now = new Date();
      if (!transfer.payoutId) {
        if (!transfer.mayDispatchPayout()) return null;
        // An operator who released the held payout decided it goes despite the suspension: it is not held again.
        // An operator's release lets it go despite the suspension (holdPayout refuses then).
        if ((await this.users.isSuspended(transfer.userId, em)) && transfer.holdPayout('sender_suspended', now)) {
          this.logger.warn(`Payout of transfer ${transfer.id} held: its sender is suspended`);
          await this.store.save(em, transfer);
          return null;
        }
        // Transaction monitoring (issue #26): a high-severity rule's hit holds the payout until compliance clears its case.
        if (await this.monitoring.reviewBeforePayout(em, transfer.id, now, () => transfer.holdPayout('compliance_review', now))) {
          await this.store.save(em, transfer);
          return null;
        }
        const rail = this.rails.forMethod(transfer.deliveryMethod);
        // The rail's float must cover the payout and the rail must not be paused; else it waits (still processing, nothing sent).
        const admitted = await this.floatGate.admit(em, { transferId: transfer.id, rail: rail.name, currency: transfer.currencyCode, amountMinor: transfer.recipientAmountMinor }, now);
        if (!admitted) return null;
        const reference = payoutReference(transfer.id, transfer.payoutAttempt);
        em.persist(
          new PayoutAttempt(
            {
              transferId: transfer.id,
              attempt: transfer.payoutAttempt,
              reference,
              rail: rail.name,
              destination: transfer.destination(),
              amountMinor: transfer.recipientAmountMinor,
              currency: transfer.currencyCode,
            },
            now,
          ),
        );
        const cost = await this.fxCosts.current(transfer.currencyCode, em);
        transfer.requestPayout(reference, rail.name, now, cost?.rate ?? null);
        await this.store.save(em, transfer);
      }
      const attempt = await em.findOne(PayoutAttempt, { reference: transfer.payoutId! });
      if (!attempt) return null;
      const send = attempt.state === 'requested' || attempt.state === 'unknown';
      return { reference: attempt.reference, send, order: send ? payoutOrder(transfer, attempt) : null, rail: attempt.rail };
    });
    if (!prepared) return null;
    if (prepared.send && prepared.order) {
      const rail = this.railNamed(prepared.rail);
      let answer: { word: PartnerWord | null; quote?: PayoutQuote; error?: unknown };
      try {
        const dispatched = await rail.dispatch(prepared.order);
        answer = { word: partnerWordOf(dispatched.status, dispatched.payoutId) ?? { state: 'accepted', partnerPayoutId: dispatched.payoutId }, quote: dispatched.quote };
      } catch (error) {
        answer = { word: { state: 'no_answer' }, error };
      }
      await this.applyWord(prepared.reference, answer.word!, { quote: answer.quote });
      if (answer.error) throw answer.error;
    }
    return prepared.reference;
  }

  /**
   * Asks the partners how every open attempt of the transfer stands and applies their answers
   * (an attempt the partner does not hold yet is sent again, with the same reference, while the
   * transfer still pays it out). Answers whether any attempt is still open.
   */
  async check(transferId: string): Promise<PayoutCheck> {
    const open = await this.em.fork().find(PayoutAttempt, { transferId, state: { $in: [...OPEN_STATES] } }, { orderBy: { attempt: 'asc' } });
    let stillOpen = false;
    for (const attempt of open) if ((await this.checkAttempt(attempt.reference)) === 'in_transit') stillOpen = true;
    return stillOpen ? 'in_transit' : 'settled';
  }

  /**
   * One attempt's status from its partner, applied. `news`: a callback said something changed, so
   * an attempt already held as failed, cancelled or delivered is asked too (a late delivery, a
   * reversal): news about a reference we issued is never dropped.
   */
  async checkAttempt(reference: string, { news = false }: { news?: boolean } = {}): Promise<PayoutCheck> {
    const em = this.em.fork();
    const attempt = await em.findOne(PayoutAttempt, { reference });
    if (!attempt || attempt.state === 'reversed' || (!news && !attempt.mayStillPay())) return 'settled';
    const transfer = await this.store.find(em, attempt.transferId);
    if (!transfer) return 'settled';
    const rail = this.railNamed(attempt.rail);
    const order = payoutOrder(transfer, attempt);
    let status: PayoutStatus;
    try {
      status = await rail.status(attempt.partnerPayoutId ?? rail.payoutIdOf(attempt.reference), order);
    } catch (error) {
      this.logger.warn(`Could not ask ${rail.name} about payout ${reference}: ${messageOf(error)}`);
      return 'in_transit';
    }
    const word = partnerWordOf(status);
    if (word?.state === 'not_found' && (await this.sendAgainIfNotYet(attempt))) return 'in_transit';
    if (word) await this.applyWord(reference, word);
    const after = await this.em.fork().findOne(PayoutAttempt, { reference });
    return after?.mayStillPay() ? 'in_transit' : 'settled';
  }

  /**
   * A partner's callback. Its word is final only when it answers our own status query;
   * otherwise it is a hint, and the attempt is checked with the partner now. Either way it
   * is applied to the attempt it names, whatever became of the transfer.
   */
  async applyCallback(railName: string, reading: PayoutCallbackReading): Promise<void> {
    const attempt = await this.em.fork().findOne(PayoutAttempt, { reference: reading.reference });
    if (!attempt || attempt.rail !== railName) {
      this.logger.warn(`A ${railName} callback names no payout attempt of ours (payout ${reading.reference})`);
      return;
    }
    if (!reading.confirmed) {
      await this.checkAttempt(reading.reference, { news: true });
      return;
    }
    const word = partnerWordOf(reading.confirmed);
    if (!word) return;
    if (word.state === 'not_found' && (await this.sendAgainIfNotYet(attempt))) return;
    await this.applyWord(reading.reference, word);
  }

  /**
   * "Not found" within the grace period about the transfer's current attempt, whose request may
   * never have reached the partner: it is sent again under the same reference (paid once).
   * Answers whether it was (false: past the grace period, or not the attempt paying out now).
   */
  private async sendAgainIfNotYet(attempt: PayoutAttempt): Promise<boolean> {
    const transfer = await this.store.find(this.em.fork(), attempt.transferId);
    if (!transfer?.paysOutAttempt(attempt.attempt) || !attempt.withinGrace(new Date(), this.graceOf(attempt.rail))) return false;
    this.logger.warn(`Payout ${attempt.reference} is unknown to ${attempt.rail} so far; sending it again under the same reference`);
    try {
      await this.dispatch(transfer.id);
    } catch (error) {
      // No answer again: the attempt is recorded `unknown` and its status checks go on; the news that prompted this is applied.
      this.logger.warn(`Sending payout ${attempt.reference} again got no answer (${messageOf(error)}); its checks go on`);
    }
    return true;
  }

  /**
   * Asks the partner to cancel the transfer's current attempt where it can (a sender's
   * cancellation), and applies its answer: a cancellation it confirms leaves the transfer free to
   * be cancelled (`Transfer.recordPayoutCancelledAtPartner`). Answers whether the attempt is now
   * confirmed unpaid.
   */
  async cancelAtPartner(transferId: string): Promise<boolean> {
    const em = this.em.fork();
    const transfer = await this.store.find(em, transferId);
    if (!transfer?.payoutId) return false;
    const attempt = await em.findOne(PayoutAttempt, { reference: transfer.payoutId });
    if (!attempt) return false;
    if (attempt.confirmedUnpaid()) return true;
    const rail = this.railNamed(attempt.rail);
    if (!rail.cancel || !attempt.mayStillPay()) return false;
    const status = await rail.cancel(attempt.partnerPayoutId ?? rail.payoutIdOf(attempt.reference), payoutOrder(transfer, attempt));
    const word = partnerWordOf(status);
    // "Not found" from a cancellation says nothing new: the attempt waits for its checks.
    if (word && word.state !== 'not_found') await this.applyWord(attempt.reference, word, { cancelling: true });
    const after = await this.em.fork().findOne(PayoutAttempt, { reference: attempt.reference });
    return after?.confirmedUnpaid() ?? false;
  }

  /**
   * Applies a partner's word to the attempt under its transfer's row lock, then lets the
   * transfer react. `cancelling`: the answer to a cancellation we asked for (the sender cancels).
   * `quote`: the partner's price of the payout, with its dispatch answer.
   */
  private async applyWord(reference: string, word: PartnerWord, options: { cancelling?: boolean; quote?: PayoutQuote } = {}): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const found = await em.findOne(PayoutAttempt, { reference });
      if (!found) return;
      const transfer = await this.store.lock(em, found.transferId);
      const attempt = await em.findOne(PayoutAttempt, { reference }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!attempt) return;
      const now = new Date();
      const change = attempt.apply(word, now, this.graceOf(attempt.rail));
      if (change?.to === 'cancelled' && options.cancelling) transfer.recordPayoutCancelledAtPartner(attempt.attempt, now);
      else if (change) await this.react(em, transfer, attempt, change, now, options.quote);
      await this.store.save(em, transfer);
    });
  }

  /** What an attempt's change means for its transfer. */
  private async react(em: EntityManager, transfer: Transfer, attempt: PayoutAttempt, change: PayoutAttemptChange, now: Date, quote?: PayoutQuote): Promise<void> {
    const current = transfer.paysOutAttempt(attempt.attempt);
    const firstWord = change.from === 'requested' || change.from === 'unknown';
    if (current && firstWord && ['accepted', 'ready_for_pickup', 'delivered'].includes(change.to)) {
      transfer.recordPayoutAccepted(attempt.attempt, attempt.partnerPayoutId ?? attempt.reference, now, quote && payoutCostOf(quote));
      if (quote) await this.fxCosts.observe(em, { currency: transfer.currencyCode, rate: quote.rate, source: 'partner_quote', rail: attempt.rail, observedAt: now });
    }
    switch (change.to) {
      case 'requested':
      case 'unknown':
      case 'accepted':
        return;
      case 'ready_for_pickup':
        if (current) transfer.recordReadyForPickup(attempt.pickupCode!, now);
        return;
      case 'delivered':
        return this.delivered(em, transfer, attempt, now);
      case 'failed':
      case 'cancelled': {
        this.logger.warn(`Payout ${attempt.reference} of transfer ${transfer.id} ${change.to} (${attempt.failureCode ?? attempt.failureDetail})`);
        if (!current) return;
        if (change.to === 'failed' && attempt.failureCode === 'partner_insufficient_balance' && holdsFloat(attempt.rail, attempt.currency)) {
          return this.awaitFloat(em, transfer, attempt, now);
        }
        const code = (attempt.failureCode ?? 'partner_declined') as PayoutFailureCode;
        transfer.failPayout({ code, message: PAYOUT_FAILURE_MESSAGES[code] ?? PAYOUT_FAILURE_MESSAGES.partner_declined, detail: attempt.failureDetail ?? change.to }, now);
        return;
      }
      case 'reversed': {
        this.logger.warn(`Payout ${attempt.reference} of transfer ${transfer.id} was reversed by the partner (${attempt.failureDetail})`);
        if (transfer.status !== 'completed') return;
        transfer.reversePayout(attempt.attempt, { code: 'partner_declined', message: PAYOUT_FAILURE_MESSAGES.partner_declined, detail: attempt.failureDetail ?? 'reversed' }, now);
        return;
      }
      default: {
        const unhandled: never = change.to;
        throw new Error(`Unknown attempt state ${String(unhandled)}`);
      }
    }
  }

  /**
   * The partner refused the transfer's current attempt for want of our prefunded balance: the
   * attempt stays failed at the partner (nothing was paid), the transfer waits on (the sender sees
   * it on its way, no operator item), and the rail pauses with this payout waiting. A confirmed
   * top-up resumes the rail and dispatches it again, as a new attempt.
   */
  private async awaitFloat(em: EntityManager, transfer: Transfer, attempt: PayoutAttempt, now: Date): Promise<void> {
    if (!transfer.awaitFloat(attempt.attempt, attempt.failureDetail ?? 'insufficient balance', now)) return;
    // Saved first, so the attempt's reservation is voided on the books before the float is weighed for the alert.
    await this.store.save(em, transfer);
    await this.floatGate.pauseForPartner(em, { transferId: transfer.id, rail: attempt.rail, currency: attempt.currency, amountMinor: attempt.amountMinor }, now);
    this.logger.warn(`${attempt.rail} refused payout ${attempt.reference} for want of balance: the rail is paused; transfer ${transfer.id} waits for a top-up`);
  }

  /**
   * An attempt delivered. While the transfer pays out, it completes the transfer (a late success
   * after a failure included); once the transfer went another way, the news is recorded and an
   * operator alert holds both sides' evidence: paid twice, or paid after a refund.
   */
  private async delivered(em: EntityManager, transfer: Transfer, attempt: PayoutAttempt, now: Date): Promise<void> {
    if (transfer.status === 'processing') {
      transfer.deliverPayout(attempt.receipt!, now, { attempt: attempt.attempt, reference: attempt.reference });
      return;
    }
    const others = await em.find(PayoutAttempt, { transferId: transfer.id, id: { $ne: attempt.id } }, { orderBy: { attempt: 'asc' } });
    const paidTwice = transfer.status === 'completed';
    const context = paidTwice ? 'paid_twice' : 'after_refund';
    this.logger.error(`Payout ${attempt.reference} of transfer ${transfer.id} delivered after the transfer was ${transfer.status}: ${context}`);
    transfer.recordLatePayout(attempt.attempt, attempt.receipt!, context, now);
    // Nothing is refunded any more while our team decides: the recipient has the money.
    if (!paidTwice && transfer.refundOwed()) transfer.recordRefundRefused('The recipient was paid after the transfer failed; our team decides before any refund.', now);
    await raiseMoneyAlert(
      em,
      {
        transferId: transfer.id,
        kind: paidTwice ? 'paid_twice' : 'paid_after_refund',
        subject: attempt.reference,
        amountMinor: attempt.amountMinor,
        currency: attempt.currency,
        evidence: {
          attempt: describeAttempt(attempt),
          otherAttempts: others.map(describeAttempt),
          transfer: { status: transfer.status, failureReason: transfer.failureReason, refundId: transfer.refundId, payoutReceipt: transfer.payoutReceipt },
        },
      },
      now,
    );
  }

  /** Whether the partner of this rail can cancel a payout it holds (Thunes), so a sender may still cancel it there. */
  railCancels(name: string | null): boolean {
    return name !== null && Boolean(this.rails.named(name)?.cancel);
  }

  /** Whether an operator let this transfer's held payout go (`PayoutHoldReleased`). */
  private railNamed(name: string): PayoutRail {
    const rail = this.rails.named(name);
    if (!rail) throw new Error(`No payout rail named ${name}`);
    return rail;
  }

  /** The rail's grace period, in which "not found" means "not yet". */
  private graceOf(rail: string): number {
    const grace: Record<PayoutRailName, number> = {
      daraja: this.config.PAYOUT_GRACE_DARAJA_MS,
      mtn_momo: this.config.PAYOUT_GRACE_MTN_MOMO_MS,
      thunes: this.config.PAYOUT_GRACE_THUNES_MS,
    };
    return grace[rail as PayoutRailName] ?? Math.max(...Object.values(grace));
  }
}

function describeAttempt(attempt: PayoutAttempt): Record<string, unknown> {
  return {
    attempt: attempt.attempt,
    reference: attempt.reference,
    rail: attempt.rail,
    method: attempt.destination.method,
    state: attempt.state,
    receipt: attempt.receipt,
    partnerPayoutId: attempt.partnerPayoutId,
    failure: attempt.failureDetail,
    requestedAt: attempt.requestedAt.toISOString(),
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
