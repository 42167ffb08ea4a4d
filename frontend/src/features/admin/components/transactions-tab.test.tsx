import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApiWith } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import type { AdminTransaction } from '../api/admin-transactions';
import { adminBackend, adminTransaction, hoursFromNow, transferTimeline } from '../testing/fixtures';
import { formatDateTime } from './admin-format';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

function serve(items: AdminTransaction[], nextCursor: string | null = null) {
  return mockApiWith(
    adminBackend(({ method, path }) =>
      method === 'GET' && path === '/api/admin/transactions' ? { body: { items, nextCursor } } : undefined,
    ),
  );
}

function transactionUrls(fetchMock: ReturnType<typeof mockApiWith>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/transactions');
}

async function table() {
  return within(await screen.findByRole('table', { name: 'Transactions' }));
}

/** The cells of the body row holding `text`, keyed by column header. */
async function rowCells(text: string) {
  const t = await table();
  const headers = t.getAllByRole('columnheader').map((th) => th.textContent);
  const row = (await screen.findByText(text, { selector: 'td, td *' })).closest('tr')!;
  const cells = within(row).getAllByRole('cell');
  return Object.fromEntries(headers.map((header, index) => [header, cells[index]!]));
}

/** A table's body rows as {column header: cell text}. */
function rowsOf(table: HTMLElement): Record<string, string | null>[] {
  const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent ?? '');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Object.fromEntries(within(row).getAllByRole('cell').map((cell, index) => [headers[index], cell.textContent])));
}

