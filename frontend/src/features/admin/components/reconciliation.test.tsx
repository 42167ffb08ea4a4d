import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import type { ReconciliationBreak } from '../api/reconciliation';
import { adminBackend, attentionItem, hoursFromNow } from '../testing/fixtures';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const ACTIONS = '/api/admin/attention/actions';
const ACCOUNTS = ['stripe_clearing', 'reconciliation_suspense', 'processor_fees', 'company_bank'];

function plantedBreak(fields: Partial<ReconciliationBreak> = {}): ReconciliationBreak {
  return {
    id: '5d0c3c1e-8a7e-4f0b-9d7a-2f4f1f1b2c3d',
    provider: 'stripe',
    kind: 'missing_in_books',
    key: 'charge:ch_planted',
    currency: 'USD',
    providerAmount: 43.21,
    booksAmount: 0,
    difference: 43.21,
    providerRecords: [{ id: 'txn_planted', what: 'charge (charge) of ch_planted', amount: 43.21, at: hoursFromNow(-30), transferId: null }],
    ourEntries: [],
    transferId: null,
    status: 'open',
    note: null,
    correctionId: null,
    firstSeenAt: hoursFromNow(-30),
    lastSeenAt: hoursFromNow(-1),
    ageHours: 30,
    late: true,
    correctionAccounts: ACCOUNTS,
    ...fields,
  };
}

const breakItem = (brk = plantedBreak()) =>
  attentionItem({
    key: `reconciliation_break:${brk.id}`,
    kind: 'reconciliation_break',
    title: 'Reconciliation: Stripe moved money the books do not show (late)',
    detail: 'Stripe shows $43.21 for charge:ch_planted; the books show $0.00 (difference $43.21).',
    since: brk.firstSeenAt,
    transfer: null,
    actions: [
      { name: 'explain_break', label: 'Explain', confirm: 'Record why both sides are right as they are?' },
      { name: 'correct_break', label: 'Post correction', confirm: 'Post a correcting ledger transfer?' },
      { name: 'escalate_break', label: 'Escalate', confirm: 'Mark this break for a senior look?' },
    ],
    reconciliationBreak: brk,
  });

describe('Reconciliation breaks', () => {
  beforeEach(() => setCsrfCookie('csrf-reconciliation'));
  afterEach(clearCsrfCookie);

  it('shows a break in Needs attention with both sides and "Late", and posts a correction between two offered accounts', async () => {
    const fetchMock = mockApiWith(
      adminBackend((request) => {
        if (request.method === 'GET' && request.path === '/api/admin/attention') return { body: { items: [breakItem()] } };
        if (request.method === 'POST' && request.path === ACTIONS) return { body: { outcome: 'done', message: 'The correction is posted to the books.' } };
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/dashboard?tab=attention');
    const table = await screen.findByRole('table', { name: 'Needs attention' }, { timeout: 5000 });
    const row = within(within(table).getByText('Reconciliation: Stripe moved money the books do not show (late)', { selector: 'p' }).closest('tr')!);
    expect(row.getByText('Reconciliation')).toHaveAttribute('data-tone', 'warning');
    expect(row.getByText('Late')).toHaveAttribute('data-tone', 'danger');
    expect(row.getByText('Stripe says').parentElement).toHaveTextContent('$43.21 charge (charge) of ch_planted');
    expect(row.getByText('Our books').parentElement).toHaveTextContent('No entry.');

    await user.click(row.getByRole('button', { name: 'Post correction' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Post correction' }));
    expect(dialog.getByLabelText('Debit')).toHaveValue('stripe_clearing');
    expect(dialog.getByLabelText('Credit')).toHaveValue('reconciliation_suspense');
    expect(dialog.getByLabelText('Amount (USD)')).toHaveValue('43.21');
    await user.selectOptions(dialog.getByLabelText('Credit'), 'stripe_clearing');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(dialog.getByLabelText('Credit')).toHaveAccessibleDescription('Debit and credit two different accounts');
    expect(dialog.getByLabelText('Note')).toHaveAccessibleDescription('Say why, for the record (at least 3 characters)');
    expect(callsTo(fetchMock, 'POST', ACTIONS)).toHaveLength(0);

    await user.selectOptions(dialog.getByLabelText('Credit'), 'reconciliation_suspense');
    await user.type(dialog.getByLabelText('Note'), 'Dashboard charge, parked until attributed');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The correction is posted to the books.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', ACTIONS)[0]?.body).toEqual({
      key: 'reconciliation_break:5d0c3c1e-8a7e-4f0b-9d7a-2f4f1f1b2c3d',
      action: 'correct_break',
      note: 'Dashboard charge, parked until attributed',
      correction: { debit: 'stripe_clearing', credit: 'reconciliation_suspense', amount: 43.21 },
    });
  });

  it('lists runs and breaks on the Reconciliation tab, and runs reconciliation on demand', async () => {
    let runs = [
      { id: 'run-1', trigger: 'scheduled', startedAt: hoursFromNow(-5), finishedAt: hoursFromNow(-5), providerRecords: 12, matched: 11, inFlight: 0, breaksFound: 1, breaksClosed: 0, postingsBooked: 12, error: null },
    ];
    const fetchMock = mockApiWith(
      adminBackend((request) => {
        if (request.method === 'GET' && request.path === '/api/admin/reconciliation') {
          return { body: { runs, breaks: [plantedBreak({ status: 'explained', note: 'Test charge from the dashboard', late: false, ageHours: 3 })] } };
        }
        if (request.method === 'POST' && request.path === '/api/admin/reconciliation/runs') {
          const run = { ...runs[0]!, id: 'run-2', trigger: 'manual', startedAt: hoursFromNow(0), matched: 12, breaksFound: 0 };
          runs = [run, ...runs];
          return { status: 201, body: run };
        }
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/dashboard?tab=reconciliation');
    const runsTable = await screen.findByRole('table', { name: 'Reconciliation runs' }, { timeout: 5000 });
    expect(runsTable).toHaveTextContent('Daily12 records read, 11 matched, 0 still moving, 1 break(s), 0 resolved, 12 posting(s) booked');
    const breaks = screen.getByRole('list', { name: 'Reconciliation breaks' });
    expect(breaks).toHaveTextContent('explained');
    expect(breaks).toHaveTextContent('Note: Test charge from the dashboard');

    await user.click(screen.getByRole('button', { name: 'Run reconciliation now' }));
    expect(await screen.findByText('Reconciliation done')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/reconciliation/runs')).toHaveLength(1);
    expect(await within(runsTable).findByText('Operator')).toBeInTheDocument();
  });
});
