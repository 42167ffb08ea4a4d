import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApi, mockApiWith, setCsrfCookie, signedInAs, signedOut } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

async function submitCode(code: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Verification Code'), code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('/verify', () => {
  beforeEach(() => setCsrfCookie('csrf-verify'));
  afterEach(() => {
    clearCsrfCookie();
    vi.useRealTimers();
  });

  it.each(['/verify', '/verify?userId=42', '/verify?type=email', '/verify?userId=abc&type=email', '/verify?userId=42&type=fax'])(
    'sends %s (no usable userId and type) to /register',
    async (path) => {
      mockApi({ '/api/auth/me': signedOut });
      renderApp(path);

      expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    },
  );

  it('has one 6-digit one-time-code field and a hint', async () => {
    mockApi({ '/api/auth/me': signedOut });
    renderApp('/verify?userId=42&type=email');

    const field = await screen.findByLabelText('Verification Code');
    expect(field).toHaveAttribute('maxLength', '6');
    expect(field).toHaveAttribute('inputMode', 'numeric');
    expect(field).toHaveAttribute('autoComplete', 'one-time-code');
    expect(screen.getByText(/check your spam or junk folder/i)).toBeInTheDocument();
    // Registering again would make a second account: the way out of a wrong address is support.
    expect(screen.queryByRole('link', { name: 'register again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/support');
  });

  it('speaks of SMS and the number, never of a spam folder, to a phone user', async () => {
    mockApi({ '/api/auth/me': signedOut });
    renderApp('/verify?userId=42&type=phone');

    expect(await screen.findByText('Enter the 6-digit code we sent by SMS to your phone.')).toBeInTheDocument();
    expect(screen.queryByText(/spam/i)).not.toBeInTheDocument();
    expect(screen.getByText(/check the number is right/)).toBeInTheDocument();
  });

  it('needs exactly 6 digits before sending', async () => {
    const fetchMock = mockApi({ '/api/auth/me': signedOut });
    renderApp('/verify?userId=42&type=email');

    await submitCode('123');

    expect(screen.getByLabelText('Verification Code')).toHaveAccessibleDescription(
      'Verification code must be 6 digits',
    );
    expect(callsTo(fetchMock, 'POST', '/api/auth/verify')).toHaveLength(0);
  });

  it('keeps only digits of a pasted code', async () => {
    mockApi({ '/api/auth/me': signedOut });
    renderApp('/verify?userId=42&type=email');

    const field = await screen.findByLabelText('Verification Code');
    fireEvent.change(field, { target: { value: '12-34 5' } });

    expect(field).toHaveValue('12345');
  });

  it('verifies, refreshes the current user, confirms and goes to /login', async () => {
    const fetchMock = mockApi({
      '/api/auth/me': signedOut,
      'POST /api/auth/verify': { body: { message: 'Account verified' } },
    });
    renderApp('/verify?userId=42&type=phone');

    await submitCode('123456');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Your account is verified. Sign in with your password to start sending.')).toBeInTheDocument();
    const toast = screen.getAllByRole('status').find((element) => !element.closest('form'))!;
    expect(toast).toHaveTextContent('Verification Successful');
    expect(toast).toHaveTextContent('Your account has been verified');
    const [call] = callsTo(fetchMock, 'POST', '/api/auth/verify');
    expect(call?.body).toEqual({ userId: 42, code: '123456', type: 'phone' });
    expect(call?.headers.get('x-csrf-token')).toBe('csrf-verify');
    expect(callsTo(fetchMock, 'GET', '/api/auth/me').length).toBeGreaterThanOrEqual(2);
  });

  it('signs the newcomer in when this browser registered the account, and goes on where they were going', async () => {
    let verified = false;
    const fetchMock = mockApiWith(({ method, path }) => {
      if (path === '/api/auth/me') return verified ? signedInAs('Grace', 'Nakato') : signedOut;
      if (method === 'POST' && path === '/api/auth/verify') {
        verified = true;
        return { body: { message: 'Your account has been verified', signedIn: true, user: { id: 42 } } };
      }
      return undefined;
    });
    renderApp('/verify?userId=42&type=phone&next=%2Frate-alerts');

    await submitCode('123456');

    expect(await screen.findByRole('heading', { level: 1, name: /rate alerts/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').some((element) => /you are signed in/.test(element.textContent ?? ''))).toBe(true);
    expect(callsTo(fetchMock, 'POST', '/api/auth/login')).toHaveLength(0);
  });

  it('keeps where the newcomer was going through sign-up: from sign-in to registration to verification', async () => {
    let verified = false;
    mockApiWith(({ method, path }) => {
      if (path === '/api/auth/me') return verified ? signedInAs('Grace', 'Nakato') : signedOut;
      if (method === 'POST' && path === '/api/auth/register') return { status: 201, body: { userId: 7, verificationType: 'email' } };
      if (method === 'POST' && path === '/api/auth/verify') {
        verified = true;
        return { body: { message: 'Your account has been verified', signedIn: true } };
      }
      if (path === '/api/transactions') return { body: [] };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/login?next=%2Ftransactions');

    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await user.type(await screen.findByLabelText('First Name'), 'Grace');
    await user.type(screen.getByLabelText('Last Name'), 'Nakato');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'Safe-Password-2026');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await submitCode('123456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction history' })).toBeInTheDocument();
  });

  it('shows the server reason when the code is refused, and stays', async () => {
    const message = 'This code has expired. Request a new code.';
    mockApi({
      '/api/auth/me': signedOut,
      'POST /api/auth/verify': { status: 400, body: { message, code: 'VERIFY.EXPIRED', field: 'code' } },
    });
    renderApp('/verify?userId=42&type=email');

    await submitCode('654321');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Verification Failed');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByLabelText('Verification Code')).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('falls back to "Invalid verification code"', async () => {
    mockApi({ '/api/auth/me': signedOut, 'POST /api/auth/verify': { status: 500, body: 'oops' } });
    renderApp('/verify?userId=42&type=email');

    await submitCode('654321');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Verification Failed');
    expect(alert).toHaveTextContent('Invalid verification code');
  });

  it('offers "Resend code" only after the 60-second cooldown, and restarts it after each resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({
      '/api/auth/me': signedOut,
      'POST /api/auth/resend-code': {
        body: { message: 'If the account exists, a new code is on its way.', cooldownSeconds: 60 },
      },
    });
    renderApp('/verify?userId=42&type=email');

    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription(/new code in 60 s/);

    act(() => vi.advanceTimersByTime(30_000));
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription(/new code in 30 s/);

    act(() => vi.advanceTimersByTime(30_000));
    expect(resend).toBeEnabled();

    fireEvent.click(resend);
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('If the account exists, a new code is on its way.');
    const [call] = callsTo(fetchMock, 'POST', '/api/auth/resend-code');
    expect(call?.body).toEqual({ userId: 42, type: 'email' });
    expect(call?.headers.get('x-csrf-token')).toBe('csrf-verify');
    await waitFor(() => expect(resend).toBeDisabled());
    expect(resend).toHaveAccessibleDescription(/new code in 60 s/);
  });

  it('waits as long as the server says when it refuses a resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const message = 'Please wait 25 seconds before requesting another code.';
    mockApi({
      '/api/auth/me': signedOut,
      'POST /api/auth/resend-code': {
        status: 429,
        body: { message, code: 'VERIFY.RESEND_COOLDOWN', retryAfterSeconds: 25 },
      },
    });
    renderApp('/verify?userId=42&type=email');

    const resend = await screen.findByRole('button', { name: 'Resend code' });
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(resend);

    expect(await screen.findByRole('status')).toHaveTextContent(message);
    await waitFor(() => expect(resend).toHaveAccessibleDescription(/new code in 25 s/));
    act(() => vi.advanceTimersByTime(25_000));
    expect(resend).toBeEnabled();
  });
});
