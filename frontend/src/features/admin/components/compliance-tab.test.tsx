import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApiWith } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { adminBackend } from '../testing/fixtures';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const lateCase = {
  id: 'c1',
  sender: { userId: 7, name: 'Amina Okello', email: 'amina@example.com' },
  status: 'open',
  detectedAt: '2026-10-01T10:00:00.000Z',
  deadlineAt: '2026-10-31T10:00:00.000Z',
  daysLeft: -27,
  late: true,
  decision: null,
  decidedAt: null,
  decidedBy: null,
  rules: ['structuring'],
  highSeverity: true,
  heldTransfers: 1,
  sarExportUrl: null,
};
const sarCase = { ...lateCase, id: 'c2', sender: { userId: 8, name: 'Juma Mwangi', email: null }, status: 'closed', late: false, daysLeft: null, decision: 'file_sar', rules: ['velocity'], highSeverity: false, heldTransfers: 0, sarExportUrl: '/api/admin/compliance/cases/c2/sar' };
const detail = {
  ...lateCase,
  hits: [{ rule: 'structuring', severity: 'high', transferId: 't3', figures: { total: '900.00' }, summary: '3 transfers in a day, each under $500.00, together $900.00 (threshold $900.00)', held: true, detectedAt: '2026-10-01T10:00:00.000Z' }],
  transfers: [{ id: 't3', reference: 'RE3', amount: 300, status: 'processing', createdAt: '2026-10-01T09:59:00.000Z', recipientName: 'Wanjiru Kamau', held: true }],
  timeline: [{ at: '2026-10-01T10:00:00.000Z', kind: 'hit', text: 'structuring (high): 3 transfers in a day; payout held', by: null }],
};

/** The api with `cases` listed, case c1's details, and its decisions answered `answer`: answers the decisions sent. */
function casesBackend(cases: unknown[], answer: { message: string; released: number }): unknown[] {
  const decisions: unknown[] = [];
  mockApiWith(
    adminBackend(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/admin/compliance/cases') return { body: { cases } };
      if (method === 'GET' && path === '/api/admin/compliance/cases/c1') return { body: detail };
      if (method === 'POST' && path === '/api/admin/compliance/cases/c1/decision') {
        decisions.push(body);
        return { body: answer };
      }
      return undefined;
    }),
  );
  return decisions;
}

describe('Compliance tab', () => {
  it('lists the cases with their deadline, flags the late one, links the SAR export, and decides a case from its dialog', async () => {
    const decisions = casesBackend([lateCase, sarCase], { message: 'Cleared. 1 held payout is being sent.', released: 1 });
    const user = userEvent.setup();
    renderApp('/admin/dashboard?tab=compliance');

    const table = within(await screen.findByRole('table', { name: 'Compliance cases' }));
    const [, late, sar] = table.getAllByRole('row');
    expect(late).toHaveTextContent('Amina Okello');
    expect(within(late).getByText('Late')).toBeInTheDocument();
    expect(within(sar).queryByText('Late')).not.toBeInTheDocument();
    expect(within(sar).getByRole('link', { name: 'SAR export' })).toHaveAttribute('href', '/api/admin/compliance/cases/c2/sar');

    await user.click(within(late).getByRole('button', { name: 'Open case of Amina Okello' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Compliance case' }));
    expect(await dialog.findByText(/3 transfers in a day, each under \$500\.00/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Clear' })).toBeDisabled();
    await user.type(dialog.getByLabelText(/Note/), 'Rent split in three.');
    await user.click(dialog.getByRole('button', { name: 'Clear' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('Cleared. 1 held payout is being sent.');
    expect(decisions).toEqual([{ decision: 'clear', note: 'Rent split in three.' }]);
  });

  it('asks again before closing an account, sends nothing on "Go back", and sends the decision once confirmed', async () => {
    const decisions = casesBackend([lateCase], { message: 'Account closed.', released: 0 });
    const user = userEvent.setup();
    renderApp('/admin/dashboard?tab=compliance');
    await user.click(await screen.findByRole('button', { name: 'Open case of Amina Okello' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Compliance case' }));
    await dialog.findByText(/3 transfers in a day, each under/);
    await user.type(dialog.getByLabelText(/Note/), 'Refused to say where the money comes from.');

    await user.click(dialog.getByRole('button', { name: 'Close account' }));
    const question = dialog.getByRole('group', { name: /Close this sender's account\?/ });
    expect(within(question).getByRole('button', { name: 'Yes, close account' })).toHaveFocus();
    expect(dialog.getByRole('button', { name: 'File a SAR' })).toBeDisabled();
    await user.click(within(question).getByRole('button', { name: 'Go back' }));
    expect(dialog.queryByRole('group', { name: /Close this sender's account\?/ })).not.toBeInTheDocument();
    expect(decisions).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Close account' }));
    await user.click(dialog.getByRole('button', { name: 'Yes, close account' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('Account closed.');
    expect(decisions).toEqual([{ decision: 'close_account', note: 'Refused to say where the money comes from.' }]);
  });

  it('is not shown to a finance operator', async () => {
    mockApiWith(adminBackend(undefined, { role: 'finance' }));
    renderApp('/admin/dashboard?tab=compliance');
    expect(await screen.findByRole('tablist', { name: 'Admin sections' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Compliance' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Transactions' })).toHaveAttribute('aria-selected', 'true');
  });
});
