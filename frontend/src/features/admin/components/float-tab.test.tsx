import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApiWith, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { adminBackend } from '../testing/fixtures';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const daraja = {
  rail: 'daraja',
  currency: 'KES',
  ledgerBalance: '1250000.50',
  pendingPayouts: '12900.00',
  pendingTopUps: '0.00',
  available: '1237100.50',
  partnerReported: { available: '1240000.00', asOf: '2026-11-26T08:00:00.000Z', fetchedAt: '2026-11-26T08:00:05.000Z' },
  averageDailyPayouts: '100000.00',
  daysLeft: 12.4,
  paused: null,
  waitingPayouts: 0,
  costRate: '129.2500',
};
const momo = {
  rail: 'mtn_momo',
  currency: 'UGX',
  ledgerBalance: '300000.00',
  pendingPayouts: '0.00',
  pendingTopUps: '5000000.00',
  available: '300000.00',
  partnerReported: null,
  averageDailyPayouts: '0.00',
  daysLeft: null,
  paused: { reason: 'partner_refused', since: '2026-11-26T09:00:00.000Z' },
  waitingPayouts: 2,
  costRate: null,
};
const pendingTopUp = {
  id: '0b7c7d4e-1111-4000-8000-000000000001',
  rail: 'mtn_momo',
  currency: 'UGX',
  localAmount: '5000000.00',
  usdPaid: '1351.35',
  rate: '3700.0011',
  bankReference: 'WIRE-77',
  note: null,
  state: 'pending',
  opening: false,
  recordedAt: '2026-11-26T09:30:00.000Z',
  confirmedAt: null,
  cancelledAt: null,
};
const opening = { ...pendingTopUp, id: '0b7c7d4e-1111-4000-8000-000000000002', rail: 'daraja', currency: 'KES', localAmount: '1250000.50', usdPaid: '9671.18', rate: '129.2500', bankReference: 'OPENING-KES', state: 'confirmed', opening: true };

/** The pending proposal to confirm top-up `id` by hand, as GET /api/admin/approvals lists it. */
function proposalOf(id: string) {
  return {
    id: 'a-1',
    status: 'pending',
    kind: 'top_up_confirmation',
    action: { name: 'top_up_confirmation', label: 'Confirm a float top-up', key: `float_top_up:${id}`, note: null, destination: null },
    transferId: null,
    summary: 'Confirm the top-up by hand.',
    proposedBy: { id: 11, email: 'finance.a@example.com', role: 'finance' },
    proposalNote: 'The MoMo portal shows it',
    proposedAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    decidedBy: null,
    decidedAt: null,
    decisionNote: null,
    yours: true,
    mayDecide: false,
    mayWithdraw: true,
  };
}

/** A fake float API over a list of top-ups the writes change; `requests` keeps what the page asked. */
function floatBackend(refuse?: { status: number; body: unknown }) {
  const state: { requests: MockRequest[]; topUps: Record<string, unknown>[]; approvals: Record<string, unknown>[] } = { requests: [], topUps: [pendingTopUp, opening], approvals: [] };
  const answer = adminBackend((request) => {
    if (request.method === 'GET' && request.path === '/api/admin/approvals') return { body: { items: state.approvals } };
    if (!request.path.startsWith('/api/admin/float')) return undefined;
    state.requests.push(request);
    if (request.method === 'GET' && request.path === '/api/admin/float') return { body: { floats: [daraja, momo], topUps: state.topUps } };
    if (request.method === 'POST' && request.path === '/api/admin/float/top-ups') {
      if (refuse) return refuse;
      const body = request.body as Record<string, string>;
      const recorded = { ...pendingTopUp, id: 'new', ...body, note: body.note ?? null, rate: '3700.0000' };
      state.topUps = [recorded, ...state.topUps];
      return { status: 201, body: recorded };
    }
    const step = /^\/api\/admin\/float\/top-ups\/([^/]+)\/(confirm|cancel)$/.exec(request.path);
    if (request.method === 'POST' && step?.[2] === 'confirm') {
      // Four eyes: confirming by hand is proposed; the top-up stays pending until another finance operator approves.
      state.approvals = [{ ...proposalOf(step[1]!) }];
      const message = 'Confirming this top-up waits for approval by another finance operator: it stays pending until then.';
      return { status: 202, body: { status: 'waiting_for_approval', outcome: 'waiting_for_approval', approvalId: 'a-1', message, topUp: state.topUps.find((t) => t.id === step[1]) } };
    }
    if (request.method === 'POST' && step) {
      state.topUps = state.topUps.map((t) => (t.id === step[1] ? { ...t, state: 'cancelled' } : t));
      return { body: state.topUps.find((t) => t.id === step[1]) };
    }
    if (request.method === 'POST' && request.path === '/api/admin/float/balance-checks') {
      return { body: { checks: [{ rail: 'daraja', outcome: 'awaiting_callback' }, { rail: 'mtn_momo', outcome: 'read' }, { rail: 'thunes', outcome: 'unavailable', detail: 'timeout' }] } };
    }
    return undefined;
  });
  return { requests: state.requests, answer };
}

