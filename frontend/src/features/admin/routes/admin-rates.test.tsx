import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { adminBackend, rates } from '../testing/fixtures';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const FIELDS = ['Eritrea (ERN)', 'Ethiopia (ETB)', 'Uganda (UGX)', 'Kenya (KES)'] as const;

function backend(update: { status?: number; body: unknown } = { body: { rates } }, { admin = true } = {}) {
  return mockApiWith(
    adminBackend(({ method, path }) => (method === 'POST' && path === '/api/update-rates' ? update : undefined), {
      admin,
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
    const fetchMock = backend(undefined, { admin: false });
    renderApp('/admin/rates');

    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Access Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Exchange Rates' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/rates')).toHaveLength(0);
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
    expect(screen.getByRole('group', { name: '1 USD = rate' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the admin dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard?tab=rates',
    );
  });

  it('requires positive rates and the admin password, and sends nothing until then', async () => {
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

  it('sends the four rates as numbers with the password, confirms, and refreshes the rates', async () => {
    const fetchMock = backend();
    const user = await openPage();

    await user.clear(screen.getByLabelText('Kenya (KES)'));
    await user.type(screen.getByLabelText('Kenya (KES)'), '131.5');
    await user.type(screen.getByLabelText('Admin Password'), 's3cret{Enter}');

    expect(await screen.findByText('Exchange Rates Updated')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'POST', '/api/update-rates');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      rates: { eritrea: 15, ethiopia: 57.5, uganda: 3700.1234, kenya: 131.5 },
      password: 's3cret',
    });
    expect(calls[0]?.headers.get('x-csrf-token')).toBe('csrf-ratespage');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/rates')).toHaveLength(2));
    expect(screen.getByLabelText('Admin Password')).toHaveValue('');
  });

  it('says "Update Failed" when the server refuses the password', async () => {
    backend({ status: 401, body: { message: 'Invalid admin password', code: 'ADMIN.INVALID_PASSWORD', field: 'password' } });
    const user = await openPage();

    await user.type(screen.getByLabelText('Admin Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Update Exchange Rates' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Update Failed');
    expect(toast).toHaveTextContent('Failed to update exchange rates. Please check your admin password.');
    expect(screen.getByLabelText('Admin Password')).toHaveAccessibleDescription('Invalid admin password');
    expect(screen.getByLabelText('Admin Password')).toHaveFocus();
  });

  it('puts the server’s message on the rate it refused', async () => {
    backend({
      status: 400,
      body: { message: 'A rate has at most 4 decimals', code: 'VALIDATION_FAILED', field: 'rates.uganda' },
    });
    const user = await openPage();

    await user.type(screen.getByLabelText('Admin Password'), 's3cret');
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
