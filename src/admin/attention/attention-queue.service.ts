import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PAYOUT_FAILURE_MESSAGES, type PayoutFailureCode } from '../../payments/payouts/payout-failure.js';
import { PayoutDestinations } from '../../payments/payouts/payout-destinations.service.js';
import { JobQueue } from '../../queues/job-queue.service.js';
import { DELIVERY_METHODS_BY_COUNTRY, unpayableNumberRule, type DeliveryMethod } from '../../shared/domain/delivery-method.js';
import { Transfer } from '../../transfers/domain/transfer.js';
import { PaymentDispute } from '../../transfers/payment-dispute.js';
import type { TransferEventType } from '../../transfers/domain/transfer.events.js';
import { TransferEventRecord } from '../../transfers/transfer-event-record.js';
import { ACTIONS_BY_KIND, attentionKey } from '../domain/attention-item.js';
import { actionViews, attentionDisputeView, attentionScreeningView, attentionTransferView, methodLabel, NO_SANCTIONS_LIST, type AttentionItemView } from './attention-item.view.js';
import { TransferScreening } from '../../screening/transfer-screening.js';
import { MoneyAlert } from '../../transfers/domain/money-alert.js';
import { toMoneyAlertView } from './money-alert.view.js';
import { PartnerFloat } from '../../float/partner-float.service.js';
import { ReconciliationBreaks } from '../../reconciliation/reconciliation-breaks.service.js';
import { reconciliationBreakView } from '../../reconciliation/reconciliation.view.js';
import { describeBreak } from '../../reconciliation/break-titles.js';

const LIMIT = 100;
/** Whose name matched, as the detail of a screening hold says it. */
const PARTY_WORDS = { sender: "sender's", recipient: "recipient's", account_holder: "account holder's (as the payout partner names them)" } as const;
/** A paid transfer is promised to the recipient within a day. */
export const DELIVERY_PROMISE_MS = 24 * 3600_000;

/**
 * Reads the operator's queue: failed payouts, refused refunds, open disputes, transfers past
 * their delivery promise, provider messages reconciliation could not apply, outbox rows set
 * aside and messages that could not be sent. Longest waiting first.
 */
@Injectable()
export class AttentionQueue {
  private readonly logger = new Logger('AttentionQueue');

  constructor(
    private readonly em: EntityManager,
    private readonly destinations: PayoutDestinations,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly float: PartnerFloat,
    private readonly breaks: ReconciliationBreaks,
  ) {}

  async list(now = new Date()): Promise<AttentionItemView[]> {
    const em = this.em.fork();
    const groups = await Promise.all([
      this.failedPayouts(em),
      this.refusedRefunds(em),
      this.openDisputes(em),
      this.overdue(em, now),
      this.unappliedMessages(em, now),
      this.setAsideOutboxRows(em),
      this.undeliveredNotifications(em),
      this.screeningHolds(em),
      this.heldPayouts(em),
      this.moneyAlerts(em),
      this.lowFloats(),
      this.reconciliationBreaks(em, now),
    ]);
    return groups.flat().sort((a, b) => a.since.localeCompare(b.since));
  }

  private async failedPayouts(em: EntityManager): Promise<AttentionItemView[]> {
    const held = await em.find(Transfer, { status: 'processing', payoutFailedAt: { $ne: null } }, { orderBy: { payoutFailedAt: 'asc' }, limit: LIMIT });
    const words = await this.lastEventPayloads(em, held, 'PayoutFailed');
    return Promise.all(
      held.map(async (t) => {
        const alternatives = await this.alternatives(t);
        const code = t.payoutFailureCode as PayoutFailureCode | null;
        const why = code && Object.hasOwn(PAYOUT_FAILURE_MESSAGES, code) ? PAYOUT_FAILURE_MESSAGES[code] : 'The partner did not deliver it.';
        const partner = (words.get(t.id) as { reason?: string } | undefined)?.reason;
        const actions = ACTIONS_BY_KIND.payout_failed.filter((a) => a !== 'retry_payout_other_method' || alternatives.length > 0);
        return {
          key: attentionKey('payout_failed', t.id, t.payoutAttempt),
          kind: 'payout_failed' as const,
          title: `Payout failed (${methodLabel(t.deliveryMethod)}${t.payoutAttempt > 1 ? `, attempt ${t.payoutAttempt}` : ''})`,
          detail: partner ? `${why} Partner: ${partner}` : why,
          since: t.payoutFailedAt!.toISOString(),
          transfer: attentionTransferView(t),
          dispute: null,
          alternatives,
          actions: actionViews(actions),
        };
      }),
    );
  }

