import { formatTime } from '../../page/format-time.js';
import { html } from '../../page/html.js';
import type { PageSection } from '../../page/page-section.js';
import type { EnrollmentStore } from './enrollment-store.js';
import { tokenPreview, type TellerEnrollment } from './teller-enrollment.js';

function row(enrollment: TellerEnrollment) {
  const accounts = enrollment.accounts.map(
    (account) =>
      html`<div class="nowrap">${account.name} •••• ${account.accountNumber.slice(-4)} <span class="muted small">${account.subtype}</span></div>`,
  );
  return html`<tr>
      <td class="nowrap">${formatTime(enrollment.createdAt)}</td>
      <td class="nowrap">${enrollment.institution.name}${enrollment.applicationId ? html`<div class="muted small">${enrollment.applicationId}</div>` : ''}</td>
      <td class="mono">${enrollment.id}<div class="muted small">${enrollment.userId}</div></td>
      <td>${accounts}</td>
      <td class="mono nowrap">${tokenPreview(enrollment.accessToken)}</td>
    </tr>`;
}

/** Teller enrollments made through Connect, newest first; tokens only by their first characters. */
export function bankLinksSection(enrollments: EnrollmentStore): PageSection {
  return {
    id: 'bank-links',
    title: 'Bank links',
    render() {
      const list = enrollments.newestFirst();
      if (list.length === 0) return html`<p class="empty">No Teller enrollments yet.</p>`;
      return html`<p class="count">${list.length} enrollment${list.length === 1 ? '' : 's'}</p>
        <table>
          <thead>
            <tr><th>Created</th><th>Institution</th><th>Enrollment</th><th>Accounts</th><th>Token</th></tr>
          </thead>
          <tbody>
            ${list.map(row)}
          </tbody>
        </table>`;
    },
  };
}
