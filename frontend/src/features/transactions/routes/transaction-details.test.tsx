import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TransactionDetails } from '@/lib/data/transactions';
import { callsTo, mockApi, mockApiWith, signedInAs } from '@/testing/mock-api';
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
  payoutAttempts: [],
  refunds: [],
};

describe('/transactions/:id', () => {
  it("speaks the sender's language (Swahili): heading, status, figures, buttons and the timeline", async () => {
    mockApi({ '/api/auth/me': { body: { ...(me.body as object), language: 'sw' } }, [`/api/transactions/${ID}`]: { body: details } });
    renderApp(`/transactions/${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Uhamisho kwa Wanjiru Kamau' })).toBeInTheDocument();
    expect(screen.getByText('Imekamilika')).toHaveAttribute('data-status', 'completed');
    for (const label of ['Kiasi kilichotumwa', 'Ada', 'Jumla iliyolipwa', 'Njia ya malipo']) {
      expect(screen.getByText(label, { selector: 'dt' })).toBeInTheDocument();
    }
    expect(screen.getByText('Njia ya malipo', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Kadi');
    expect(screen.getByRole('link', { name: 'Tuma Tena' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Rudi kwenye miamala' })).toHaveAttribute('href', '/transactions');
    const steps = within(screen.getByRole('region', { name: 'Mfuatano wa matukio' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent).slice(0, 3)).toEqual([
      'Uhamisho umeundwa',
      'Malipo yamewasilishwa',
      'Malipo yamekataliwa',
    ]);
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toContain('Imefika (risiti SG632NMUAB)');
    expect(screen.getByTestId('payout-receipt')).toHaveTextContent('Risiti ya M-Pesa SG632NMUAB');
  });

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
    expect(within(steps[0]!).getByText(/^Jan 5, 2025, \d{1,2}:\d{2}\s?(AM|PM) [A-Z][A-Za-z0-9+:-]+$/)).toHaveAttribute(
      'datetime',
      '2025-01-05T12:00:00.000Z',
    );

    const sendAgain = new URL(screen.getByRole('link', { name: 'Send Again' }).getAttribute('href')!, 'http://localhost');
    // The transfer's id only: names and numbers stay out of the address bar and history (issue #29).
    expect(sendAgain.pathname + sendAgain.search).toBe('/transfer?again=7f1c0a52-0000-4000-8000-000000000001');
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

  describe('payout attempts and refunds', () => {
    /** Each item of the section `name`: its heading, its state in words, and the time it has stood since. */
    function itemsOf(name: string) {
      const section = screen.getByRole('region', { name });
      return within(section)
        .getAllByRole('listitem')
        .map((item) => ({
          heading: within(item).getByRole('heading', { level: 3 }).textContent,
          state: item.querySelector('[data-tone]')?.textContent,
          time: item.querySelector('time')?.getAttribute('datetime'),
        }));
    }

    it('lists a failed payout attempt, then the retry that was delivered to another method', async () => {
      const failure = 'The telebirr wallet could not receive the money.';
      const retried: TransactionDetails = {
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
        events: [
          { type: 'PaymentSucceeded', occurredAt: '2025-01-05T12:01:00.000Z', detail: { paymentIntentId: 'pi_1' } },
          { type: 'PayoutRequested', occurredAt: '2025-01-05T12:02:00.000Z', detail: { attempt: 1, reference: 'tr-1', rail: 'thunes' } },
          { type: 'PayoutDispatched', occurredAt: '2025-01-05T12:02:05.000Z', detail: { payoutId: 'th_1', rail: 'thunes', attempt: 1 } },
          { type: 'PayoutFailed', occurredAt: '2025-01-05T12:05:00.000Z', detail: { payoutId: 'th_1', reason: failure } },
          { type: 'PayoutRetried', occurredAt: '2025-01-05T13:00:00.000Z', detail: { attempt: 2, method: 'bank_account' } },
          { type: 'PayoutRequested', occurredAt: '2025-01-05T13:00:01.000Z', detail: { attempt: 2, reference: 'tr-2', rail: 'thunes' } },
          { type: 'PayoutDispatched', occurredAt: '2025-01-05T13:00:05.000Z', detail: { payoutId: 'th_2', rail: 'thunes', attempt: 2 } },
          { type: 'PayoutDelivered', occurredAt: '2025-01-05T13:20:00.000Z', detail: { receipt: 'TH-55' } },
          { type: 'TransferCompleted', occurredAt: '2025-01-05T13:20:00.000Z', detail: {} },
        ],
        payoutAttempts: [
          {
            attempt: 1,
            method: 'telebirr',
            bankName: null,
            state: 'failed',
            receipt: null,
            pickupCode: null,
            failure,
            requestedAt: '2025-01-05T12:02:00.000Z',
            updatedAt: '2025-01-05T12:05:00.000Z',
          },
          {
            attempt: 2,
            method: 'bank_account',
            bankName: 'Commercial Bank of Ethiopia',
            state: 'delivered',
            receipt: 'TH-55',
            pickupCode: null,
            failure: null,
            requestedAt: '2025-01-05T13:00:01.000Z',
            updatedAt: '2025-01-05T13:20:00.000Z',
          },
        ],
        refunds: [],
      };
      mockApi({ '/api/auth/me': me, [`/api/transactions/${ID}`]: { body: retried } });
      renderApp(`/transactions/${ID}`);

      await screen.findByRole('region', { name: 'Payout' });
      expect(itemsOf('Payout')).toEqual([
        { heading: 'Attempt 1 · telebirr', state: `Could not be delivered: ${failure}`, time: '2025-01-05T12:05:00.000Z' },
        {
          heading: 'Attempt 2 · Bank account · Commercial Bank of Ethiopia',
          state: 'Delivered (receipt TH-55)',
          time: '2025-01-05T13:20:00.000Z',
        },
      ]);
      expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();

      // Each attempt's events name the partner it went to, not only the transfer's latest method.
      const steps = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
      expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
        'Payment received',
        'Sending to telebirr',
        'Sent to telebirr',
        `Payout could not be delivered: ${failure}`,
        'Our team is sending the payout again',
        'Sending to Commercial Bank of Ethiopia',
        'Sent to Commercial Bank of Ethiopia',
        'Delivered (receipt TH-55)',
        'Transfer completed',
      ]);
    });

    it('lists each refund with its state in words, an orphan payment as a payment we could not use', async () => {
      const refunded: TransactionDetails = {
        ...details,
        status: 'failed',
        payout: null,
        events: [
          { type: 'PaymentSucceeded', occurredAt: '2025-01-05T12:01:00.000Z', detail: { paymentIntentId: 'pi_1' } },
          { type: 'PayoutAbandoned', occurredAt: '2025-01-05T14:00:00.000Z', detail: {} },
          { type: 'RefundRequested', occurredAt: '2025-01-05T14:00:01.000Z', detail: { refundId: 'rf_1', amount: '109.00', attempt: 1 } },
          { type: 'RefundFailed', occurredAt: '2025-01-05T15:00:00.000Z', detail: {} },
          { type: 'RefundRequested', occurredAt: '2025-01-06T09:00:00.000Z', detail: { refundId: 'rf_2', amount: '109.00', attempt: 2 } },
          { type: 'OrphanPaymentReceived', occurredAt: '2025-01-06T10:00:00.000Z', detail: { paymentIntentId: 'pi_2', amount: '109.00' } },
          {
            type: 'OrphanPaymentRefunded',
            occurredAt: '2025-01-06T10:05:00.000Z',
            detail: { paymentIntentId: 'pi_2', refundId: 're_9', amount: '109.00' },
          },
        ],
        payoutAttempts: [],
        refunds: [
          { amount: 109, purpose: 'transfer', state: 'failed', requestedAt: '2025-01-05T14:00:01.000Z', updatedAt: '2025-01-05T15:00:00.000Z' },
          { amount: 109, purpose: 'transfer', state: 'pending', requestedAt: '2025-01-06T09:00:00.000Z', updatedAt: '2025-01-06T09:00:02.000Z' },
          {
            amount: 109,
            purpose: 'orphan_payment',
            state: 'succeeded',
            requestedAt: '2025-01-06T10:00:00.000Z',
            updatedAt: '2025-01-06T10:05:00.000Z',
          },
        ],
      };
      mockApi({ '/api/auth/me': me, [`/api/transactions/${ID}`]: { body: refunded } });
      renderApp(`/transactions/${ID}`);

      await screen.findByRole('region', { name: 'Refunds' });
      expect(itemsOf('Refunds')).toEqual([
        { heading: 'Refund of $109.00', state: 'Refund failed – our team is on it', time: '2025-01-05T15:00:00.000Z' },
        { heading: 'Refund of $109.00', state: 'Refund on its way to you', time: '2025-01-06T09:00:02.000Z' },
        { heading: '$109.00: a payment we could not use, returned', state: 'Refunded', time: '2025-01-06T10:05:00.000Z' },
      ]);
      expect(screen.queryByRole('region', { name: 'Payout' })).not.toBeInTheDocument();

      const steps = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
      expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
        'Payment received',
        'Our team is refunding your payment',
        'Refund of $109.00 requested',
        'Refund failed – our team is on it',
        'Refund of $109.00 requested',
        'We received a payment of $109.00 this transfer could not use; we are returning it',
        'Returned your payment of $109.00 this transfer could not use',
      ]);
    });
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
      payoutAttempts: [
        {
          attempt: 1,
          method: 'cash_pickup',
          bankName: null,
          state: 'ready_for_pickup',
          receipt: null,
          pickupCode: '1234567890',
          failure: null,
          requestedAt: '2025-01-05T12:02:00.000Z',
          updatedAt: '2025-01-05T12:03:00.000Z',
        },
      ],
    };

    it('gives the pickup code of cash waiting at the agent, and says how the recipient collects it', async () => {
      mockApi({ '/api/auth/me': me, [`/api/transactions/${ID}`]: { body: eritrea } });
      renderApp(`/transactions/${ID}`);

      const box = await screen.findByRole('region', { name: 'Pickup code' });
      expect(box).toHaveTextContent('Ready for pickup · Pickup code');
      expect(within(box).getByTestId('pickup-code')).toHaveTextContent('123 456 7890');
      expect(box).toHaveTextContent('Give this code to Selam: they collect the cash at a Himbol Financial Services agent with a valid ID.');
      expect(within(box).getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
      // The badge agrees with the timeline.
      expect(document.querySelector('[data-status]')).toHaveAttribute('data-status', 'ready_for_pickup');
      expect(document.querySelector('[data-status]')).toHaveTextContent('Ready for pickup');
      expect(screen.getByText('Receives by', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Cash pickup');
      const steps = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
      expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
        'Transfer created',
        'Payment received',
        'Sent to Himbol Financial Services',
        'Ready for pickup',
      ]);
      // One attempt: no attempt number.
      const payout = within(screen.getByRole('region', { name: 'Payout' }));
      expect(payout.getByRole('heading', { level: 3 })).toHaveTextContent(/^Cash pickup$/);
      expect(payout.getByRole('listitem')).toHaveTextContent('Ready for pickup (code 1234567890)');
    });

    it('shows the pickup code on the open page as soon as the agent holds the cash, without a reload, and stops asking once final', async () => {
      const dispatched = { ...eritrea, payout: { rail: 'thunes', receipt: null, pickupCode: null, failureCode: null }, events: eritrea.events.slice(0, 3) };
      let asked = 0;
      const fetchMock = mockApiWith(({ path }) => {
        if (path === '/api/auth/me') return me;
        if (path !== `/api/transactions/${ID}`) return undefined;
        asked += 1;
        if (asked === 1) return { body: dispatched };
        if (asked === 2) return { body: eritrea };
        return { body: { ...eritrea, status: 'completed', payout: { ...eritrea.payout, receipt: 'TH-1' } } };
      });
      renderApp(`/transactions/${ID}`);
      await screen.findByRole('heading', { name: /Transfer to Selam Haile/ });
      expect(screen.queryByRole('region', { name: 'Pickup code' })).not.toBeInTheDocument();

      expect(await screen.findByTestId('pickup-code', {}, { timeout: 5000 })).toHaveTextContent('123 456 7890');
      await waitFor(() => expect(document.querySelector('[data-status]')).toHaveAttribute('data-status', 'completed'), { timeout: 5000 });
      const settled = callsTo(fetchMock, 'GET', `/api/transactions/${ID}`).length;
      await new Promise((resolve) => setTimeout(resolve, 3500));
      expect(callsTo(fetchMock, 'GET', `/api/transactions/${ID}`)).toHaveLength(settled);
    }, 15_000);

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
      expect(Object.keys(Object.fromEntries(sendAgain.searchParams))).toEqual(['again']);
      expect(sendAgain.search).not.toContain('1000123456789');
    });
  });
});