  /** The other ways the country pays that the recipient's phone suits, and a bank account (another one) where offered. */
  private async alternatives(t: Transfer): Promise<AttentionItemView['alternatives']> {
    const methods = DELIVERY_METHODS_BY_COUNTRY[t.country].filter(
      (m: DeliveryMethod) => (m !== t.deliveryMethod || m === 'bank_account') && unpayableNumberRule(m, t.recipientInfo.phone) === null,
    );
    if (methods.length === 0) return [];
    let banks: { id: string; name: string }[] = [];
    if (methods.includes('bank_account')) {
      try {
        banks = (await this.destinations.options(t.country)).find((o) => o.method === 'bank_account')?.banks ?? [];
      } catch {
        this.logger.warn(`The bank list for ${t.country} could not be read; bank accounts are not offered for now`);
      }
    }
    return methods
      .filter((m) => m !== 'bank_account' || banks.length > 0)
      .map((method) => ({ method, label: methodLabel(method), banks: method === 'bank_account' ? banks : null }));
  }

  /** Paid transfers whose payout was held before anything went: their sender is suspended, or a compliance case holds it. */
  private async heldPayouts(em: EntityManager): Promise<AttentionItemView[]> {
    const held = await em.find(Transfer, { status: 'processing', payoutHeldAt: { $ne: null } }, { orderBy: { payoutHeldAt: 'asc' }, limit: LIMIT });
    return held.map((t) => ({
      key: attentionKey('payout_held', t.id),
      kind: 'payout_held' as const,
      title: t.payoutHoldReason === 'compliance_review' ? 'Payout held: a compliance case is open' : 'Payout held: the sender is suspended',
      detail: `Paid ${t.total().format()}; nothing went to a partner. Release the payout, or refund the sender.`,
      since: t.payoutHeldAt!.toISOString(),
      transfer: attentionTransferView(t),
      dispute: null,
      alternatives: [],
      actions: actionViews(ACTIONS_BY_KIND.payout_held),
    }));
  }

  /** Money that moved where it should not have (paid twice, paid after a refund, ...), with both sides' evidence. */
  private async moneyAlerts(em: EntityManager): Promise<AttentionItemView[]> {
    const alerts = await em.find(MoneyAlert, { resolvedAt: null }, { orderBy: { raisedAt: 'asc' }, limit: LIMIT });
    const transfers = await this.transfersById(em, alerts.map((a) => a.transferId));
    return alerts.map((a) => {
      const view = toMoneyAlertView(a);
      const t = transfers.get(a.transferId);
      return {
        key: attentionKey('money_alert', a.id),
        kind: 'money_alert' as const,
        title: view.title,
        detail: `${a.currency} ${view.amount.toFixed(2)} at stake. Settle it outside the app (recover, collect or write off), then record how.`,
        since: a.raisedAt.toISOString(),
        transfer: t ? attentionTransferView(t) : null,
        dispute: null,
        alternatives: [],
        actions: actionViews(ACTIONS_BY_KIND.money_alert),
        alert: view,
      };
    });
  }

  /** Where the books and a provider's own records disagree (open or escalated breaks), with both sides and the break's age. */
  private async reconciliationBreaks(em: EntityManager, now: Date): Promise<AttentionItemView[]> {
    const breaks = await this.breaks.awaitingOperator(em, LIMIT);
    const transfers = await this.transfersById(em, breaks.map((b) => b.transferId));
    return breaks.map((b) => {
      const { title, detail } = describeBreak(b);
      const view = reconciliationBreakView(b, now);
      return {
        key: attentionKey('reconciliation_break', b.id),
        kind: 'reconciliation_break' as const,
        title: view.late ? `${title} (late)` : title,
        detail: b.status === 'escalated' ? `${detail} Escalated: ${b.note ?? ''}` : detail,
        since: b.firstSeenAt.toISOString(),
        transfer: b.transferId && transfers.has(b.transferId) ? attentionTransferView(transfers.get(b.transferId)!) : null,
        dispute: null,
        alternatives: [],
        actions: actionViews(ACTIONS_BY_KIND.reconciliation_break.filter((a) => a !== 'escalate_break' || b.status === 'open')),
        reconciliationBreak: view,
      };
    });
  }

