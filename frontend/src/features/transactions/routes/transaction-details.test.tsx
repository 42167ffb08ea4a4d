import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TransactionDetails } from '@/lib/data/transactions';
import { mockApi, signedInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const me = signedInAs('Amina', 'Tesfaye');
const ID = '7f1c0a52-0000-4000-8000-000000000001';

const details: TransactionDetails = {
  id: ID,
  sessionId: 'cs_test_1',
  country: 'kenya',
  amount: 100,
  feeAmount: 9,
  totalAmount: 109,
  recipientAmount: 12925,
  currencyCode: 'KES',
  status: 'completed',
  paymentMethod: 'card',
  providerTransferId: 'pi_3Qabc',
  recipientInfo: { firstName: 'Wanjiru', lastName: 'Kamau', phone: '+254712345678' },
  deliveryMethod: 'mpesa',
  payout: { rail: 'daraja', receipt: 'SG632NMUAB', pickupCode: null, failureCode: null },
  createdAt: '2025-01-05T12:00:00.000Z',
  events: [
    { type: 'TransferCreated', occurredAt: '2025-01-05T12:00:00.000Z', detail: null },
    { type: 'PaymentSubmitted', occurredAt: '2025-01-05T12:01:00.000Z', detail: null },
    { type: 'PaymentDeclined', occurredAt: '2025-01-05T12:01:05.000Z', detail: { reason: 'Your card has insufficient funds.' } },
    { type: 'PaymentSubmitted', occurredAt: '2025-01-05T12:03:00.000Z', detail: null },
    { type: 'PaymentSucceeded', occurredAt: '2025-01-05T12:03:04.000Z', detail: null },
    { type: 'PayoutDispatched', occurredAt: '2025-01-05T12:03:10.000Z', detail: { payoutId: 'po_1', rail: 'daraja' } },
    { type: 'PayoutDelivered', occurredAt: '2025-01-05T12:20:00.000Z', detail: { receipt: 'SG632NMUAB' } },
    { type: 'TransferCompleted', occurredAt: '2025-01-05T12:20:00.000Z', detail: null },
    { type: 'ReceiptEmailed', occurredAt: '2025-01-05T12:21:00.000Z', detail: null },
  ],
};

describe('/transactions/:id', () => {
  it('shows the transfer, its status and a timeline of what happened, oldest first', async () => {
    mockApi({ '/api/auth/me': me, [`/api/transactions/${ID}`]: { body: details } });
    renderApp(`/transactions/${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Transfer to Wanjiru Kamau' })).toBeInTheDocument();
    expect(screen.getByText('Completed')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('12,925.00 KES')).toBeInTheDocument();
    expect(screen.getByText('pi_3Qabc')).toBeInTheDocument();
    expect(screen.getByText('Receives by', { selector: 'dt' }).nextElementSibling).toHaveTextContent('M-Pesa');
    expect(screen.getByTestId('payout-receipt')).toHaveTextContent('M-Pesa receipt SG632NMUAB');
    expect(screen.queryByRole('region', { name: 'Pickup code' })).not.toBeInTheDocument();

    const timeline = within(screen.getByRole('region', { name: 'Timeline' }));
    const steps = timeline.getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Transfer created',
      'Payment submitted',
      'Payment declined',
      'Payment submitted',
      'Payment received',
      'Sent to M-Pesa',
      'Delivered (receipt SG632NMUAB)',
      'Transfer completed',
      'ReceiptEmailed',
    ]);
    expect(steps[2]).toHaveTextContent('Your card has insufficient funds.');
    // Other details (provider ids) are not the sender's business.
    expect(steps[5]).not.toHaveTextContent('po_1');
    expect(within(steps[0]!).getByText(/^Jan 5, 2025, \d{1,2}:\d{2}\s?(AM|PM)$/)).toHaveAttribute(
      'datetime',
      '2025-01-05T12:00:00.000Z',
    );

    const sendAgain = new URL(screen.getByRole('link', { name: 'Send Again' }).getAttribute('href')!, 'http://localhost');
    expect(sendAgain.pathname + sendAgain.search).toBe(
      '/transfer?country=kenya&firstName=Wanjiru&lastName=Kamau&phone=%2B254712345678&amount=100&deliveryMethod=mpesa',
    );
  });

  it.each([
    ['card', '/card-checkout'],
    ['ach', '/teller-checkout'],
  ])('offers a pending %s transfer "Complete Payment" on its checkout, beside "Send Again"', async (paymentMethod, checkout) => {
    const unpaid = {
      ...details,
      status: 'pending',
      paymentMethod,
      sessionId: 'Xq3v9ZbT_k2mW-8rLp0aNc4YdE7uHs1f',
      providerTransferId: null,
      events: [{ type: 'TransferCreated', occurredAt: '2025-01-05T12:00:00.000Z', detail: null }],
    };
    mockApi({ '/api/auth/me': me, [`/api/transactions/${ID}`]: { body: unpaid } });
    renderApp(`/transactions/${ID}`);

    expect(await screen.findByRole('link', { name: 'Complete Payment' })).toHaveAttribute(
      'href',
      `${checkout}?session_id=Xq3v9ZbT_k2mW-8rLp0aNc4YdE7uHs1f`,
    );
    expect(screen.getByRole('link', { name: 'Send Again' })).toBeInTheDocument();
  });

  it.each(['completed', 'failed'])('offers no "Complete Payment" on a %s transfer', async (status) => {
    mockApi({ '/api/auth/me': me, [`/api/transactions/${ID}`]: { body: { ...details, status } } });
    renderApp(`/transactions/${ID}`);

    expect(await screen.findByRole('link', { name: 'Send Again' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Complete Payment' })).not.toBeInTheDocument();
  });

  it('orders events by time and labels failures and cancellations with their reason', async () => {
    mockApi({
      '/api/auth/me': me,
      [`/api/transactions/${ID}`]: {
        body: {
          ...details,
          status: 'cancelled',
          events: [
            { type: 'TransferCancelled', occurredAt: '2025-01-06T12:00:00.000Z', detail: 'Expired before payment' },
            { type: 'PaymentFailed', occurredAt: '2025-01-05T13:00:00.000Z', detail: { reason: 'Processing error' } },
            { type: 'TransferCreated', occurredAt: '2025-01-05T12:00:00.000Z' },
          ],
        },
      },
    });
    renderApp(`/transactions/${ID}`);

    const timeline = within(await screen.findByRole('region', { name: 'Timeline' }));
    const steps = timeline.getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Transfer created',
      'Payment failed',
      'Cancelled',
    ]);
    expect(steps[1]).toHaveTextContent('Processing error');
    expect(steps[2]).toHaveTextContent('Expired before payment');
    expect(screen.getByText('Cancelled', { selector: '[data-status]' })).toHaveAttribute('data-tone', 'neutral');
  });

  it('tells a payout that could not be delivered and the refund that followed', async () => {
    const reason = 'We could not deliver the money to the recipient, so your payment of $109.00 has been refunded.';
    mockApi({
      '/api/auth/me': me,
      [`/api/transactions/${ID}`]: {
        body: {
          ...details,
          status: 'failed',
          failureReason: reason,
          events: [
            { type: 'TransferCreated', occurredAt: '2025-01-05T12:00:00.000Z' },
            { type: 'PaymentSucceeded', occurredAt: '2025-01-05T12:01:00.000Z', detail: { paymentIntentId: 'pi_1' } },
            { type: 'PayoutDispatched', occurredAt: '2025-01-05T12:02:00.000Z', detail: { payoutId: 'po_1' } },
            { type: 'PayoutFailed', occurredAt: '2025-01-05T12:03:00.000Z', detail: { payoutId: 'po_1', reason: 'The payout partner could not deliver it.' } },
            { type: 'PaymentRefunded', occurredAt: '2025-01-05T12:04:00.000Z', detail: { refundId: 're_1', amount: '109.00' } },
          ],
        },
      },
    });
    renderApp(`/transactions/${ID}`);

    const timeline = within(await screen.findByRole('region', { name: 'Timeline' }));
    const steps = timeline.getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Transfer created',
      'Payment received',
      'Sent to M-Pesa',
      'Payout could not be delivered: The payout partner could not deliver it.',
      'Payment refunded',
    ]);
    expect(screen.getByText(reason)).toBeInTheDocument();
  });

  it('says a payout that failed is being looked at while the transfer is still on its way', async () => {
    const reason = 'We could not deliver the money to the recipient yet. Our payout partner declined the payment. Our team will try again or refund your payment within 1 business day.';
    mockApi({
      '/api/auth/me': me,
      [`/api/transactions/${ID}`]: {
        body: {
          ...details,
          status: 'processing',
          failureReason: reason,
          events: [
            { type: 'TransferCreated', occurredAt: '2025-01-05T12:00:00.000Z' },
            { type: 'PaymentSucceeded', occurredAt: '2025-01-05T12:01:00.000Z', detail: { paymentIntentId: 'pi_1' } },
            { type: 'PayoutDispatched', occurredAt: '2025-01-05T12:02:00.000Z', detail: { payoutId: 'po_1' } },
            { type: 'PayoutFailed', occurredAt: '2025-01-05T12:03:00.000Z', detail: { payoutId: 'po_1', reason: 'Our payout partner declined the payment.' } },
            { type: 'PayoutRetried', occurredAt: '2025-01-05T13:00:00.000Z', detail: { attempt: 2, method: 'mpesa' } },
          ],
        },
      },
    });
    renderApp(`/transactions/${ID}`);

    expect(await screen.findByTestId('delay-reason')).toHaveTextContent(reason);
    expect(screen.queryByTestId('failure-reason')).not.toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(steps.at(-1)?.querySelector('p')?.textContent).toBe('Our team is sending the payout again');
  });

  it('says "Transaction not found" for an unknown id or another sender\'s', async () => {
    mockApi({ '/api/auth/me': me });
    renderApp('/transactions/not-mine');

    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to transactions/ })).toHaveAttribute('href', '/transactions');
  });

  describe('delivery', () => {
    const eritrea: TransactionDetails = {
      ...details,
      country: 'eritrea',
      currencyCode: 'ERN',
      recipientAmount: 1500,
      status: 'processing',
      recipientInfo: { firstName: 'Selam', lastName: 'Haile', phone: '+2917123456' },
      deliveryMethod: 'cash_pickup',
      payout: { rail: 'thunes', receipt: null, pickupCode: '1234567890', failureCode: null },
      events: [
        { type: 'TransferCreated', occurredAt: '2025-01-05T12:00:00.000Z', detail: null },
        { type: 'PaymentSucceeded', occurredAt: '2025-01-05T12:01:00.000Z', detail: null },
        { type: 'PayoutDispatched', occurredAt: '2025-01-05T12:02:00.000Z', detail: { payoutId: 'po_9', rail: 'thunes' } },
        { type: 'ReadyForPickup', occurredAt: '2025-01-05T12:03:00.000Z', detail: { pickupCode: '1234567890' } },
      ],
    };

    it('gives the pickup code of cash waiting at the agent, and says how the recipient collects it', async () => {
      mockApi({ '/api/auth/me': me, [`/api/transactions/${ID}`]: { body: eritrea } });
      renderApp(`/transactions/${ID}`);

      const box = await screen.findByRole('region', { name: 'Pickup code' });
      expect(box).toHaveTextContent(
        'Pickup code 1234567890 — give this code to Selam; they collect the cash at a Himbol Financial Services agent with a valid ID.',
      );
      expect(screen.getByText('Receives by', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Cash pickup');
      const steps = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
      expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
        'Transfer created',
        'Payment received',
        'Sent to Himbol Financial Services',
        'Ready for pickup',
      ]);
    });

    it('no longer shows the pickup code once the cash was collected', async () => {
      const collected = {
        ...eritrea,
        status: 'completed',
        payout: { rail: 'thunes', receipt: 'TH-7781', pickupCode: '1234567890', failureCode: null },
      };
      mockApi({ '/api/auth/me': me, [`/api/transactions/${ID}`]: { body: collected } });
      renderApp(`/transactions/${ID}`);

      expect(await screen.findByTestId('payout-receipt')).toHaveTextContent('Reference TH-7781');
      expect(screen.queryByRole('region', { name: 'Pickup code' })).not.toBeInTheDocument();
    });

    it('names the MTN transaction id of a Mobile Money payout', async () => {
      const uganda = {
        ...details,
        country: 'uganda',
        currencyCode: 'UGX',
        deliveryMethod: 'mtn_momo',
        payout: { rail: 'mtn_momo', receipt: '123456', pickupCode: null, failureCode: null },
      };
      mockApi({ '/api/auth/me': me, [`/api/transactions/${ID}`]: { body: uganda } });
      renderApp(`/transactions/${ID}`);

      expect(await screen.findByTestId('payout-receipt')).toHaveTextContent('MTN transaction id 123456');
      const steps = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
      expect(steps[5]).toHaveTextContent('Sent to MTN Mobile Money');
    });

    it('shows the bank and the masked account of a bank payout, and the bank in the timeline', async () => {
      const bank = {
        ...details,
        country: 'ethiopia',
        currencyCode: 'ETB',
        deliveryMethod: 'bank_account',
        recipientInfo: {
          firstName: 'Abebe',
          lastName: 'Bekele',
          phone: '+251911234567',
          bankId: 'cbe',
          bankName: 'Commercial Bank of Ethiopia',
          accountNumber: '1000123456789',
        },
        payout: { rail: 'thunes', receipt: 'TH-55', pickupCode: null, failureCode: null },
      };
      mockApi({ '/api/auth/me': me, [`/api/transactions/${ID}`]: { body: bank } });
      renderApp(`/transactions/${ID}`);

      await screen.findByRole('heading', { level: 1, name: 'Transfer to Abebe Bekele' });
      expect(screen.getByText('Receives by', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        'Bank account · Commercial Bank of Ethiopia',
      );
      expect(screen.getByText(/•••• 6789/)).toBeInTheDocument();
      expect(screen.queryByText(/1000123456789/)).not.toBeInTheDocument();
      expect(screen.getByTestId('payout-receipt')).toHaveTextContent('Reference TH-55');
      const steps = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
      expect(steps[5]).toHaveTextContent('Sent to Commercial Bank of Ethiopia');

      const sendAgain = new URL(screen.getByRole('link', { name: 'Send Again' }).getAttribute('href')!, 'http://localhost');
      expect(Object.fromEntries(sendAgain.searchParams)).toMatchObject({
        country: 'ethiopia',
        deliveryMethod: 'bank_account',
        bankId: 'cbe',
        accountNumber: '1000123456789',
      });
    });
  });
});
