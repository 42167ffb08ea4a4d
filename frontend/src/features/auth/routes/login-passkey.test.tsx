import { startAuthentication } from '@simplewebauthn/browser';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie, signedInAs, signedOut } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { assertion, promptCancelled } from '@/testing/webauthn';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => import('@/testing/webauthn'));

const requestOptions = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [], userVerification: 'required' };

/** A sender whose passkey signs in (`refuse`: the server does not know it); after the password, `factors` come next. */
function backend({ refuse = false, factors }: { refuse?: boolean; factors?: { authenticator: boolean; passkey: boolean } } = {}) {
  let signedIn = false;
  return mockApiWith(({ method, path }) => {
    if (path === '/api/auth/me') return signedIn ? signedInAs('Amina', 'Tesfaye') : signedOut;
    if (method === 'POST' && (path === '/api/auth/login/passkey-options' || path === '/api/auth/login/second-factor/passkey-options')) return { body: requestOptions };
    if (method === 'POST' && path === '/api/auth/login/passkey') {
      if (refuse) return { status: 401, body: { code: 'AUTH.PASSKEY_NOT_RECOGNISED', message: 'This passkey did not sign you in. Try another passkey, or sign in with your password.' } };
      signedIn = true;
      return { body: { user: { id: 1 } } };
    }
    if (method === 'POST' && path === '/api/auth/login') {
      return { status: 401, body: { code: 'AUTH.SECOND_FACTOR_REQUIRED', message: 'Use one of your passkeys.', ...factors } };
    }
    if (method === 'POST' && path === '/api/auth/login/second-factor/passkey') {
      signedIn = true;
      return { body: { user: { id: 1 } } };
    }
    return undefined;
  });
}

describe('/login with a passkey', () => {
  beforeEach(() => {
    setCsrfCookie('csrf-passkey');
    vi.mocked(startAuthentication).mockReset();
  });
  afterEach(clearCsrfCookie);

  it('signs in with a passkey and no email or password: the server’s challenge, the browser’s prompt, then its answer', async () => {
    const fetchMock = backend();
    vi.mocked(startAuthentication).mockResolvedValue(assertion);
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back, Amina' })).toBeInTheDocument();
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: requestOptions });
    expect(callsTo(fetchMock, 'POST', '/api/auth/login/passkey').map((call) => call.body)).toEqual([{ response: assertion }]);
    expect(callsTo(fetchMock, 'POST', '/api/auth/login')).toHaveLength(0);
  });

  it('stays on the form when the prompt is cancelled or the passkey signs no one in, and says so', async () => {
    const fetchMock = backend({ refuse: true });
    vi.mocked(startAuthentication).mockRejectedValueOnce(promptCancelled()).mockResolvedValueOnce(assertion);
    const user = userEvent.setup();
    renderApp('/login');
    const button = await screen.findByRole('button', { name: 'Sign in with a passkey' });

    await user.click(button);
    expect(await screen.findByText('The passkey prompt was cancelled. Try again, or sign in with your password.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/login/passkey')).toHaveLength(0);

    await user.click(button);
    await waitFor(() => expect(screen.getAllByText('This passkey did not sign you in. Try another passkey, or sign in with your password.').length).toBeGreaterThan(0));
    expect(screen.getByLabelText('Email or Phone')).toBeInTheDocument();
  });

  it('after the password, offers a passkey-only account its passkey first, or a recovery code', async () => {
    const fetchMock = backend({ factors: { authenticator: false, passkey: true } });
    vi.mocked(startAuthentication).mockResolvedValue(assertion);
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Email or Phone'), 'amina@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const passkey = await screen.findByRole('button', { name: 'Use a passkey' });
    expect(passkey).toHaveFocus();
    expect(screen.getByLabelText('Recovery Code')).toBeInTheDocument();
    expect(screen.queryByLabelText('Authentication Code')).not.toBeInTheDocument();
    await user.click(passkey);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Amina' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/login/second-factor/passkey').map((call) => call.body)).toEqual([{ response: assertion }]);
  });

  it('after the password, with an app and a passkey, offers both', async () => {
    backend({ factors: { authenticator: true, passkey: true } });
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Email or Phone'), 'amina@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication Code')).toBeInTheDocument();
    expect(screen.getByText('Your password was right. Now use one of your passkeys, or enter the code from your authenticator app.')).toBeInTheDocument();
  });
});
