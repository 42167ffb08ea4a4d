import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApiWith } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { adminBackend } from '../testing/fixtures';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const amounts = (debit: string, credit: string) => ({
  debitsPosted: debit,
  creditsPosted: credit,
  debitsPending: '0',
  creditsPending: '0',
  debitBalance: debit,
  creditBalance: credit,
});

const trialBalance = {
  asOf: '2026-11-26T12:00:00.000Z',
  ledgers: [
    {
      currency: 'UGX',
      scale: 0,
      accounts: [
        { code: 'fx_settlement', description: 'UGX side of the FX liquidity', normalSide: 'debit', ...amounts('370000', '0'), balance: '370000' },
        { code: 'partner_float:mtn_momo', description: 'UGX prefunded at MTN MoMo', normalSide: 'debit', ...amounts('0', '370000'), balance: '-370000' },
      ],
      totals: amounts('370000', '370000'),
      difference: '0',
      pendingDifference: '0',
      balanced: true,
    },
    {
      currency: 'USD',
      scale: 2,
      accounts: [{ code: 'stripe_clearing', description: 'Stripe', normalSide: 'debit', ...amounts('10.00', '0.00'), balance: '10.00' }],
      totals: amounts('10.00', '0.00'),
      difference: '10.00',
      pendingDifference: '0.00',
      balanced: false,
    },
  ],
};

const zeroLines = { feeRevenue: '0.00', fxSpreadRevenue: '0.00', processorFees: '0.00', partnerFees: '0.00', disputeLosses: '0.00', payoutLosses: '0.00' };
const revenue = {
  from: '2026-10-28',
  to: '2026-11-26',
  currency: 'USD',
  notBooked: ['processorFees'],
  rows: [{ country: 'kenya', currency: 'KES', day: '2026-11-26', delivered: 3, ...zeroLines, feeRevenue: '1234.00', disputeLosses: '-109.00', net: '1125.00' }],
  totals: { delivered: 3, ...zeroLines, feeRevenue: '1234.00', disputeLosses: '-109.00', net: '1125.00' },
};

function financeBackend(requests: string[] = []) {
  return adminBackend(({ method, path, search }) => {
    if (method !== 'GET' || !path.startsWith('/api/admin/finance/')) return undefined;
    requests.push(`${path}?${search.toString()}`);
    switch (path) {
      case '/api/admin/finance/trial-balance':
        return { body: trialBalance };
      case '/api/admin/finance/revenue':
        return search.get('from') === '2026-11-27' ? { status: 400, body: { message: 'from must be on or before to', code: 'VALIDATION_FAILED' } } : { body: revenue };
      case '/api/admin/finance/float':
        return {
          body: {
            partners: [
              {
                rail: 'mtn_momo',
                currency: 'UGX',
                balance: '630000',
                pendingPayouts: '5000',
                pendingTopUps: '200000',
                available: '625000',
                reported: { reportedBalance: '624000', reportedAt: '2026-11-26T08:00:00.000Z', daysLeft: 2.5, pausedBecause: null, waitingPayouts: 0 },
              },
              { rail: 'daraja', currency: 'KES', balance: '100.00', pendingPayouts: '0.00', pendingTopUps: '0.00', available: '100.00', reported: { reportedBalance: null, reportedAt: null, daysLeft: null, pausedBecause: 'float_short', waitingPayouts: 3 } },
            ],
          },
        };
      case '/api/admin/finance/breaks':
        return { body: { count: 2, oldest: { id: 'b1', openedAt: '2026-11-25T08:00:00.000Z', description: 'Stripe moved money the books do not show' } } };
      default:
        return undefined;
    }
  });
}

