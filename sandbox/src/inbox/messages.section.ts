import { formatTime } from '../page/format-time.js';
import { html } from '../page/html.js';
import type { PageSection } from '../page/page-section.js';
import type { InboxMessage } from './inbox-message.js';
import type { MessageStore } from './message-store.js';

function row(message: InboxMessage) {
  return html`<tr>
      <td class="nowrap">${formatTime(message.receivedAt)}</td>
      <td><span class="badge badge-${message.channel}">${message.channel === 'email' ? 'Email' : 'SMS'}</span></td>
      <td class="nowrap">${message.to}${message.from ? html`<div class="muted small">from ${message.from}</div>` : ''}</td>
      <td>${message.subject ?? html`<span class="muted">—</span>`}</td>
      <td class="text"><pre>${message.text}</pre></td>
    </tr>`;
}

/** E-mails and SMS received, newest first, narrowed by the page's recipient filter. */
export function messagesSection(messages: MessageStore): PageSection {
  return {
    id: 'messages',
    title: 'Emails and SMS',
    render(query) {
      const list = messages.list({ to: query.to });
      if (list.length === 0) {
        const note = query.to ? `Nothing received for ${query.to}.` : 'Nothing received yet.';
        return html`<p class="empty">${note}</p>`;
      }
      return html`<p class="count">${list.length} message${list.length === 1 ? '' : 's'}</p>
        <table>
          <thead>
            <tr><th>Received</th><th>Channel</th><th>To</th><th>Subject</th><th>Text</th></tr>
          </thead>
          <tbody>
            ${list.map(row)}
          </tbody>
        </table>`;
    },
  };
}
