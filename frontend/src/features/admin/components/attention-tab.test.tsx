import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import type { AttentionItem } from '../api/admin-attention';
import {
  adminBackend,
  adminTransaction,
  attentionItem,
  attentionTransfer,
  ethiopianAlternatives,
  hoursFromNow,
  transferTimeline,
  type FakeAnswer,
  type FakeRequest,
} from '../testing/fixtures';
import { formatDateTime } from './admin-format';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const ACTIONS = '/api/admin/attention/actions';

/**
 * The items the server keeps: an item is gone once acted on (200) or handled elsewhere (404).
 * `own` answers first (return undefined to fall through); an action is done by default.
 */
function attentionBackend(items: AttentionItem[], own?: (request: FakeRequest) => FakeAnswer | undefined) {
  let list = items;
  return mockApiWith(
    adminBackend((request) => {
      const { method, path } = request;
      const custom = own?.(request);
      if (method === 'POST' && path === ACTIONS) {
        const answer = custom ?? { body: { outcome: 'done', message: 'The payout was sent again.' } };
        const status = answer.status ?? 200;
        if (status === 200 || status === 404) {
          const { key } = request.body as { key: string };
          list = list.filter((item) => item.key !== key);
        }
        return answer;
      }
      if (custom) return custom;
      if (method === 'GET' && path === '/api/admin/attention') return { body: { items: list } };
      return undefined;
    }),
  );
}

/** The server's 202 to a four-eyes action (issue #25): proposed, nothing done until another operator approves. */
const WAITING: FakeAnswer = {
  status: 202,
  body: {
    status: 'waiting_for_approval',
    outcome: 'waiting_for_approval',
    approvalId: '6f1c1a52-9d0e-4a55-8f43-1f0c2b7d9e11',
    message: 'Waiting for approval by another operator.',
  },
};
const REASON_LABEL = 'Why (for the approving operator)';

/** For `attentionBackend`: `answer` answers the action POSTs only. */
function onAction(answer: (request: FakeRequest) => FakeAnswer | undefined) {
  return (request: FakeRequest) => (request.method === 'POST' && request.path === ACTIONS ? answer(request) : undefined);
}

async function openAttentionTab() {
  const user = userEvent.setup();
  renderApp('/admin/dashboard?tab=attention');
  // The whole dashboard renders first (gate, stats, tabs): allow it a loaded machine's time.
  await screen.findByRole('table', { name: 'Needs attention' }, { timeout: 5000 });
  return user;
}

/** The body row whose item is titled `title`, with its cells keyed by column header. */
function rowOf(title: string) {
  const table = screen.getByRole('table', { name: 'Needs attention' });
  const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
  const row = within(table).getByText(title, { selector: 'p' }).closest('tr')!;
  const cells = within(row).getAllByRole('cell');
  return { row: within(row), element: row, cell: (header: string) => cells[headers.indexOf(header)]! };
}

