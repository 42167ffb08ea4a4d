import { formatTime } from '../../page/format-time.js';
import { html, type SafeHtml } from '../../page/html.js';
import type { PageSection } from '../../page/page-section.js';
import { isSameRecipient } from '../../shared/recipient-address.js';
import type { B2cPayment } from './b2c-payment.js';
import type { B2cPayments } from './b2c-payments.js';

function stateBadge(payment: B2cPayment): SafeHtml {
  const tone = { completed: 'ok', failed: 'failed', 'timed-out': 'failed', processing: 'pending' }[payment.state];
  const result = payment.result ? html`<div class="muted small">${payment.result.code}: ${payment.result.desc}</div>` : null;
  return html`<span class="badge badge-${tone}">${payment.state}</span>${result}`;
}

/** B2C payments as M-Pesa holds them, newest first. */
export function b2cPaymentsSection(payments: B2cPayments): PageSection {
  return {
    id: 'mpesa-b2c',
    title: 'M-Pesa B2C payments',
    render(query) {
      const list = payments.newestFirst().filter((payment) => !query.to || isSameRecipient(payment.partyB, query.to));
      if (list.length === 0) return html`<p class="empty">No B2C payments yet.</p>`;
      const rows = list.map(
        (payment) => html`<tr>
          <td class="nowrap">${formatTime(payment.requestedAt)}</td>
          <td class="mono">${payment.originatorConversationId}<div class="muted small">${payment.conversationId}</div></td>
          <td class="nowrap">${payment.receiverPublicName}</td>
          <td class="nowrap">${payment.amount} KES<div class="muted small">${payment.commandId}</div></td>
          <td>${stateBadge(payment)}</td>
          <td class="mono">${payment.transactionId ?? html`<span class="muted">—</span>`}</td>
        </tr>`,
      );
      return html`<p class="count">${list.length} payment${list.length === 1 ? '' : 's'}</p>
        <table>
          <thead>
            <tr><th>Requested</th><th>OriginatorConversationID</th><th>Recipient</th><th>Amount</th><th>State</th><th>Transaction</th></tr>
          </thead>
          <tbody>
            ${rows}
          </tbody>
        </table>`;
    },
  };
}
