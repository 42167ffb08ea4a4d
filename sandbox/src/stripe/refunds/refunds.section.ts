import { formatTime } from '../../page/format-time.js';
import { html } from '../../page/html.js';
import type { PageSection } from '../../page/page-section.js';
import { formatAmount } from '../format-amount.js';
import type { StripeObjectStore } from '../stripe-object-store.js';
import type { RefundObject } from './refund.js';
import { refundsSectionId } from './refund-hooks.router.js';

const tones: Record<string, string> = { succeeded: 'ok', failed: 'failed', canceled: 'muted' };

/** Why it is pending or why it failed, under the status. */
function statusNote(refund: RefundObject) {
  const note = refund.failure_reason ?? refund.pending_reason;
  return note ? html`<div class="muted small">${note}</div>` : '';
}

/** What a person may do to it as the bank or card network would: settle a pending refund, or fail it. */
function actions(refund: RefundObject) {
  const base = `/api/stripe/refunds/${refund.id}`;
  const succeed =
    refund.status === 'pending'
      ? html`<form method="post" action="${base}/succeed" class="inline"><button type="submit">Succeed</button></form>`
      : '';
  const fail =
    refund.status === 'pending' || refund.status === 'succeeded'
      ? html`<form method="post" action="${base}/fail" class="inline">
          <input type="hidden" name="failure_reason" value="declined"><button type="submit">Fail</button>
        </form>`
      : '';
  return succeed || fail ? html`${succeed}${fail}` : html`<span class="muted">—</span>`;
}

/** Refunds newest first: the PaymentIntent given back, how much, where the refund stands and why. */
export function refundsSection(refunds: StripeObjectStore<RefundObject>): PageSection {
  return {
    id: refundsSectionId,
    title: 'Refunds',
    render() {
      const list = refunds.newestFirst();
      if (list.length === 0) return html`<p class="empty">No refunds yet.</p>`;
      const rows = list.map(
        (refund) => html`<tr>
          <td class="nowrap">${formatTime(new Date(refund.created * 1000).toISOString())}</td>
          <td class="mono">${refund.id}</td>
          <td class="mono">${refund.payment_intent}</td>
          <td class="nowrap">${formatAmount(refund.amount, refund.currency)}</td>
          <td><span class="badge badge-${tones[refund.status] ?? 'pending'}">${refund.status}</span>${statusNote(refund)}</td>
          <td>${refund.reason ?? html`<span class="muted">—</span>`}</td>
          <td class="nowrap">${actions(refund)}</td>
        </tr>`,
      );
      return html`<p class="count">${list.length} refund${list.length === 1 ? '' : 's'}</p>
        <table>
          <thead>
            <tr><th>Created</th><th>Refund</th><th>PaymentIntent</th><th>Amount</th><th>Status</th><th>Reason</th><th></th></tr>
          </thead>
          <tbody>
            ${rows}
          </tbody>
        </table>`;
    },
  };
}
