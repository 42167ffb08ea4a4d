import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApiWith, setCsrfCookie } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { adminBackend, operator } from '../testing/fixtures';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

type Row = { id: number; email: string; role: string; status: string; createdAt: string; enrolmentExpiresAt: string | null };
const me: Row = { id: 1, email: operator.email, role: 'owner', status: 'active', createdAt: '2025-01-02T10:00:00.000Z', enrolmentExpiresAt: null };
const finance: Row = { id: 2, email: 'finance@example.com', role: 'finance', status: 'active', createdAt: '2025-01-03T10:00:00.000Z', enrolmentExpiresAt: null };

/** The server's operators: invitations add a row, changes change it. */
function operatorsServer(rows: Row[] = [me, finance]) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const backend = adminBackend(({ method, path, body }) => {
    if (path === '/api/admin/operators' && method === 'GET') return { body: { items: rows } };
    if (path === '/api/admin/operators/invites' && method === 'POST') {
      sent.push({ method, path, body });
      const { email, role } = body as { email: string; role: string };
      if (rows.some((row) => row.email === email)) return { status: 409, body: { code: 'ADMIN.OPERATOR_EXISTS', field: 'email', message: `An operator with the email ${email} exists already.` } };
      const row = { id: rows.length + 1, email, role, status: 'invited', createdAt: '2025-01-05T10:00:00.000Z', enrolmentExpiresAt: '2025-01-08T10:00:00.000Z' };
      rows.push(row);
      return { status: 201, body: row };
    }
    const change = /^\/api\/admin\/operators\/(\d+)$/.exec(path);
    if (change && method === 'PUT') {
      sent.push({ method, path, body });
      const row = rows.find((r) => r.id === Number(change[1]))!;
      Object.assign(row, body as object);
      return { body: row };
    }
    return undefined;
  });
  return { backend, sent, rows };
}

describe('Operators tab', () => {
  it('is offered to owners only', async () => {
    mockApiWith(adminBackend(undefined, { role: 'finance' }));
    renderApp('/admin/dashboard?tab=operators');
    // A finance operator gets the default tab, and no Operators tab.
    expect(await screen.findByRole('tab', { name: 'Transactions' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Operators' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Operators' })).not.toBeInTheDocument();
  });

  it('lists operators and invites one by email with a role', async () => {
    setCsrfCookie();
    const server = operatorsServer();
    mockApiWith(server.backend);
    const user = userEvent.setup();
    renderApp('/admin/dashboard?tab=operators');

    const table = within(await screen.findByRole('table', { name: 'Operators' }));
    expect(screen.getByRole('tab', { name: 'Operators' })).toBeInTheDocument();
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Email', 'Role', 'Status', 'Added', 'Actions']);
    expect(table.getByText('finance@example.com')).toBeInTheDocument();
    // One's own row can be neither re-roled nor deactivated.
    expect(table.queryByRole('button', { name: `Deactivate ${operator.email}` })).not.toBeInTheDocument();
    expect(table.queryByRole('combobox', { name: `Role of ${operator.email}` })).not.toBeInTheDocument();

    const form = within(screen.getByRole('form', { name: 'Invite an operator' }));
    await user.type(form.getByLabelText('Email'), 'not-an-email');
    await user.click(form.getByRole('button', { name: 'Invite' }));
    expect(await form.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(server.sent).toEqual([]);

    await user.clear(form.getByLabelText('Email'));
    await user.type(form.getByLabelText('Email'), '  new.ops@example.com ');
    await user.selectOptions(form.getByLabelText('Role'), 'support');
    await user.click(form.getByRole('button', { name: 'Invite' }));
    expect(await table.findByText('new.ops@example.com')).toBeInTheDocument();
    expect(server.sent).toEqual([{ method: 'POST', path: '/api/admin/operators/invites', body: { email: 'new.ops@example.com', role: 'support' } }]);
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();

    // An email someone has: the server's words on the field.
    await user.type(form.getByLabelText('Email'), 'finance@example.com');
    await user.click(form.getByRole('button', { name: 'Invite' }));
    expect(await form.findByText('An operator with the email finance@example.com exists already.')).toBeInTheDocument();
  });

  it('changes a role, and deactivates after confirmation', async () => {
    setCsrfCookie();
    const server = operatorsServer();
    mockApiWith(server.backend);
    const user = userEvent.setup();
    renderApp('/admin/dashboard?tab=operators');

    const table = within(await screen.findByRole('table', { name: 'Operators' }));
    await user.selectOptions(table.getByRole('combobox', { name: 'Role of finance@example.com' }), 'viewer');
    expect(await screen.findByText('Role changed to Viewer')).toBeInTheDocument();
    expect(server.sent).toEqual([{ method: 'PUT', path: '/api/admin/operators/2', body: { role: 'viewer' } }]);

    await user.click(table.getByRole('button', { name: 'Deactivate finance@example.com' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('finance@example.com will be signed out and can no longer sign in.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(server.sent).toHaveLength(1);

    await user.click(table.getByRole('button', { name: 'Deactivate finance@example.com' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Operator deactivated')).toBeInTheDocument();
    expect(server.sent[1]).toEqual({ method: 'PUT', path: '/api/admin/operators/2', body: { status: 'deactivated' } });
    expect(await table.findByText('Deactivated')).toBeInTheDocument();
    expect(table.queryByRole('button', { name: 'Deactivate finance@example.com' })).not.toBeInTheDocument();
  });
});
