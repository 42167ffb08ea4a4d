import { formatTime } from '../../page/format-time.js';
import { html } from '../../page/html.js';
import type { PageSection } from '../../page/page-section.js';
import { formatAmount } from '../format-amount.js';
import type { ThreeDsChallenges } from './three-d-secure-challenges.js';

const badge: Record<string, string> = { pending: 'pending', completed: 'ok', failed: 'failed', canceled: 'muted' };

/** 3D Secure challenges newest first: pending ones wait for the cardholder (or the test hook). */
export function threeDSecureSection(challenges: ThreeDsChallenges): PageSection {
  return {
    id: 'stripe-3ds',
    title: '3D Secure challenges',
    render() {
      const list = challenges.newestFirst();
      if (list.length === 0) return html`<p class="empty">No 3D Secure challenges yet.</p>`;
      const pending = list.filter((challenge) => challenge.status === 'pending').length;
      const rows = list.map(
        (challenge) => html`<tr>
          <td class="nowrap">${formatTime(challenge.createdAt.toISOString())}</td>
          <td class="mono">${challenge.id}</td>
          <td class="mono">${challenge.paymentIntentId}</td>
          <td class="nowrap">${formatAmount(challenge.amount, challenge.currency)}</td>
          <td class="nowrap">${challenge.card}</td>
          <td><span class="badge badge-${badge[challenge.status] ?? 'pending'}">${challenge.status}</span>${
            challenge.resolvedAt
              ? html`<div class="muted small">${challenge.resolvedBy ? `by ${challenge.resolvedBy}, ` : ''}${formatTime(challenge.resolvedAt.toISOString())}</div>`
              : ''
          }</td>
        </tr>`,
      );
      return html`<p class="count">${list.length} challenge${list.length === 1 ? '' : 's'}, ${pending} pending</p>
        <table>
          <thead>
            <tr><th>Opened</th><th>Challenge</th><th>PaymentIntent</th><th>Amount</th><th>Card</th><th>Status</th></tr>
          </thead>
          <tbody>
            ${rows}
          </tbody>
        </table>`;
    },
  };
}
