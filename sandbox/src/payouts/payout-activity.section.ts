import { formatTime } from '../page/format-time.js';
import { html, type SafeHtml } from '../page/html.js';
import type { PageSection } from '../page/page-section.js';
import { payoutProviderNames, type PayoutActivity } from './payout-activity.js';
import type { PayoutActivityLog } from './payout-activity-log.js';

const kindLabels: Record<PayoutActivity['kind'], string> = {
  payout: 'payout request',
  'status-query': 'status query',
  callback: 'callback',
  quotation: 'quotation',
  verification: 'credit-party check',
};

function statusBadge(status: number | null): SafeHtml {
  if (status === null) return html`<span class="badge badge-muted">no answer</span>`;
  const tone = status >= 200 && status < 300 ? 'ok' : status >= 500 ? 'failed' : 'pending';
  return html`<span class="badge badge-${tone}">${status}</span>`;
}

function delivery(entry: PayoutActivity): SafeHtml {
  const { callback } = entry;
  if (!callback) return html`<span class="muted small">answered</span> ${statusBadge(entry.httpStatus)}`;
  if (callback.lost) return html`<span class="badge badge-muted">lost on purpose</span>`;
  const last = callback.attempts.at(-1);
  if (!last) return html`<span class="badge badge-pending">sending</span>`;
  const count = callback.attempts.length;
  const notes = [`${count} attempt${count === 1 ? '' : 's'}`, last.error, callback.nextAttemptAt ? 'retrying' : null];
  return html`${statusBadge(last.status)}
    <div class="muted small">${notes.filter(Boolean).join(' · ')}</div>`;
}

function row(entry: PayoutActivity): SafeHtml {
  const target = entry.callback
    ? html`<div class="mono small">${entry.callback.method} ${entry.callback.url}</div>`
    : null;
  return html`<tr>
      <td class="nowrap">${formatTime(entry.at)}</td>
      <td class="nowrap">
        ${payoutProviderNames[entry.provider]}
        <div class="muted small">${kindLabels[entry.kind]}${entry.callback ? ` · ${entry.callback.name}` : ''}</div>
      </td>
      <td class="mono">${entry.reference ?? html`<span class="muted">—</span>`}${target}</td>
      <td class="mono nowrap">${entry.msisdn ?? html`<span class="muted">—</span>`}</td>
      <td class="nowrap">${entry.amount === null ? html`<span class="muted">—</span>` : `${entry.amount} ${entry.currency ?? ''}`}</td>
      <td>${entry.outcome}</td>
      <td class="nowrap">${delivery(entry)}</td>
    </tr>`;
}

/** Every payout request, status query and callback across the rails, newest first. */
export function payoutActivitySection(log: PayoutActivityLog): PageSection {
  return {
    id: 'payouts',
    title: 'Payouts (M-Pesa, MTN MoMo, Thunes)',
    render(query) {
      const list = log.list(query.to ? { msisdn: query.to } : {});
      if (list.length === 0) return html`<p class="empty">No payout requests yet.</p>`;
      return html`<p class="count">${list.length} request${list.length === 1 ? '' : 's'} and callback${list.length === 1 ? '' : 's'}</p>
        <table>
          <thead>
            <tr><th>Time</th><th>Rail</th><th>Reference</th><th>Recipient</th><th>Amount</th><th>Outcome</th><th>HTTP</th></tr>
          </thead>
          <tbody>
            ${list.map(row)}
          </tbody>
        </table>`;
    },
  };
}
