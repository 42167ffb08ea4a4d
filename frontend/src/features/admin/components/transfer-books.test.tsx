import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TransferBooks } from '../api/admin-timeline';
import { TransferBooksSection } from './transfer-books';

const books = (fields: Partial<TransferBooks['exchange']> = {}, entries: TransferBooks['entries'] = []): TransferBooks => ({
  exchange: { customerRate: 155, costRate: 158.25, costSource: 'partner_quote', spread: 2.05, partnerFee: 2, ...fields },
  entries,
});

describe('TransferBooksSection', () => {
  it("shows the sender's rate beside our cost, the spread and the partner's fee, and every entry", () => {
    render(
      <TransferBooksSection
        books={books({}, [
          { id: 'a', phase: 'single', currency: 'USD', debit: 'stripe_clearing', credit: 'customer_funds', amount: 109, code: 'payment_captured' },
          { id: 'b', phase: 'post_pending', currency: 'ETB', debit: 'fx_settlement', credit: 'partner_float:thunes', amount: 15500, code: 'payout_posted' },
        ])}
      />,
    );
    const terms = screen.getByRole('heading', { name: 'Books' }).parentElement!;
    expect(within(terms).getByText('(partner\'s quote)', { exact: false }).textContent).toMatch(/158\.25/);
    expect(within(terms).getByText('$2.05')).toBeInTheDocument();
    expect(within(terms).getByText('$2.00')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Ledger entries' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2].textContent).toContain('15,500.00 ETB');
    expect(rows[2].textContent).toContain('partner_float:thunes');
  });

  it('says when the cost is not known and nothing is booked, and marks a spread lost', () => {
    const { rerender } = render(<TransferBooksSection books={books({ costRate: null, costSource: null, spread: null, partnerFee: null })} />);
    expect(screen.getByText('Not known')).toBeInTheDocument();
    expect(screen.getAllByText('None booked')).toHaveLength(2);
    expect(screen.getByText('Nothing is booked for this transfer yet.')).toBeInTheDocument();
    rerender(<TransferBooksSection books={books({ spread: -3.4 })} />);
    expect(screen.getByText('-$3.40')).toHaveClass('text-red-700');
  });
});
