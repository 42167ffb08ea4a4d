import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '@/lib/data/payment-methods';
import {
  callsTo,
  clearCsrfCookie,
  mockApi,
  mockApiWith,
  setCsrfCookie,
  signedInAs,
  type MockAnswer,
} from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const me = signedInAs('Amina', 'Tesfaye');

const visa: PaymentMethod = {
  id: 1,
  name: 'Visa ending in 4242',
  type: 'card',
  lastFour: '4242',
  bankName: null,
  accountType: null,
  isDefault: true,
  createdAt: '2025-01-01T12:00:00.000Z',
};
const chase: PaymentMethod = {
  id: 2,
  name: 'Chase Checking',
  type: 'bank_account',
  lastFour: '6789',
  bankName: 'Chase',
  accountType: 'checking',
  isDefault: false,
  createdAt: '2025-01-02T12:00:00.000Z',
};

async function methodCard(name: string) {
  return within(await screen.findByRole('article', { name }));
}

describe('/payment-methods', () => {
  beforeEach(() => setCsrfCookie('csrf-pm'));
  afterEach(clearCsrfCookie);

  it('lists each method with its type, last four and the Default badge; Set Default only on the others', async () => {
    mockApi({ '/api/auth/me': me, '/api/payment-methods': { body: [visa, chase] } });
    renderApp('/payment-methods');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Methods' })).toBeInTheDocument();
    const card = await methodCard('Visa ending in 4242');
    expect(card.getByText('Credit/Debit Card')).toBeInTheDocument();
    expect(card.getByText('•••• 4242')).toBeInTheDocument();
    expect(card.getByText('Default')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Set Default' })).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    const bank = await methodCard('Chase Checking');
    expect(bank.getByText('Bank Account')).toBeInTheDocument();
    expect(bank.getByText('•••• 6789')).toBeInTheDocument();
    expect(bank.queryByText('Default')).not.toBeInTheDocument();
    expect(bank.getByRole('button', { name: 'Set Default' })).toBeInTheDocument();

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Bank Account' })).toHaveAttribute(
      'href',
      '/add-payment-method?type=bank_account',
    );
    expect(main.getByRole('link', { name: 'Credit Card' })).toHaveAttribute('href', '/add-payment-method?type=card');
  });

  it('says when there are none yet', async () => {
    mockApi({ '/api/auth/me': me, '/api/payment-methods': { body: [] } });
    renderApp('/payment-methods');

    expect(await screen.findByText('You have not saved any payment methods yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first payment method' })).toHaveAttribute(
      'href',
      '/add-payment-method?type=card',
    );
  });

  it('makes another method the default and confirms', async () => {
    let list = [visa, chase];
    const fetchMock = mockApiWith(({ method, path }): MockAnswer | undefined => {
      if (path === '/api/auth/me') return me;
      if (method === 'GET' && path === '/api/payment-methods') return { body: list };
      if (method === 'POST' && path === '/api/payment-methods/2/default') {
        list = [{ ...visa, isDefault: false }, { ...chase, isDefault: true }];
        return { body: { message: 'Default payment method updated' } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/payment-methods');

    await user.click((await methodCard('Chase Checking')).getByRole('button', { name: 'Set Default' }));

    expect(await screen.findByText('Default payment method updated')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'POST', '/api/payment-methods/2/default');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('x-csrf-token')).toBe('csrf-pm');
    const bank = await methodCard('Chase Checking');
    await waitFor(() => expect(bank.getByText('Default')).toBeInTheDocument());
    expect(bank.queryByRole('button', { name: 'Set Default' })).not.toBeInTheDocument();
    expect((await methodCard('Visa ending in 4242')).getByRole('button', { name: 'Set Default' })).toBeInTheDocument();
  });

  it('says so when the default cannot be changed', async () => {
    mockApi({
      '/api/auth/me': me,
      'GET /api/payment-methods': { body: [visa, chase] },
      'POST /api/payment-methods/2/default': { status: 500, body: { message: 'Database unavailable' } },
    });
    const user = userEvent.setup();
    renderApp('/payment-methods');

    await user.click((await methodCard('Chase Checking')).getByRole('button', { name: 'Set Default' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update default payment method');
  });

  it('asks before deleting, and deletes only once confirmed', async () => {
    let list = [visa, chase];
    const fetchMock = mockApiWith(({ method, path }): MockAnswer | undefined => {
      if (path === '/api/auth/me') return me;
      if (method === 'GET' && path === '/api/payment-methods') return { body: list };
      if (method === 'DELETE' && path === '/api/payment-methods/2') {
        list = [visa];
        return { body: { message: 'Payment method deleted' } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/payment-methods');

    await user.click((await methodCard('Chase Checking')).getByRole('button', { name: 'Delete' }));
    let confirm = within(screen.getByRole('alertdialog', { name: 'Delete payment method?' }));
    expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/payment-methods/2')).toHaveLength(0);

    await user.click((await methodCard('Chase Checking')).getByRole('button', { name: 'Delete' }));
    confirm = within(screen.getByRole('alertdialog', { name: 'Delete payment method?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Payment method deleted successfully')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'DELETE', '/api/payment-methods/2');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toBeUndefined();
    expect(calls[0]?.headers.get('x-csrf-token')).toBe('csrf-pm');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Chase Checking' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Visa ending in 4242' })).toBeInTheDocument();
  });

  it("shows the server's message when deleting fails, or the fallback", async () => {
    mockApi({
      '/api/auth/me': me,
      'GET /api/payment-methods': { body: [visa, chase] },
      'DELETE /api/payment-methods/1': { status: 409, body: { message: 'This method pays a pending transfer.' } },
      'DELETE /api/payment-methods/2': { status: 502, body: '<html>Bad gateway</html>' },
    });
    const user = userEvent.setup();
    renderApp('/payment-methods');

    await user.click((await methodCard('Visa ending in 4242')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete payment method?' })).getByRole('button', { name: 'Delete' }),
    );
    let toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('This method pays a pending transfer.');
    expect(screen.getByRole('article', { name: 'Visa ending in 4242' })).toBeInTheDocument();

    await user.click((await methodCard('Chase Checking')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete payment method?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete payment method'));
    toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Error');
  });
});