function valueOf(container: HTMLElement, label: string): string | null {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('Transactions tab', () => {
  it('lists transfers with every column', async () => {
    serve([
      adminTransaction(1, {
        amount: 1234.5,
        feeAmount: 61.73,
        recipientAmount: 159558.13,
        paymentMethod: 'ach',
        status: 'SUCCEEDED',
      }),
    ]);
    renderApp('/admin');

    const t = await table();
    expect(t.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ID',
      'User',
      'Amount',
      'Fee',
      'Recipient',
      'Country',
      'Method',
      'Status',
      'Date',
      'Actions',
    ]);
    const cells = await rowCells('Wanjiru Kamau');
    expect(cells.ID).toHaveTextContent('7f1c0a52…');
    expect(cells.User).toHaveTextContent('Amina Tesfaye');
    expect(cells.User).toHaveTextContent('amina@example.com');
    expect(cells.Amount).toHaveTextContent('$1,234.50');
    expect(cells.Fee).toHaveTextContent('$61.73');
    expect(cells.Recipient).toHaveTextContent('Wanjiru Kamau');
    expect(cells.Recipient).toHaveTextContent('159,558.13 KES');
    expect(cells.Country).toHaveTextContent('Kenya');
    expect(cells.Method).toHaveTextContent('Bank (ACH)');
    expect(cells.Method).toHaveTextContent('M-Pesa');
    expect(cells.Status).toHaveTextContent('Completed');
    expect(cells.Date).toHaveTextContent('Jan 5, 2025');
    expect(within(cells.Actions!).getByRole('button', { name: 'View details' })).toBeInTheDocument();
    // Newest first is the default order, shown on the Date column.
    expect(t.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
  });

  it.each([
    ['completed', 'Completed', 'success', 'bg-green-100'],
    ['SUCCEEDED', 'Completed', 'success', 'bg-green-100'],
    ['processing', 'Processing', 'warning', 'bg-yellow-100'],
    ['PENDING', 'Processing', 'warning', 'bg-yellow-100'],
    // Ours: created and not paid yet, told apart from a paid transfer in progress.
    ['pending', 'Pending', 'info', 'bg-sky-100'],
    ['failed', 'Failed', 'danger', 'bg-red-100'],
    ['FAILED', 'Failed', 'danger', 'bg-red-100'],
    ['cancelled', 'cancelled', 'neutral', 'bg-slate-100'],
    ['REQUIRES_ACTION', 'REQUIRES_ACTION', 'neutral', 'bg-slate-100'],
  ])('shows the status %s as %s', async (status, label, tone, colour) => {
    serve([adminTransaction(1, { status })]);
    renderApp('/admin');

    const cells = await rowCells('Wanjiru Kamau');
    const badge = within(cells.Status!).getByText(label);
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge).toHaveAttribute('data-status', status);
    expect(badge).toHaveClass(colour);
  });

  it('reads sender and recipient details in any shape, showing N/A or Parse Error otherwise', async () => {
    serve([
      adminTransaction(1, {
        user: null,
        senderInfo: JSON.stringify(JSON.stringify({ first_name: 'Abebe', last_name: 'Bekele' })),
        recipientInfo: '{"first_name":"Wanjiru","last_name":"Kamau"}',
      }),
      adminTransaction(2, { user: { firstName: null, lastName: null, email: null, phone: null }, senderInfo: null, recipientInfo: 'not json at all', sessionId: 'cs_test_two' }),
      adminTransaction(3, { user: null, senderInfo: '{broken', recipientInfo: null, sessionId: 'cs_test_three' }),
    ]);
    renderApp('/admin');

    const first = await rowCells('Abebe Bekele');
    expect(first.Recipient).toHaveTextContent('Wanjiru Kamau');

    const rows = (await table()).getAllByRole('row').slice(1);
    expect(within(rows[1]!).getAllByRole('cell')[1]).toHaveTextContent('N/A');
    expect(within(rows[1]!).getAllByRole('cell')[4]).toHaveTextContent('Parse Error');
    expect(within(rows[2]!).getAllByRole('cell')[1]).toHaveTextContent('Parse Error');
    expect(within(rows[2]!).getAllByRole('cell')[4]).toHaveTextContent('N/A');
  });

  it('opens the details: session id, provider id, amounts, sender and recipient', async () => {
    const user = userEvent.setup();
    serve([
      adminTransaction(1, {
        amount: 100,
        feeAmount: 9,
        totalAmount: 109,
        providerTransferId: 'pi_3QabcDEF',
        status: 'failed',
        failureReason: 'Your card was declined.',
      }),
      adminTransaction(2, {
        sessionId: 'cs_test_second',
        providerTransferId: null,
        senderInfo: 'garbage',
        recipientInfo: { firstName: 'Abebe', lastName: 'Bekele', phone: '+251911234567' },
      }),
    ]);
    renderApp('/admin');

    const cells = await rowCells('Wanjiru Kamau');
    await user.click(within(cells.Actions!).getByRole('button', { name: 'View details' }));
    let dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
    expect(valueOf(dialog, 'Transaction ID')).toBe('cs_test_1');
    expect(valueOf(dialog, 'Provider Transfer ID')).toBe('pi_3QabcDEF');
    expect(valueOf(dialog, 'Amount')).toBe('$100.00');
    expect(valueOf(dialog, 'Total Amount')).toBe('$109.00');
    expect(valueOf(dialog, 'Status')).toBe('Failed');
    expect(valueOf(dialog, 'Failure Reason')).toBe('Your card was declined.');
    expect(valueOf(dialog, 'Recipient Gets')).toBe('12,925.00 KES');
    const sender = within(dialog).getByRole('region', { name: 'Sender' });
    expect(valueOf(sender, 'Name')).toBe('Amina Tesfaye');
    expect(valueOf(sender, 'Email')).toBe('amina@example.com');
    const recipient = within(dialog).getByRole('region', { name: 'Recipient' });
    expect(valueOf(recipient, 'Name')).toBe('Wanjiru Kamau');
    expect(valueOf(recipient, 'Phone')).toBe('+254712345678');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const second = await rowCells('Abebe Bekele');
    await user.click(within(second.Actions!).getByRole('button', { name: 'View details' }));
    dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
    expect(valueOf(dialog, 'Transaction ID')).toBe('cs_test_second');
    expect(valueOf(dialog, 'Provider Transfer ID')).toBe('N/A');
    expect(within(dialog).getByRole('region', { name: 'Sender' })).toHaveTextContent('Parse Error');
    expect(within(dialog).queryByText('Failure Reason')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the transfer’s timeline and disputes in its details', async () => {
    const user = userEvent.setup();
    const transaction = adminTransaction(1);
    mockApiWith(
      adminBackend(({ method, path }) => {
        if (method !== 'GET') return undefined;
        if (path === '/api/admin/transactions') return { body: { items: [transaction], nextCursor: null } };
        if (path === `/api/admin/transactions/${transaction.id}/timeline`) {
          return {
            body: transferTimeline({
              transfer: transaction,
              disputes: [
                {
                  id: 'dp_1',
                  reason: 'product_not_received',
                  amount: 109,
                  currency: 'usd',
                  status: 'won',
                  dueBy: hoursFromNow(-24 * 20),
                  openedAt: '2025-01-06T09:00:00.000Z',
                  closedAt: '2025-01-20T09:00:00.000Z',
                },
              ],
            }),
          };
        }
        return undefined;
      }),
    );
    renderApp('/admin');

    const cells = await rowCells('Wanjiru Kamau');
    await user.click(within(cells.Actions!).getByRole('button', { name: 'View details' }));

    const dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
    const timeline = within(dialog).getByRole('region', { name: 'Timeline' });
    const events = await within(timeline).findByRole('list', { name: 'Events' });
    expect(within(events).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Transfer created',
      'Card payment received',
      'Payout failed: The recipient number is not registered',
    ]);
    const disputes = within(timeline).getByRole('region', { name: 'Disputes' });
    expect(valueOf(disputes, 'Dispute reason')).toBe('Product not received');
    expect(valueOf(disputes, 'Dispute status')).toBe('Won');
    expect(valueOf(disputes, 'Closed')).toBe(formatDateTime('2025-01-20T09:00:00.000Z'));
    // A decided dispute's deadline is no longer urgent.
    expect(within(disputes).queryByText('Past due')).not.toBeInTheDocument();
    expect(disputes.querySelector('[data-due-soon]')).toHaveAttribute('data-due-soon', 'false');
    // The details above are still the listed transfer's.
    expect(valueOf(dialog, 'Transaction ID')).toBe('cs_test_1');
  });

  it('shows the transfer’s payout attempts, refunds and money alerts in its details', async () => {
    const user = userEvent.setup();
    const transaction = adminTransaction(1);
    mockApiWith(
      adminBackend(({ method, path }) => {
        if (method !== 'GET') return undefined;
        if (path === '/api/admin/transactions') return { body: { items: [transaction], nextCursor: null } };
        if (path === `/api/admin/transactions/${transaction.id}/timeline`) {
          return {
            body: transferTimeline({
              transfer: transaction,
              payoutAttempts: [
                {
                  attempt: 1,
                  method: 'mpesa',
                  bankName: null,
                  state: 'failed',
                  receipt: null,
                  pickupCode: null,
                  failure: 'The recipient number is not registered with M-Pesa.',
                  requestedAt: '2025-01-05T12:02:00.000Z',
                  updatedAt: '2025-01-05T12:05:00.000Z',
                  reference: 'tr1-a1',
                  rail: 'daraja',
                  partnerPayoutId: 'AG_20250105_1',
                  failureCode: 'recipient_not_registered',
                  failureDetail: 'The initiator information is invalid.',
                  answeredAt: '2025-01-05T12:05:00.000Z',
                },
                {
                  attempt: 2,
                  method: 'mpesa',
                  bankName: null,
                  state: 'delivered',
                  receipt: 'SG632NMUAB',
                  pickupCode: null,
                  failure: null,
                  requestedAt: '2025-01-05T13:00:00.000Z',
                  updatedAt: '2025-01-05T13:20:00.000Z',
                  reference: 'tr1-a2',
                  rail: 'daraja',
                  partnerPayoutId: 'AG_20250105_2',
                  failureCode: null,
                  failureDetail: null,
                  answeredAt: null,
                },
              ],
              refunds: [
                {
                  attempt: 1,
                  amount: 109,
                  purpose: 'orphan_payment',
                  state: 'failed',
                  providerRefundId: 're_1',
                  paymentIntentId: 'pi_orphan',
                  failureReason: 'insufficient_funds',
                  retryAfter: '2025-01-06T12:00:00.000Z',
                  requestedAt: '2025-01-05T14:00:00.000Z',
                  updatedAt: '2025-01-05T14:10:00.000Z',
                },
                {
                  attempt: 2,
                  amount: 109,
                  purpose: 'orphan_payment',
                  state: 'pending',
                  providerRefundId: null,
                  paymentIntentId: 'pi_orphan',
                  failureReason: null,
                  retryAfter: null,
                  requestedAt: '2025-01-06T12:00:00.000Z',
                  updatedAt: '2025-01-06T12:00:00.000Z',
                },
              ],
              alerts: [
                {
                  id: '0b5f4c1e-0000-4000-8000-000000000001',
                  kind: 'paid_twice',
                  title: 'Paid twice: attempts 1 and 2 both delivered',
                  amount: 12925,
                  currency: 'KES',
                  evidence: {
                    attempt: { attempt: 1, reference: 'tr1-a1', receipt: 'SG111' },
                    otherAttempts: [{ attempt: 2, reference: 'tr1-a2', receipt: 'SG632NMUAB' }],
                    transfer: { status: 'completed', refundId: null },
                  },
                  raisedAt: '2025-01-07T08:00:00.000Z',
                  resolvedAt: null,
                  resolutionNote: null,
                },
              ],
            }),
          };
        }
        return undefined;
      }),
    );
    renderApp('/admin');

    const cells = await rowCells('Wanjiru Kamau');
    await user.click(within(cells.Actions!).getByRole('button', { name: 'View details' }));

    const timeline = within(screen.getByRole('dialog', { name: 'Transaction Details' })).getByRole('region', { name: 'Timeline' });
    const attempts = await within(timeline).findByRole('table', { name: 'Payout attempts' });
    expect(rowsOf(attempts)).toEqual([
      {
        Attempt: '1',
        Rail: 'daraja',
        Method: 'M-Pesa',
        Reference: 'tr1-a1',
        'Partner id': 'AG_20250105_1',
        State: 'Failed',
        'Receipt / pickup code': '—',
        Failure:
          'recipient_not_registeredThe initiator information is invalid.Sender told: The recipient number is not registered with M-Pesa.',
        Requested: formatDateTime('2025-01-05T12:02:00.000Z'),
        'Last answer': formatDateTime('2025-01-05T12:05:00.000Z'),
      },
      {
        Attempt: '2',
        Rail: 'daraja',
        Method: 'M-Pesa',
        Reference: 'tr1-a2',
        'Partner id': 'AG_20250105_2',
        State: 'Delivered',
        'Receipt / pickup code': 'Receipt SG632NMUAB',
        Failure: '—',
        Requested: formatDateTime('2025-01-05T13:00:00.000Z'),
        'Last answer': 'No answer yet',
      },
    ]);
    expect(within(attempts).getByText('Failed')).toHaveAttribute('data-tone', 'danger');

    const refunds = within(timeline).getByRole('table', { name: 'Refunds' });
    expect(rowsOf(refunds)).toEqual([
      {
        Attempt: '1',
        Amount: '$109.00',
        Purpose: 'Orphan payment',
        State: 'Failed',
        Payment: 'pi_orphan',
        'Provider refund id': 're_1',
        'Failure reason': 'insufficient_funds',
        'Retry after': formatDateTime('2025-01-06T12:00:00.000Z'),
        Requested: formatDateTime('2025-01-05T14:00:00.000Z'),
      },
      {
        Attempt: '2',
        Amount: '$109.00',
        Purpose: 'Orphan payment',
        State: 'Pending',
        Payment: 'pi_orphan',
        'Provider refund id': '—',
        'Failure reason': '—',
        'Retry after': '—',
        Requested: formatDateTime('2025-01-06T12:00:00.000Z'),
      },
    ]);

    const alerts = within(timeline).getByRole('region', { name: 'Alerts' });
    const alert = within(alerts).getByRole('listitem');
    expect(within(alert).getByRole('heading', { name: 'Paid twice: attempts 1 and 2 both delivered' })).toBeInTheDocument();
    expect(within(alert).getByText('Open')).toHaveAttribute('data-tone', 'danger');
    expect(valueOf(alert, 'Amount')).toBe('12,925.00 KES');
    expect(valueOf(alert, 'Raised')).toBe(formatDateTime('2025-01-07T08:00:00.000Z'));
    expect(valueOf(alert, 'Resolved')).toBe('Not yet');
    expect(valueOf(alert, 'Attempt › reference')).toBe('tr1-a1');
    expect(valueOf(alert, 'Attempt › receipt')).toBe('SG111');
    expect(valueOf(alert, 'Transfer › status')).toBe('completed');
    expect(valueOf(alert, 'Transfer › refund id')).toBe('—');
    // A list of records folds open as JSON.
    const others = within(alert).getByText('Other attempts', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(JSON.parse(others.querySelector('pre')!.textContent!)).toEqual([
      { attempt: 2, reference: 'tr1-a2', receipt: 'SG632NMUAB' },
    ]);
  });

  it('says so in the details when the timeline cannot be loaded', async () => {
    const user = userEvent.setup();
    mockApiWith(
      adminBackend(({ method, path }) => {
        if (method !== 'GET') return undefined;
        if (path === '/api/admin/transactions') return { body: { items: [adminTransaction(1)], nextCursor: null } };
        if (path.endsWith('/timeline')) return { status: 500, body: { message: 'boom' } };
        return undefined;
      }),
    );
    renderApp('/admin');

    const cells = await rowCells('Wanjiru Kamau');
    await user.click(within(cells.Actions!).getByRole('button', { name: 'View details' }));

    const dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
    expect(await within(dialog).findByText('We could not load the timeline.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows how each recipient is paid, the partner receipt and the pickup code', async () => {
    const user = userEvent.setup();
    serve([
      adminTransaction(1, { payoutReceipt: 'SG632NMUAB' }),
      adminTransaction(2, {
        sessionId: 'cs_test_cash',
        country: 'eritrea',
        currencyCode: 'ERN',
        status: 'processing',
        deliveryMethod: 'cash_pickup',
        pickupCode: '1234567890',
        recipientInfo: { firstName: 'Selam', lastName: 'Haile', phone: '+2917123456' },
      }),
    ]);
    renderApp('/admin');

    const mpesa = await rowCells('Wanjiru Kamau');
    expect(mpesa.Method).toHaveTextContent('Card');
    expect(mpesa.Method).toHaveTextContent('M-Pesa');
    const cash = await rowCells('Selam Haile');
    expect(cash.Method).toHaveTextContent('Cash pickup');

    await user.click(within(mpesa.Actions!).getByRole('button', { name: 'View details' }));
    let dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
    expect(valueOf(dialog, 'Delivery Method')).toBe('M-Pesa');
    expect(valueOf(dialog, 'Payout Receipt')).toBe('SG632NMUAB');
    expect(within(dialog).queryByText('Pickup Code')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(within(cash.Actions!).getByRole('button', { name: 'View details' }));
    dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
    expect(valueOf(dialog, 'Delivery Method')).toBe('Cash pickup');
    expect(valueOf(dialog, 'Payout Receipt')).toBe('N/A');
    expect(valueOf(dialog, 'Pickup Code')).toBe('1234567890');
  });

  it('filters by status, country and search, and sorts by date', async () => {
    const user = userEvent.setup();
    const fetchMock = serve([adminTransaction(1)]);
    renderApp('/admin');
    await rowCells('Wanjiru Kamau');
    expect(transactionUrls(fetchMock)[0]?.search).toBe('?limit=50&sort=newest');

    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await user.selectOptions(screen.getByLabelText('Country'), 'uganda');
    await user.selectOptions(screen.getByLabelText('Sort by date'), 'oldest');
    await user.type(screen.getByLabelText('Search'), 'cs_test');

    await waitFor(() =>
      expect(transactionUrls(fetchMock).map((url) => url.search)).toContain(
        '?limit=50&sort=oldest&status=failed&country=uganda&search=cs_test',
      ),
    );
    // Typing asks once the typing pauses, not once per key.
    expect(transactionUrls(fetchMock).some((url) => url.searchParams.get('search') === 'c')).toBe(false);
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending'),
    );
  });

  it('loads the next page from the cursor', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApiWith(
      adminBackend(({ method, path, search }) => {
        if (method !== 'GET' || path !== '/api/admin/transactions') return undefined;
        return search.get('before') === 'cursor-2'
          ? { body: { items: [adminTransaction(2, { recipientInfo: { firstName: 'Abebe', lastName: 'Bekele' } })], nextCursor: null } }
          : { body: { items: [adminTransaction(1)], nextCursor: 'cursor-2' } };
      }),
    );
    renderApp('/admin');

    await rowCells('Wanjiru Kamau');
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Abebe Bekele')).toBeInTheDocument();
    expect(screen.getByText('Wanjiru Kamau')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(transactionUrls(fetchMock).map((url) => url.search)).toContain('?limit=50&sort=newest&before=cursor-2');
  });

  it('says so when nothing matches, and when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    mockApiWith(
      adminBackend(({ method, path, search }) => {
        if (method !== 'GET' || path !== '/api/admin/transactions') return undefined;
        if (search.get('status') === 'failed') return { status: 500, body: { message: 'boom' } };
        return { body: { items: [], nextCursor: null } };
      }),
    );
    renderApp('/admin');

    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Country'), 'kenya');
    expect(await screen.findByText('No transactions match these filters.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    expect(await screen.findByText('We could not load the transactions.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
