import { LockMode } from '@mikro-orm/core';
import { ACTION_PERMISSIONS, mayDo, proposalPermissions, rolesWith } from '../domain/operator-permission.js';
import type { OperatorRole } from '../domain/operator.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OutboxJob } from '../../outbox/domain/outbox-job.js';
import { PAYOUT_FAILURE_MESSAGES, type PayoutFailureCode } from '../../payments/payouts/payout-failure.js';
import { PayoutDestinations } from '../../payments/payouts/payout-destinations.service.js';
import { PayoutCallback } from '../../payments/payouts/payout-callback.js';
import { StripeWebhookEvent } from '../../payments/stripe-webhook-event.js';
import { JobQueue } from '../../queues/job-queue.service.js';
import { DELIVERY_METHOD_LABELS, type PayoutDestination } from '../../shared/domain/delivery-method.js';
import { Money } from '../../shared/domain/money.js';
import { Transfer } from '../../transfers/domain/transfer.js';
import { TransferStore } from '../../transfers/transfer.store.js';
import { MoneyAlert } from '../../transfers/domain/money-alert.js';
import { AdminAuditLog } from '../admin-audit-log.service.js';
import { AdminAuditEntry } from '../domain/admin-audit-entry.js';
import { AdminRoleNotAllowedError, AttentionActionUnavailableError, AttentionItemNotFoundError } from '../domain/admin.errors.js';
import { ACTION_TEXTS, ACTIONS_BY_KIND, attentionKey, parseAttentionKey, type AttentionKey } from '../domain/attention-item.js';
import type { FourEyesAction } from '../domain/approval.js';
import type { AttentionActionRequest } from './attention.requests.js';
import { ReconciliationBreaks, type BreakDecision } from '../../reconciliation/reconciliation-breaks.service.js';

export interface AttentionActionResult {
  /** `already_done`: the item had been dealt with (a second click, another operator); nothing changed. */
  outcome: 'done' | 'already_done';
  message: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Work done in the action's own transaction, after it acted: an approval is marked decided
 * with the action it approved, and its throwing undoes the action.
 */
export type AlongsideAction = (em: EntityManager) => Promise<void>;

/** What a proposed four-eyes action would do (`summary`), or that the item was dealt with already. */
export type ProposalCheck = { summary: string; result?: undefined } | { result: AttentionActionResult; summary?: undefined };

const done = (message: string): AttentionActionResult => ({ outcome: 'done', message });
const alreadyDone = (message: string): AttentionActionResult => ({ outcome: 'already_done', message });

/**
 * The operator's actions on the "Needs attention" queue. Each one changes its item under the
 * item's own lock or condition, writes the audit entry in the same transaction, and finds
 * nothing to do when clicked again (`already_done`): a failed payout is decided once per
 * attempt, a requeued row is requeued once, a retried job once.
 */
@Injectable()
export class AttentionActions {
  constructor(
    private readonly em: EntityManager,
    private readonly store: TransferStore,
    private readonly audit: AdminAuditLog,
    private readonly destinations: PayoutDestinations,
    private readonly jobs: JobQueue,
    private readonly breaks: ReconciliationBreaks,
  ) {}

  /**
   * `role`: the acting operator's; each action needs its own permission (ACTION_PERMISSIONS).
   * `alongside`: done in the action's transaction once it acted (only for the actions on a
   * transfer: a failed payout, a refused refund, a screening hold).
   */
  async perform(request: AttentionActionRequest, role: OperatorRole, address: string, now = new Date(), alongside?: AlongsideAction): Promise<AttentionActionResult> {
    const key = this.checkedKey(request, role);
    if (alongside && !['payout_failed', 'refund_refused', 'screening_hold'].includes(key.kind)) {
      throw new Error(`${request.action} on ${key.kind} cannot be done alongside other work`);
    }
    switch (key.kind) {
      case 'payout_failed':
        return this.decidePayout(key, request, address, now, alongside);
      case 'refund_refused':
        return this.decideRefund(key, request, address, now, alongside);
      case 'overdue':
        return this.checkTransfer(key, address, now);
      case 'settlement_event':
      case 'payout_callback':
        return this.requeueMessage(key, address, now);
      case 'outbox_job':
        return this.requeueOutboxRow(key, address, now);
      case 'notification':
        return this.retryNotification(key, address, now);
      case 'screening_hold':
        return this.decideScreening(key, request, address, now, alongside);
      case 'payout_held':
        return this.decideHeldPayout(key, request, address, now);
      case 'money_alert':
        return this.resolveAlert(key, request, address, now);
      case 'reconciliation_break':
        return this.decideBreak(key, request, address, now);
      case 'dispute':
        throw new AttentionActionUnavailableError('Disputes are answered with evidence at the payment provider.');
      case 'float_low':
        throw new AttentionActionUnavailableError('A low float is cleared by a top-up: record it on the Float page.');
    }
  }

