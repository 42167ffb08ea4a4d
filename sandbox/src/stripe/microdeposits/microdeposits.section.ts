import { formatTime } from '../../page/format-time.js';
import { html } from '../../page/html.js';
import type { PageSection } from '../../page/page-section.js';
import type { MicrodepositVerification } from './microdeposit-verification.js';
import type { MicrodepositVerifications } from './microdeposit-verifications.js';

const tones: Record<string, string> = { verified: 'ok', failed: 'failed', pending: 'pending' };

function row(verification: MicrodepositVerification) {
  return html`<tr>
    <td class="nowrap">${formatTime(verification.createdAt)}</td>
    <td class="mono">${verification.paymentMethodId}<div class="muted small">${verification.bankAccount}</div></td>
    <td class="mono">${verification.startedBy}</td>
    <td>${verification.microdepositType === 'amounts' ? 'amounts (32 and 45)' : 'descriptor code (SM11AA)'}</td>
    <td>
      <span class="badge badge-${tones[verification.status] ?? 'pending'}">${verification.status}</span>
      <div class="muted small">${verification.failedAttempts} of ${verification.maxFailedAttempts} failed attempts${verification.failureCode ? ` · ${verification.failureCode}` : ''}</div>
    </td>
    <td><a href="${verification.hostedVerificationUrl}">hosted page</a></td>
  </tr>`;
}

/** Bank accounts verified (or being verified) by microdeposits, newest first. */
export function microdepositsSection(verifications: MicrodepositVerifications): PageSection {
  return {
    id: 'microdeposits',
    title: 'Bank account verifications (microdeposits)',
    render() {
      const list = verifications.newestFirst();
      if (list.length === 0) return html`<p class="empty">No microdeposit verifications yet.</p>`;
      return html`<p class="count">${list.length} verification${list.length === 1 ? '' : 's'}</p>
        <table>
          <thead>
            <tr><th>Sent</th><th>PaymentMethod</th><th>Started by</th><th>Microdeposits (test value)</th><th>Status</th><th></th></tr>
          </thead>
          <tbody>
            ${list.map(row)}
          </tbody>
        </table>`;
    },
  };
}
