import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hardRedirect } from '@/lib/redirect';
import { mockApi, signedInAs, signedOut } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

describe('signed-in screens', () => {
  it.each([
    ['/send', '/login?next=%2Fsend'],
    ['/dashboard', '/login'],
    ['/transactions/7b0c?x=1', '/login?next=%2Ftransactions%2F7b0c%3Fx%3D1'],
    ['/teller-callback', '/login?next=%2Fteller-callback'],
  ])(
    'send a signed-out visitor at %s to %s (sign-in comes back)',
    async (path, login) => {
      mockApi({ '/api/auth/me': signedOut });
      renderApp(path);

      await waitFor(() => expect(hardRedirect).toHaveBeenCalledWith(login));
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    },
  );

  it('open for a signed-in user', async () => {
    mockApi({ '/api/auth/me': signedInAs('Amina', 'Tesfaye') });
    renderApp('/transactions');

    expect(await screen.findByRole('heading', { name: 'Transaction history' })).toBeInTheDocument();
    expect(hardRedirect).not.toHaveBeenCalled();
  });

  it('leave public screens public', async () => {
    mockApi({ '/api/auth/me': signedOut });
    renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(hardRedirect).not.toHaveBeenCalled();
  });
});

describe('the home route', () => {
  it('greets a signed-in user by first name', async () => {
    mockApi({ '/api/auth/me': signedInAs('Amina', 'Tesfaye') });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Welcome back, Amina' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send Money Now' })).not.toBeInTheDocument();
  });

  it('shows the landing page to a signed-out visitor', async () => {
    mockApi({ '/api/auth/me': signedOut });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/money transfers to africa/i);
    expect(screen.getAllByRole('link', { name: 'Send Money Now' })).toHaveLength(2);
  });
});
