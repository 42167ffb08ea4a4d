import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, setCsrfCookie, signedInAs, signedOut } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

describe('the language switcher', () => {
  it('starts in English (the browser is en-US), switches the page to Amharic, sets <html lang> and remembers the choice', async () => {
    mockApi({ '/api/auth/me': signedOut });
    const user = userEvent.setup();
    const { unmount } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Fast, secure money transfers to Africa/ })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'am');

    expect(await screen.findByRole('heading', { level: 1, name: /ፈጣን እና ደህንነቱ የተጠበቀ የገንዘብ ዝውውር ወደ አፍሪካ/ })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('am');
    expect(screen.getByRole('combobox', { name: 'ቋንቋ · Language' })).toHaveValue('am');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'ይግቡ' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem('language')).toBe('am');

    unmount();
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'መለያዎን ይክፈቱ' })).toBeInTheDocument();
    expect(screen.getByLabelText('ስም')).toBeInTheDocument();
  });

  it("offers the browser's language on a first visit, and falls back to English for one the app does not speak", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sw-KE', 'en']);
    mockApi({ '/api/auth/me': signedOut });
    const { unmount } = renderApp('/');
    expect(await screen.findByRole('link', { name: 'Tuma Pesa' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sw');
    unmount();

    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Send Money' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it("saves a signed-in sender's choice on their account, and their account's language comes with them", async () => {
    setCsrfCookie();
    const me = signedInAs('Amina', 'Tesfaye');
    const fetchMock = mockApi({
      '/api/auth/me': { body: { ...(me.body as object), language: 'ti' } },
      'PUT /api/settings/language': { body: { language: 'sw' } },
    });
    const user = userEvent.setup();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 እቲ ገጽ ኣይተረኽበን' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'ቋንቋ · Language' }), 'sw');
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/settings/language').map((call) => call.body)).toEqual([{ language: 'sw' }]));
  });
});