  /**
   * Partner floats below their threshold (`FLOAT_LOW_THRESHOLDS`), or whose partner refused a
   * payout for want of balance, with the days left at the last 7 days' rate: top them up.
   */
  private async lowFloats(): Promise<AttentionItemView[]> {
    const units = (minor: bigint) => (minor / 100n).toLocaleString('en-US');
    return (await this.float.openAlerts()).map((alert) => {
      const days = alert.daysLeft === null ? 'no payouts in the last 7 days, so days left unknown' : `about ${alert.daysLeft} days left at the last 7 days' rate`;
      const refused = alert.pausedBecause === 'partner_refused';
      const paused = alert.pausedBecause ? ` Dispatch is paused; ${alert.waitingPayouts} payout(s) wait.` : '';
      return {
        key: attentionKey('float_low', alert.id),
        kind: 'float_low' as const,
        title: `Float low: ${alert.rail} ${alert.currency}${refused ? ' (the partner refused a payout)' : ''}`,
        detail: `${
          refused
            ? `${alert.rail} refused a payout for want of balance; our books hold ${units(alert.availableMinor)} ${alert.currency} there (${days}).`
            : `${units(alert.availableMinor)} ${alert.currency} left at ${alert.rail}, below ${units(alert.thresholdMinor)}: ${days}.`
        }${paused} Wire a top-up and record it on the Float page.`,
        since: alert.raisedAt.toISOString(),
        transfer: null,
        dispute: null,
        alternatives: [],
        actions: actionViews(ACTIONS_BY_KIND.float_low),
      };
    });
  }

  /** New transfers sanctions screening holds: an operator releases or refuses each; nothing was charged. */
  private async screeningHolds(em: EntityManager): Promise<AttentionItemView[]> {
    const held = await em.find(Transfer, { status: 'pending', screeningHeldAt: { $ne: null } }, { orderBy: { screeningHeldAt: 'asc' }, limit: LIMIT });
    if (held.length === 0) return [];
    const screenings = await em.find(TransferScreening, { transferId: { $in: held.map((t) => t.id) } }, { orderBy: { party: 'desc' } });
    return held.map((t) => {
      const reason = t.screeningHoldReason ?? 'likely_match';
      const screening = attentionScreeningView(reason, screenings.filter((s) => s.transferId === t.id));
      const matched = screening.names.flatMap((s) => s.matches.map((m) => ({ party: s.party, ...m })));
      const best = matched.sort((a, b) => b.score - a.score)[0];
      return {
        key: attentionKey('screening_hold', t.id),
        kind: 'screening_hold' as const,
        title: reason === 'no_list' ? NO_SANCTIONS_LIST : 'Sanctions screening match',
        detail:
          reason === 'no_list'
            ? `${NO_SANCTIONS_LIST} when this transfer was created, so it is held. It is screened again as soon as the worker loads the SDN list (check SDN_LIST_URL and the worker's log): released when no name matches. Nothing was charged; the sender waits.`
            : best
              ? `The ${PARTY_WORDS[best.party]} name is likely ${best.listedName} on the SDN list (entry ${best.entNum}, ${best.programs.join(', ') || 'no program'}; score ${best.score}). Nothing was charged; the sender waits for a decision.`
              : 'Held by sanctions screening. Nothing was charged; the sender waits for a decision.',
        since: t.screeningHeldAt!.toISOString(),
        transfer: attentionTransferView(t),
        dispute: null,
        alternatives: [],
        actions: actionViews(ACTIONS_BY_KIND.screening_hold),
        screening,
      };
    });
  }

  private async refusedRefunds(em: EntityManager): Promise<AttentionItemView[]> {
    const refused = await em.find(
      Transfer,
      // A failed transfer's refund, or a cancelled one's (the sender cancelled it).
      { status: { $in: ['failed', 'cancelled'] }, refundRefusedAt: { $ne: null }, refundId: null, refundSettledManuallyAt: null, paymentReversedAt: null },
      { orderBy: { refundRefusedAt: 'asc' }, limit: LIMIT },
    );
    const words = await this.lastEventPayloads(em, refused, ['RefundRefused', 'RefundFailed']);
    return refused.map((t) => {
      const last = words.get(t.id) as { type?: string; reason?: string } | undefined;
      const failedLater = last?.type === 'RefundFailed';
      return {
        key: attentionKey('refund_refused', t.id),
        kind: 'refund_refused' as const,
        title: failedLater ? 'Refund failed' : 'Refund refused',
        detail: failedLater
          ? `The refund of ${t.total().format()} failed at the payment provider after it was made: ${last?.reason ?? 'no reason given'}`
          : `The payment provider refused to refund ${t.total().format()}: ${last?.reason ?? 'no reason given'}`,
      since: t.refundRefusedAt!.toISOString(),
      transfer: attentionTransferView(t),
      dispute: null,
      alternatives: [],
        actions: actionViews(ACTIONS_BY_KIND.refund_refused),
      };
    });
  }

