import { formatTime } from '../../page/format-time.js';
import { html } from '../../page/html.js';
import type { PageSection } from '../../page/page-section.js';
import { isSameRecipient } from '../../shared/recipient-address.js';
import { accountHolderOf } from '../account-holders/account-holder-name.js';
import type { MomoTransfer } from './momo-transfer.js';
import type { MomoTransfers } from './momo-transfers.js';

const tones = { SUCCESSFUL: 'ok', FAILED: 'failed', PENDING: 'pending' } as const;

function row(transfer: MomoTransfer) {
  const holder = accountHolderOf(transfer.payee.partyId);
  return html`<tr>
      <td class="nowrap">${formatTime(transfer.createdAt)}</td>
      <td class="mono">${transfer.referenceId}<div class="muted small">externalId ${transfer.externalId ?? '—'}</div></td>
      <td class="nowrap">${transfer.payee.partyId}<div class="muted small">${holder.givenName} ${holder.familyName}</div></td>
      <td class="nowrap">${transfer.amount} ${transfer.currency}</td>
      <td>
        <span class="badge badge-${tones[transfer.status]}">${transfer.status}</span>
        ${transfer.reason ? html`<div class="muted small">${transfer.reason}</div>` : null}
      </td>
      <td class="mono">${transfer.financialTransactionId ?? html`<span class="muted">—</span>`}</td>
    </tr>`;
}

/** MoMo disbursement transfers as the wallet platform holds them, newest first. */
export function momoTransfersSection(transfers: MomoTransfers): PageSection {
  return {
    id: 'mtn-momo-transfers',
    title: 'MTN MoMo transfers',
    render(query) {
      const list = transfers.newestFirst().filter((transfer) => !query.to || isSameRecipient(transfer.payee.partyId, query.to));
      if (list.length === 0) return html`<p class="empty">No MoMo transfers yet.</p>`;
      return html`<p class="count">${list.length} transfer${list.length === 1 ? '' : 's'}</p>
        <table>
          <thead>
            <tr><th>Created</th><th>X-Reference-Id</th><th>Payee</th><th>Amount</th><th>Status</th><th>Financial transaction</th></tr>
          </thead>
          <tbody>
            ${list.map(row)}
          </tbody>
        </table>`;
    },
  };
}
