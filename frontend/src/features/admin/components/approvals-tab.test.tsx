import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import type { Approval } from '../api/admin-approvals';
import { adminBackend, attentionItem, attentionTransfer, hoursFromNow, type FakeAnswer, type FakeRequest } from '../testing/fixtures';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const APPROVALS = '/api/admin/approvals';
const ACTIONS = '/api/admin/attention/actions';
const TRANSFER_ID = '7d3f1c2a-4b5e-4f60-8a71-92b3c4d5e6f7';

const finance = { id: 11, email: 'finance.a@example.com', role: 'finance' };
const compliance = { id: 12, email: 'compliance@example.com', role: 'compliance' };

/** A pending proposal to pay a failed payout to a bank account, proposed by `finance` three hours ago. */
function approval(overrides: Partial<Approval> = {}): Approval {
  return {
    id: 'a0000000-0000-4000-8000-000000000001',
    status: 'pending',
    action: {
      name: 'retry_payout_other_method',
      label: 'Retry by another method',
      key: `payout_failed:${TRANSFER_ID}:1`,
      note: null,
      destination: { deliveryMethod: 'bank_account', bankId: '4031', accountNumber: '1000123450411' },
    },
    transferId: TRANSFER_ID,
    summary: 'Send the payout of ETB 15,500.00 to Abebe Bikila again by Bank account (Commercial Bank of Ethiopia, account 1000123450411), instead of telebirr.',
    proposedBy: finance,
    proposalNote: 'The wallet is barred; the sender gave this account',
    proposedAt: hoursFromNow(-3),
    expiresAt: hoursFromNow(21),
    decidedBy: null,
    decidedAt: null,
    decisionNote: null,
    yours: false,
    mayDecide: true,
    ...overrides,
  };
}

/** The server's proposals; approving or rejecting one decides it (`own` answers first). */
function approvalsBackend(items: Approval[], own?: (request: FakeRequest) => FakeAnswer | undefined) {
  let list = items;
  return mockApiWith(
    adminBackend((request) => {
      const custom = own?.(request);
      if (custom) return custom;
      const { method, path } = request;
      if (method === 'GET' && path === APPROVALS) return { body: { items: list } };
      const withdrawn = /^\/api\/admin\/approvals\/([^/]+)\/withdraw$/.exec(path);
      if (method === 'POST' && withdrawn) {
        const found = list.find((item) => item.id === withdrawn[1])!;
        const done: Approval = { ...found, status: 'withdrawn', decidedAt: new Date().toISOString(), mayWithdraw: false };
        list = list.map((item) => (item.id === found.id ? done : item));
        return { body: { approval: done, message: 'Withdrawn: nothing was done.' } };
      }
      const decided = /^\/api\/admin\/approvals\/([^/]+)\/(approve|reject)$/.exec(path);
      if (method === 'POST' && decided) {
        const [, id, decision] = decided;
        const found = list.find((item) => item.id === id);
        if (!found) return { status: 404, body: { code: 'APPROVAL.NOT_FOUND', message: 'No such proposal.' } };
        const note = (request.body as { note?: string }).note ?? null;
        const done: Approval = {
          ...found,
          status: decision === 'approve' ? 'approved' : 'rejected',
          decidedBy: { id: 99, email: 'ops@example.com', role: 'owner' },
          decidedAt: new Date().toISOString(),
          decisionNote: note,
          mayDecide: false,
        };
        list = list.map((item) => (item.id === id ? done : item));
        return decision === 'approve'
          ? { body: { approval: done, outcome: 'done', message: 'The payout is being sent again by Bank account (attempt 2).' } }
          : { body: { approval: done, message: 'Rejected: nothing was done.' } };
      }
      return undefined;
    }),
  );
}

async function openApprovalsTab() {
  const user = userEvent.setup();
  renderApp('/admin/dashboard?tab=approvals');
  await screen.findByRole('tab', { name: 'Waiting for approval', selected: true }, { timeout: 5000 });
  return user;
}

