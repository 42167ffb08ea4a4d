import type { SafeHtml } from './html.js';

export interface PageQuery {
  /** Recipient filter typed in the page's filter box, if any. */
  to?: string;
}

/**
 * One block of the sandbox page. Each provider contributes its own (messages now; Stripe
 * webhook deliveries and Teller links later) so the page needs no change to show them.
 */
export interface PageSection {
  id: string;
  title: string;
  render(query: PageQuery): SafeHtml;
}
