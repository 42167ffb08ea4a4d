import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApiWith, setCsrfCookie } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { adminBackend } from '../testing/fixtures';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const pending = {
  email: 'new.ops@example.com',
  role: 'finance',
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
};
const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

/** The enrolment routes; signed out of the admin area (the gate shows after enrolling). */
function enrolmentServer({ valid = true } = {}) {
  const posted: unknown[] = [];
  const backend = adminBackend(
    ({ method, path, search, body }) => {
      if (path !== '/api/admin/enrolment') return undefined;
      if (!valid || search.get('token') === 'used' || (body as { token?: string } | undefined)?.token === 'used')
        return { status: 404, body: { code: 'ADMIN.ENROLMENT_LINK_INVALID', message: 'This enrolment link is not valid.' } };
      if (method === 'GET') return search.get('token') === TOKEN ? { body: pending } : undefined;
      posted.push(body);
      const { code } = body as { code: string };
      if (code !== '123456') return { status: 400, body: { code: 'ADMIN.ENROLMENT_REFUSED', field: 'code', message: 'This is not the code your authenticator app shows now.' } };
      return { body: { message: 'You are enrolled.', recoveryCodes: codes } };
    },
    { admin: false },
  );
  return { backend, posted };
}

describe('Admin enrolment page', () => {
  it('shows who enrols, the QR code and the key; then the recovery codes once; "I saved them" goes to the gate', async () => {
    setCsrfCookie();
    const server = enrolmentServer();
    mockApiWith(server.backend);
    const user = userEvent.setup();
    renderApp(`/admin/enrol?token=${TOKEN}`);

    expect(await screen.findByText('new.ops@example.com')).toBeInTheDocument();
    expect(screen.getByText('Finance')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', pending.qrCode);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    // Checked here first: the length, the confirmation, the code.
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText('Your password needs at least 12 characters.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'a long operator password');
    await user.type(screen.getByLabelText('Confirm password'), 'a long operator passwort');
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'a long operator password');
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText('Enter the code your authenticator app shows.')).toBeInTheDocument();
    expect(server.posted).toEqual([]);

    // A wrong code: the server's words on the field.
    await user.type(screen.getByLabelText('Authentication Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText('This is not the code your authenticator app shows now.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Authentication Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    const list = within(await screen.findByRole('list', { name: 'Recovery codes' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
    expect(server.posted.at(-1)).toEqual({ token: TOKEN, password: 'a long operator password', code: '123456' });

    await user.click(screen.getByRole('button', { name: 'I saved them' }));
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
  });

  it('says when the link is used, expired or missing', async () => {
    mockApiWith(enrolmentServer({ valid: false }).backend);
    renderApp(`/admin/enrol?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This enrolment link is not valid');
  });

  it('says so without a token', async () => {
    mockApiWith(enrolmentServer().backend);
    renderApp('/admin/enrol');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ask an owner for a new invitation.');
  });
});