/** The row of the proposal `id`. */
async function rowOf(id: string) {
  await screen.findByRole('table', { name: 'Waiting for approval' });
  const row = document.querySelector<HTMLElement>(`tr[data-approval-id="${id}"]`);
  if (!row) throw new Error(`no row for ${id}`);
  return { element: row, row: within(row) };
}

function toastTitled(title: string) {
  return screen.findByText(title, { selector: '[role="status"] p, [role="alert"] p' }).then((p) => p.parentElement!);
}

describe('Waiting for approval tab', () => {
  beforeEach(() => setCsrfCookie('csrf-approvals'));
  afterEach(clearCsrfCookie);

  it('lists each proposal: what, which transfer, who proposed it and when, the note and when it expires', async () => {
    approvalsBackend([approval()]);
    await openApprovalsTab();

    const { row, element } = await rowOf('a0000000-0000-4000-8000-000000000001');
    expect(element).toHaveAttribute('data-status', 'pending');
    expect(row.getByText('Retry by another method')).toBeInTheDocument();
    expect(row.getByText(/again by Bank account \(Commercial Bank of Ethiopia, account 1000123450411\)/)).toBeInTheDocument();
    expect(row.getByText('Transfer 7d3f1c2a…')).toHaveAttribute('title', TRANSFER_ID);
    expect(row.getByText('finance.a@example.com')).toBeInTheDocument();
    expect(element).toHaveTextContent('Finance · 3 hours ago');
    expect(row.getByText('The wallet is barred; the sender gave this account')).toBeInTheDocument();
    expect(element.textContent).toMatch(/in 2[01] h \d+ min/);
    expect(row.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('marks the proposer’s own proposal "Waiting for another operator", without buttons; a role that may not decide gets none either', async () => {
    approvalsBackend([
      approval({ id: 'a0000000-0000-4000-8000-000000000002', yours: true, mayDecide: false }),
      approval({
        id: 'a0000000-0000-4000-8000-000000000003',
        action: { name: 'release_screening', label: 'Release', key: `screening_hold:${TRANSFER_ID}`, note: null, destination: null },
        summary: 'Release the transfer held by sanctions screening.',
        proposedBy: compliance,
        mayDecide: false,
      }),
    ]);
    await openApprovalsTab();

    const own = await rowOf('a0000000-0000-4000-8000-000000000002');
    expect(own.row.getByText('Waiting for another operator')).toBeInTheDocument();
    expect(own.row.queryByRole('button')).not.toBeInTheDocument();
    const other = await rowOf('a0000000-0000-4000-8000-000000000003');
    expect(other.row.getByText('Not for your role')).toBeInTheDocument();
    expect(other.row.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows what a rate change, a change of the limits and a top-up confirmed by hand would change: old → new, the amount and the partner', async () => {
    approvalsBackend([
      approval({
        id: 'a0000000-0000-4000-8000-000000000011',
        kind: 'rate_change',
        action: { name: 'rate_change', label: 'Change exchange rates', key: 'rates:exchange', note: null, destination: null },
        details: { kind: 'rate_change', changes: [{ country: 'kenya', from: '129.2500', to: '139.5900' }] },
        transferId: null,
        summary: 'Set the exchange rate (per USD): Kenya 129.25 → 139.59 KES.',
      }),
      approval({
        id: 'a0000000-0000-4000-8000-000000000012',
        kind: 'limits_change',
        action: { name: 'limits_change', label: 'Change sending limits', key: 'limits:sending', note: null, destination: null },
        details: { kind: 'limits_change', from: { perTransfer: '2999.00', perDay: '2999.00', perMonth: '10000.00' }, to: { perTransfer: '1500.00', perDay: '2500.00', perMonth: '8000.00' } },
        transferId: null,
        summary: 'Set the sending limits.',
      }),
      approval({
        id: 'a0000000-0000-4000-8000-000000000014',
        kind: 'limits_change',
        action: { name: 'limits_change', label: 'Change sending limits', key: 'limits:sending:enhanced', note: null, destination: null },
        details: { kind: 'limits_change', tier: 'enhanced', from: { perTransfer: '10000.00', perDay: '10000.00', perMonth: '25000.00' }, to: { perTransfer: '10000.00', perDay: '12000.00', perMonth: '30000.00' } },
        transferId: null,
        summary: 'Set the Enhanced sending limits.',
      }),
      approval({
        id: 'a0000000-0000-4000-8000-000000000013',
        kind: 'top_up_confirmation',
        action: { name: 'top_up_confirmation', label: 'Confirm a float top-up', key: 'float_top_up:t-1', note: null, destination: null },
        details: { kind: 'top_up_confirmation', topUpId: 't-1', rail: 'mtn_momo', currency: 'UGX', localAmount: '2000000.00', usdPaid: '548.00', bankReference: 'WIRE-M2' },
        transferId: null,
        summary: 'Confirm the top-up by hand.',
      }),
    ]);
    await openApprovalsTab();

    const rates = await rowOf('a0000000-0000-4000-8000-000000000011');
    expect(rates.row.getByText('Exchange rates')).toBeInTheDocument();
    expect(rates.row.getByRole('list', { name: 'Rates proposed' })).toHaveTextContent('kenya: 129.25 → 139.59 KES per USD');
    const limits = await rowOf('a0000000-0000-4000-8000-000000000012');
    // A proposal from before tiers (no tier) is about Verified ID's limits, every sender's.
    expect(limits.row.getByText('Sending limits: Verified ID')).toBeInTheDocument();
    expect(limits.row.getByRole('list', { name: 'Limits proposed' })).toHaveTextContent('Per transfer: $2,999.00 → $1,500.00Per 24 hours: $2,999.00 → $2,500.00Per 30 days: $10,000.00 → $8,000.00');
    const enhanced = await rowOf('a0000000-0000-4000-8000-000000000014');
    expect(enhanced.row.getByText('Sending limits: Enhanced')).toBeInTheDocument();
    expect(enhanced.row.getByRole('list', { name: 'Limits proposed' })).toHaveTextContent('Per 30 days: $25,000.00 → $30,000.00');
    const topUp = await rowOf('a0000000-0000-4000-8000-000000000013');
    expect(topUp.row.getByText('Float top-up')).toBeInTheDocument();
    expect(topUp.element).toHaveTextContent('2,000,000.00 UGX at MTN MoMo, bought for $548.00 (reference WIRE-M2)');
  });

  it('lets the proposer withdraw their own pending proposal, once; the row then reads Withdrawn', async () => {
    const fetchMock = approvalsBackend([approval({ id: 'a0000000-0000-4000-8000-000000000021', yours: true, mayDecide: false, mayWithdraw: true })]);
    const user = await openApprovalsTab();
    const { row } = await rowOf('a0000000-0000-4000-8000-000000000021');
    expect(row.getByText('Waiting for another operator')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'Withdraw: Retry by another method' }));
    expect(await toastTitled('Withdrawn')).toHaveTextContent('Withdrawn: nothing was done.');
    expect(callsTo(fetchMock, 'POST', '/api/admin/approvals/a0000000-0000-4000-8000-000000000021/withdraw')).toHaveLength(1);
    const after = await rowOf('a0000000-0000-4000-8000-000000000021');
    await waitFor(() => expect(after.element).toHaveAttribute('data-status', 'withdrawn'));
    expect(after.row.getByText('Withdrawn')).toBeInTheDocument();
    expect(after.row.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows decided and expired proposals with who decided them, without buttons', async () => {
    approvalsBackend([
      approval({
        id: 'a0000000-0000-4000-8000-000000000004',
        status: 'rejected',
        decidedBy: { id: 13, email: 'finance.b@example.com', role: 'finance' },
        decidedAt: hoursFromNow(-1),
        decisionNote: 'The account holder is not the recipient',
        mayDecide: false,
      }),
      approval({ id: 'a0000000-0000-4000-8000-000000000005', status: 'expired', expiresAt: hoursFromNow(-1), mayDecide: false }),
    ]);
    await openApprovalsTab();

    const rejected = await rowOf('a0000000-0000-4000-8000-000000000004');
    expect(rejected.element).toHaveTextContent('Rejectedby finance.b@example.comThe account holder is not the recipient');
    expect(rejected.row.queryByRole('button')).not.toBeInTheDocument();
    const expired = await rowOf('a0000000-0000-4000-8000-000000000005');
    expect(expired.row.getByText('Expired')).toBeInTheDocument();
    expect(expired.row.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    approvalsBackend([]);
    await openApprovalsTab();
    expect(await screen.findByText('Nothing is waiting for approval.')).toBeInTheDocument();
  });

  it('approves: the action is done, the toast says what was done, and the list, queue and stats are asked for again', async () => {
    const fetchMock = approvalsBackend([approval()]);
    const user = await openApprovalsTab();
    const { row } = await rowOf('a0000000-0000-4000-8000-000000000001');
    const listCalls = callsTo(fetchMock, 'GET', APPROVALS).length;
    const queueCalls = callsTo(fetchMock, 'GET', '/api/admin/attention').length;

    await user.click(row.getByRole('button', { name: 'Approve' }));

    expect(await toastTitled('Approved')).toHaveTextContent('The payout is being sent again by Bank account (attempt 2).');
    const calls = callsTo(fetchMock, 'POST', '/api/admin/approvals/a0000000-0000-4000-8000-000000000001/approve');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({});
    expect(calls[0]?.headers.get('x-csrf-token')).toBe('csrf-approvals');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', APPROVALS).length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/admin/attention').length).toBeGreaterThan(queueCalls));
    const after = await rowOf('a0000000-0000-4000-8000-000000000001');
    await waitFor(() => expect(after.element).toHaveAttribute('data-status', 'approved'));
    expect(after.row.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal when the approval is refused (another operator must approve)', async () => {
    approvalsBackend([approval()], (request) =>
      request.method === 'POST' && request.path.endsWith('/approve')
        ? { status: 409, body: { code: 'APPROVAL.SAME_OPERATOR', message: 'Another operator must approve this.' } }
        : undefined,
    );
    const user = await openApprovalsTab();
    const { row } = await rowOf('a0000000-0000-4000-8000-000000000001');

    await user.click(row.getByRole('button', { name: 'Approve' }));
    expect(await toastTitled('Not approved')).toHaveTextContent('Another operator must approve this.');
    expect(row.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('rejects only with a note saying why, and sends it once', async () => {
    const fetchMock = approvalsBackend([approval()]);
    const user = await openApprovalsTab();
    const { row } = await rowOf('a0000000-0000-4000-8000-000000000001');

    await user.click(row.getByRole('button', { name: 'Reject' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Reject proposal' }));
    expect(dialog.getByText('Retry by another method, proposed by finance.a@example.com. Nothing will be done.')).toBeInTheDocument();
    const why = dialog.getByLabelText('Why');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(why).toHaveAccessibleDescription('Say why it is rejected (at least 3 characters)');
    expect(why).toHaveFocus();
    await user.type(why, ' no ');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(why).toHaveAccessibleDescription('Say why it is rejected (at least 3 characters)');
    expect(callsTo(fetchMock, 'POST', '/api/admin/approvals/a0000000-0000-4000-8000-000000000001/reject')).toHaveLength(0);

    await user.clear(why);
    await user.type(why, '  The account holder is not the recipient ');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));

    expect(await toastTitled('Rejected')).toHaveTextContent('Rejected: nothing was done.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const calls = callsTo(fetchMock, 'POST', '/api/admin/approvals/a0000000-0000-4000-8000-000000000001/reject');
    expect(calls.map((call) => call.body)).toEqual([{ note: 'The account holder is not the recipient' }]);
    const after = await rowOf('a0000000-0000-4000-8000-000000000001');
    await waitFor(() => expect(after.element).toHaveAttribute('data-status', 'rejected'));
  });

  it('keeps the reject dialog open with the reason when the proposal was decided meanwhile', async () => {
    approvalsBackend([approval()], (request) =>
      request.method === 'POST' && request.path.endsWith('/reject')
        ? { status: 409, body: { code: 'APPROVAL.DECIDED', message: 'This proposal was approved already.' } }
        : undefined,
    );
    const user = await openApprovalsTab();
    const { row } = await rowOf('a0000000-0000-4000-8000-000000000001');
    await user.click(row.getByRole('button', { name: 'Reject' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Reject proposal' }));
    await user.type(dialog.getByLabelText('Why'), 'Wrong account');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This proposal was approved already.');
  });
});

describe('a four-eyes action in the Needs attention tab', () => {
  beforeEach(() => setCsrfCookie('csrf-approvals'));
  afterEach(clearCsrfCookie);

  it('asks why, and on 202 toasts "Waiting for approval" instead of "Done"; the item stays in the queue', async () => {
    const item = attentionItem({
      key: `screening_hold:${TRANSFER_ID}`,
      kind: 'screening_hold',
      title: 'Sanctions screening match',
      transfer: attentionTransfer({ id: TRANSFER_ID, status: 'pending' }),
      actions: [{ name: 'release_screening', label: 'Release', confirm: 'The match is false: release this transfer?' }],
    });
    const fetchMock = mockApiWith(
      adminBackend((request) => {
        if (request.method === 'GET' && request.path === '/api/admin/attention') return { body: { items: [item] } };
        if (request.method === 'POST' && request.path === ACTIONS) {
          return {
            status: 202,
            body: {
              status: 'waiting_for_approval',
              outcome: 'waiting_for_approval',
              approvalId: 'a0000000-0000-4000-8000-000000000009',
              message: 'Waiting for approval by another operator.',
            },
          };
        }
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/dashboard?tab=attention');
    const table = await screen.findByRole('table', { name: 'Needs attention' }, { timeout: 5000 });

    await user.click(within(table).getByRole('button', { name: 'Release' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Release' }));
    expect(dialog.getByText('Another operator must approve this before anything is done.')).toBeInTheDocument();
    const reason = dialog.getByLabelText('Why (for the approving operator)');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(reason).toHaveAccessibleDescription('Say why, for the operator who approves it (at least 3 characters)');
    expect(callsTo(fetchMock, 'POST', ACTIONS)).toHaveLength(0);

    await user.type(reason, 'Date of birth differs from the listed person');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(await toastTitled('Waiting for approval')).toHaveTextContent('Waiting for approval by another operator.');
    expect(screen.queryByText('Done', { selector: '[role="status"] p' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', ACTIONS).map((call) => call.body)).toEqual([
      { key: `screening_hold:${TRANSFER_ID}`, action: 'release_screening', proposalNote: 'Date of birth differs from the listed person' },
    ]);
    expect(within(screen.getByRole('table', { name: 'Needs attention' })).getByText('Sanctions screening match')).toBeInTheDocument();
  });

  it('opens on the Waiting for approval tab from its place in the tab list', async () => {
    approvalsBackend([approval()]);
    const user = userEvent.setup();
    renderApp('/admin/dashboard');
    const tab = await screen.findByRole('tab', { name: 'Waiting for approval' }, { timeout: 5000 });
    await user.click(tab);
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Waiting for approval' })).toBeInTheDocument();
  });
});
