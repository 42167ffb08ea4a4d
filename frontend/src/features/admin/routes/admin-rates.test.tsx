import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { adminSessionAnswer, operator, operatorBackend, rates } from '../testing/fixtures';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const FIELDS = ['Eritrea (ERN)', 'Ethiopia (ETB)', 'Uganda (UGX)', 'Kenya (KES)'] as const;

/**
 * The server: `operator` signed in already (or not, `signedIn: false`); the rates page's password
 * is checked against theirs. `update` answers `POST /api/update-rates` instead, when given.
 */
function backend(update?: { status?: number; body: unknown }, { signedIn = true } = {}) {
  return mockApiWith(
    operatorBackend(({ method, path }) => (update && method === 'POST' && path === '/api/update-rates' ? update : undefined), {
      signedIn,
    }),
  );
}

async function openPage() {
  const user = userEvent.setup();
  renderApp('/admin/rates');
  await screen.findByRole('heading', { name: 'Admin Dashboard' });
  await screen.findByLabelText('Kenya (KES)');
  return user;
}

describe('/admin/rates', () => {
  beforeEach(() => setCsrfCookie('csrf-ratespage'));
  afterEach(clearCsrfCookie);

  it('is behind the admin gate', async () => {
    const fetchMock = backend(undefined, { signedIn: false });
    renderApp('/admin/rates');

    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication Code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Access Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Exchange Rates' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/rates')).toHaveLength(0);
  });

  it("opens for an operator's email, password and code, then takes the same operator's password for the rates", async () => {
    const fetchMock = backend(undefined, { signedIn: false });
    const user = userEvent.setup();
    renderApp('/admin/rates');

    await user.type(await screen.findByLabelText('Email'), operator.email);
    await user.type(screen.getByLabelText('Admin Password'), operator.password);
    await user.type(screen.getByLabelText('Authentication Code'), `${operator.code}{Enter}`);

    await screen.findByLabelText('Kenya (KES)');
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/session').map((call) => call.body)).toStrictEqual([
      { email: operator.email, password: operator.password, code: operator.code },
    ]);
    // The rates page's own password field starts empty: the gate's password is not kept.
    expect(screen.getByLabelText('Admin Password')).toHaveValue('');

    await user.type(screen.getByLabelText('Admin Password'), `${operator.password}{Enter}`);

    expect(await screen.findByText('Exchange Rates Updated')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/update-rates').map((call) => call.body)).toStrictEqual([
      { rates, password: operator.password },
    ]);
  });

  it('prefills the four "1 USD = rate" fields from the current rates', async () => {
    backend();
    await openPage();

    expect(screen.getByLabelText('Eritrea (ERN)')).toHaveValue(15);
    expect(screen.getByLabelText('Ethiopia (ETB)')).toHaveValue(57.5);
    expect(screen.getByLabelText('Uganda (UGX)')).toHaveValue(3700.1234);
    expect(screen.getByLabelText('Kenya (KES)')).toHaveValue(129.25);
    expect(screen.getByLabelText('Kenya (KES)')).toHaveAccessibleDescription('1 USD = 129.25 KES');
    expect(screen.getByLabelText('Admin Password')).toHaveValue('');
    expect(screen.getByLabelText('Admin Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Admin Password')).toHaveAccessibleDescription('Your operator password, to confirm the new rates');
    expect(screen.getByRole('group', { name: '1 USD = rate' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the admin dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard?tab=rates',
    );
  });

  it('requires positive rates and the operator password, and sends nothing until then', async () => {
    const fetchMock = backend();
    const user = await openPage();

    await user.clear(screen.getByLabelText('Ethiopia (ETB)'));
    await user.clear(screen.getByLabelText('Kenya (KES)'));
    await user.type(screen.getByLabelText('Kenya (KES)'), '-3');
    await user.click(screen.getByRole('button', { name: 'Update Exchange Rates' }));

    expect(screen.getByLabelText('Ethiopia (ETB)')).toHaveAccessibleDescription('Rate must be positive');
    expect(screen.getByLabelText('Kenya (KES)')).toHaveAccessibleDescription('Rate must be positive');
    expect(screen.getByLabelText('Admin Password')).toHaveAccessibleDescription('Admin password is required');
    expect(screen.getByLabelText('Ethiopia (ETB)')).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', '/api/update-rates')).toHaveLength(0);
  });

  it("sends the four rates as numbers with the operator's password, confirms, and refreshes the rates", async () => {
    const fetchMock = backend();
    const user = await openPage();

    await user.clear(screen.getByLabelText('Kenya (KES)'));
    await user.type(screen.getByLabelText('Kenya (KES)'), '131.5');
    await user.type(screen.getByLabelText('Admin Password'), `${operator.password}{Enter}`);

    expect(await screen.findByText('Exchange Rates Updated')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'POST', '/api/update-rates');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      rates: { eritrea: 15, ethiopia: 57.5, uganda: 3700.1234, kenya: 131.5 },
      password: operator.password,
    });
    expect(calls[0]?.headers.get('x-csrf-token')).toBe('csrf-ratespage');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/rates')).toHaveLength(2));
    expect(screen.getByLabelText('Admin Password')).toHaveValue('');
  });

  it("says \"Update Failed\" when the password is not the operator's, marks the field, and keeps the operator signed in", async () => {
    const fetchMock = backend();
    const user = await openPage();

    await user.type(screen.getByLabelText('Admin Password'), 'not my password');
    await user.click(screen.getByRole('button', { name: 'Update Exchange Rates' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Update Failed');
    expect(toast).toHaveTextContent('Failed to update exchange rates. Please check your admin password.');
    const calls = callsTo(fetchMock, 'POST', '/api/update-rates');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ rates, password: 'not my password' });
    // A wrong password is a 401 too: the session is asked again, and it is still open.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/admin/session').length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('button', { name: 'Update Exchange Rates' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Admin Access' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Kenya (KES)')).toHaveValue(129.25);
    expect(callsTo(fetchMock, 'GET', '/api/rates')).toHaveLength(1);
    // The password field says so, is emptied and has the focus for another try.
    const password = screen.getByLabelText('Admin Password');
    expect(password).toHaveAccessibleDescription('Invalid admin password');
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
  });

  it('puts the server’s message about the password on its field', async () => {
    backend({
      status: 400,
      body: { message: 'Admin password must be at most 128 characters', code: 'VALIDATION_FAILED', field: 'password' },
    });
    const user = await openPage();

    await user.click(screen.getByLabelText('Admin Password'));
    await user.paste('x'.repeat(129));
    await user.click(screen.getByRole('button', { name: 'Update Exchange Rates' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Update Failed');
    expect(screen.getByLabelText('Admin Password')).toHaveAccessibleDescription('Admin password must be at most 128 characters');
    expect(screen.getByLabelText('Admin Password')).toHaveFocus();
  });

  it('goes back to the gate when the admin session has ended on the server', async () => {
    let sessionOpen = true;
    const fetchMock = mockApiWith(
      operatorBackend(
        ({ method, path }) => {
          if (method === 'GET' && path === '/api/admin/session') return adminSessionAnswer(sessionOpen);
          if (method === 'POST' && path === '/api/update-rates') {
            sessionOpen = false;
            return { status: 401, body: { code: 'ADMIN.REQUIRED', message: 'Admin access required. Please sign in as an operator.' } };
          }
          return undefined;
        },
        { signedIn: true },
      ),
    );
    const user = await openPage();

    await user.type(screen.getByLabelText('Admin Password'), `${operator.password}{Enter}`);

    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/update-rates')).toHaveLength(1);
  });

  it('puts the server’s message on the rate it refused', async () => {
    backend({
      status: 400,
      body: { message: 'A rate has at most 4 decimals', code: 'VALIDATION_FAILED', field: 'rates.uganda' },
    });
    const user = await openPage();

    await user.type(screen.getByLabelText('Admin Password'), operator.password);
    await user.click(screen.getByRole('button', { name: 'Update Exchange Rates' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Update Failed');
    expect(screen.getByLabelText('Uganda (UGX)')).toHaveAccessibleDescription('A rate has at most 4 decimals');
  });

  it.each(FIELDS)('labels the %s field', async (label) => {
    backend();
    await openPage();
    expect(screen.getByLabelText(label)).toHaveAttribute('type', 'number');
  });
});