  private async openDisputes(em: EntityManager): Promise<AttentionItemView[]> {
    const disputes = await em.find(PaymentDispute, { closedAt: null }, { orderBy: { openedAt: 'asc' }, limit: LIMIT });
    const transfers = new Map(
      (await em.find(Transfer, { id: { $in: disputes.map((d) => d.transferId) } })).map((t) => [t.id, t] as const),
    );
    return disputes.map((d) => {
      const t = transfers.get(d.transferId);
      const inquiry = d.status.startsWith('warning_');
      const payout = !t ? '' : t.status === 'completed' ? ' The money was already delivered.' : t.payoutId && !t.payoutOnHold() ? ' The payout was already sent.' : ' The payout is held until it closes.';
      return {
        key: attentionKey('dispute', d.id),
        kind: 'dispute' as const,
        title: inquiry ? 'Inquiry opened by the bank' : 'Dispute opened',
        detail: `The sender's bank disputes the ${d.paymentMethod === 'card' ? 'card payment' : 'bank debit'}: ${d.reason.replace(/_/g, ' ')} (${d.status.replace(/_/g, ' ')}).${payout}`,
        since: d.openedAt.toISOString(),
        transfer: t ? attentionTransferView(t) : null,
        dispute: attentionDisputeView(d),
        alternatives: [],
        actions: [],
      };
    });
  }

  /** Paid transfers still not delivered a day later, unless a person already has them (a failed payout, an open dispute). */
  private async overdue(em: EntityManager, now: Date): Promise<AttentionItemView[]> {
    const late = await em.find(
      Transfer,
      { status: 'processing', paymentConfirmedAt: { $lt: new Date(now.getTime() - DELIVERY_PROMISE_MS) }, payoutFailedAt: null, openDisputeId: null },
      { orderBy: { paymentConfirmedAt: 'asc' }, limit: LIMIT },
    );
    return late.map((t) => {
      const hours = Math.floor((now.getTime() - t.paymentConfirmedAt!.getTime()) / 3600_000);
      return {
        key: attentionKey('overdue', t.id),
        kind: 'overdue' as const,
        title: `Late: paid ${hours} h ago, not delivered`,
        detail: t.payoutId
          ? `The payout (${t.payoutRail} ${t.payoutId}) was sent; the partner has not confirmed delivery.`
          : 'The payout has not been sent.',
        since: t.paymentConfirmedAt!.toISOString(),
        transfer: attentionTransferView(t),
        dispute: null,
        alternatives: [],
        actions: actionViews(ACTIONS_BY_KIND.overdue),
      };
    });
  }

  /** Stored webhook events and payout callbacks reconciliation has had a go at and still could not apply. */
  private async unappliedMessages(em: EntityManager, now: Date): Promise<AttentionItemView[]> {
    const cutoff = new Date(now.getTime() - 2 * this.config.RECONCILE_AFTER_MS);
    const connection = em.getConnection();
    const events = await connection.execute<{ id: string; type: string; received_at: Date; transfer_id: string | null }[]>(
      `select id, type, received_at, payload->'data'->'object'->'metadata'->>'transferId' as transfer_id
         from stripe_webhook_events where processed_at is null and received_at < ? order by received_at limit ?`,
      [cutoff, LIMIT],
    );
    const callbacks = await connection.execute<{ id: string; rail: string; kind: string; reference: string | null; received_at: Date }[]>(
      'select id, rail, kind, reference, received_at from payout_callbacks where processed_at is null and received_at < ? order by received_at limit ?',
      [cutoff, LIMIT],
    );
    const transfers = await this.transfersById(em, events.map((e) => e.transfer_id));
    return [
      ...events.map((e) => ({
        key: attentionKey('settlement_event', e.id),
        kind: 'settlement_event' as const,
        title: 'Settlement event not applied',
        detail: `Payment provider event ${e.type} (${e.id}) was stored but could not be applied.`,
        since: new Date(e.received_at).toISOString(),
        transfer: e.transfer_id && transfers.has(e.transfer_id) ? attentionTransferView(transfers.get(e.transfer_id)!) : null,
        dispute: null,
        alternatives: [],
        actions: actionViews(ACTIONS_BY_KIND.settlement_event),
      })),
      ...callbacks.map((c) => ({
        key: attentionKey('payout_callback', c.id),
        kind: 'payout_callback' as const,
        title: 'Payout callback not applied',
        detail: `A ${c.rail} ${c.kind} callback${c.reference ? ` about ${c.reference}` : ''} was stored but could not be applied.`,
        since: new Date(c.received_at).toISOString(),
        transfer: null,
        dispute: null,
        alternatives: [],
        actions: actionViews(ACTIONS_BY_KIND.payout_callback),
      })),
    ];
  }

