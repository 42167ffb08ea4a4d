import { formatTime } from '../../page/format-time.js';
import { html } from '../../page/html.js';
import type { PageSection } from '../../page/page-section.js';
import { formatAmount } from '../format-amount.js';
import type { WebhookDelivery } from './webhook-delivery.js';
import type { WebhookDeliveryStore } from './webhook-delivery-store.js';

function lastStatus(delivery: WebhookDelivery) {
  const last = delivery.attempts.at(-1);
  if (!last) return html`<span class="badge badge-pending">pending</span>`;
  const outcome = last.status ?? last.error ?? 'failed';
  if (delivery.delivered) return html`<span class="badge badge-ok">${outcome}</span>`;
  const retry = delivery.nextAttemptAt ? html`<div class="muted small">retrying</div>` : html`<div class="muted small">gave up</div>`;
  return html`<span class="badge badge-failed">${outcome}</span>${retry}`;
}

function row(delivery: WebhookDelivery) {
  return html`<tr>
      <td class="nowrap">${formatTime(delivery.createdAt)}</td>
      <td class="nowrap">${delivery.type}${delivery.redelivery ? html`<div class="muted small">redelivery</div>` : ''}<div class="muted small mono">${delivery.eventId}</div></td>
      <td class="mono">${delivery.paymentIntentId ?? html`<span class="muted">—</span>`}</td>
      <td class="nowrap">${delivery.amount !== null && delivery.currency ? formatAmount(delivery.amount, delivery.currency) : ''}</td>
      <td>${delivery.attempts.length}</td>
      <td class="nowrap">${lastStatus(delivery)}</td>
    </tr>`;
}

/** Stripe events sent to the product's webhook endpoint, newest first, with their attempts. */
export function webhookDeliveriesSection(deliveries: WebhookDeliveryStore, webhookUrl: string): PageSection {
  return {
    id: 'webhook-deliveries',
    title: 'Webhook deliveries',
    render() {
      const list = deliveries.list();
      const target = html`<p class="count">To <span class="mono">${webhookUrl}</span></p>`;
      if (list.length === 0) return html`${target}<p class="empty">No webhook deliveries yet.</p>`;
      return html`${target}
        <table>
          <thead>
            <tr><th>Time</th><th>Event</th><th>PaymentIntent</th><th>Amount</th><th>Attempts</th><th>Last status</th></tr>
          </thead>
          <tbody>
            ${list.map(row)}
          </tbody>
        </table>`;
    },
  };
}
