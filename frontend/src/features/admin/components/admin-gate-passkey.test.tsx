import { browserSupportsWebAuthn, startAuthentication, type AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { operator, operatorBackend, type FakeRequest } from '../testing/fixtures';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: vi.fn(() => true),
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

const PASSKEY_BUTTON = 'Use a passkey instead of a code';

/** The operator's passkey, as the browser answers the server's challenge with it. */
const assertion: AuthenticationResponseJSON = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'Y2xpZW50', authenticatorData: 'YXV0aA', signature: 'c2ln', userHandle: 'dXNlcg' },
  clientExtensionResults: {},
};

const requestOptions = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [{ id: 'cred-1', type: 'public-key' }], userVerification: 'preferred', timeout: 300000 };

/** A browser's "operation not allowed": what WebAuthn raises when the operator cancels the prompt. */
function cancelledPrompt(): Error {
  const error = new Error('The operation either timed out or was not allowed.');
  error.name = 'NotAllowedError';
  return error;
}

/**
 * The gate's server with the passkey routes as the api has them: options for an email (the
 * challenge remembered), then email, password and the passkey's answer, the session opening
 * only when all three are right (401 ADMIN.INVALID_SIGN_IN for any wrong one).
 */
function passkeyServer() {
  let passkeyAdmin = false;
  let challengeFor: string | undefined;
  const own = ({ method, path, body }: FakeRequest) => {
    if (method === 'POST' && path === '/api/admin/session/passkey-options') {
      challengeFor = (body as { email: string }).email;
      return { body: requestOptions };
    }
    if (method === 'POST' && path === '/api/admin/session/passkey') {
      const { email, password, response } = body as { email: string; password: string; response: { id: string } };
      if (challengeFor !== email) return { status: 400, body: { code: 'ADMIN.PASSKEY_REFUSED', message: 'Passkey refused: start again.' } };
      challengeFor = undefined;
      if (email !== operator.email || password !== operator.password || response.id !== assertion.id) {
        return { status: 401, body: { code: 'ADMIN.INVALID_SIGN_IN', message: 'Invalid email, password or authentication code' } };
      }
      passkeyAdmin = true;
      return { body: { message: 'Welcome to the admin dashboard' } };
    }
    return undefined;
  };
  const signedOut = operatorBackend(own);
  const signedIn = operatorBackend(own, { signedIn: true, role: 'finance' });
  return mockApiWith((request) => (passkeyAdmin ? signedIn : signedOut)(request));
}

type User = ReturnType<typeof userEvent.setup>;

async function fillEmailAndPassword(user: User, { email = '', password = '' }: { email?: string; password?: string }) {
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(await screen.findByLabelText('Admin Password'), password);
}