  /**
   * Checks a four-eyes action before it is proposed, as `perform` would, changing nothing: the
   * role (403), the item and whether the action applies (404, 409), what the action carries
   * (another destination that can pay the amount, a note). Answers what it would do, or
   * `already_done` when the item was dealt with already (nothing to propose).
   */
  async checkProposal(request: AttentionActionRequest & { action: FourEyesAction }, role: OperatorRole): Promise<ProposalCheck> {
    const proposers = proposalPermissions(request.action);
    if (!proposers.some((permission) => mayDo(role, permission))) {
      throw new AdminRoleNotAllowedError(role, [...new Set(proposers.flatMap((permission) => rolesWith(permission)))]);
    }
    const key = this.parsedKey(request);
    if (request.action === 'mark_refunded' && !request.note) {
      throw new AttentionActionUnavailableError('Say how the sender was paid back (at least 3 characters).', 'note');
    }
    const elsewhere = request.action === 'retry_payout_other_method' ? await this.otherDestination(key.ref, request) : null;
    const t = UUID.test(key.ref) ? await this.em.fork().findOne(Transfer, { id: key.ref }) : null;
    if (!t) throw new AttentionItemNotFoundError();
    switch (request.action) {
      case 'retry_payout_other_method': {
        if (!t.payoutOnHold() || t.payoutAttempt !== key.attempt) return { result: alreadyDone('This payout was already retried or refunded.') };
        const where = [elsewhere!.bankName, elsewhere!.accountNumber ? `account ${elsewhere!.accountNumber}` : null].filter(Boolean).join(', ');
        return {
          summary: `Send the payout of ${t.recipientAmount().format()} to ${t.recipientInfo.firstName} ${t.recipientInfo.lastName} again by ${DELIVERY_METHOD_LABELS[elsewhere!.method]}${where ? ` (${where})` : ''}, instead of ${DELIVERY_METHOD_LABELS[t.deliveryMethod]}.`,
        };
      }
      case 'mark_refunded':
        if (!t.refundAwaitsOperator()) return { result: alreadyDone('This refund was already retried or settled.') };
        return { summary: `Record the sender's ${t.total().format()} as paid back outside the provider: ${request.note!}` };
      case 'release_screening':
        if (!t.underReview()) return { result: alreadyDone('This screening was already decided.') };
        return { summary: `Release the transfer held by sanctions screening (${t.recipientAmount().format()} to ${t.recipientInfo.firstName} ${t.recipientInfo.lastName}): the sender may pay for it.` };
    }
  }

  /** The item's key once the role may take the action and the action applies to the item's kind. */
  private checkedKey(request: AttentionActionRequest, role: OperatorRole): AttentionKey {
    const needed = ACTION_PERMISSIONS[request.action];
    if (!mayDo(role, needed)) throw new AdminRoleNotAllowedError(role, rolesWith(needed));
    return this.parsedKey(request);
  }

  /** The item's key once the action applies to the item's kind. */
  private parsedKey(request: AttentionActionRequest): AttentionKey {
    const key = parseAttentionKey(request.key);
    if (!key) throw new AttentionItemNotFoundError();
    if (!ACTIONS_BY_KIND[key.kind].includes(request.action)) {
      throw new AttentionActionUnavailableError(`"${ACTION_TEXTS[request.action].label}" does not apply to this item.`, 'action');
    }
    return key;
  }

