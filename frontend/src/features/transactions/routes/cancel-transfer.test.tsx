import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransactionDetails } from '@/lib/data/transactions';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie, signedInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const ID = '7f1c0a52-0000-4000-8000-000000000002';
const paid: TransactionDetails = {
  id: ID,
  sessionId: 'cs_test_2',
  country: 'kenya',
  amount: 100,
  feeAmount: 9,
  totalAmount: 109,
  recipientAmount: 12925,
  currencyCode: 'KES',
  status: 'processing',
  paymentMethod: 'card',
  providerTransferId: 'pi_3Qdef',
  recipientInfo: { firstName: 'Wanjiru', lastName: 'Kamau', phone: '+254712345678' },
  deliveryMethod: 'mpesa',
  payout: { rail: null, receipt: null, pickupCode: null, failureCode: null },
  createdAt: '2026-11-24T12:00:00.000Z',
  cancellableUntil: '2026-11-24T12:30:00.000Z',
  events: [{ type: 'PaymentSucceeded', occurredAt: '2026-11-24T12:00:05.000Z', detail: null }],
  payoutAttempts: [],
  refunds: [],
};

function backend(cancel: { status: number; body: unknown }) {
  let current: TransactionDetails = paid;
  return mockApiWith(({ method, path }) => {
    if (path === '/api/auth/me') return signedInAs('Amina', 'Okello');
    if (method === 'GET' && path === `/api/transactions/${ID}`) return { body: current };
    if (method === 'POST' && path === `/api/transactions/${ID}/cancel`) {
      if (cancel.status === 200) {
        current = { ...paid, status: 'cancelled', cancellableUntil: null, failureReason: 'You cancelled this transfer. Your payment of $109.00 is being refunded in full, fees included.' };
      }
      return cancel;
    }
    return undefined;
  });
}

describe('cancelling a paid transfer', () => {
  beforeEach(() => setCsrfCookie('csrf-cancel'));
  afterEach(clearCsrfCookie);

  it('asks first, then cancels once and shows the refund on its way', async () => {
    const fetchMock = backend({ status: 200, body: {} });
    const user = userEvent.setup();
    renderApp(`/transactions/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel transfer' }));

    const dialog = within(screen.getByRole('alertdialog'));
    expect(dialog.getByText(/your whole payment of \$109\.00, fees included, will be refunded/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel transfer' }));

    expect(await screen.findByTestId('failure-reason')).toHaveTextContent('being refunded in full');
    expect(screen.queryByRole('button', { name: 'Cancel transfer' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/transactions/${ID}/cancel`)).toHaveLength(1);
  });

  it('keeps the transfer when the sender changes their mind', async () => {
    const fetchMock = backend({ status: 200, body: {} });
    const user = userEvent.setup();
    renderApp(`/transactions/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel transfer' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep transfer' }));
    expect(callsTo(fetchMock, 'POST', `/api/transactions/${ID}/cancel`)).toHaveLength(0);
  });

  it("shows the server's refusal in its words", async () => {
    const message = 'The money is already on its way to the recipient, so this transfer can no longer be cancelled.';
    backend({ status: 409, body: { message, code: 'TRANSFER.NOT_CANCELLABLE' } });
    const user = userEvent.setup();
    renderApp(`/transactions/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel transfer' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel transfer' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('offers no cancellation once the window closed or the money went', async () => {
    mockApiWith(({ path }) =>
      path === '/api/auth/me' ? signedInAs('Amina', 'Okello') : path === `/api/transactions/${ID}` ? { body: { ...paid, cancellableUntil: null } } : undefined,
    );
    renderApp(`/transactions/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Transfer to Wanjiru Kamau' });
    expect(screen.queryByRole('button', { name: 'Cancel transfer' })).not.toBeInTheDocument();
  });

  it('says why a paid transfer can no longer be cancelled, where the Cancel button would be', async () => {
    const reason =
      'The money is already with our payout partner on its way to the recipient, and the partner cannot call it back, so this transfer can no longer be cancelled.';
    mockApiWith(({ path }) => {
      if (path === '/api/auth/me') return signedInAs('Amina', 'Okello');
      if (path === `/api/transactions/${ID}`) return { body: { ...paid, cancellableUntil: null, notCancellableReason: reason } };
      return undefined;
    });
    renderApp(`/transactions/${ID}`);

    const note = await screen.findByTestId('not-cancellable');
    expect(note).toHaveTextContent(reason);
    expect(within(note).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/support');
    expect(screen.queryByRole('button', { name: 'Cancel transfer' })).not.toBeInTheDocument();
  });
});
