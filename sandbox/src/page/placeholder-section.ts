import { html } from './html.js';
import type { PageSection } from './page-section.js';

/** Keeps a section's place on the page until the provider that fills it is simulated. */
export function placeholderSection(id: string, title: string, note: string): PageSection {
  return {
    id,
    title,
    render: () => html`<p class="empty">${note}</p>`,
  };
}