  /** Retry (the same or another delivery method) or refund a failed payout: once per failed attempt. */
  private async decidePayout(key: AttentionKey, request: AttentionActionRequest, address: string, now: Date, alongside?: AlongsideAction): Promise<AttentionActionResult> {
    const elsewhere = request.action === 'retry_payout_other_method' ? await this.otherDestination(key.ref, request) : null;
    return this.onTransfer(key, async (em, t) => {
      const before = { method: t.deliveryMethod, attempt: t.payoutAttempt, status: t.status };
      if (request.action === 'refund') {
        const code = t.payoutFailureCode as PayoutFailureCode | null;
        const why = code && Object.hasOwn(PAYOUT_FAILURE_MESSAGES, code) ? PAYOUT_FAILURE_MESSAGES[code] : null;
        if (!t.abandonPayout(key.attempt!, why, now)) return alreadyDone('This payout was already retried or refunded.');
        this.audit.record(em, AdminAuditEntry.operatorAction('attention.refund', request.key, before, { status: t.status }, address, now));
        await this.store.save(em, t);
        return done(`The transfer is failed and ${t.total().format()} is being refunded to the sender.`);
      }
      const destination = elsewhere ?? t.destination();
      if (!t.retryPayout(key.attempt!, destination, now)) return alreadyDone('This payout was already retried or refunded.');
      const after = { method: t.deliveryMethod, attempt: t.payoutAttempt, bank: destination.bankName };
      this.audit.record(em, AdminAuditEntry.operatorAction('attention.retry_payout', request.key, before, after, address, now));
      await this.store.save(em, t);
      return done(`The payout is being sent again by ${DELIVERY_METHOD_LABELS[t.deliveryMethod]} (attempt ${t.payoutAttempt}).`);
    }, alongside);
  }

  /** Release a payout held for a suspended sender, or refund the sender instead: once. */
  private async decideHeldPayout(key: AttentionKey, request: AttentionActionRequest, address: string, now: Date): Promise<AttentionActionResult> {
    return this.onTransfer(key, async (em, t) => {
      const before = { status: t.status, held: t.payoutHeldAt !== null };
      if (request.action === 'refund') {
        if (!t.abandonPayout(t.payoutAttempt, null, now)) return alreadyDone('This payout was already released or refunded.');
        this.audit.record(em, AdminAuditEntry.operatorAction('attention.refund', request.key, before, { status: t.status }, address, now));
        await this.store.save(em, t);
        return done(`The transfer is failed and ${t.total().format()} is being refunded to the sender.`);
      }
      if (!t.releasePayoutHold(now)) return alreadyDone('This payout was already released or refunded.');
      this.audit.record(em, AdminAuditEntry.operatorAction('attention.release_payout', request.key, before, { status: t.status, held: false }, address, now));
      await this.store.save(em, t);
      return done(`The payout is being sent by ${DELIVERY_METHOD_LABELS[t.deliveryMethod]}.`);
    });
  }

  /** Records how a money alert was settled (outside the product): once. */
  private async resolveAlert(key: AttentionKey, request: AttentionActionRequest, address: string, now: Date): Promise<AttentionActionResult> {
    if (!request.note) throw new AttentionActionUnavailableError('Say how it was settled (at least 3 characters).', 'note');
    if (!UUID.test(key.ref)) throw new AttentionItemNotFoundError();
    return this.em.fork().transactional(async (em) => {
      const alert = await em.findOne(MoneyAlert, { id: key.ref }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!alert) throw new AttentionItemNotFoundError();
      if (!alert.resolve(request.note!, now)) return alreadyDone('This alert was already resolved.');
      this.audit.record(em, AdminAuditEntry.operatorAction('attention.resolve_alert', request.key, { resolved: false }, { resolved: true, note: request.note! }, address, now));
      return done('The alert is resolved.');
    });
  }

  /** Explains, corrects (a new correcting ledger transfer) or escalates a reconciliation break: once, with a note. */
  private async decideBreak(key: AttentionKey, request: AttentionActionRequest, address: string, now: Date): Promise<AttentionActionResult> {
    if (!UUID.test(key.ref)) throw new AttentionItemNotFoundError();
    const words = { explain_break: 'why both sides are right', correct_break: 'what the correction is for', escalate_break: 'why it needs a senior look' } as const;
    const action = request.action as keyof typeof words;
    if (!request.note) throw new AttentionActionUnavailableError(`Say ${words[action]} (at least 3 characters).`, 'note');
    const decision: BreakDecision = {
      action: action === 'explain_break' ? 'explain' : action === 'correct_break' ? 'correct' : 'escalate',
      note: request.note,
      ...(request.correction
        ? { correction: { debit: request.correction.debit, credit: request.correction.credit, amountMinor: BigInt(Math.round(request.correction.amount * 100)) } }
        : {}),
    };
    return this.em.fork().transactional(async (em) => {
      const result = await this.breaks.decide(em, key.ref, decision);
      if (result.outcome === 'not_found') throw new AttentionItemNotFoundError();
      if (result.outcome === 'already_done') return alreadyDone(`This break was already ${result.brk.status}.`);
      const after = { ...result.after, note: request.note!, ...(request.correction ? { debit: request.correction.debit, credit: request.correction.credit, amount: request.correction.amount } : {}) };
      this.audit.record(em, AdminAuditEntry.operatorAction(`attention.${action}`, request.key, result.before, after, address, now));
      const said = { explain: 'The break is explained.', correct: 'The correction is posted to the books.', escalate: 'The break is escalated.' } as const;
      return done(said[decision.action]);
    });
  }

