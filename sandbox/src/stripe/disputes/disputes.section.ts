import { formatTime } from '../../page/format-time.js';
import { html } from '../../page/html.js';
import type { PageSection } from '../../page/page-section.js';
import { formatAmount } from '../format-amount.js';
import type { PaymentIntentObject } from '../payment-intents/payment-intent.js';
import type { StripeObjectStore } from '../stripe-object-store.js';
import { isOpenDispute, type DisputeObject } from './dispute.js';
import { disputesSectionId } from './dispute-hooks.router.js';

const tones: Record<string, string> = { won: 'ok', warning_closed: 'ok', lost: 'failed' };
/** How many undisputed succeeded payments the section offers to dispute. */
const offeredPayments = 10;

function closeButtons(dispute: DisputeObject) {
  if (!isOpenDispute(dispute.status)) return null;
  const action = `/api/stripe/disputes/${dispute.id}/close`;
  return html`<form method="post" action="${action}" class="inline">
      <input type="hidden" name="outcome" value="won"><button type="submit">Won</button>
    </form>
    <form method="post" action="${action}" class="inline">
      <input type="hidden" name="outcome" value="lost"><button type="submit">Lost</button>
    </form>`;
}

function disputeRow(dispute: DisputeObject) {
  const due = dispute.evidence_details.due_by;
  return html`<tr>
    <td class="nowrap">${formatTime(new Date(dispute.created * 1000).toISOString())}</td>
    <td class="mono">${dispute.id}</td>
    <td class="mono">${dispute.payment_intent}</td>
    <td class="nowrap">${formatAmount(dispute.amount, dispute.currency)}</td>
    <td>${dispute.reason}</td>
    <td>
      <span class="badge badge-${tones[dispute.status] ?? 'pending'}">${dispute.status}</span>
      ${due ? html`<div class="muted small">respond by ${formatTime(new Date(due * 1000).toISOString())}</div>` : ''}
    </td>
    <td class="nowrap">${closeButtons(dispute) ?? html`<span class="muted">—</span>`}</td>
  </tr>`;
}

function offerRow(intent: PaymentIntentObject) {
  return html`<tr>
    <td class="mono">${intent.id}${intent.description ? html`<div class="muted small">${intent.description}</div>` : ''}</td>
    <td class="nowrap">${formatAmount(intent.amount_received, intent.currency)}</td>
    <td>
      <form method="post" action="/api/stripe/payment_intents/${intent.id}/dispute" class="inline">
        <button type="submit">Open a dispute</button>
      </form>
    </td>
  </tr>`;
}

/** Disputes newest first, with buttons to close open ones (won, lost) and to dispute recent succeeded payments. */
export function disputesSection(
  disputes: StripeObjectStore<DisputeObject>,
  paymentIntents: StripeObjectStore<PaymentIntentObject>,
): PageSection {
  return {
    id: disputesSectionId,
    title: 'Disputes',
    render() {
      const list = disputes.newestFirst();
      const disputed = new Set(list.map((dispute) => dispute.payment_intent));
      const offers = paymentIntents
        .newestFirst()
        .filter((intent) => intent.status === 'succeeded' && !disputed.has(intent.id))
        .slice(0, offeredPayments);
      const table = list.length
        ? html`<p class="count">${list.length} dispute${list.length === 1 ? '' : 's'}</p>
            <table>
              <thead>
                <tr><th>Opened</th><th>Dispute</th><th>PaymentIntent</th><th>Amount</th><th>Reason</th><th>Status</th><th>Close</th></tr>
              </thead>
              <tbody>
                ${list.map(disputeRow)}
              </tbody>
            </table>`
        : html`<p class="empty">No disputes yet.</p>`;
      const offer = offers.length
        ? html`<p class="count">Succeeded payments not disputed (newest ${offeredPayments})</p>
            <table>
              <thead><tr><th>PaymentIntent</th><th>Received</th><th></th></tr></thead>
              <tbody>
                ${offers.map(offerRow)}
              </tbody>
            </table>`
        : '';
      return html`${table}${offer}`;
    },
  };
}
