import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import type { AdminUser } from '../api/admin-users';
import { adminBackend, adminUser, type FakeRequest } from '../testing/fixtures';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

/** A users list the server keeps, changed by `PUT /api/admin/users/{id}/status`. */
function usersBackend(users: AdminUser[], own?: (request: FakeRequest) => { status?: number; body?: unknown } | undefined) {
  let list = users;
  return mockApiWith(
    adminBackend((request) => {
      const custom = own?.(request);
      if (custom) return custom;
      const { method, path, body } = request;
      if (method === 'GET' && path === '/api/admin/users') return { body: { items: list, nextCursor: null } };
      const match = /^\/api\/admin\/users\/(\d+)\/status$/.exec(path);
      if (method === 'PUT' && match) {
        const { action } = body as { action: string };
        const status = action === 'suspend' ? 'suspended' : 'active';
        list = list.map((user) => (String(user.id) === match[1] ? { ...user, status } : user));
        return { body: list.find((user) => String(user.id) === match[1]) };
      }
      return undefined;
    }),
  );
}

async function openUsersTab() {
  const user = userEvent.setup();
  renderApp('/admin/dashboard?tab=users');
  await screen.findByRole('table', { name: 'Users' });
  return user;
}

/** The body row of the user named `name`, with its cells keyed by column header. */
function rowOf(name: string) {
  const table = screen.getByRole('table', { name: 'Users' });
  const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
  const row = within(table).getByText(name, { selector: 'td' }).closest('tr')!;
  const cells = within(row).getAllByRole('cell');
  return { row: within(row), cell: (header: string) => cells[headers.indexOf(header)]! };
}

