import { html, type SafeHtml } from './html.js';

/** UTC to the second, e.g. "2024-05-01 09:30:12 UTC", with the exact ISO time kept in the markup. */
export function formatTime(iso: string): SafeHtml {
  const readable = `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
  return html`<time datetime="${iso}" title="${iso}">${readable}</time>`;
}