describe('/admin gate: a passkey instead of the code', () => {
  beforeEach(() => {
    setCsrfCookie('csrf-admin');
    vi.mocked(browserSupportsWebAuthn).mockReturnValue(true);
    vi.mocked(startAuthentication).mockReset();
  });
  afterEach(clearCsrfCookie);

  it('is offered below "Access Dashboard" where the browser has WebAuthn', async () => {
    passkeyServer();
    renderApp('/admin');

    const passkey = await screen.findByRole('button', { name: PASSKEY_BUTTON }, { timeout: 5000 });
    const submit = screen.getByRole('button', { name: 'Access Dashboard' });
    expect(submit.compareDocumentPosition(passkey) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Not the form's submit: Enter in a field still sends the code.
    expect(passkey).toHaveAttribute('type', 'button');
  });

  it('is not offered where the browser has no WebAuthn', async () => {
    vi.mocked(browserSupportsWebAuthn).mockReturnValue(false);
    passkeyServer();
    renderApp('/admin');

    expect(await screen.findByRole('button', { name: 'Access Dashboard' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PASSKEY_BUTTON })).not.toBeInTheDocument();
  });

  it('asks for the email, then the password, before starting a passkey sign-in (the code is not needed)', async () => {
    const fetchMock = passkeyServer();
    const user = userEvent.setup();
    renderApp('/admin');

    await user.click(await screen.findByRole('button', { name: PASSKEY_BUTTON }, { timeout: 5000 }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await fillEmailAndPassword(user, { email: operator.email });
    await user.click(screen.getByRole('button', { name: PASSKEY_BUTTON }));
    expect(screen.getByLabelText('Admin Password')).toHaveAccessibleDescription('Admin password is required');
    expect(screen.getByLabelText('Admin Password')).toHaveFocus();
    expect(screen.getByLabelText('Authentication Code')).not.toHaveAccessibleDescription();

    expect(callsTo(fetchMock, 'POST', '/api/admin/session/passkey-options')).toHaveLength(0);
    expect(startAuthentication).not.toHaveBeenCalled();
  });

  it("opens the dashboard with the email, password and the passkey's answer to the server's challenge", async () => {
    vi.mocked(startAuthentication).mockResolvedValue(assertion);
    const fetchMock = passkeyServer();
    const user = userEvent.setup();
    renderApp('/admin');

    await fillEmailAndPassword(user, { email: ` ${operator.email} `, password: operator.password });
    await user.click(screen.getByRole('button', { name: PASSKEY_BUTTON }));

    const toast = (await screen.findByText('Admin Access Granted')).closest('[role="status"]');
    expect(toast).toHaveTextContent('Welcome to the admin dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeInTheDocument();
    // The session is read again, so the operator and their role are named.
    expect(screen.getByText(`Signed in as ${operator.email} · Finance`)).toBeInTheDocument();

    const options = callsTo(fetchMock, 'POST', '/api/admin/session/passkey-options');
    expect(options).toHaveLength(1);
    expect(options[0]?.body).toStrictEqual({ email: operator.email });
    expect(options[0]?.headers.get('x-csrf-token')).toBe('csrf-admin');
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: requestOptions });
    const signIn = callsTo(fetchMock, 'POST', '/api/admin/session/passkey');
    expect(signIn).toHaveLength(1);
    expect(signIn[0]?.body).toStrictEqual({ email: operator.email, password: operator.password, response: assertion });
    expect(signIn[0]?.headers.get('x-csrf-token')).toBe('csrf-admin');
    // No code was sent anywhere.
    expect(callsTo(fetchMock, 'POST', '/api/admin/session')).toHaveLength(0);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/admin/stats')).toHaveLength(1));
  });

  it('refuses a wrong password with "Access Denied: Invalid email, password or passkey", clears the password and stays on the gate', async () => {
    vi.mocked(startAuthentication).mockResolvedValue(assertion);
    const fetchMock = passkeyServer();
    const user = userEvent.setup();
    renderApp('/admin');

    await fillEmailAndPassword(user, { email: operator.email, password: 'not the password' });
    await user.click(screen.getByRole('button', { name: PASSKEY_BUTTON }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Access Denied');
    expect(toast).toHaveTextContent('Invalid email, password or passkey');
    expect(callsTo(fetchMock, 'POST', '/api/admin/session/passkey')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(operator.email);
    expect(screen.getByLabelText('Admin Password')).toHaveValue('');
    expect(screen.getByLabelText('Admin Password')).toHaveFocus();
    expect(screen.getByRole('button', { name: PASSKEY_BUTTON })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Access Dashboard' })).toBeEnabled();
    expect(callsTo(fetchMock, 'GET', '/api/admin/stats')).toHaveLength(0);
  });

  it('says the prompt was cancelled when the operator closes it, sending no sign-in', async () => {
    vi.mocked(startAuthentication).mockRejectedValue(cancelledPrompt());
    const fetchMock = passkeyServer();
    const user = userEvent.setup();
    renderApp('/admin');

    await fillEmailAndPassword(user, { email: operator.email, password: operator.password });
    await user.click(screen.getByRole('button', { name: PASSKEY_BUTTON }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Access Denied');
    expect(toast).toHaveTextContent('The passkey prompt was cancelled');
    expect(callsTo(fetchMock, 'POST', '/api/admin/session/passkey-options')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/api/admin/session/passkey')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    // Nothing was refused: the password stays for another try or the code.
    expect(screen.getByLabelText('Admin Password')).toHaveValue(operator.password);
    expect(screen.getByRole('button', { name: PASSKEY_BUTTON })).toBeEnabled();
  });

  it("says what the server said when the passkey sign-in could not start (too many attempts)", async () => {
    vi.mocked(startAuthentication).mockResolvedValue(assertion);
    mockApiWith(
      operatorBackend(({ method, path }) =>
        method === 'POST' && path === '/api/admin/session/passkey-options'
          ? { status: 429, body: { message: 'Too many attempts. Try again in 15 minutes.' } }
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderApp('/admin');

    await fillEmailAndPassword(user, { email: operator.email, password: operator.password });
    await user.click(screen.getByRole('button', { name: PASSKEY_BUTTON }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Access Denied');
    expect(toast).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
    expect(startAuthentication).not.toHaveBeenCalled();
  });
});
