import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, mockApiWith, signedInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { holdRequests } from '../testing/hold-requests';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const SESSION_ID = 'a1b2c3d4e5f6a7b8c9d0';

const session = (status: string, extra: Record<string, unknown> = {}) => ({
  sessionId: SESSION_ID,
  status,
  amount: 100,
  feeAmount: 9,
  totalAmount: 109,
  recipientAmount: 12925,
  currencyCode: 'KES',
  country: 'kenya',
  paymentMethod: 'card',
  senderInfo: { firstName: 'Amina', lastName: 'Okello' },
  recipientInfo: { firstName: 'Wanjiru', lastName: 'Kamau' },
  failureReason: null,
  ...extra,
});

const me = signedInAs('Amina', 'Okello');

describe('/success', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a spinner, then the transfer: figures, delivery, a short transaction id and the way on', async () => {
    const fetchMock = mockApi({ '/api/auth/me': me, '/api/checkout-session': { body: session('completed', { reference: '7KQM-2XDP' }) } });
    const details = holdRequests(fetchMock, '/api/checkout-session');
    renderApp(`/success?session_id=${SESSION_ID}&provider=card`);

    expect(await screen.findByText('Loading transaction details')).toBeInTheDocument();
    details.release();
    expect(await screen.findByRole('heading', { name: 'Transfer Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Your money is on its way to Wanjiru Kamau')).toBeInTheDocument();
    expect(screen.getByTestId('success-amount-sent')).toHaveTextContent('Amount sent$100.00');
    expect(screen.getByTestId('success-service-fee')).toHaveTextContent('Service fee$9.00');
    expect(screen.getByTestId('success-total-paid')).toHaveTextContent('Total paid$109.00');
    expect(screen.getByTestId('success-recipient-gets')).toHaveTextContent('Recipient gets12,925.00 KES');
    expect(screen.getByTestId('transaction-id')).toHaveTextContent(/^a1b2c3d4\.\.\.$/);
    // The spec's short id stays; the reference every message uses stands beside it (issue #29).
    expect(screen.getByTestId('transfer-reference')).toHaveTextContent('7KQM-2XDP');
    expect(screen.getByTestId('transfer-status')).toHaveTextContent('Completed');

    const delivery = within(screen.getByRole('region', { name: 'Delivery Information' }));
    expect(delivery.getByText(/within 24 hours/)).toBeInTheDocument();
    expect(delivery.getByText(/notified when the transfer completes/)).toBeInTheDocument();

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(main.getByRole('link', { name: 'Send Another Transfer' })).toHaveAttribute('href', '/transfer');
  });

  it('follows the status every 2 seconds until the transfer is completed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const statuses = ['pending', 'processing', 'completed'];
    let asked = 0;
    const fetchMock = mockApiWith(({ path }) => {
      if (path === '/api/auth/me') return me;
      if (path !== '/api/checkout-session') return undefined;
      const status = statuses[Math.min(asked, statuses.length - 1)]!;
      asked += 1;
      return { body: session(status) };
    });
    renderApp(`/success?session_id=${SESSION_ID}`);

    expect(await screen.findByTestId('transfer-status')).toHaveTextContent('Confirming your payment');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    // Paid: the status agrees with "Transfer Successful!" above it (issue #29), no bare "Processing".
    expect(await screen.findByText('Paid · on its way')).toBeInTheDocument();
    expect(screen.queryByText('Processing')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.getByTestId('transfer-status')).toHaveAttribute('data-status', 'completed');

    const calls = callsTo(fetchMock, 'GET', '/api/checkout-session').length;
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(callsTo(fetchMock, 'GET', '/api/checkout-session')).toHaveLength(calls);
  });

  it('stops following a failed transfer and says why', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({
      '/api/auth/me': me,
      '/api/checkout-session': { body: session('failed', { failureReason: 'The bank returned the payment.' }) },
    });
    renderApp(`/success?session_id=${SESSION_ID}`);

    expect(await screen.findByRole('heading', { name: 'Transfer Failed' })).toBeInTheDocument();
    expect(screen.getByText('The bank returned the payment.')).toBeInTheDocument();
    expect(screen.getByTestId('transfer-status')).toHaveTextContent('Failed');
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(callsTo(fetchMock, 'GET', '/api/checkout-session')).toHaveLength(1);
  });

  it.each([
    { case: 'a bank payment still clearing', transfer: session('processing', { paymentMethod: 'ach' }), shown: true },
    {
      case: 'a transfer that does not say how it was paid, reached from the bank checkout',
      transfer: session('processing', { paymentMethod: null }),
      shown: true,
    },
    { case: 'a bank payment that has cleared', transfer: session('completed', { paymentMethod: 'ach' }), shown: false },
    { case: 'a card payment', transfer: session('processing'), shown: false },
  ])('says how long a bank payment takes to clear only for $case', async ({ transfer, shown }) => {
    mockApi({ '/api/auth/me': me, '/api/checkout-session': { body: transfer } });
    renderApp(`/success?session_id=${SESSION_ID}&provider=teller`);

    const delivery = within(await screen.findByRole('region', { name: 'Delivery Information' }));
    const note = delivery.queryByText(/Bank transfers usually take 1–3 business days to clear/);
    if (shown) {
      expect(note).toHaveTextContent('Your bank payment is being processed.');
    } else {
      expect(note).not.toBeInTheDocument();
    }
  });

  it('explains a missing session id', async () => {
    const fetchMock = mockApi({ '/api/auth/me': me });
    renderApp('/success');

    expect(await screen.findByRole('heading', { name: 'Transaction Details Unavailable' })).toBeInTheDocument();
    expect(screen.getByText('No session ID found. Unable to retrieve transaction details.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(callsTo(fetchMock, 'GET', '/api/checkout-session')).toHaveLength(0);
  });

  it('says so when the details cannot be loaded', async () => {
    mockApi({ '/api/auth/me': me, '/api/checkout-session': { status: 404, body: { message: 'Not found' } } });
    renderApp(`/success?session_id=${SESSION_ID}`);

    expect(await screen.findByRole('heading', { name: 'Transaction Details Unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Failed to retrieve transaction details. Please contact support.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });
});

describe('/cancel', () => {
  it('says nothing was charged and leads back to the transfer form', async () => {
    mockApi({ '/api/auth/me': me });
    renderApp('/cancel');

    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(screen.getByText(/no money was charged/)).toBeInTheDocument();
    expect(screen.getByText(/contact our support team/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Transfer Form' })).toHaveAttribute('href', '/transfer');
  });
});
