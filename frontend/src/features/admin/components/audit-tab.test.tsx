import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApiWith } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { adminBackend } from '../testing/fixtures';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const rateChange = {
  id: 'a1',
  occurredAt: '2025-01-05T12:00:00.000Z',
  action: 'rate.update',
  target: 'kenya',
  oldValue: '129.25',
  newValue: '131.5',
  sourceAddress: '203.0.113.7',
  operator: { id: 3, email: 'finance@example.com', role: 'finance', session: '5f0c2a9e-8d1b-4c3a-9f1e-2b7d6c4a1e00' },
};
const suspension = {
  id: 'a2',
  occurredAt: '2025-01-04T09:30:00.000Z',
  action: 'user.suspend',
  target: 'user 42',
  oldValue: { status: 'active' },
  newValue: { status: 'suspended' },
  sourceAddress: null,
  operator: null,
};

describe('Audit Log tab', () => {
  it('lists time, operator (role and session), action, target, old → new and source address, page by page', async () => {
    mockApiWith(
      adminBackend(({ method, path, search }) => {
        if (method !== 'GET' || path !== '/api/admin/audit') return undefined;
        return search.get('before') === 'c2'
          ? { body: { items: [suspension], nextCursor: null } }
          : { body: { items: [rateChange], nextCursor: 'c2' } };
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/dashboard?tab=audit');

    const table = within(await screen.findByRole('table', { name: 'Audit log' }));
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Time',
      'Operator',
      'Action',
      'Target',
      'Change',
      'Source Address',
    ]);
    let cells = within(table.getAllByRole('row')[1]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells[0]).toMatch(/^Jan 5, 2025/);
    expect(cells.slice(1)).toEqual(['finance@example.comfinance · session 5f0c2a9e', 'rate.update', 'kenya', '129.25 → 131.5', '203.0.113.7']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('user.suspend');
    cells = within(table.getAllByRole('row')[2]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['—', 'user.suspend', 'user 42', '{"status":"active"} → {"status":"suspended"}', '—']);
  });

  it('says when nothing has been recorded', async () => {
    mockApiWith(adminBackend());
    renderApp('/admin/dashboard?tab=audit');

    expect(await screen.findByText('No admin actions recorded yet.')).toBeInTheDocument();
  });

  describe('operator filter', () => {
    const entry = (id: string, action: string, email: string | null) => ({
      ...rateChange,
      id,
      action,
      operator: email === null ? null : { id: email.length, email, role: 'finance' },
    });
    const entries = [
      entry('e5', 'rate.update', 'finance@example.com'),
      entry('e4', 'user.suspend', 'support@example.com'),
      entry('e3', 'fee.update', 'finance@example.com'),
      entry('e2', 'system.sweep', null),
      entry('e1', 'limit.update', 'finance@example.com'),
    ];

    /**
     * The api's audit log, two entries a page, keyset-paged on `before`; `operator` keeps the
     * entries of that email (any case). Returns the query of every audit request, in order.
     */
    function auditBackend() {
      const requests: URLSearchParams[] = [];
      mockApiWith(
        adminBackend(({ method, path, search }) => {
          if (method !== 'GET' || path !== '/api/admin/audit') return undefined;
          requests.push(new URLSearchParams(search));
          const operator = search.get('operator')?.trim().toLowerCase();
          const matching = entries.filter((item) => !operator || item.operator?.email.toLowerCase() === operator);
          const before = search.get('before');
          const start = before ? matching.findIndex((item) => item.id === before) + 1 : 0;
          const items = matching.slice(start, start + 2);
          const nextCursor = start + 2 < matching.length ? items[items.length - 1]!.id : null;
          return { body: { items, nextCursor } };
        }),
      );
      return requests;
    }

    /** The actions in the table, top to bottom. */
    function shownActions() {
      const table = within(screen.getByRole('table', { name: 'Audit log' }));
      return table
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2]!.textContent);
    }

    async function openAuditTab() {
      const requests = auditBackend();
      const user = userEvent.setup();
      renderApp('/admin/dashboard?tab=audit');
      await screen.findByRole('table', { name: 'Audit log' });
      await waitFor(() => expect(shownActions()).toEqual(['rate.update', 'user.suspend']));
      return { requests, user };
    }

    it('loads the first page of the entered email and keeps the filter on the next page', async () => {
      const { requests, user } = await openAuditTab();
      expect(requests[0]!.has('operator')).toBe(false);
      expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();

      await user.type(screen.getByLabelText('Operator email'), '  Finance@Example.com ');
      await user.click(screen.getByRole('button', { name: 'Filter' }));

      await waitFor(() => expect(shownActions()).toEqual(['rate.update', 'fee.update']));
      const filtered = requests[requests.length - 1]!;
      expect(filtered.get('operator')).toBe('Finance@Example.com');
      expect(filtered.has('before')).toBe(false);
      expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(shownActions()).toEqual(['rate.update', 'fee.update', 'limit.update']));
      const next = requests[requests.length - 1]!;
      expect(next.get('operator')).toBe('Finance@Example.com');
      expect(next.get('before')).toBe('e3');
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    });

    it('Clear goes back to every operator’s entries from the first page', async () => {
      const { requests, user } = await openAuditTab();
      const field = screen.getByLabelText('Operator email');
      await user.type(field, 'support@example.com');
      await user.click(screen.getByRole('button', { name: 'Filter' }));
      await waitFor(() => expect(shownActions()).toEqual(['user.suspend']));

      const beforeClear = requests.length;

      await user.click(screen.getByRole('button', { name: 'Clear' }));

      // The unfiltered first page (it may come from the cache: any request made is unfiltered).
      await waitFor(() => expect(shownActions()).toEqual(['rate.update', 'user.suspend']));
      expect(requests.slice(beforeClear).filter((query) => query.has('operator'))).toEqual([]);
      expect(field).toHaveValue('');
      expect(field).toHaveFocus();
      expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(shownActions()).toEqual(['rate.update', 'user.suspend', 'fee.update', 'system.sweep']));
      expect(requests[requests.length - 1]!.has('operator')).toBe(false);
    });

    it('an operator’s email in the table filters to that operator', async () => {
      const { requests, user } = await openAuditTab();
      // The entry of the system (no operator) has no button.
      expect(screen.queryAllByRole('button', { name: /^Show only/ })).toHaveLength(2);

      await user.click(screen.getByRole('button', { name: "Show only support@example.com's entries" }));

      await waitFor(() => expect(shownActions()).toEqual(['user.suspend']));
      expect(requests[requests.length - 1]!.get('operator')).toBe('support@example.com');
      expect(screen.getByLabelText('Operator email')).toHaveValue('support@example.com');
      expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    });

    it('says when the email has no entries', async () => {
      const { requests, user } = await openAuditTab();

      await user.type(screen.getByLabelText('Operator email'), 'nobody@example.com');
      await user.click(screen.getByRole('button', { name: 'Filter' }));

      expect(await screen.findByText('No entries for nobody@example.com.')).toBeInTheDocument();
      expect(requests[requests.length - 1]!.get('operator')).toBe('nobody@example.com');
      expect(screen.queryByRole('table', { name: 'Audit log' })).not.toBeInTheDocument();
      expect(screen.queryByText('No admin actions recorded yet.')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    });
  });
});