  private async setAsideOutboxRows(em: EntityManager): Promise<AttentionItemView[]> {
    const rows = await em.getConnection().execute<{ id: string; job_name: string; relay_error: string | null; failed_at: Date; transfer_id: string | null }[]>(
      `select id, job_name, relay_error, failed_at, payload->>'transferId' as transfer_id
         from outbox_jobs where failed_at is not null order by failed_at limit ?`,
      [LIMIT],
    );
    const transfers = await this.transfersById(em, rows.map((r) => r.transfer_id));
    return rows.map((r) => ({
      key: attentionKey('outbox_job', String(r.id)),
      kind: 'outbox_job' as const,
      title: 'Background job not queued',
      detail: `${r.job_name} could not be handed to the queue: ${r.relay_error ?? 'no error recorded'}`,
      since: new Date(r.failed_at).toISOString(),
      transfer: r.transfer_id && transfers.has(r.transfer_id) ? attentionTransferView(transfers.get(r.transfer_id)!) : null,
      dispute: null,
      alternatives: [],
      actions: actionViews(ACTIONS_BY_KIND.outbox_job),
    }));
  }

  /** Message jobs that used up their retries. Never the message itself: it may hold a code. */
  private async undeliveredNotifications(em: EntityManager): Promise<AttentionItemView[]> {
    const failed = await this.jobs.queue('notifications').getFailed(0, LIMIT - 1);
    const exhausted = failed.filter((job) => job.id && job.attemptsMade >= (job.opts.attempts ?? 1));
    const transferOf = (data: unknown) => (data as { transferId?: string } | null)?.transferId ?? null;
    const transfers = await this.transfersById(em, exhausted.map((job) => transferOf(job.data)));
    return exhausted.map((job) => {
      const message = job.data as { channel?: string; to?: string };
      const what = job.name === 'notifications.deliver-message' ? `${message.channel === 'sms' ? 'SMS' : 'Email'} to ${maskContact(message.to ?? '')}` : job.name;
      const transferId = transferOf(job.data);
      return {
        key: attentionKey('notification', job.id!),
        kind: 'notification' as const,
        title: 'Notification not sent',
        detail: `${what} failed after ${job.attemptsMade} tries: ${job.failedReason ?? 'no reason recorded'}`,
        since: new Date(job.finishedOn ?? job.timestamp).toISOString(),
        transfer: transferId && transfers.has(transferId) ? attentionTransferView(transfers.get(transferId)!) : null,
        dispute: null,
        alternatives: [],
        actions: actionViews(ACTIONS_BY_KIND.notification),
      };
    });
  }

  private async transfersById(em: EntityManager, ids: (string | null)[]): Promise<Map<string, Transfer>> {
    const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)))];
    if (wanted.length === 0) return new Map();
    return new Map((await em.find(Transfer, { id: { $in: wanted } })).map((t) => [t.id, t] as const));
  }

  /** The payload of each transfer's latest event of `type`. */
  private async lastEventPayloads(em: EntityManager, transfers: Transfer[], type: TransferEventType | TransferEventType[]): Promise<Map<string, unknown>> {
    if (transfers.length === 0) return new Map();
    const types = Array.isArray(type) ? type : [type];
    const events = await em.find(TransferEventRecord, { transferId: { $in: transfers.map((t) => t.id) }, type: { $in: types } }, { orderBy: { sequence: 'asc' } });
    // Later events overwrite earlier ones: the latest of each transfer stays.
    return new Map(events.map((e) => [e.transferId, e.payload] as const));
  }
}

/** `ama…@example.com`, `+2547…78`: enough to recognise, not to read off. */
function maskContact(to: string): string {
  const at = to.indexOf('@');
  if (at > 0) return `${to.slice(0, Math.min(3, at))}…${to.slice(at)}`;
  return to.length > 6 ? `${to.slice(0, 5)}…${to.slice(-2)}` : '…';
}
