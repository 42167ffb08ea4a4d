import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const account = { id: 1, firstName: 'Amina', lastName: 'Okello', email: 'amina@example.com', phone: null, isEmailVerified: true, isPhoneVerified: false };

function backend() {
  let me = { ...account } as Record<string, unknown>;
  let settings = { email: true, sms: true };
  return mockApiWith(({ method, path, body }) => {
    if (path === '/api/auth/me') return { body: me };
    if (method === 'POST' && path === '/api/profile/contact') {
      const { value } = body as { value: string };
      if (value === 'nope') return { status: 400, body: { message: 'Valid phone number is required', code: 'VALIDATION_FAILED', field: 'value' } };
      me = { ...me, phone: '+14155550123' };
      return { body: { message: 'We sent a code to your phone by SMS.' } };
    }
    if (method === 'POST' && path === '/api/profile/contact/verify') {
      if ((body as { code: string }).code !== '123456') return { status: 400, body: { message: 'Invalid verification code', code: 'AUTH.CODE_INVALID' } };
      me = { ...me, isPhoneVerified: true };
      return { body: { message: 'Your phone number is verified.' } };
    }
    if (method === 'POST' && path === '/api/profile/password') {
      if ((body as { currentPassword: string }).currentPassword !== 'old-password') {
        return { status: 400, body: { message: 'Your current password is not correct', code: 'PROFILE.CURRENT_PASSWORD_WRONG' } };
      }
      return { body: { message: 'Your password has been changed. You have been signed out everywhere else.' } };
    }
    if (path === '/api/settings/notifications') {
      if (method === 'PUT') settings = body as typeof settings;
      return { body: settings };
    }
    return undefined;
  });
}

describe('/profile', () => {
  beforeEach(() => setCsrfCookie('csrf-profile'));
  afterEach(clearCsrfCookie);

  it('adds a phone and verifies it with the code sent by SMS', async () => {
    const fetchMock = backend();
    const user = userEvent.setup();
    renderApp('/profile');
    expect(await screen.findByTestId('email-verified')).toHaveTextContent('amina@example.com');

    await user.type(screen.getByLabelText('Phone number'), '(415) 555-0123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByTestId('phone-verified')).toHaveTextContent('+14155550123');
    expect(callsTo(fetchMock, 'POST', '/api/profile/contact')[0]?.body).toEqual({ channel: 'phone', value: '(415) 555-0123' });
  });

  it('shows a wrong code and a refused number as the server says', async () => {
    backend();
    const user = userEvent.setup();
    renderApp('/profile');
    await user.type(await screen.findByLabelText('Phone number'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Valid phone number is required')).toBeInTheDocument();
  });

  it('changes the password with the current one, and says when the current one is wrong', async () => {
    backend();
    const user = userEvent.setup();
    renderApp('/profile');
    await user.type(await screen.findByLabelText('Current password'), 'wrong');
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not correct');

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'old-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('signed out everywhere else');
  });
});

describe('/settings', () => {
  beforeEach(() => setCsrfCookie('csrf-settings'));
  afterEach(clearCsrfCookie);

  it('turns SMS news off and saves it', async () => {
    const fetchMock = backend();
    const user = userEvent.setup();
    renderApp('/settings');
    const sms = await screen.findByRole('checkbox', { name: /Text messages/ });
    expect(sms).toBeChecked();
    await user.click(sms);
    expect(await screen.findByRole('checkbox', { name: /Text messages/ })).not.toBeChecked();
    expect(callsTo(fetchMock, 'PUT', '/api/settings/notifications')[0]?.body).toEqual({ email: true, sms: false });
  });
});
