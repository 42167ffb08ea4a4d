import { formatTime } from '../../page/format-time.js';
import { html } from '../../page/html.js';
import type { PageSection } from '../../page/page-section.js';
import { formatAmount } from '../format-amount.js';
import type { StripeObjectStore } from '../stripe-object-store.js';
import type { RefundObject } from './refund.js';

/** Refunds newest first: the PaymentIntent given back, how much and why. */
export function refundsSection(refunds: StripeObjectStore<RefundObject>): PageSection {
  return {
    id: 'refunds',
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
          <td><span class="badge badge-ok">${refund.status}</span></td>
          <td>${refund.reason ?? html`<span class="muted">—</span>`}</td>
        </tr>`,
      );
      return html`<p class="count">${list.length} refund${list.length === 1 ? '' : 's'}</p>
        <table>
          <thead>
            <tr><th>Created</th><th>Refund</th><th>PaymentIntent</th><th>Amount</th><th>Status</th><th>Reason</th></tr>
          </thead>
          <tbody>
            ${rows}
          </tbody>
        </table>`;
    },
  };
}
