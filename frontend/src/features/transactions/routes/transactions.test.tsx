import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Transaction } from '@/lib/data/transactions';
import { callsTo, mockApi, mockApiWith, signedInAs, type MockAnswer } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const me = signedInAs('Amina', 'Tesfaye');

function transfer(n: number, overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: `7f1c0a52-0000-4000-8000-${String(n).padStart(12, '0')}`,
    sessionId: `cs_test_${n}`,
    country: 'kenya',
    amount: 100,
    feeAmount: 9,
    totalAmount: 109,
    recipientAmount: 12925,
    currencyCode: 'KES',
    status: 'completed',
    paymentMethod: 'card',
    providerTransferId: null,
    recipientInfo: { firstName: 'Wanjiru', lastName: 'Kamau', phone: '+254712345678' },
    deliveryMethod: 'mpesa',
    payout: { rail: null, receipt: null, pickupCode: null, failureCode: null },
    createdAt: '2025-01-05T12:00:00.000Z',
    ...overrides,
  };
}

/** The value shown for a label (a `dt`) inside an element. */
function valueOf(container: HTMLElement, label: string): string | null {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('/transactions', () => {
  it('shows each transfer with its figures, recipient, method, date and provider id', async () => {
    const first = transfer(1, {
      amount: 1234.5,
      feeAmount: 61.73,
      totalAmount: 1296.23,
      recipientAmount: 159558.13,
      paymentMethod: 'ach',
      providerTransferId: 'tr_3QabcDEF',
    });
    const second = transfer(2, {
      country: 'ethiopia',
      currencyCode: 'ETB',
      recipientAmount: 5750,
      recipientInfo: { firstName: 'Abebe', lastName: 'Bekele', phone: '+251911234567' },
      createdAt: '2024-12-24T15:00:00.000Z',
      paymentMethod: 'saved_4',
    });
    const third = { ...second, id: 'c3', reference: '7KQM-2XDP', recipientInfo: { firstName: 'Selam', lastName: 'Haile', phone: '+2917123456' } };
    mockApi({ '/api/auth/me': me, '/api/transactions': { body: [first, second, third] } });
    renderApp('/transactions');

    const row = await screen.findByRole('article', { name: 'Wanjiru Kamau' });
    expect(valueOf(row, 'Amount sent')).toBe('$1,234.50');
    expect(valueOf(row, 'Fee')).toBe('$61.73');
    expect(valueOf(row, 'Total paid')).toBe('$1,296.23');
    expect(valueOf(row, 'Recipient gets')).toBe('159,558.13 KES');
    expect(valueOf(row, 'Payment method')).toBe('Bank (ACH)');
    expect(valueOf(row, 'Transaction ID')).toBe('tr_3QabcDEF');
    expect(within(row).getByText('Jan 5, 2025')).toBeInTheDocument();

    const other = screen.getByRole('article', { name: 'Abebe Bekele' });
    expect(valueOf(other, 'Amount sent')).toBe('$100.00');
    expect(valueOf(other, 'Recipient gets')).toBe('5,750.00 ETB');
    expect(valueOf(other, 'Payment method')).toBe('saved_4');
    expect(within(other).getByText('Dec 24, 2024')).toBeInTheDocument();
    // No provider transfer id yet: no Transaction ID.
    expect(within(other).queryByText('Transaction ID')).not.toBeInTheDocument();
    // With our reference, only the reference: the one id a sender quotes (issue #29).
    const referenced = screen.getByRole('article', { name: 'Selam Haile' });
    expect(valueOf(referenced, 'Reference')).toBe('7KQM-2XDP');
    expect(within(referenced).queryByText('Transaction ID')).not.toBeInTheDocument();

    // Newest first, as the server sends them.
    const names = screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
    expect(names).toEqual(['Wanjiru Kamau', 'Abebe Bekele', 'Selam Haile']);
  });

  it('shows how each recipient receives the money, with the bank of a bank account', async () => {
    const mpesa = transfer(1);
    const bank = transfer(2, {
      country: 'ethiopia',
      currencyCode: 'ETB',
      deliveryMethod: 'bank_account',
      recipientInfo: {
        firstName: 'Abebe',
        lastName: 'Bekele',
        phone: '+251911234567',
        bankId: 'cbe',
        bankName: 'Commercial Bank of Ethiopia',
        accountNumber: '1000123456789',
      },
    });
    const cash = transfer(3, {
      country: 'eritrea',
      currencyCode: 'ERN',
      deliveryMethod: 'cash_pickup',
      recipientInfo: { firstName: 'Selam', lastName: 'Haile', phone: '+2917123456' },
    });
    mockApi({ '/api/auth/me': me, '/api/transactions': { body: [mpesa, bank, cash] } });
    renderApp('/transactions');

    expect(valueOf(await screen.findByRole('article', { name: 'Wanjiru Kamau' }), 'Receives by')).toBe('M-Pesa');
    expect(valueOf(screen.getByRole('article', { name: 'Abebe Bekele' }), 'Receives by')).toBe(
      'Bank account · Commercial Bank of Ethiopia',
    );
    expect(valueOf(screen.getByRole('article', { name: 'Selam Haile' }), 'Receives by')).toBe('Cash pickup');
  });

  it('labels a card payment "Card"', async () => {
    mockApi({ '/api/auth/me': me, '/api/transactions': { body: [transfer(1)] } });
    renderApp('/transactions');

    expect(valueOf(await screen.findByRole('article'), 'Payment method')).toBe('Card');
  });

  it.each([
    ['completed', 'Completed', 'success', 'bg-green-100'],
    ['success', 'Success', 'success', 'bg-green-100'],
    ['pending', 'Pending', 'warning', 'bg-yellow-100'],
    ['failed', 'Failed', 'danger', 'bg-red-100'],
    ['error', 'Error', 'danger', 'bg-red-100'],
    ['processing', 'Processing', 'neutral', 'bg-slate-100'],
    ['cancelled', 'Cancelled', 'neutral', 'bg-slate-100'],
  ])('colours the status %s', async (status, label, tone, colour) => {
    mockApi({ '/api/auth/me': me, '/api/transactions': { body: [transfer(1, { status })] } });
    renderApp('/transactions');

    const badge = within(await screen.findByRole('article')).getByText(label);
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge).toHaveAttribute('data-status', status);
    expect(badge).toHaveClass(colour);
  });

  it('links "Send Again" to the transfer screen with the recipient and amount, and "Details" to the transfer', async () => {
    const past = transfer(1, { amount: 250.5, country: 'uganda', deliveryMethod: 'mtn_momo' });
    mockApi({ '/api/auth/me': me, '/api/transactions': { body: [past] } });
    renderApp('/transactions');

    const row = within(await screen.findByRole('article'));
    const url = new URL(row.getByRole('link', { name: 'Send Again' }).getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe('/transfer');
    expect(Object.fromEntries(url.searchParams)).toEqual({ again: String(past.id) });
    expect(row.getByRole('link', { name: 'Details' })).toHaveAttribute('href', `/transactions/${past.id}`);
  });

  it.each([
    ['card', '/card-checkout'],
    ['ach', '/teller-checkout'],
  ])('offers a pending %s transfer "Complete Payment" on its checkout, keeping "Send Again"', async (paymentMethod, checkout) => {
    const unpaid = transfer(1, { status: 'pending', paymentMethod, sessionId: 'Xq3v9ZbT_k2mW-8rLp0aNc4YdE7uHs1f' });
    mockApi({ '/api/auth/me': me, '/api/transactions': { body: [unpaid] } });
    renderApp('/transactions');

    const row = within(await screen.findByRole('article'));
    expect(row.getByRole('link', { name: 'Complete Payment' })).toHaveAttribute(
      'href',
      `${checkout}?session_id=Xq3v9ZbT_k2mW-8rLp0aNc4YdE7uHs1f`,
    );
    expect(row.getByRole('link', { name: 'Send Again' })).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Details' })).toBeInTheDocument();
  });

  it('offers "Complete Payment" only on the pending transfers', async () => {
    const pending = transfer(1, { status: 'pending', recipientInfo: { firstName: 'Unpaid', lastName: 'One', phone: null } });
    const others = ['completed', 'failed', 'processing', 'cancelled'].map((status, index) =>
      transfer(index + 2, { status, recipientInfo: { firstName: 'Settled', lastName: status, phone: null } }),
    );
    mockApi({ '/api/auth/me': me, '/api/transactions': { body: [pending, ...others] } });
    renderApp('/transactions');

    const unpaid = within(await screen.findByRole('article', { name: 'Unpaid One' }));
    expect(unpaid.getByRole('link', { name: 'Complete Payment' })).toHaveAttribute('href', '/card-checkout?session_id=cs_test_1');
    for (const status of ['completed', 'failed', 'processing', 'cancelled']) {
      const row = within(screen.getByRole('article', { name: `Settled ${status}` }));
      expect(row.queryByRole('link', { name: 'Complete Payment' })).not.toBeInTheDocument();
      expect(row.getByRole('link', { name: 'Send Again' })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: 'Complete Payment' })).toHaveLength(1);
  });

  it('loads 20 at a time, then the 20 before the last one shown', async () => {
    const all = Array.from({ length: 23 }, (_, index) =>
      transfer(index + 1, { recipientInfo: { firstName: 'Person', lastName: `${index + 1}`, phone: '+254700000000' } }),
    );
    const fetchMock = mockApiWith(({ path, search }): MockAnswer | undefined => {
      if (path === '/api/auth/me') return me;
      if (path !== '/api/transactions') return undefined;
      const limit = Number(search.get('limit'));
      const before = search.get('before');
      const start = before ? all.findIndex((item) => item.id === before) + 1 : 0;
      return { body: all.slice(start, start + limit) };
    });
    const user = userEvent.setup();
    renderApp('/transactions');

    expect(await screen.findByRole('article', { name: 'Person 20' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('article', { name: 'Person 23' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const urls = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/transactions')
      .map((url) => url.search);
    expect(urls).toContain('?limit=20');
    expect(urls).toContain(`?limit=20&before=${all[19]!.id}`);
  });

  it('offers no "Load more" when less than a full page came back', async () => {
    mockApi({ '/api/auth/me': me, '/api/transactions': { body: [transfer(1), transfer(2)] } });
    renderApp('/transactions');

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('invites a first transfer when there are none', async () => {
    const fetchMock = mockApi({ '/api/auth/me': me, '/api/transactions': { body: [] } });
    renderApp('/transactions');

    expect(await screen.findByText('You have not sent any money yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send your first transfer' })).toHaveAttribute('href', '/send');
    expect(callsTo(fetchMock, 'GET', '/api/transactions')).toHaveLength(1);
  });

  it('says so when the history cannot be loaded', async () => {
    mockApi({ '/api/auth/me': me, '/api/transactions': { status: 500, body: { message: 'boom' } } });
    renderApp('/transactions');

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your transactions.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