function valueOf(container: HTMLElement, label: string): string | null {
  return within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('Users tab', () => {
  beforeEach(() => setCsrfCookie('csrf-users'));
  afterEach(clearCsrfCookie);

  it('lists users with contact, verification, counts, status and join date', async () => {
    usersBackend([
      adminUser(1, { firstName: 'Amina', lastName: 'Tesfaye', totalVolume: 1234.5, transactionCount: 12 }),
      adminUser(2, {
        firstName: 'Abebe',
        lastName: 'Bekele',
        email: null,
        phone: '+251911234567',
        emailVerified: false,
        phoneVerified: true,
        status: 'suspended',
      }),
      adminUser(3, {
        firstName: 'Sam',
        lastName: 'Okello',
        email: 'sam@example.com',
        phone: null,
        emailVerified: false,
        phoneVerified: false,
      }),
    ]);
    await openUsersTab();

    expect(
      within(screen.getByRole('table', { name: 'Users' }))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ID', 'Name', 'Contact', 'Verified', 'Transactions', 'Total Volume', 'Status', 'Joined', 'Actions']);

    const amina = rowOf('Amina Tesfaye');
    expect(amina.cell('ID')).toHaveTextContent('1');
    expect(amina.cell('Contact')).toHaveTextContent('amina1@example.com');
    expect(amina.cell('Contact')).toHaveTextContent('+12025550123');
    expect(within(amina.cell('Verified')).getByRole('img', { name: 'Email verified' })).toHaveClass('text-green-600');
    expect(within(amina.cell('Verified')).queryByRole('img', { name: 'Phone verified' })).not.toBeInTheDocument();
    expect(amina.cell('Transactions')).toHaveTextContent('12');
    expect(amina.cell('Total Volume')).toHaveTextContent('$1,234.50');
    expect(within(amina.cell('Status')).getByText('Active')).toHaveAttribute('data-tone', 'success');
    expect(amina.cell('Joined')).toHaveTextContent('Jan 5, 2025');
    expect(amina.row.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(amina.row.getByRole('button', { name: 'View details' })).toBeInTheDocument();

    const abebe = rowOf('Abebe Bekele');
    expect(abebe.cell('Contact')).toHaveTextContent('No email');
    expect(within(abebe.cell('Verified')).getByRole('img', { name: 'Phone verified' })).toHaveClass('text-blue-600');
    expect(within(abebe.cell('Status')).getByText('Suspended')).toHaveAttribute('data-tone', 'danger');
    expect(abebe.row.getByRole('button', { name: 'Activate' })).toBeInTheDocument();

    const sam = rowOf('Sam Okello');
    expect(sam.cell('Contact')).toHaveTextContent('No phone');
    expect(within(sam.cell('Verified')).getByRole('img', { name: 'Not verified' })).toHaveClass('text-red-600');
  });

  it('suspends only after confirmation, then shows the new status', async () => {
    const fetchMock = usersBackend([adminUser(1, { firstName: 'Amina', lastName: 'Tesfaye' })]);
    const user = await openUsersTab();

    await user.click(rowOf('Amina Tesfaye').row.getByRole('button', { name: 'Suspend' }));
    let confirm = within(screen.getByRole('alertdialog', { name: 'Suspend user?' }));
    expect(confirm.getByText(/Amina Tesfaye will be signed out/)).toBeInTheDocument();
    expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/admin/users/1/status')).toHaveLength(0);

    await user.click(rowOf('Amina Tesfaye').row.getByRole('button', { name: 'Suspend' }));
    confirm = within(screen.getByRole('alertdialog', { name: 'Suspend user?' }));
    await user.click(confirm.getByRole('button', { name: 'Suspend' }));

    expect(await screen.findByText('User suspended')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'PUT', '/api/admin/users/1/status');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ action: 'suspend' });
    expect(calls[0]?.headers.get('x-csrf-token')).toBe('csrf-users');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const row = rowOf('Amina Tesfaye');
    expect(within(row.cell('Status')).getByText('Suspended')).toBeInTheDocument();
    expect(row.row.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });

  it('activates a suspended user straight away', async () => {
    const fetchMock = usersBackend([adminUser(2, { firstName: 'Abebe', lastName: 'Bekele', status: 'suspended' })]);
    const user = await openUsersTab();

    await user.click(rowOf('Abebe Bekele').row.getByRole('button', { name: 'Activate' }));

    expect(await screen.findByText('User activated')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/admin/users/2/status')[0]?.body).toEqual({ action: 'activate' });
    await waitFor(() => expect(within(rowOf('Abebe Bekele').cell('Status')).getByText('Active')).toBeInTheDocument());
  });

  it('says so when the status cannot be changed, and keeps the old one', async () => {
    usersBackend([adminUser(2, { firstName: 'Abebe', lastName: 'Bekele', status: 'suspended' })], ({ method }) =>
      method === 'PUT' ? { status: 500, body: { message: 'Database unavailable' } } : undefined,
    );
    const user = await openUsersTab();

    await user.click(rowOf('Abebe Bekele').row.getByRole('button', { name: 'Activate' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Database unavailable');
    expect(within(rowOf('Abebe Bekele').cell('Status')).getByText('Suspended')).toBeInTheDocument();
  });

  it('shows a user in a details dialog', async () => {
    usersBackend([adminUser(7, { firstName: 'Amina', lastName: 'Tesfaye', phone: null, transactionCount: 4 })]);
    const user = await openUsersTab();

    await user.click(rowOf('Amina Tesfaye').row.getByRole('button', { name: 'View details' }));

    const dialog = screen.getByRole('dialog', { name: 'User Details' });
    expect(valueOf(dialog, 'User ID')).toBe('7');
    expect(valueOf(dialog, 'Email')).toBe('amina7@example.com');
    expect(valueOf(dialog, 'Phone')).toBe('No phone');
    expect(valueOf(dialog, 'Email verified')).toBe('Yes');
    expect(valueOf(dialog, 'Transactions')).toBe('4');
    expect(valueOf(dialog, 'Total Volume')).toBe('$450.50');
    expect(valueOf(dialog, 'Status')).toBe('Active');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['compliance', true],
    ['owner', true],
    ['support', false],
    ['finance', false],
  ] as const)("offers a %s operator the sender's full file from the details dialog: %s", async (role, offered) => {
    mockApiWith(adminBackend(({ method, path }) => (method === 'GET' && path === '/api/admin/users' ? { body: { items: [adminUser(7, { firstName: 'Amina', lastName: 'Tesfaye' })], nextCursor: null } } : undefined), { role }));
    const user = await openUsersTab();

    await user.click(rowOf('Amina Tesfaye').row.getByRole('button', { name: 'View details' }));

    const link = within(screen.getByRole('dialog', { name: 'User Details' })).queryByRole('link', { name: 'Export sender file (JSON)' });
    if (offered) {
      expect(link).toHaveAttribute('href', '/api/admin/users/7/compliance-file');
      expect(link).toHaveAttribute('download');
    } else expect(link).not.toBeInTheDocument();
  });

  it('filters by status and search, sorts, and loads more', async () => {
    const fetchMock = mockApiWith(
      adminBackend(({ method, path, search }) => {
        if (method !== 'GET' || path !== '/api/admin/users') return undefined;
        if (search.get('before') === 'u-2') {
          return { body: { items: [adminUser(2, { firstName: 'Abebe', lastName: 'Bekele' })], nextCursor: null } };
        }
        return { body: { items: [adminUser(1, { firstName: 'Amina', lastName: 'Tesfaye' })], nextCursor: 'u-2' } };
      }),
    );
    const user = await openUsersTab();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Abebe Bekele')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'suspended');
    await user.selectOptions(screen.getByLabelText('Sort by date'), 'oldest');
    await user.type(screen.getByLabelText('Search'), 'amina');

    const searches = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/admin/users')
        .map((url) => url.search);
    await waitFor(() => expect(searches()).toContain('?limit=50&sort=oldest&status=suspended&search=amina'));
    expect(searches()).toContain('?limit=50&sort=newest');
    expect(searches()).toContain('?limit=50&sort=newest&before=u-2');
  });
});
