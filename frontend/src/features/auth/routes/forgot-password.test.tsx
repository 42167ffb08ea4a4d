import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsTo, clearCsrfCookie, mockApi, setCsrfCookie, signedOut } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const codeSent = { body: { message: 'If an account uses this number, we sent a code.', channel: 'phone', cooldownSeconds: 60 } };

describe('/forgot-password', () => {
  beforeEach(() => setCsrfCookie('csrf-abc'));
  afterEach(clearCsrfCookie);

  it('sends a code to the phone, sets the new password with it, and returns to sign-in with the number filled in', async () => {
    const fetchMock = mockApi({
      '/api/auth/me': signedOut,
      'POST /api/auth/password-reset/code': codeSent,
      'POST /api/auth/password-reset': { body: { message: 'Your password has been changed.' } },
    });
    const user = userEvent.setup();
    renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Reset your password · Remit East Africa'));

    await user.type(screen.getByLabelText('Email or Phone'), '(202) 555-0147');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText(/we sent a 6-digit code to your phone \(202\) 555-0147 by SMS/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/password-reset/code')[0]?.body).toEqual({ emailOrPhone: '(202) 555-0147' });

    await user.type(screen.getByLabelText('Code'), '123 456');
    await user.type(screen.getByLabelText('New password'), 'battery staple 2');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Your password has been changed. Sign in with your new password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email or Phone')).toHaveValue('(202) 555-0147');
    expect(callsTo(fetchMock, 'POST', '/api/auth/password-reset')[0]?.body).toEqual({
      emailOrPhone: '(202) 555-0147',
      code: '123456',
      newPassword: 'battery staple 2',
    });
  });

  it('puts a refused code on the code field and focuses it', async () => {
    mockApi({
      '/api/auth/me': signedOut,
      'POST /api/auth/password-reset/code': codeSent,
      'POST /api/auth/password-reset': {
        status: 400,
        body: { code: 'VERIFY.EXPIRED', message: 'This code has expired. Request a new code.', field: 'code' },
      },
    });
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email or Phone'), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'battery staple 2');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    const code = screen.getByLabelText('Code');
    await waitFor(() => expect(code).toHaveAccessibleDescription('This code has expired. Request a new code.'));
    expect(code).toHaveFocus();
  });

  it('checks the fields before sending anything', async () => {
    const fetchMock = mockApi({ '/api/auth/me': signedOut, 'POST /api/auth/password-reset/code': codeSent });
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(screen.getByLabelText('Email or Phone')).toHaveAccessibleDescription('Enter the email or phone number you registered with');
    expect(callsTo(fetchMock, 'POST', '/api/auth/password-reset/code')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email or Phone'), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.click(await screen.findByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('The code is 6 digits');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(callsTo(fetchMock, 'POST', '/api/auth/password-reset')).toHaveLength(0);
  });
});
