import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  clearCsrfCookie,
  mockApi,
  mockApiWith,
  setCsrfCookie,
  signedInAs,
  signedOut,
} from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

async function fillAndSubmit(emailOrPhone: string, password: string) {
  const user = userEvent.setup();
  if (emailOrPhone) await user.type(await screen.findByLabelText('Email or Phone'), emailOrPhone);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

/** The toast (outside the form) and the alert the form keeps. */
async function findToast() {
  const alerts = await screen.findAllByRole('alert');
  const toast = alerts.find((alert) => !alert.closest('form'));
  if (!toast) throw new Error('no toast');
  return toast;
}

async function findFormAlert() {
  return waitFor(() => {
    const alert = screen.getAllByRole('alert').find((element) => element.closest('form'));
    if (!alert) throw new Error('no alert on the form');
    return alert;
  });
}

describe('/login', () => {
  beforeEach(() => setCsrfCookie('csrf-abc'));
  afterEach(clearCsrfCookie);

  it('explains what is missing and sends nothing', async () => {
    const fetchMock = mockApi({ '/api/auth/me': signedOut });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in' });

    await fillAndSubmit('', '12345');

    expect(screen.getByLabelText('Email or Phone')).toHaveAccessibleDescription('Email or phone is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
    expect(screen.getByLabelText('Email or Phone')).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', '/api/auth/login')).toHaveLength(0);
  });

  it('accepts a 6-character password (what older registrations allowed)', async () => {
    const fetchMock = mockApi({
      '/api/auth/me': signedOut,
      'POST /api/auth/login': { status: 401, body: { message: 'Invalid email/phone or password', code: 'AUTH.INVALID_CREDENTIALS' } },
    });
    renderApp('/login');

    await fillAndSubmit('amina@example.com', 'abcdef');

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/auth/login')).toHaveLength(1));
  });

  it('signs in, refreshes the current user, confirms and goes to the dashboard', async () => {
    let signedIn = false;
    const fetchMock = mockApiWith(({ method, path }) => {
      if (path === '/api/auth/me') return signedIn ? signedInAs('Amina', 'Tesfaye') : signedOut;
      if (method === 'POST' && path === '/api/auth/login') {
        signedIn = true;
        return { body: { user: { id: 1 } } };
      }
      return undefined;
    });
    renderApp('/login');

    await fillAndSubmit('  amina@example.com ', 'correct horse');

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Success');
    expect(toast).toHaveTextContent('Logged in successfully');
    // The redirect waits about 100 ms: the form is still on screen when the toast shows.
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();

    expect(await screen.findByRole('heading', { name: 'Welcome back, Amina' })).toBeInTheDocument();
    const [login] = callsTo(fetchMock, 'POST', '/api/auth/login');
    expect(login?.body).toEqual({ emailOrPhone: 'amina@example.com', password: 'correct horse' });
    expect(login?.headers.get('x-csrf-token')).toBe('csrf-abc');
    expect(callsTo(fetchMock, 'GET', '/api/auth/me').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the server message when the credentials are wrong', async () => {
    mockApi({
      '/api/auth/me': signedOut,
      'POST /api/auth/login': {
        status: 401,
        body: { message: 'Invalid email/phone or password', code: 'AUTH.INVALID_CREDENTIALS' },
      },
    });
    renderApp('/login');

    await fillAndSubmit('amina@example.com', 'wrong-password');

    const toast = await findToast();
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent('Invalid email/phone or password');
    // The toast fades; the form keeps the reason, focused so it is read out, with the way to reset.
    const onForm = await findFormAlert();
    expect(onForm).toHaveTextContent('Invalid email/phone or password');
    await waitFor(() => expect(onForm).toHaveFocus());
    expect(within(onForm).getByRole('link', { name: 'reset your password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Verify your account' })).not.toBeInTheDocument();
  });

  it("speaks the visitor's language (Amharic): the form, and a refusal translated by its code", async () => {
    localStorage.setItem('language', 'am');
    mockApi({
      '/api/auth/me': signedOut,
      'POST /api/auth/login': { status: 401, body: { message: 'Invalid email/phone or password', code: 'AUTH.INVALID_CREDENTIALS' } },
    });
    renderApp('/login');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'ይግቡ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'የይለፍ ቃል ረሱ?' })).toHaveAttribute('href', '/forgot-password');
    await user.type(screen.getByLabelText('ኢሜይል ወይም ስልክ'), 'amina@example.com');
    await user.type(screen.getByLabelText('የይለፍ ቃል'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'ይግቡ' }));

    const toast = await findToast();
    expect(toast).toHaveTextContent('መግባት አልተሳካም');
    expect(toast).toHaveTextContent('ልክ ያልሆነ ኢሜይል/ስልክ ወይም የይለፍ ቃል');
    const onForm = await findFormAlert();
    expect(onForm).toHaveTextContent('ልክ ያልሆነ ኢሜይል/ስልክ ወይም የይለፍ ቃል');
    expect(onForm).not.toHaveTextContent('Invalid');
    expect(within(onForm).getByRole('link', { name: 'የይለፍ ቃልዎን ይቀይሩ' })).toHaveAttribute('href', '/forgot-password');
  });

  it('falls back to "Invalid credentials" when the answer carries no message', async () => {
    mockApi({
      '/api/auth/me': signedOut,
      'POST /api/auth/login': { status: 502, body: '<html>Bad gateway</html>' },
    });
    renderApp('/login');

    await fillAndSubmit('5551234567', 'password1');

    const toast = await findToast();
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent('Invalid credentials');
    expect(await findFormAlert()).toHaveTextContent('Invalid credentials');
  });

  it('offers the way to verify an unverified account', async () => {
    const message = 'Please verify your account before signing in. We have sent a new code to your phone.';
    mockApi({
      '/api/auth/me': signedOut,
      'POST /api/auth/login': {
        status: 403,
        body: { message, code: 'AUTH.UNVERIFIED', userId: 42, verificationType: 'phone' },
      },
    });
    renderApp('/login');

    await fillAndSubmit('+254712345678', 'password1');

    expect(await findToast()).toHaveTextContent(message);
    const link = await screen.findByRole('link', { name: 'Verify your account' });
    expect(link).toHaveAttribute('href', '/verify?userId=42&type=phone');

    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Verify your account' })).toBeInTheDocument();
    // Says where the code went: the number typed at sign-in, by SMS.
    expect(screen.getByText('Enter the 6-digit code we sent by SMS to +254 712 345678.')).toBeInTheDocument();
  });

  it('shows a suspended account the server message and no verify link', async () => {
    mockApi({
      '/api/auth/me': signedOut,
      'POST /api/auth/login': {
        status: 403,
        body: { message: 'Your account has been suspended. Please contact support.', code: 'AUTH.SUSPENDED' },
      },
    });
    renderApp('/login');

    await fillAndSubmit('amina@example.com', 'password1');

    expect(await findFormAlert()).toHaveTextContent('Your account has been suspended');
    expect(screen.queryByRole('link', { name: 'Verify your account' })).not.toBeInTheDocument();
  });

  it('links to registration', async () => {
    mockApi({ '/api/auth/me': signedOut });
    renderApp('/login');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('sends a signed-in user to the dashboard', async () => {
    mockApi({ '/api/auth/me': signedInAs('Amina', 'Tesfaye') });
    renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Welcome back, Amina' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email or Phone')).not.toBeInTheDocument();
  });

  it('shows or hides the password on request', async () => {
    mockApi({ '/api/auth/me': signedOut });
    const user = userEvent.setup();
    renderApp('/login');
    const password = await screen.findByLabelText('Password');
    await user.type(password, 'secret words');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links "Forgot password?" to the reset page', async () => {
    mockApi({ '/api/auth/me': signedOut });
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('goes back to the page a signed-out visitor opened, after signing in', async () => {
    let signedIn = false;
    mockApiWith(({ method, path }) => {
      if (path === '/api/auth/me') return signedIn ? signedInAs('Amina', 'Tesfaye') : signedOut;
      if (method === 'POST' && path === '/api/auth/login') {
        signedIn = true;
        return { body: { user: { id: 1 } } };
      }
      if (path === '/api/transactions') return { body: [] };
      return undefined;
    });
    renderApp('/login?next=%2Ftransactions');

    await fillAndSubmit('amina@example.com', 'correct horse');

    expect(await screen.findByRole('heading', { name: 'Transaction history' })).toBeInTheDocument();
  });

  it('ignores a next that leads off the site', async () => {
    let signedIn = false;
    mockApiWith(({ method, path }) => {
      if (path === '/api/auth/me') return signedIn ? signedInAs('Amina', 'Tesfaye') : signedOut;
      if (method === 'POST' && path === '/api/auth/login') {
        signedIn = true;
        return { body: { user: { id: 1 } } };
      }
      return undefined;
    });
    renderApp('/login?next=%2F%2Fevil.example%2Fphish');

    await fillAndSubmit('amina@example.com', 'correct horse');

    expect(await screen.findByRole('heading', { name: 'Welcome back, Amina' })).toBeInTheDocument();
  });

  describe('with two-step verification on', () => {
    function twoStepBackend(acceptedCode: string) {
      let signedIn = false;
      return mockApiWith(({ method, path, body }) => {
        if (path === '/api/auth/me') return signedIn ? signedInAs('Amina', 'Tesfaye') : signedOut;
        if (method === 'POST' && path === '/api/auth/login') {
          return { status: 401, body: { code: 'AUTH.SECOND_FACTOR_REQUIRED', message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.' } };
        }
        if (method === 'POST' && path === '/api/auth/login/second-factor') {
          if ((body as { code: string }).code !== acceptedCode) {
            return { status: 400, body: { code: 'AUTH.SECOND_FACTOR_WRONG', field: 'code', message: 'That code is not right.' } };
          }
          signedIn = true;
          return { body: { user: { id: 1 } } };
        }
        return undefined;
      });
    }

    it('asks for the code after the right password, says a wrong one is wrong, and signs in with the right one', async () => {
      const fetchMock = twoStepBackend('123456');
      renderApp('/login');
      await fillAndSubmit('amina@example.com', 'correct horse');

      const code = await screen.findByLabelText('Authentication Code');
      expect(code).toHaveFocus();
      expect(screen.queryByText('Login Failed')).not.toBeInTheDocument();
      const user = userEvent.setup();
      await user.type(code, '654321');
      await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
      expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
      expect(screen.getByLabelText('Authentication Code')).toHaveAccessibleDescription('That code is not right.');

      await user.clear(screen.getByLabelText('Authentication Code'));
      await user.type(screen.getByLabelText('Authentication Code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
      expect(await screen.findByRole('heading', { name: 'Welcome back, Amina' })).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/auth/login/second-factor').map((call) => call.body)).toEqual([{ code: '654321' }, { code: '123456' }]);
    });

    it('goes back to the password when the wait ran out', async () => {
      mockApiWith(({ method, path }) => {
        if (path === '/api/auth/me') return signedOut;
        if (method === 'POST' && path === '/api/auth/login') return { status: 401, body: { code: 'AUTH.SECOND_FACTOR_REQUIRED', message: 'Enter the code.' } };
        if (method === 'POST' && path === '/api/auth/login/second-factor') {
          return { status: 401, body: { code: 'AUTH.SECOND_FACTOR_EXPIRED', message: 'Your sign-in timed out. Please sign in again with your password.' } };
        }
        return undefined;
      });
      renderApp('/login');
      await fillAndSubmit('amina@example.com', 'correct horse');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Authentication Code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
      expect(await findFormAlert()).toHaveTextContent('Your sign-in timed out. Please sign in again with your password.');
      expect(screen.getByLabelText('Password')).toHaveValue('');
    });
  });
});
