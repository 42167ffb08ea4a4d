import { formatTime } from '../../page/format-time.js';
import { html } from '../../page/html.js';
import type { PageSection } from '../../page/page-section.js';
import type { VerificationSessions } from './verification-sessions.js';

const badge: Record<string, string> = { requires_input: 'pending', processing: 'pending', verified: 'ok', canceled: 'muted' };

/** Stripe Identity's VerificationSessions newest first: type, status and the last error (never the verified data). */
export function identitySection(sessions: VerificationSessions): PageSection {
  return {
    id: 'stripe-identity',
    title: 'Identity verifications',
    render() {
      const list = sessions.newestFirst();
      if (list.length === 0) return html`<p class="empty">No identity verifications yet.</p>`;
      const rows = list.map(
        ({ object }) => html`<tr>
          <td class="nowrap">${formatTime(new Date(object.created * 1000).toISOString())}</td>
          <td class="mono">${object.id}</td>
          <td>${object.type}</td>
          <td class="mono">${object.client_reference_id ?? ''}</td>
          <td><span class="badge badge-${badge[object.status] ?? 'pending'}">${object.status}</span>${
            object.last_error ? html`<div class="muted small">${object.last_error.code}</div>` : ''
          }</td>
        </tr>`,
      );
      return html`<p class="count">${list.length} session${list.length === 1 ? '' : 's'}</p>
        <table>
          <thead><tr><th>Created</th><th>Session</th><th>Check</th><th>Reference</th><th>Status</th></tr></thead>
          <tbody>${rows}</tbody>
        </table>`;
    },
  };
}
