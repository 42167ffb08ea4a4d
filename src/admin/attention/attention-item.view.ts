import type { Transfer } from '../../transfers/domain/transfer.js';
import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from '../../shared/domain/delivery-method.js';
import { ACTION_TEXTS, type AttentionActionName, type AttentionKind } from '../domain/attention-item.js';
import type { PaymentDispute } from '../../transfers/payment-dispute.js';
import { Money, parseCurrency } from '../../shared/domain/money.js';
import type { TransferScreening } from '../../screening/transfer-screening.js';
import type { toMoneyAlertView } from './money-alert.view.js';
import type { reconciliationBreakView } from '../../reconciliation/reconciliation.view.js';

/** One item of the operator's queue, as the admin page shows it (see `attentionListResponse`). */
export interface AttentionItemView {
  key: string;
  kind: AttentionKind;
  title: string;
  detail: string;
  since: string;
  transfer: ReturnType<typeof attentionTransferView> | null;
  dispute: ReturnType<typeof attentionDisputeView> | null;
  alternatives: { method: DeliveryMethod; label: string; banks: { id: string; name: string }[] | null }[];
  actions: { name: AttentionActionName; label: string; confirm: string }[];
  /** A screening hold: each name screened and the listed entries it likely is. */
  screening?: ReturnType<typeof attentionScreeningView>;
  /** A money alert: what moved where it should not have, with both sides' evidence. */
  alert?: ReturnType<typeof toMoneyAlertView>;
  /** A reconciliation break: the provider's records and the books' entries, the difference, its age. */
  reconciliationBreak?: ReturnType<typeof reconciliationBreakView>;
}

/** What the operator reads of a transfer held because no SDN list was loaded to screen it against. */
export const NO_SANCTIONS_LIST = 'No sanctions list loaded: screening could not run';

/**
 * Why a transfer is held, and the names it was screened by with what they matched, best first:
 * of its latest screening only (a transfer held for want of a list is screened again once one loads).
 */
export function attentionScreeningView(reason: 'likely_match' | 'no_list', all: TransferScreening[]) {
  const latest = Math.max(...all.map((s) => s.screenedAt.getTime()));
  const screenings = all.filter((s) => s.screenedAt.getTime() === latest);
  return {
    reason,
    names: screenings.map((s) => ({
      party: s.party,
      name: s.screenedName,
      matches: s.matches.map((m) => ({
        entNum: m.entNum,
        listedName: m.listedName,
        matchedName: m.matchedName,
        via: m.via,
        type: m.type,
        programs: m.programs,
        score: m.score,
      })),
    })),
  };
}

/** The transfer an item is about, enough to recognise it; its timeline has the rest. */
export function attentionTransferView(t: Transfer) {
  return {
    id: t.id,
    status: t.status,
    senderName: `${t.senderInfo.firstName} ${t.senderInfo.lastName}`,
    senderEmail: t.senderInfo.email ?? null,
    recipientName: `${t.recipientInfo.firstName} ${t.recipientInfo.lastName}`,
    country: t.country,
    deliveryMethod: t.deliveryMethod,
    paymentMethod: t.paymentMethod,
    amount: t.amount().toNumber(),
    totalAmount: t.total().toNumber(),
    recipientAmount: t.recipientAmount().toNumber(),
    currencyCode: t.currencyCode,
  };
}

export function attentionDisputeView(d: PaymentDispute) {
  return {
    id: d.id,
    reason: d.reason,
    amount: Money.fromMinor(d.amountMinor, parseCurrency(d.currency)).toNumber(),
    currency: d.currency,
    status: d.status,
    dueBy: d.dueBy?.toISOString() ?? null,
  };
}

export function actionViews(names: readonly AttentionActionName[]) {
  return names.map((name) => ({ name, ...ACTION_TEXTS[name] }));
}

export function methodLabel(method: DeliveryMethod): string {
  return DELIVERY_METHOD_LABELS[method];
}
