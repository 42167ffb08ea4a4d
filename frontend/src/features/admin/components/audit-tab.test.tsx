import { screen, within } from '@testing-library/react';
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
  operator: { id: 3, email: 'finance@example.com', role: 'finance' },
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
  it('lists time, operator, action, target, old → new and source address, page by page', async () => {
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
    expect(cells.slice(1)).toEqual(['finance@example.com', 'rate.update', 'kenya', '129.25 → 131.5', '203.0.113.7']);

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
});
