import { formatTime } from '../../page/format-time.js';
import { html } from '../../page/html.js';
import type { PageSection } from '../../page/page-section.js';
import { isSameRecipient } from '../../shared/recipient-address.js';
import { destinationText } from '../quotations/quotation.js';
import type { ThunesTransaction } from './thunes-transaction.js';
import { isWaitingForPickup, transactionStatuses } from './transaction-status.js';
import { creditPartyKey } from './transaction-test-values.js';
import type { Transactions } from './transactions.js';

const tones: Record<string, string> = { '1': 'muted', '2': 'pending', '4': 'muted', '5': 'pending', '6': 'pending', '7': 'ok' };

function row(transaction: ThunesTransaction) {
  const { request, quotation } = transaction;
  const beneficiary = [transaction.beneficiary['firstname'], transaction.beneficiary['lastname']].filter(Boolean).join(' ');
  const collect = isWaitingForPickup(transaction.status)
    ? html`<form method="post" action="/api/thunes/transactions/${transaction.id}/collect">
        <button type="submit">Cash collected</button>
      </form>`
    : null;
  return html`<tr>
      <td class="nowrap">${formatTime(transaction.createdAt.toISOString())}</td>
      <td class="mono">${transaction.id}<div class="muted small">external_id ${request.external_id}</div></td>
      <td>${quotation.payer.name}<div class="muted small">${quotation.payer.service.name}</div></td>
      <td class="mono nowrap">${creditPartyKey(request.credit_party_identifier)}<div class="muted small">${beneficiary}</div></td>
      <td class="nowrap">${destinationText(quotation)} ${quotation.payer.currency}</td>
      <td>
        <span class="badge badge-${tones[transaction.status.charAt(0)] ?? 'failed'}">${transaction.status}</span>
        <div class="muted small">${transactionStatuses[transaction.status]}${transaction.callbacksLost ? ' · callbacks lost' : ''}</div>
      </td>
      <td class="mono">
        ${transaction.payerTransactionCode ? html`pickup code ${transaction.payerTransactionCode}` : null}
        <div class="muted small">${transaction.payerTransactionReference ?? ''}</div>
        ${collect}
      </td>
    </tr>`;
}

/** Thunes transactions newest first, with a button to mark a cash pickup as collected. */
export function thunesTransactionsSection(transactions: Transactions, id: string): PageSection {
  return {
    id,
    title: 'Thunes transactions (Ethiopia, Eritrea)',
    render(query) {
      const list = transactions
        .newestFirst()
        .filter((transaction) => !query.to || isSameRecipient(creditPartyKey(transaction.request.credit_party_identifier), query.to));
      if (list.length === 0) return html`<p class="empty">No Thunes transactions yet.</p>`;
      return html`<p class="count">${list.length} transaction${list.length === 1 ? '' : 's'}</p>
        <table>
          <thead>
            <tr><th>Created</th><th>Transaction</th><th>Payer</th><th>Credit party</th><th>Amount</th><th>Status</th><th>Payer reference</th></tr>
          </thead>
          <tbody>
            ${list.map(row)}
          </tbody>
        </table>`;
    },
  };
}