describe('Finance tab', () => {
  it('shows each ledger\'s trial balance in its currency, whether it sums to zero, and its totals', async () => {
    mockApiWith(financeBackend());
    renderApp('/admin/dashboard?tab=finance');

    const ugx = within(await screen.findByRole('table', { name: 'Trial balance, UGX ledger' }));
    const float = ugx.getByRole('rowheader', { name: /partner_float:mtn_momo/ }).closest('tr')!;
    expect(within(float).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['0', '370,000', '0', '0', '0', '370,000']);
    expect(within(screen.getByTestId('ledger-UGX')).getByText('Sums to zero')).toBeInTheDocument();
    expect(within(screen.getByTestId('ledger-USD')).getByText('Off by 10.00')).toBeInTheDocument();
    expect(screen.getByTestId('ledger-UGX-totals')).toHaveTextContent('debits − credits: 0');
  });

  it('lists revenue by corridor and day with its totals, and names the lines not booked yet', async () => {
    mockApiWith(financeBackend());
    renderApp('/admin/dashboard?tab=finance');

    const table = within(await screen.findByRole('table', { name: 'Revenue by corridor and day' }));
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Day',
      'Corridor',
      'Delivered',
      'Fees',
      'FX spread',
      'Processor fees',
      'Partner fees',
      'Dispute losses',
      'Payout losses',
      'Net',
    ]);
    expect(screen.getByTestId('revenue-totals')).toHaveTextContent('1,234.00');
    expect(screen.getByTestId('revenue-totals')).toHaveTextContent('-109.00');
    expect(screen.getByText(/Not booked yet, shown as 0: processor fees/)).toBeInTheDocument();
  });

  it('downloads each export through a link carrying the chosen dates', async () => {
    const requests: string[] = [];
    mockApiWith(financeBackend(requests));
    const user = userEvent.setup();
    renderApp('/admin/dashboard?tab=finance');

    await screen.findByRole('table', { name: 'Revenue by corridor and day' });
    expect(screen.getByRole('link', { name: 'Download trial balance CSV' })).toHaveAttribute('href', '/api/admin/finance/exports/trial-balance');
    expect(screen.getByRole('link', { name: 'Download journal CSV' })).toHaveAttribute('href', '/api/admin/finance/exports/journal');

    await user.type(screen.getByLabelText('From'), '2026-11-01');
    expect(screen.getByRole('link', { name: 'Download revenue CSV' })).toHaveAttribute('href', '/api/admin/finance/exports/revenue?from=2026-11-01');
    expect(screen.getByRole('link', { name: 'Download journal CSV' })).toHaveAttribute('href', '/api/admin/finance/exports/journal?from=2026-11-01');
    await screen.findByRole('table', { name: 'Revenue by corridor and day' });
    expect(requests).toContain('/api/admin/finance/revenue?from=2026-11-01');
  });

  it('says why the server refused the dates', async () => {
    mockApiWith(financeBackend());
    const user = userEvent.setup();
    renderApp('/admin/dashboard?tab=finance');
    await screen.findByRole('table', { name: 'Revenue by corridor and day' });

    await user.type(screen.getByLabelText('From'), '2026-11-27');
    expect(await screen.findByText('from must be on or before to')).toBeInTheDocument();
  });

  it('shows each partner float and the open breaks, linking to the queue', async () => {
    mockApiWith(financeBackend());
    renderApp('/admin/dashboard?tab=finance');

    const float = within(await screen.findByRole('table', { name: 'Float per partner' }));
    const cells = (row: number) => within(float.getAllByRole('row')[row]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells(1)).toEqual(['MTN MoMo', 'UGX', '630,000', '5,000', '200,000', '625,000', '624,000', '2.5']);
    expect(cells(2)).toEqual(['Safaricom M-Pesa (Daraja)Paused: float short (3 waiting)', 'KES', '100.00', '0.00', '0.00', '100.00', '—', '—']);
    expect(await screen.findByText('2 open')).toBeInTheDocument();
    expect(screen.getByText(/Oldest: Stripe moved money the books do not show/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Work them in Needs attention' })).toHaveAttribute('href', '/admin/dashboard?tab=attention');
  });
});
