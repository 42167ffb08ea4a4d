import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hardRedirect } from '@/lib/redirect';
import type { PaymentMethod } from '@/lib/data/payment-methods';
import type { Recipient } from '@/lib/data/recipients';
import type { Transaction } from '@/lib/data/transactions';
import { callsTo, mockApi, signedInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

describe('dashboard', () => {
  it("greets a sender in their account's language (Amharic), with its sections and actions", async () => {
    const me = signedInAs('Amina', 'Tesfaye');
    mockApi({ '/api/auth/me': { body: { ...(me.body as object), language: 'am' } } });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'እንኳን ደህና መጡ፣ Amina' })).toBeInTheDocument();
    const actions = within(screen.getByRole('region', { name: 'ፈጣን ተግባራት' }));
    expect(actions.getByRole('link', { name: 'ገንዘብ ይላኩ' })).toHaveAttribute('href', '/send');
    for (const name of ['የቅርብ ጊዜ ግብይቶች', 'የቅርብ ጊዜ ተቀባዮች', 'የተቀመጡ የክፍያ ዘዴዎች']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'ውጣ' })).toBeInTheDocument();
  });

  it.each(['/', '/dashboard'])('greets the signed-in user by first name at %s', async (path) => {
    mockApi({ '/api/auth/me': signedInAs('Amina', 'Tesfaye') });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Amina' })).toBeInTheDocument();
  });

  it('offers the quick actions and sections without made-up data', async () => {
    mockApi({ '/api/auth/me': signedInAs('Amina', 'Tesfaye') });
    renderApp('/dashboard');

    const actions = within(await screen.findByRole('region', { name: 'Quick actions' }));
    expect(actions.getByRole('link', { name: 'Send Money' })).toHaveAttribute('href', '/send');
    expect(actions.getByRole('link', { name: 'Payment Methods' })).toHaveAttribute('href', '/payment-methods');
    for (const name of ['Recent transactions', 'Recent recipients', 'Saved payment methods']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'View all transactions' })).toHaveAttribute('href', '/transactions');
  });

  it('signs out, confirms, and reloads on the landing page', async () => {
    const fetchMock = mockApi({
      '/api/auth/me': signedInAs('Amina', 'Tesfaye'),
      'POST /api/auth/logout': { body: { message: 'Logged out' } },
    });
    renderApp('/dashboard');

    const main = within(await screen.findByRole('main'));
    fireEvent.click(await main.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(hardRedirect).toHaveBeenCalledWith('/'));
    expect(callsTo(fetchMock, 'POST', '/api/auth/logout')).toHaveLength(1);
    expect(screen.getByText('Logged out successfully')).toBeInTheDocument();
    // The confirmation is kept for the page the reload opens.
    expect(sessionStorage.getItem('pending-toast')).toContain('Logged out successfully');
  });

  it('says so when signing out fails', async () => {
    mockApi({
      '/api/auth/me': signedInAs('Amina', 'Tesfaye'),
      'POST /api/auth/logout': { status: 500, body: { message: 'Session store unavailable' } },
    });
    renderApp('/dashboard');

    const main = within(await screen.findByRole('main'));
    fireEvent.click(await main.findByRole('button', { name: 'Sign out' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Logout failed');
    expect(alert).toHaveTextContent('Please try again');
    expect(hardRedirect).not.toHaveBeenCalled();
    expect(main.getByRole('button', { name: 'Sign out' })).toBeEnabled();
  });

  describe('with data', () => {
    const me = signedInAs('Amina', 'Tesfaye');

    const transfers: Transaction[] = Array.from({ length: 7 }, (_, index) => ({
      id: `7f1c0a52-0000-4000-8000-00000000000${index + 1}`,
      sessionId: `cs_test_${index + 1}`,
      country: index === 0 ? 'uganda' : 'kenya',
      amount: 100 + index,
      feeAmount: 9,
      totalAmount: 109 + index,
      recipientAmount: 12925,
      currencyCode: 'KES',
      status: index === 0 ? 'pending' : 'completed',
      paymentMethod: 'card',
      providerTransferId: null,
      recipientInfo: { firstName: 'Person', lastName: `${index + 1}`, phone: `+25470000000${index + 1}` },
      createdAt: '2025-01-05T12:00:00.000Z',
    }));

    const recipients: Recipient[] = Array.from({ length: 5 }, (_, index) => ({
      id: index + 1,
      firstName: 'Friend',
      lastName: `${index + 1}`,
      phone: `+25671200000${index + 1}`,
      country: 'uganda',
      useCount: 1,
      lastUsed: null,
      createdAt: '2025-01-01T12:00:00.000Z',
    }));

    const methods: PaymentMethod[] = [
      { id: 1, name: 'Chase Checking', type: 'bank_account', lastFour: '6789', isDefault: false, verification: 'verified', createdAt: null },
      { id: 2, name: 'Visa', type: 'card', lastFour: '4242', isDefault: true, verification: 'verified', createdAt: null },
      { id: 3, name: 'Mastercard', type: 'card', lastFour: '4444', isDefault: false, verification: 'verified', createdAt: null },
    ];

    const hrefOf = (link: HTMLElement) => {
      const url = new URL(link.getAttribute('href')!, 'http://localhost');
      return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
    };

    it('shows the 5 latest transactions with status and "Send Again"', async () => {
      const fetchMock = mockApi({ '/api/auth/me': me, '/api/transactions': { body: transfers } });
      renderApp('/dashboard');

      const section = within(await screen.findByRole('region', { name: 'Recent transactions' }));
      await waitFor(() => expect(section.getAllByRole('listitem')).toHaveLength(5));
      const [first] = section.getAllByRole('listitem');
      expect(first).toHaveTextContent('Person 1');
      expect(first).toHaveTextContent('$100.00');
      expect(first).toHaveTextContent('Jan 5, 2025');
      expect(within(first!).getByText('Pending')).toHaveAttribute('data-tone', 'warning');
      expect(section.queryByText('Person 6')).not.toBeInTheDocument();
      expect(hrefOf(within(first!).getByRole('link', { name: 'Send Again' }))).toEqual({
        path: '/transfer',
        query: { again: expect.any(String) },
      });

      const asked = fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/transactions');
      expect(asked.map((url) => url.search)).toEqual(['?limit=5']);
    });

    it('shows the 3 most recently used recipients, each with "Send"', async () => {
      mockApi({ '/api/auth/me': me, '/api/recipients': { body: recipients } });
      renderApp('/dashboard');

      const section = within(await screen.findByRole('region', { name: 'Recent recipients' }));
      await waitFor(() => expect(section.getAllByRole('listitem')).toHaveLength(3));
      expect(section.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
        'Friend 1',
        'Friend 2',
        'Friend 3',
      ]);
      expect(hrefOf(section.getAllByRole('link', { name: 'Send' })[0]!)).toEqual({
        path: '/transfer',
        query: { recipientId: expect.any(String) },
      });
    });

    it('shows 2 saved payment methods, the default first with its badge', async () => {
      mockApi({ '/api/auth/me': me, '/api/payment-methods': { body: methods } });
      renderApp('/dashboard');

      const section = within(await screen.findByRole('region', { name: 'Saved payment methods' }));
      await waitFor(() => expect(section.getAllByRole('listitem')).toHaveLength(2));
      const [first, second] = section.getAllByRole('listitem');
      expect(first).toHaveTextContent('Visa');
      expect(first).toHaveTextContent('Credit/Debit Card •••• 4242');
      expect(within(first!).getByText('Default')).toBeInTheDocument();
      expect(second).toHaveTextContent('Chase Checking');
      expect(second).toHaveTextContent('Bank Account •••• 6789');
      expect(within(second!).queryByText('Default')).not.toBeInTheDocument();
      expect(section.queryByText('Mastercard')).not.toBeInTheDocument();
    });

    it('keeps the empty states when there is nothing yet or the payment-methods API is missing', async () => {
      const fetchMock = mockApi({
        '/api/auth/me': me,
        '/api/transactions': { body: [] },
        '/api/recipients': { body: [] },
        '/api/payment-methods': { status: 404, body: { message: 'Cannot GET /api/payment-methods' } },
      });
      renderApp('/dashboard');

      expect(await screen.findByText('Your latest transfers will appear here.')).toBeInTheDocument();
      expect(await screen.findByText('The people you send money to will appear here.')).toBeInTheDocument();
      expect(await screen.findByText('Your saved cards and bank accounts will appear here.')).toBeInTheDocument();
      await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/payment-methods')).toHaveLength(1));
      expect(screen.getByText('Your saved cards and bank accounts will appear here.')).toBeInTheDocument();
    });
  });
});
