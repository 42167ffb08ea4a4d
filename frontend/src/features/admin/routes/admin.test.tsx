import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { adminBackend, adminSessionAnswer, attentionItem, operator, operatorBackend, stats } from '../testing/fixtures';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

/** A server whose admin session starts closed and opens for `operator`'s email, password and code. */
function gatedBackend() {
  return mockApiWith(operatorBackend());
}

type User = ReturnType<typeof userEvent.setup>;

/** Fills in the gate's three fields (an empty one is left alone) without submitting. */
async function fillGate(user: User, { email = '', password = '', code = '' }: { email?: string; password?: string; code?: string }) {
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(await screen.findByLabelText('Admin Password'), password);
  if (code) await user.type(await screen.findByLabelText('Authentication Code'), code);
}

function region(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('/admin gate', () => {
  beforeEach(() => setCsrfCookie('csrf-admin'));
  afterEach(clearCsrfCookie);

  it("asks for an operator's email, password and authentication code first and fetches no admin data", async () => {
    const fetchMock = gatedBackend();
    renderApp('/admin');

    // The first render of the file loads the admin route's chunk: slow on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Admin Access' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Sign in with your operator email, password and authenticator code.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Admin Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Authentication Code')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: 'Access Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/admin/stats')).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET', '/api/admin/transactions')).toHaveLength(0);
  });

  it('asks for the email before sending anything, even with a password and code (no password-only sign-in)', async () => {
    const fetchMock = gatedBackend();
    const user = userEvent.setup();
    renderApp('/admin');

    await fillGate(user, { password: operator.password, code: operator.code });
    await user.type(screen.getByLabelText('Email'), '   ');
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', '/api/admin/session')).toHaveLength(0);

    // Typing in the field clears its error.
    await user.type(screen.getByLabelText('Email'), 'o');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription('Email is required');
  });

  it('asks for the admin password before sending anything', async () => {
    const fetchMock = gatedBackend();
    const user = userEvent.setup();
    renderApp('/admin');

    await fillGate(user, { email: operator.email, code: operator.code });
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));

    expect(screen.getByLabelText('Admin Password')).toHaveAccessibleDescription('Admin password is required');
    expect(screen.getByLabelText('Admin Password')).toHaveFocus();
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription();
    expect(callsTo(fetchMock, 'POST', '/api/admin/session')).toHaveLength(0);
  });

  it('asks for the authentication code before sending anything', async () => {
    const fetchMock = gatedBackend();
    const user = userEvent.setup();
    renderApp('/admin');

    await fillGate(user, { email: operator.email, password: operator.password, code: '  ' });
    await user.keyboard('{Enter}');

    expect(screen.getByLabelText('Authentication Code')).toHaveAccessibleDescription('Authentication code is required');
    expect(screen.getByLabelText('Authentication Code')).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', '/api/admin/session')).toHaveLength(0);
  });

  it('checks the fields in order: an empty form is asked for its email first', async () => {
    const fetchMock = gatedBackend();
    const user = userEvent.setup();
    renderApp('/admin');

    await user.click(await screen.findByRole('button', { name: 'Access Dashboard' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Admin Password')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Authentication Code')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', '/api/admin/session')).toHaveLength(0);
  });

  it.each([
    ['email', { ...operator, email: 'someone@example.com' }],
    ['password', { ...operator, password: 'wrong' }],
    ['code', { ...operator, code: '654321' }],
  ])('refuses a wrong %s with "Access Denied", clears the password and code, and stays on the gate', async (_wrong, signIn) => {
    const fetchMock = gatedBackend();
    const user = userEvent.setup();
    renderApp('/admin');

    await fillGate(user, signIn);
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Access Denied');
    expect(toast).toHaveTextContent('Invalid email, password or authentication code');
    const calls = callsTo(fetchMock, 'POST', '/api/admin/session');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual(signIn);
    expect(calls[0]?.headers.get('x-csrf-token')).toBe('csrf-admin');
    expect(screen.getByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(signIn.email);
    expect(screen.getByLabelText('Admin Password')).toHaveValue('');
    expect(screen.getByLabelText('Authentication Code')).toHaveValue('');
    expect(screen.getByLabelText('Admin Password')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Access Dashboard' })).toBeEnabled();
    expect(callsTo(fetchMock, 'GET', '/api/admin/stats')).toHaveLength(0);
  });

  it('opens the dashboard for the right email, password and code, submitted with Enter, sending exactly those three', async () => {
    const fetchMock = gatedBackend();
    const user = userEvent.setup();
    renderApp('/admin');

    await fillGate(user, { email: ` ${operator.email} `, password: operator.password, code: `${operator.code}{Enter}` });

    const toast = (await screen.findByText('Admin Access Granted')).closest('[role="status"]');
    expect(toast).toHaveTextContent('Welcome to the admin dashboard');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // The session is asked again after the sign-in, so the operator and their role are named.
    expect(screen.getByText(`Signed in as ${operator.email} · Owner`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Queue dashboard' })).toHaveAttribute('href', '/admin/queues');
    const calls = callsTo(fetchMock, 'POST', '/api/admin/session');
    expect(calls).toHaveLength(1);
    // The email is sent trimmed; nothing else rides along.
    expect(calls[0]?.body).toStrictEqual({ email: operator.email, password: operator.password, code: operator.code });
    expect(calls[0]?.headers.get('x-csrf-token')).toBe('csrf-admin');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/admin/stats')).toHaveLength(1));
  });

  it('says what the server said when there were too many attempts', async () => {
    mockApiWith(
      operatorBackend(({ method, path }) =>
        method === 'POST' && path === '/api/admin/session'
          ? { status: 429, body: { message: 'Too many attempts. Try again in 15 minutes.' } }
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderApp('/admin');

    await fillGate(user, { ...operator, code: `${operator.code}{Enter}` });

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Access Denied');
    expect(toast).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
    expect(screen.getByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
  });

  it('says the sign-in could not be checked when the server cannot be reached', async () => {
    mockApiWith(
      operatorBackend(({ method, path }) => {
        if (method === 'POST' && path === '/api/admin/session') throw new TypeError('Failed to fetch');
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin');

    await fillGate(user, { ...operator, code: `${operator.code}{Enter}` });

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Access Denied');
    expect(toast).toHaveTextContent('Could not check your sign-in. Please try again.');
    expect(screen.getByLabelText('Admin Password')).toHaveValue('');
    expect(screen.getByLabelText('Admin Password')).toHaveFocus();
  });

  it('skips the gate when the server says this session is already admin (a reload keeps access)', async () => {
    const fetchMock = mockApiWith(adminBackend());
    renderApp('/admin/dashboard');

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Access' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/session')).toHaveLength(0);
  });

  it('logs out on the server and goes back to the gate', async () => {
    let admin = true;
    const fetchMock = mockApiWith(
      adminBackend(({ method, path }) => {
        if (path !== '/api/admin/session') return undefined;
        if (method === 'DELETE') {
          admin = false;
          return { body: { message: 'ok' } };
        }
        return method === 'GET' ? adminSessionAnswer(admin) : undefined;
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'DELETE', '/api/admin/session');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('x-csrf-token')).toBe('csrf-admin');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('stays on the dashboard and says so when logging out fails', async () => {
    mockApiWith(
      adminBackend(({ method, path }) =>
        method === 'DELETE' && path === '/api/admin/session' ? { status: 500, body: { message: 'boom' } } : undefined,
      ),
    );
    const user = userEvent.setup();
    renderApp('/admin');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Logout Failed');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
  });

  it('comes back to the gate when the server ends the admin session', async () => {
    let admin = true;
    mockApiWith(
      adminBackend(({ method, path }) => {
        if (method === 'GET' && path === '/api/admin/session') return adminSessionAnswer(admin);
        if (method === 'GET' && path === '/api/admin/stats') {
          admin = false;
          return { status: 401, body: { message: 'Admin access required' } };
        }
        return undefined;
      }),
    );
    renderApp('/admin');

    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
  });
});

describe('/admin dashboard', () => {
  it('shows the four stat cards', async () => {
    mockApiWith(adminBackend());
    renderApp('/admin');

    await screen.findByText('1,284');
    expect(region('Total Users').getByText('1,284')).toBeInTheDocument();
    expect(region('Total Users').getByText('37 new this month')).toBeInTheDocument();
    expect(region('Total Transactions').getByText('5,421')).toBeInTheDocument();
    expect(region('Total Transactions').getByText('412 this month')).toBeInTheDocument();
    expect(region('Total Volume').getByText('$1,234,567.80')).toBeInTheDocument();
    expect(region('Total Volume').getByText('$98,765.40 this month')).toBeInTheDocument();
    expect(region('Success Rate').getByText('97.5%')).toBeInTheDocument();
    expect(region('Success Rate').getByText('Last 30 days')).toBeInTheDocument();
  });

  it('accepts amounts sent as decimal strings', async () => {
    mockApiWith(
      adminBackend(({ path }) =>
        path === '/api/admin/stats'
          ? { body: { ...stats, totalVolume: '1234567.80', volumeThisMonth: '0.10' } }
          : undefined,
      ),
    );
    renderApp('/admin');

    expect(await screen.findByText('$1,234,567.80')).toBeInTheDocument();
    expect(region('Total Volume').getByText('$0.10 this month')).toBeInTheDocument();
  });

  it('says so when the statistics cannot be loaded', async () => {
    mockApiWith(
      adminBackend(({ path }) => (path === '/api/admin/stats' ? { status: 500, body: { message: 'boom' } } : undefined)),
    );
    renderApp('/admin');

    expect(await screen.findByText('We could not load the statistics.')).toBeInTheDocument();
  });

  it('has twelve accessible tabs for an owner (Operators last), Needs attention first but Transactions open, and remembers the open tab in the URL', async () => {
    mockApiWith(adminBackend());
    const user = userEvent.setup();
    renderApp('/admin');

    const tablist = await screen.findByRole('tablist', { name: 'Admin sections' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Needs attention',
      'Waiting for approval',
      'Transactions',
      'Users',
      'Exchange Rates',
      'Analytics',
      'Finance',
      'Float',
      'Reconciliation',
      'Audit Log',
      'Compliance',
      'Operators',
    ]);
    expect(screen.getByRole('tab', { name: 'Transactions' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();

    // Arrow keys move between tabs.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Exchange Rates' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Exchange Rates' })).toHaveFocus();
  });

  it('offers the same sections in a picker for phone-wide screens, which opens the tab chosen and names it in the title', async () => {
    mockApiWith(adminBackend());
    const user = userEvent.setup();
    renderApp('/admin');

    const picker = await screen.findByLabelText('Admin section');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(
      within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole('tab').map((tab) => tab.textContent),
    );
    expect(picker).toHaveValue('transactions');
    await waitFor(() => expect(document.title).toBe('Admin · Transactions · Remit East Africa'));

    await user.selectOptions(picker, 'users');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Admin · Users · Remit East Africa'));
  });

  it('counts the items needing attention in their tab, which ?tab=attention opens', async () => {
    mockApiWith(
      adminBackend(({ method, path }) =>
        method === 'GET' && path === '/api/admin/attention'
          ? {
              body: {
                items: [
                  attentionItem({ key: 'payout_failed:1' }),
                  attentionItem({ key: 'outbox_job:17', kind: 'outbox_job', title: 'Outbox job not relayed', transfer: null }),
                ],
              },
            }
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderApp('/admin');

    // The dashboard still opens on Transactions; the count shows on the first tab.
    const attention = await screen.findByRole('tab', { name: 'Needs attention (2)' });
    expect(attention).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: 'Transactions' })).toHaveAttribute('aria-selected', 'true');

    await user.click(attention);
    expect(attention).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Needs attention' })).toHaveTextContent('Outbox job not relayed');
  });

  it('opens the Needs attention tab from the URL', async () => {
    mockApiWith(adminBackend());
    renderApp('/admin/dashboard?tab=attention');

    expect(await screen.findByRole('tab', { name: 'Needs attention' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Nothing needs attention.')).toBeInTheDocument();
  });

  it('opens on the tab named in the URL', async () => {
    mockApiWith(adminBackend());
    renderApp('/admin/dashboard?tab=analytics');

    expect(await screen.findByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('region', { name: 'System Health' })).toBeInTheDocument();
  });
});