function valueOf(container: HTMLElement, label: string): string | null {
  return within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

function toastTitled(title: string) {
  return screen.findByText(title, { selector: '[role="status"] p, [role="alert"] p' }).then((p) => p.parentElement!);
}

describe('Needs attention tab', () => {
  beforeEach(() => setCsrfCookie('csrf-attention'));
  afterEach(clearCsrfCookie);

  it('lists every kind with what happened, the transfer, the dispute and how long it has waited', async () => {
    const paidOut = attentionTransfer();
    const lateSince = hoursFromNow(-26);
    attentionBackend([
      attentionItem({ key: 'payout_failed:1', since: hoursFromNow(-3) }),
      attentionItem({
        key: 'refund_refused:2',
        kind: 'refund_refused',
        title: 'Refund refused',
        detail: 'Stripe: charge_already_refunded',
        transfer: attentionTransfer({ id: 'tr-2', status: 'failed', paymentMethod: 'ach', senderEmail: null }),
        actions: [
          { name: 'retry_refund', label: 'Retry refund', confirm: 'Ask Stripe for the refund again.' },
          { name: 'mark_refunded', label: 'Mark refunded', confirm: 'Record a refund made outside the app.' },
        ],
      }),
      attentionItem({
        key: 'dispute:dp_1',
        kind: 'dispute',
        title: 'Dispute opened',
        detail: 'The cardholder says they did not make this payment.',
        transfer: attentionTransfer({ id: 'tr-3', status: 'completed' }),
        dispute: {
          id: 'dp_1',
          reason: 'fraudulent',
          amount: 109,
          currency: 'usd',
          status: 'needs_response',
          dueBy: hoursFromNow(48),
        },
        actions: [],
      }),
      attentionItem({
        key: 'dispute:dp_2',
        kind: 'dispute',
        title: 'Dispute under review',
        detail: 'Evidence sent.',
        transfer: attentionTransfer({ id: 'tr-4', status: 'completed' }),
        dispute: {
          id: 'dp_2',
          reason: 'product_not_received',
          amount: '55.5',
          currency: 'usd',
          status: 'under_review',
          dueBy: hoursFromNow(240),
        },
        actions: [],
      }),
      attentionItem({
        key: 'overdue:tr-5',
        kind: 'overdue',
        title: 'Late: processing for 26 h',
        detail: 'Cash pickup: no answer from the partner',
        since: lateSince,
        transfer: attentionTransfer({
          id: 'tr-5',
          country: 'eritrea',
          deliveryMethod: 'cash_pickup',
          currencyCode: 'ERN',
          recipientAmount: 1500,
          recipientName: 'Selam Haile',
        }),
        actions: [{ name: 'check_payout', label: 'Check payout', confirm: 'Ask the partner where the payout is.' }],
      }),
      attentionItem({
        key: 'settlement_event:evt_9',
        kind: 'settlement_event',
        title: 'Settlement event not applied',
        detail: 'charge.succeeded for an unknown payment',
        transfer: null,
        actions: [],
      }),
      attentionItem({
        key: 'outbox_job:17',
        kind: 'outbox_job',
        title: 'Outbox job not relayed',
        detail: 'payout.dispatch: Redis unavailable',
        transfer: null,
        actions: [{ name: 'requeue', label: 'Requeue', confirm: 'Put the job back on its queue.' }],
      }),
      attentionItem({
        key: 'notification:41',
        kind: 'notification',
        title: 'Notification not sent',
        detail: 'SMS to +254712345678: invalid number',
        transfer: null,
        actions: [{ name: 'requeue', label: 'Requeue', confirm: 'Send the message again.' }],
      }),
    ]);
    await openAttentionTab();

    expect(screen.getByRole('tab', { name: 'Needs attention (8)' })).toHaveAttribute('aria-selected', 'true');
    const table = screen.getByRole('table', { name: 'Needs attention' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Issue',
      'Transfer',
      'Waiting since',
      'Actions',
    ]);
    // In the server's order.
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.getAttribute('data-attention-key')),
    ).toEqual([
      'payout_failed:1',
      'refund_refused:2',
      'dispute:dp_1',
      'dispute:dp_2',
      'overdue:tr-5',
      'settlement_event:evt_9',
      'outbox_job:17',
      'notification:41',
    ]);

    const payout = rowOf('Payout failed');
    expect(payout.row.getByText('Payout')).toHaveAttribute('data-tone', 'danger');
    expect(payout.cell('Issue')).toHaveTextContent('M-Pesa: The recipient number is not registered');
    expect(payout.cell('Transfer')).toHaveTextContent(`${paidOut.senderName} → ${paidOut.recipientName}`);
    expect(payout.cell('Transfer')).toHaveTextContent('amina@example.com');
    expect(payout.cell('Transfer')).toHaveTextContent('$100.00 → 12,925.00 KES');
    expect(payout.cell('Transfer')).toHaveTextContent('$109.00 charged by Card · paid out by M-Pesa in Kenya');
    expect(within(payout.cell('Transfer')).getByText('Processing')).toHaveAttribute('data-status', 'processing');
    expect(within(payout.cell('Transfer')).getByRole('button', { name: 'Timeline' })).toBeInTheDocument();
    expect(payout.cell('Waiting since')).toHaveTextContent('3 hours ago');
    expect(within(payout.cell('Actions')).getByRole('button', { name: 'Retry payout' })).toBeInTheDocument();

    const refund = rowOf('Refund refused');
    expect(refund.row.getByText('Refund')).toHaveAttribute('data-kind', 'refund_refused');
    expect(refund.cell('Issue')).toHaveTextContent('Stripe: charge_already_refunded');
    expect(refund.cell('Transfer')).toHaveTextContent('charged by Bank (ACH)');
    expect(within(refund.cell('Transfer')).getByText('Failed')).toBeInTheDocument();
    expect(
      within(refund.cell('Actions'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Retry refund', 'Mark refunded']);

    const soon = rowOf('Dispute opened');
    expect(soon.row.getByText('Dispute')).toHaveAttribute('data-tone', 'warning');
    expect(valueOf(soon.cell('Issue'), 'Dispute reason')).toBe('Fraudulent');
    expect(valueOf(soon.cell('Issue'), 'Disputed amount')).toBe('$109.00');
    expect(valueOf(soon.cell('Issue'), 'Dispute status')).toBe('Needs response');
    const dueSoon = within(soon.cell('Issue')).getByText('Evidence due by', { selector: 'dt' }).nextElementSibling!;
    expect(within(dueSoon as HTMLElement).getByText('Due soon')).toHaveAttribute('data-tone', 'danger');
    expect(dueSoon.querySelector('[data-due-soon]')).toHaveAttribute('data-due-soon', 'true');

    const later = rowOf('Dispute under review');
    expect(valueOf(later.cell('Issue'), 'Disputed amount')).toBe('$55.50');
    expect(valueOf(later.cell('Issue'), 'Dispute reason')).toBe('Product not received');
    const dueLater = within(later.cell('Issue')).getByText('Evidence due by', { selector: 'dt' }).nextElementSibling!;
    expect(dueLater.querySelector('[data-due-soon]')).toHaveAttribute('data-due-soon', 'false');
    expect(within(dueLater as HTMLElement).queryByText('Due soon')).not.toBeInTheDocument();

    const late = rowOf('Late: processing for 26 h');
    expect(late.row.getByText('Late')).toHaveAttribute('data-tone', 'warning');
    expect(late.cell('Transfer')).toHaveTextContent('Amina Tesfaye → Selam Haile');
    expect(late.cell('Transfer')).toHaveTextContent('$100.00 → 1,500.00 ERN');
    expect(late.cell('Transfer')).toHaveTextContent('paid out by Cash pickup in Eritrea');
    expect(late.cell('Waiting since')).toHaveTextContent('26 hours ago');
    expect(late.cell('Waiting since')).toHaveTextContent(formatDateTime(lateSince));
    expect(within(late.cell('Waiting since')).getByText(formatDateTime(lateSince))).toHaveAttribute('datetime', lateSince);

    const settlement = rowOf('Settlement event not applied');
    expect(settlement.row.getByText('Settlement')).toHaveAttribute('data-tone', 'info');
    expect(settlement.cell('Transfer')).toHaveTextContent('No transfer');
    expect(settlement.row.queryByRole('button', { name: 'Timeline' })).not.toBeInTheDocument();

    const outbox = rowOf('Outbox job not relayed');
    expect(outbox.row.getByText('Outbox')).toHaveAttribute('data-kind', 'outbox_job');
    expect(outbox.cell('Issue')).toHaveTextContent('payout.dispatch: Redis unavailable');
    expect(outbox.row.getByRole('button', { name: 'Requeue' })).toBeInTheDocument();

    const notification = rowOf('Notification not sent');
    expect(notification.row.getByText('Notification')).toHaveAttribute('data-kind', 'notification');
    expect(notification.cell('Issue')).toHaveTextContent('SMS to +254712345678: invalid number');
  });

  it('says when nothing needs attention', async () => {
    attentionBackend([]);
    renderApp('/admin/dashboard?tab=attention');

    expect(await screen.findByText('Nothing needs attention.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Needs attention' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says which four-eyes action waits for approval, and by whom, instead of offering it again', async () => {
    attentionBackend([
      attentionItem({
        title: 'Payout failed (telebirr)',
        alternatives: ethiopianAlternatives,
        actions: [
          { name: 'retry_payout_other_method', label: 'Retry by another method', confirm: 'Send it another way.' },
          { name: 'refund', label: 'Refund', confirm: 'Refund the sender.' },
        ],
        pendingApprovals: [
          { id: 'p-1', action: 'retry_payout_other_method', label: 'Retry by another method', proposedBy: 'finance.a@example.com', proposedAt: hoursFromNow(-1), expiresAt: hoursFromNow(23) },
        ],
      }),
    ]);
    await openAttentionTab();

    const { row, cell } = rowOf('Payout failed (telebirr)');
    expect(cell('Actions')).toHaveTextContent('Waiting for approval: Retry by another method proposed by finance.a@example.com');
    expect(row.queryByRole('button', { name: 'Retry by another method' })).not.toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    mockApiWith(
      adminBackend(({ method, path }) => {
        if (method !== 'GET' || path !== '/api/admin/attention') return undefined;
        return fail ? { status: 500, body: { message: 'boom' } } : { body: { items: [attentionItem()] } };
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/dashboard?tab=attention');

    expect(await screen.findByText('We could not load the items needing attention.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Needs attention' })).toBeInTheDocument();
  });

  it('acts only after confirmation, sends the item and action, then says so and refreshes the list and stats', async () => {
    const fetchMock = attentionBackend([
      attentionItem({ key: 'payout_failed:1' }),
      attentionItem({ key: 'outbox_job:17', kind: 'outbox_job', title: 'Outbox job not relayed', transfer: null }),
    ]);
    const user = await openAttentionTab();
    const statsBefore = callsTo(fetchMock, 'GET', '/api/admin/stats').length;
    const listBefore = callsTo(fetchMock, 'GET', '/api/admin/attention').length;

    await user.click(rowOf('Payout failed').row.getByRole('button', { name: 'Retry payout' }));
    let dialog = within(screen.getByRole('alertdialog', { name: 'Retry payout' }));
    expect(dialog.getByText('Send the payout to M-Pesa again.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', ACTIONS)).toHaveLength(0);

    await user.click(rowOf('Payout failed').row.getByRole('button', { name: 'Retry payout' }));
    dialog = within(screen.getByRole('alertdialog', { name: 'Retry payout' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));

    const toast = await toastTitled('Done');
    expect(toast).toHaveTextContent('The payout was sent again.');
    const calls = callsTo(fetchMock, 'POST', ACTIONS);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ key: 'payout_failed:1', action: 'retry_payout' });
    expect(calls[0]?.headers.get('x-csrf-token')).toBe('csrf-attention');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/admin/attention').length).toBeGreaterThan(listBefore);
    expect(callsTo(fetchMock, 'GET', '/api/admin/stats').length).toBeGreaterThan(statsBefore);
    await waitFor(() => expect(screen.queryByText('Payout failed', { selector: 'p' })).not.toBeInTheDocument());
    expect(screen.getByText('Outbox job not relayed')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Needs attention (1)' })).toBeInTheDocument();
  });

  it('titles the toast "Already done" when the server had already done it', async () => {
    attentionBackend([attentionItem({ key: 'payout_failed:1' })], onAction(() => ({
      body: { outcome: 'already_done', message: 'The payout had already been delivered.' },
    })));
    const user = await openAttentionTab();

    await user.click(rowOf('Payout failed').row.getByRole('button', { name: 'Retry payout' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));

    expect(await toastTitled('Already done')).toHaveTextContent('The payout had already been delivered.');
    expect(await screen.findByText('Nothing needs attention.')).toBeInTheDocument();
  });

  it('sends one request for a double click, the button waiting meanwhile', async () => {
    const fetchMock = attentionBackend([attentionItem({ key: 'payout_failed:1' })]);
    const answer = fetchMock.getMockImplementation()!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await held;
      return answer(input, init);
    });
    const user = await openAttentionTab();

    await user.click(rowOf('Payout failed').row.getByRole('button', { name: 'Retry payout' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Retry payout' }));
    await user.dblClick(dialog.getByRole('button', { name: 'Confirm' }));
    await user.keyboard('{Enter}');

    expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Escape does not close it while the action is under way.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    release();
    expect(await toastTitled('Done')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', ACTIONS)).toHaveLength(1);
  });

  it('retries a payout by another method: checks the bank and account number, then sends the destination', async () => {
    const item = attentionItem({
      key: 'payout_failed:tr-9',
      detail: 'telebirr: account frozen',
      transfer: attentionTransfer({ id: 'tr-9', country: 'ethiopia', deliveryMethod: 'telebirr', currencyCode: 'ETB' }),
      alternatives: ethiopianAlternatives,
      actions: [
        {
          name: 'retry_payout_other_method',
          label: 'Pay by another method',
          confirm: 'Pay the recipient by the method you choose instead of telebirr.',
        },
      ],
    });
    const fetchMock = attentionBackend([item], onAction(({ body }) => {
      const { destination } = body as { destination: { accountNumber?: string } };
      if (destination.accountNumber === '99999999') {
        return {
          status: 400,
          body: { code: 'VALIDATION_FAILED', message: 'No such account at this bank', field: 'destination.accountNumber' },
        };
      }
      return WAITING;
    }));
    const user = await openAttentionTab();

    await user.click(rowOf('Payout failed').row.getByRole('button', { name: 'Pay by another method' }));
    const dialogElement = screen.getByRole('alertdialog', { name: 'Pay by another method' });
    const dialog = within(dialogElement);
    expect(dialog.getByText('Pay the recipient by the method you choose instead of telebirr.')).toBeInTheDocument();
    const method = dialog.getByLabelText('Delivery method');
    expect(method).toHaveFocus();
    expect(within(method).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Bank account',
      'Cash pickup',
    ]);
    expect(within(dialog.getByLabelText('Bank')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a bank',
      'Commercial Bank of Ethiopia',
      'Awash Bank',
    ]);

    // Another operator approves it before anything is done (four eyes).
    expect(dialog.getByText('Another operator must approve this before anything is done.')).toBeInTheDocument();

    // Nothing chosen, then a number too short: each said next to its field, nothing sent.
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(dialog.getByLabelText('Bank')).toHaveAccessibleDescription("Choose the recipient's bank");
    expect(dialog.getByLabelText(REASON_LABEL)).toHaveAccessibleDescription('Say why, for the operator who approves it (at least 3 characters)');
    expect(dialog.getByLabelText('Bank')).toHaveFocus();
    await user.selectOptions(dialog.getByLabelText('Bank'), 'Commercial Bank of Ethiopia');
    await user.type(dialog.getByLabelText('Account number'), '1234');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(dialog.getByLabelText('Account number')).toHaveAccessibleDescription('Account number must be 8 to 16 digits');
    expect(dialog.getByLabelText('Account number')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', ACTIONS)).toHaveLength(0);
    await user.type(dialog.getByLabelText(REASON_LABEL), 'The wallet is frozen; the sender gave this account');

    // The server's own refusal of a field is shown next to it too.
    await user.clear(dialog.getByLabelText('Account number'));
    await user.type(dialog.getByLabelText('Account number'), '99999999');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Account number')).toHaveAccessibleDescription('No such account at this bank'),
    );
    expect(screen.getByRole('alertdialog')).toBe(dialogElement);

    await user.clear(dialog.getByLabelText('Account number'));
    await user.type(dialog.getByLabelText('Account number'), '1000 2345 6789');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));

    // Proposed, not done: the toast says so, and the item stays in the queue.
    expect(await toastTitled('Waiting for approval')).toHaveTextContent('Waiting for approval by another operator.');
    expect(screen.queryByText('Done', { selector: '[role="status"] p' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(rowOf('Payout failed').element).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'POST', ACTIONS);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual({
      key: 'payout_failed:tr-9',
      action: 'retry_payout_other_method',
      destination: { deliveryMethod: 'bank_account', bankId: 'cbe', accountNumber: '100023456789' },
      proposalNote: 'The wallet is frozen; the sender gave this account',
    });
  });

  it('retries by cash pickup without asking for a bank', async () => {
    const fetchMock = attentionBackend(
      [
        attentionItem({
          key: 'payout_failed:tr-9',
          alternatives: ethiopianAlternatives,
          actions: [{ name: 'retry_payout_other_method', label: 'Pay by another method', confirm: 'Pay another way.' }],
        }),
      ],
      onAction(() => WAITING),
    );
    const user = await openAttentionTab();

    await user.click(rowOf('Payout failed').row.getByRole('button', { name: 'Pay by another method' }));
    const dialog = within(screen.getByRole('alertdialog'));
    await user.selectOptions(dialog.getByLabelText('Delivery method'), 'Cash pickup');
    expect(dialog.queryByLabelText('Bank')).not.toBeInTheDocument();
    expect(dialog.queryByLabelText('Account number')).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText(REASON_LABEL), 'The recipient asked to collect cash');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(await toastTitled('Waiting for approval')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', ACTIONS)[0]?.body).toEqual({
      key: 'payout_failed:tr-9',
      action: 'retry_payout_other_method',
      destination: { deliveryMethod: 'cash_pickup' },
      proposalNote: 'The recipient asked to collect cash',
    });
  });

  it('marks a refund made outside the app only with a note saying what was done', async () => {
    const fetchMock = attentionBackend(
      [
        attentionItem({
          key: 'refund_refused:tr-2',
          kind: 'refund_refused',
          title: 'Refund refused',
          actions: [{ name: 'mark_refunded', label: 'Mark refunded', confirm: 'Record a refund made outside the app.' }],
        }),
      ],
      onAction(() => ({ body: { outcome: 'done', message: 'Recorded as refunded.' } })),
    );
    const user = await openAttentionTab();

    await user.click(rowOf('Refund refused').row.getByRole('button', { name: 'Mark refunded' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Mark refunded' }));
    const note = dialog.getByLabelText('Note');
    expect(note).toHaveFocus();

    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(note).toHaveAccessibleDescription('Say what was done outside the app (at least 3 characters)');
    await user.type(note, '  ok ');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(note).toHaveAccessibleDescription('Say what was done outside the app (at least 3 characters)');
    expect(callsTo(fetchMock, 'POST', ACTIONS)).toHaveLength(0);

    await user.clear(note);
    await user.type(note, 'Refunded by cheque 1042');
    expect(note).not.toHaveAttribute('aria-invalid');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(await toastTitled('Done')).toHaveTextContent('Recorded as refunded.');
    expect(callsTo(fetchMock, 'POST', ACTIONS)[0]?.body).toEqual({
      key: 'refund_refused:tr-2',
      action: 'mark_refunded',
      note: 'Refunded by cheque 1042',
    });
  });

  it('shows a money alert with its evidence and resolves it only with a note saying how it was settled', async () => {
    const fetchMock = attentionBackend(
      [
        attentionItem({
          key: 'money_alert:9b2f6a3e-55d1-4c3a-9e61-0d5c1f2a7b10',
          kind: 'money_alert',
          title: 'Paid twice: two payout attempts of this transfer both delivered',
          detail: 'KES 12925.00 at stake.',
          actions: [{ name: 'resolve_alert', label: 'Mark resolved', confirm: 'Record how this was settled?' }],
          alert: {
            id: '9b2f6a3e-55d1-4c3a-9e61-0d5c1f2a7b10',
            kind: 'paid_twice',
            title: 'Paid twice: two payout attempts of this transfer both delivered',
            amount: 12925,
            currency: 'KES',
            evidence: { attempt: { reference: 'tr-1-r2', receipt: 'SG2' }, transfer: { status: 'completed' } },
            raisedAt: hoursFromNow(-1),
            resolvedAt: null,
            resolutionNote: null,
          },
        }),
      ],
      onAction(() => ({ body: { outcome: 'done', message: 'The alert is resolved.' } })),
    );
    const user = await openAttentionTab();

    const alert = rowOf('Paid twice: two payout attempts of this transfer both delivered');
    expect(alert.row.getByText('Money alert')).toHaveAttribute('data-tone', 'danger');
    expect(alert.cell('Issue')).toHaveTextContent('Attempt › reference');
    expect(alert.cell('Issue')).toHaveTextContent('tr-1-r2');
    await user.click(alert.row.getByRole('button', { name: 'Mark resolved' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Mark resolved' }));
    const note = dialog.getByLabelText('Note');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(note).toHaveAccessibleDescription('Say what was done outside the app (at least 3 characters)');
    expect(callsTo(fetchMock, 'POST', ACTIONS)).toHaveLength(0);

    await user.type(note, 'Recovered from the second wallet, M-Pesa reversal RV1');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await toastTitled('Done')).toHaveTextContent('The alert is resolved.');
    expect(callsTo(fetchMock, 'POST', ACTIONS)[0]?.body).toEqual({
      key: 'money_alert:9b2f6a3e-55d1-4c3a-9e61-0d5c1f2a7b10',
      action: 'resolve_alert',
      note: 'Recovered from the second wallet, M-Pesa reversal RV1',
    });
  });

  it('says "Already handled" when another operator got there first, and refreshes the list', async () => {
    const fetchMock = attentionBackend([attentionItem({ key: 'payout_failed:1' })], onAction(() => ({
      status: 404,
      body: { code: 'ATTENTION.NOT_FOUND', message: 'This item has already been handled.' },
    })));
    const user = await openAttentionTab();
    const listBefore = callsTo(fetchMock, 'GET', '/api/admin/attention').length;

    await user.click(rowOf('Payout failed').row.getByRole('button', { name: 'Retry payout' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));

    expect(await toastTitled('Already handled')).toHaveTextContent('This item has already been handled.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/admin/attention').length).toBeGreaterThan(listBefore);
    expect(await screen.findByText('Nothing needs attention.')).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the action is no longer possible', async () => {
    const fetchMock = attentionBackend([attentionItem({ key: 'payout_failed:1' })], onAction(() => ({
      status: 409,
      body: { code: 'ATTENTION.ACTION_UNAVAILABLE', message: 'The payout is already being retried.' },
    })));
    const user = await openAttentionTab();

    await user.click(rowOf('Payout failed').row.getByRole('button', { name: 'Retry payout' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Retry payout' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('The payout is already being retried.');
    expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(callsTo(fetchMock, 'POST', ACTIONS)).toHaveLength(1);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a transfer’s timeline: its details, its events in order and its disputes', async () => {
    const timeline = transferTimeline({
      transfer: adminTransaction(1, { status: 'processing', failureReason: null }),
      disputes: [
        {
          id: 'dp_1',
          reason: 'fraudulent',
          amount: 109,
          currency: 'usd',
          status: 'needs_response',
          dueBy: hoursFromNow(30),
          openedAt: '2025-01-06T09:00:00.000Z',
          closedAt: null,
        },
      ],
    });
    const timelinePath = `/api/admin/transactions/${attentionTransfer().id}/timeline`;
    attentionBackend([attentionItem({ key: 'payout_failed:1' })], ({ method, path }) =>
      method === 'GET' && path === timelinePath ? { body: timeline } : undefined,
    );
    const user = await openAttentionTab();

    await user.click(rowOf('Payout failed').row.getByRole('button', { name: 'Timeline' }));

    const dialog = screen.getByRole('dialog', { name: 'Transfer timeline' });
    const events = await within(dialog).findByRole('list', { name: 'Events' });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-event-type')),
    ).toEqual(['TransferCreated', 'PaymentSucceeded', 'PayoutFailed']);
    const failed = within(events).getAllByRole('listitem')[2]!;
    expect(failed).toHaveTextContent('Payout failed: The recipient number is not registered');
    expect(failed).toHaveTextContent(formatDateTime('2025-01-05T12:05:00.000Z'));

    expect(valueOf(dialog, 'Transaction ID')).toBe('cs_test_1');
    expect(valueOf(dialog, 'Status')).toBe('Processing');
    expect(valueOf(dialog, 'Recipient Gets')).toBe('12,925.00 KES');

    const disputes = within(dialog).getByRole('region', { name: 'Disputes' });
    expect(valueOf(disputes, 'Dispute reason')).toBe('Fraudulent');
    expect(valueOf(disputes, 'Disputed amount')).toBe('$109.00');
    expect(valueOf(disputes, 'Opened')).toBe(formatDateTime('2025-01-06T09:00:00.000Z'));
    expect(within(disputes).getByText('Due soon')).toBeInTheDocument();
    expect(within(disputes).queryByText('Closed')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when a transfer has no timeline', async () => {
    attentionBackend([attentionItem({ key: 'payout_failed:1' })]);
    const user = await openAttentionTab();

    await user.click(rowOf('Payout failed').row.getByRole('button', { name: 'Timeline' }));

    const dialog = screen.getByRole('dialog', { name: 'Transfer timeline' });
    expect(await within(dialog).findByText('No timeline was found for this transfer.')).toBeInTheDocument();
  });
});