async function openFloat() {
  renderApp('/admin/dashboard?tab=float');
  return screen.findByRole('region', { name: 'Safaricom M-Pesa (Daraja) · KES' });
}

describe('Float tab', () => {
  it('shows each partner float: books, pending payouts, available, what the partner reports, days left, cost rate, running or paused with its waiting payouts', async () => {
    mockApiWith(floatBackend().answer);
    const kes = within(await openFloat());
    expect(kes.getByText('Running')).toBeInTheDocument();
    expect(kes.getByText('Ledger balance').nextSibling).toHaveTextContent('1,250,000.50 KES');
    expect(kes.getByText('Pending payouts').nextSibling).toHaveTextContent('12,900.00 KES');
    expect(kes.getByText('Available').nextSibling).toHaveTextContent('1,237,100.50 KES');
    expect(kes.getByText('Partner reports').nextSibling).toHaveTextContent(/1,240,000\.00 KES\s*as of Nov 26, 2026/);
    expect(kes.getByText('Days left').nextSibling).toHaveTextContent('12.4 (at 100,000.00 KES a day)');
    expect(kes.getByText('Cost rate').nextSibling).toHaveTextContent('1 USD = 129.2500 KES');

    const ugx = within(screen.getByRole('region', { name: 'MTN MoMo · UGX' }));
    expect(ugx.getByText('Paused')).toBeInTheDocument();
    expect(ugx.getByText(/the partner refused a payout for want of balance\. 2 payouts are waiting\./)).toBeInTheDocument();
    // UGX has no cents.
    expect(ugx.getByText('Ledger balance').nextSibling).toHaveTextContent('300,000 UGX');
    expect(ugx.getByText('Top-ups not shown by the partner yet').nextSibling).toHaveTextContent('5,000,000 UGX');
    expect(ugx.getByText('Partner reports').nextSibling).toHaveTextContent('Not reported yet');
    expect(ugx.getByText('Days left').nextSibling).toHaveTextContent('No payouts in the last 7 days');
    expect(ugx.getByText('Cost rate').nextSibling).toHaveTextContent('No top-up confirmed yet');
  });

  it('lists the top-ups with their state; only a pending one has actions', async () => {
    mockApiWith(floatBackend().answer);
    await openFloat();
    const table = within(screen.getByRole('table', { name: 'Top-ups' }));
    const pending = within(screen.getByTestId('top-up-WIRE-77'));
    // State and actions first (a phone shows them without scrolling); the time is the browser's own.
    expect(pending.getAllByRole('cell').map((cell) => cell.textContent).slice(0, 6)).toEqual(['5,000,000 UGXMTN MoMo', 'Pending', 'ConfirmCancel', '1,351.35', '3700.0011', 'WIRE-77']);
    expect(pending.getByRole('button', { name: 'Confirm top-up WIRE-77' })).toBeInTheDocument();
    const openingRow = within(screen.getByTestId('top-up-OPENING-KES'));
    expect(openingRow.getByText('Confirmed')).toBeInTheDocument();
    expect(openingRow.getByText('Opening float')).toBeInTheDocument();
    expect(openingRow.queryByRole('button')).not.toBeInTheDocument();
    expect(table.getAllByRole('row')).toHaveLength(3);
  });

  it('records a top-up after a confirmation step, sending exact decimals and no rate (the server implies it)', async () => {
    const backend = floatBackend();
    mockApiWith(backend.answer);
    const user = userEvent.setup();
    await openFloat();

    await user.selectOptions(screen.getByLabelText('Partner and currency'), 'mtn_momo:UGX');
    await user.type(screen.getByLabelText('Local amount (UGX)'), '1,850,000');
    await user.type(screen.getByLabelText('USD paid'), '500');
    expect(screen.getByTestId('implied-rate')).toHaveTextContent('Implied rate: 1 USD = 3700.0000 UGX');
    await user.type(screen.getByLabelText('Bank reference'), 'FT2611AB');
    await user.type(screen.getByLabelText('Note (optional)'), 'November wire');
    await user.click(screen.getByRole('button', { name: 'Review top-up' }));

    const dialog = within(await screen.findByRole('alertdialog', { name: 'Record this top-up?' }));
    expect(dialog.getByTestId('top-up-review')).toHaveTextContent('1,850,000 UGX');
    expect(dialog.getByTestId('top-up-review')).toHaveTextContent('500.00 USD');
    expect(backend.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Record top-up' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(backend.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { rail: 'mtn_momo', currency: 'UGX', localAmount: '1850000.00', usdPaid: '500.00', bankReference: 'FT2611AB', note: 'November wire' },
    ]);
    expect(await screen.findByTestId('top-up-FT2611AB')).toHaveTextContent('Pending');
    expect(screen.getByLabelText('Bank reference')).toHaveValue('');
  });

  it('says what is wrong with each field before asking anything, and sends nothing', async () => {
    const backend = floatBackend();
    mockApiWith(backend.answer);
    const user = userEvent.setup();
    await openFloat();

    await user.type(screen.getByLabelText('Local amount'), '12.345');
    await user.type(screen.getByLabelText('USD paid'), '0');
    await user.click(screen.getByRole('button', { name: 'Review top-up' }));

    expect(screen.getByLabelText('Partner and currency')).toHaveAccessibleDescription('Choose the partner and currency wired to');
    expect(screen.getByLabelText('Partner and currency')).toHaveFocus();
    expect(screen.getByLabelText('Local amount')).toHaveAccessibleDescription(expect.stringContaining('The local amount must be a number such as 250000 or 1934.50'));
    expect(screen.getByLabelText('USD paid')).toHaveAccessibleDescription(expect.stringContaining('The USD paid must be more than 0'));
    expect(screen.getByLabelText('Bank reference')).toHaveAccessibleDescription('Enter the bank reference of the wire');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Partner and currency'), 'mtn_momo:UGX');
    await user.clear(screen.getByLabelText('Local amount (UGX)'));
    await user.type(screen.getByLabelText('Local amount (UGX)'), '1000.50');
    await user.click(screen.getByRole('button', { name: 'Review top-up' }));
    expect(screen.getByLabelText('Local amount (UGX)')).toHaveAccessibleDescription(expect.stringContaining('whole units'));
    expect(backend.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("puts the server's refusal of a repeated bank reference on that field", async () => {
    mockApiWith(floatBackend({ status: 409, body: { code: 'FLOAT.DUPLICATE_REFERENCE', message: 'A top-up with bank reference WIRE-77 is recorded for mtn_momo UGX already' } }).answer);
    const user = userEvent.setup();
    await openFloat();

    await user.selectOptions(screen.getByLabelText('Partner and currency'), 'mtn_momo:UGX');
    await user.type(screen.getByLabelText('Local amount (UGX)'), '5000000');
    await user.type(screen.getByLabelText('USD paid'), '1351.35');
    await user.type(screen.getByLabelText('Bank reference'), 'WIRE-77');
    await user.click(screen.getByRole('button', { name: 'Review top-up' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Record top-up' }));

    await waitFor(() => expect(screen.getByLabelText('Bank reference')).toHaveAccessibleDescription('A top-up with bank reference WIRE-77 is recorded for mtn_momo UGX already'));
    expect(screen.getByLabelText('Bank reference')).toHaveValue('WIRE-77');
  });

  it('confirms or cancels a pending top-up only after its confirmation', async () => {
    const backend = floatBackend();
    mockApiWith(backend.answer);
    const user = userEvent.setup();
    await openFloat();

    await user.click(screen.getByRole('button', { name: 'Cancel top-up WIRE-77' }));
    const asked = within(await screen.findByRole('alertdialog', { name: 'Cancel this top-up?' }));
    await user.click(asked.getByRole('button', { name: 'Go back' }));
    expect(backend.requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirm top-up WIRE-77' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Confirm this top-up?' }));
    expect(confirm.getByText(/5,000,000 UGX to MTN MoMo \(WIRE-77\).*another finance operator approves/)).toBeInTheDocument();
    // Confirming by hand is proposed for a second finance operator: it asks why first.
    await user.click(confirm.getByRole('button', { name: 'Confirm top-up' }));
    expect(confirm.getByLabelText('Why (for the approving operator)')).toHaveAccessibleDescription(/Say why, for the operator who approves it/);
    expect(backend.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.type(confirm.getByLabelText('Why (for the approving operator)'), 'The MoMo portal shows it');
    await user.click(confirm.getByRole('button', { name: 'Confirm top-up' }));

    expect(await screen.findByText('Waiting for approval', { selector: '[role="status"] p' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('top-up-WIRE-77')).toHaveTextContent('Waiting for approval: confirming, proposed by finance.a@example.com'));
    const row = screen.getByTestId('top-up-WIRE-77');
    expect(row).toHaveTextContent('Pending');
    expect(within(row).queryByRole('button', { name: 'Confirm top-up WIRE-77' })).not.toBeInTheDocument();
    const posts = backend.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.path, r.body])).toEqual([[`/api/admin/float/top-ups/${pendingTopUp.id}/confirm`, { proposalNote: 'The MoMo portal shows it' }]]);
  });

  it('asks every partner for its balance now and says what each answered', async () => {
    const backend = floatBackend();
    mockApiWith(backend.answer);
    const user = userEvent.setup();
    await openFloat();

    await user.click(screen.getByRole('button', { name: 'Check balances now' }));
    const status = await screen.findByText(/Safaricom M-Pesa \(Daraja\): asked; its answer comes by callback/);
    expect(status.closest('ul')).toHaveTextContent('MTN MoMo: balance read');
    expect(status.closest('ul')).toHaveTextContent('Thunes: could not be asked (timeout)');
    expect(backend.requests.filter((r) => r.method === 'GET' && r.path === '/api/admin/float').length).toBeGreaterThanOrEqual(2);
  });

  it('offers the Float tab beside the others', async () => {
    mockApiWith(floatBackend().answer);
    await openFloat();
    expect(screen.getByRole('tab', { name: 'Float' })).toHaveAttribute('aria-selected', 'true');
  });
});
