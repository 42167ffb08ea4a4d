import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hardRedirect } from '@/lib/redirect';
import { mockApi, signedInAs, signedOut } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

function mainNav() {
  return screen.findByRole('navigation', { name: 'Main' });
}

describe('header', () => {
  it('offers the public links and Sign In to a signed-out visitor', async () => {
    mockApi({ '/api/auth/me': signedOut });
    renderApp('/');

    const nav = await mainNav();
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Send Money', '/send'],
      ['How It Works', '/#how-it-works'],
      ['Countries', '/#countries'],
    ]);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });

  it('scrolls to the section a header anchor link names', async () => {
    mockApi({ '/api/auth/me': signedOut });
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderApp('/');
    await screen.findByRole('heading', { name: 'Where you can send money' });

    fireEvent.click(within(await mainNav()).getByRole('link', { name: 'Countries' }));

    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts.at(-1)).toHaveAttribute('id', 'countries');
  });

  it('switches to the account links and an initials menu for a signed-in user', async () => {
    mockApi({ '/api/auth/me': signedInAs('Amina', 'Tesfaye') });
    renderApp('/');

    const nav = await mainNav();
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Recipients',
      'Payment Methods',
      'Transactions',
      'Send Money',
    ]);
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    const menuButton = screen.getByRole('button', { name: 'Account menu for Amina Tesfaye' });
    expect(menuButton).toHaveTextContent('AT');
    fireEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['Profile', 'Payment Methods', 'Settings']) {
      expect(screen.getAllByRole('link', { name: label }).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('link', { name: 'Rate alerts' })).toHaveAttribute('href', '/rate-alerts');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('signs out through the API and reloads on the landing page', async () => {
    document.cookie = 'csrf_token=abc; path=/';
    const fetchMock = mockApi({
      '/api/auth/me': signedInAs('Amina', 'Tesfaye'),
      'POST /api/auth/logout': { body: { success: true } },
    });
    renderApp('/');

    fireEvent.click(await screen.findByRole('button', { name: /account menu/i }));
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(hardRedirect).toHaveBeenCalledWith('/'));
    expect(screen.getByText('Logged Out')).toBeInTheDocument();
    expect(screen.getByText('You have been logged out successfully')).toBeInTheDocument();
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout');
    expect(new Headers(logoutCall?.[1]?.headers).get('x-csrf-token')).toBe('abc');
    document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('shows the server message when signing out fails', async () => {
    mockApi({
      '/api/auth/me': signedInAs('Amina', 'Tesfaye'),
      'POST /api/auth/logout': { status: 500, body: { message: 'Session store unavailable' } },
    });
    renderApp('/');

    fireEvent.click(await screen.findByRole('button', { name: /account menu/i }));
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Logout Failed');
    expect(alert).toHaveTextContent('Session store unavailable');
    expect(sessionStorage.getItem('pending-toast')).toBeNull();
    expect(hardRedirect).not.toHaveBeenCalled();
  });
});