  /**
   * The destination an operator chose for a failed payout: offered in the country, payable
   * to the recipient's phone, a listed bank with a well-formed account, and able to pay the
   * amount the recipient was promised (its step and limits).
   */
  private async otherDestination(transferId: string, request: AttentionActionRequest): Promise<PayoutDestination> {
    if (!request.destination) throw new AttentionActionUnavailableError('Choose the delivery method to send the payout by.', 'destination.deliveryMethod');
    const t = UUID.test(transferId) ? await this.em.fork().findOne(Transfer, { id: transferId }) : null;
    if (!t) throw new AttentionItemNotFoundError();
    const destination = await this.destinations.resolve(t.country, t.recipientInfo.phone, request.destination, 'destination.');
    const terms = await this.destinations.terms(t.country, destination);
    const amount = t.recipientAmountMinor;
    if (amount % terms.incrementMinor !== 0n || amount < terms.minimumMinor || amount > terms.maximumMinor) {
      const limit = (minor: bigint) => Money.fromMinor(minor, terms.currency).format();
      throw new AttentionActionUnavailableError(
        `${DELIVERY_METHOD_LABELS[destination.method]} cannot pay ${t.recipientAmount().format()}: it pays ${limit(terms.minimumMinor)} to ${limit(terms.maximumMinor)} in steps of ${limit(terms.incrementMinor)}.`,
        'destination.deliveryMethod',
      );
    }
    return destination;
  }

  private async decideRefund(key: AttentionKey, request: AttentionActionRequest, address: string, now: Date, alongside?: AlongsideAction): Promise<AttentionActionResult> {
    if (request.action === 'mark_refunded' && !request.note) {
      throw new AttentionActionUnavailableError('Say how the sender was paid back (at least 3 characters).', 'note');
    }
    return this.onTransfer(key, async (em, t) => {
      const before = { status: t.status, refundRefused: true };
      if (request.action === 'retry_refund') {
        if (!t.retryRefund(now)) return alreadyDone('This refund was already retried or settled.');
        this.audit.record(em, AdminAuditEntry.operatorAction('attention.retry_refund', request.key, before, { refundRefused: false }, address, now));
        await this.store.save(em, t);
        return done(`The refund of ${t.total().format()} was asked for again.`);
      }
      if (!t.settleRefundManually(request.note!, now)) return alreadyDone('This refund was already retried or settled.');
      this.audit.record(em, AdminAuditEntry.operatorAction('attention.mark_refunded', request.key, before, { refundedBy: request.note! }, address, now));
      await this.store.save(em, t);
      return done(`Recorded as refunded outside the provider; the sender is told their ${t.total().format()} was returned.`);
    }, alongside);
  }

  /**
   * A transfer held by sanctions screening: released (the sender may pay, and is told so) or
   * refused (cancelled with nothing charged, and the sender is told). Decided once.
   */
  private async decideScreening(key: AttentionKey, request: AttentionActionRequest, address: string, now: Date, alongside?: AlongsideAction): Promise<AttentionActionResult> {
    return this.onTransfer(key, async (em, t) => {
      const before = { status: t.status, held: t.underReview() };
      if (request.action === 'release_screening') {
        if (!t.releaseScreening(now)) return alreadyDone('This screening was already decided.');
        this.audit.record(em, AdminAuditEntry.operatorAction('attention.release_screening', request.key, before, { status: t.status, held: false }, address, now));
        await this.store.save(em, t);
        return done('Released: the sender is told they can pay for the transfer now.');
      }
      if (!t.refuseScreening(now)) return alreadyDone('This screening was already decided.');
      this.audit.record(em, AdminAuditEntry.operatorAction('attention.refuse_screening', request.key, before, { status: t.status, held: false }, address, now));
      await this.store.save(em, t);
      return done('Refused: the transfer is cancelled with nothing charged, and the sender is told.');
    }, alongside);
  }

