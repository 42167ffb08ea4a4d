import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hardRedirect } from '@/lib/redirect';
import { callsTo, mockApi, signedInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

describe('dashboard', () => {
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
});