  /** A late transfer: queue the step it waits on (sending the payout, or asking the partner whether it arrived). */
  private async checkTransfer(key: AttentionKey, address: string, now: Date): Promise<AttentionActionResult> {
    const t = UUID.test(key.ref) ? await this.em.fork().findOne(Transfer, { id: key.ref }) : null;
    if (!t) throw new AttentionItemNotFoundError();
    const awaiting = t.awaiting();
    const jobId = `attention-${awaiting}-${t.id}-${now.getTime()}`;
    if (awaiting === 'payout') await this.jobs.enqueue('transfers.dispatch-payout', { transferId: t.id }, { jobId });
    else if (awaiting === 'delivery') await this.jobs.enqueue('transfers.confirm-payout', { transferId: t.id }, { jobId });
    else return alreadyDone('This transfer no longer waits on a payout.');
    await this.audit.recordAlone(AdminAuditEntry.operatorAction('attention.check_payout', attentionKey(key.kind, t.id), null, { step: awaiting }, address, now));
    return done(awaiting === 'payout' ? 'The payout is being sent now.' : 'The partner is being asked whether the payout arrived.');
  }

  /** A stored provider message reconciliation could not apply: its job is queued again (applying it twice changes nothing). */
  private async requeueMessage(key: AttentionKey, address: string, now: Date): Promise<AttentionActionResult> {
    const stored =
      key.kind === 'settlement_event'
        ? await this.em.fork().findOne(StripeWebhookEvent, { id: key.ref })
        : UUID.test(key.ref)
          ? await this.em.fork().findOne(PayoutCallback, { id: key.ref })
          : null;
    if (!stored) throw new AttentionItemNotFoundError();
    if (stored.processedAt) return alreadyDone('It was applied already.');
    const jobId = `attention-${key.kind}-${key.ref}-${now.getTime()}`;
    if (key.kind === 'settlement_event') await this.jobs.enqueue('transfers.settle-payment-event', { eventId: key.ref }, { jobId });
    else await this.jobs.enqueue('transfers.payout-callback', { callbackId: key.ref }, { jobId });
    await this.recordRequeue(`${key.kind}:${key.ref}`, address, now);
    return done('It was queued again; it leaves the list once applied.');
  }

  /** An outbox row set aside after failed relays: the relay takes it again with a clean slate. */
  private async requeueOutboxRow(key: AttentionKey, address: string, now: Date): Promise<AttentionActionResult> {
    if (!UUID.test(key.ref)) throw new AttentionItemNotFoundError();
    return this.em.fork().transactional(async (em) => {
      const row = await em.findOne(OutboxJob, { id: key.ref }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) throw new AttentionItemNotFoundError();
      if (!row.failedAt) return alreadyDone('The job was queued again already.');
      const before = { relayAttempts: row.relayAttempts, error: row.relayError };
      row.failedAt = null;
      row.relayAttempts = 0;
      row.relayError = null;
      this.audit.record(em, AdminAuditEntry.operatorAction('attention.requeue', `outbox_job:${row.id}`, before, { jobName: row.jobName }, address, now));
      await em.flush();
      return done(`${row.jobName} goes back to the relay; it leaves the list once queued.`);
    });
  }

  /** A message job that used up its retries is run again, once however often it is clicked. */
  private async retryNotification(key: AttentionKey, address: string, now: Date): Promise<AttentionActionResult> {
    const job = await this.jobs.queue('notifications').getJob(key.ref);
    if (!job) throw new AttentionItemNotFoundError();
    try {
      await job.retry('failed', { resetAttemptsMade: true });
    } catch {
      // Not in the failed set any more: retried already (or running).
      return alreadyDone('The message is being sent again already.');
    }
    await this.recordRequeue(`notification:${key.ref}`, address, now);
    return done('The message is being sent again.');
  }

  private recordRequeue(target: string, address: string, now: Date): Promise<void> {
    return this.audit.recordAlone(AdminAuditEntry.operatorAction('attention.requeue', target, null, { queued: true }, address, now));
  }

  /** Runs `act` on the item's transfer, locked, in one transaction with its audit entry (and `alongside`, after it). */
  private onTransfer(
    key: AttentionKey,
    act: (em: EntityManager, transfer: Transfer) => Promise<AttentionActionResult>,
    alongside?: AlongsideAction,
  ): Promise<AttentionActionResult> {
    if (!UUID.test(key.ref)) throw new AttentionItemNotFoundError();
    return this.em.fork().transactional(async (em) => {
      const transfer = await em.findOne(Transfer, { id: key.ref }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!transfer) throw new AttentionItemNotFoundError();
      const result = await act(em, transfer);
      await alongside?.(em);
      return result;
    });
  }
}
