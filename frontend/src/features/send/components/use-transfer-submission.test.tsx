import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { fetcher } from '@/lib/api-client';
import type { Quote } from '@/lib/data/quote';
import { swrConfig } from '@/lib/swr-config';
import { callsTo, mockApi } from '@/testing/mock-api';
import { useTransferSubmission } from './use-transfer-submission';
import { IntlWrapper } from '@/testing/intl-wrapper';

const parties = {
  country: 'kenya',
  firstName: 'Amina',
  lastName: 'Okello',
  email: 'amina@example.com',
  phone: '+12025550100',
  recipientFirstName: 'Wanjiru',
  recipientLastName: 'Kamau',
  recipientPhone: '0712345678',
  deliveryMethod: '',
  bankId: '',
  accountNumber: '',
};

const quote: Quote = {
  key: '/api/quote?amount=100&country=kenya&paymentMethod=card',
  amount: 100,
  feeAmount: 9,
  totalAmount: 109,
  recipientAmount: 12925,
  rate: 129.25,
  currencyCode: 'KES',
  feePercent: 9,
};

/** The lists a transfer changes, mounted as the dashboard would mount them. */
function Lists() {
  const recipients = useSWR('/api/recipients', fetcher);
  const transactions = useSWR('/api/transactions?limit=5', fetcher);
  return (
    <p>
      loaded {recipients.data ? 'recipients' : ''} {transactions.data ? 'transactions' : ''}
    </p>
  );
}

function setUp() {
  const cache = new Map();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter>
        <SWRConfig value={{ ...swrConfig, provider: () => cache }}>
          <IntlWrapper>
            <ToastProvider>
              <Lists />
              {children}
            </ToastProvider>
          </IntlWrapper>
        </SWRConfig>
      </MemoryRouter>
    );
  }
  return renderHook(() => useTransferSubmission(), { wrapper: Wrapper });
}

const submission = (paymentMethod: string) => ({
  parties,
  paymentMethod,
  savedMethods: [],
  quote: async () => quote,
  refreshQuote: async () => undefined,
});

describe('useTransferSubmission', () => {
  it('refreshes the transactions and recipients after a completed transfer', async () => {
    const fetchMock = mockApi({
      '/api/recipients': { body: [] },
      '/api/transactions': { body: [] },
      'POST /api/create-card-session': { body: { success: true, sessionId: 'sess_1' } },
    });
    const { result } = setUp();
    await screen.findByText(/loaded recipients transactions/);
    expect(callsTo(fetchMock, 'GET', '/api/recipients')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', '/api/transactions')).toHaveLength(1);

    let leaving: boolean | undefined;
    await act(async () => {
      leaving = await result.current(submission('card'));
    });

    expect(leaving).toBe(true);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/recipients')).toHaveLength(2));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/transactions')).toHaveLength(2));
  });

  it('refuses a saved method that is not in the list, without calling the server', async () => {
    const fetchMock = mockApi({ '/api/recipients': { body: [] }, '/api/transactions': { body: [] } });
    const { result } = setUp();

    let leaving: boolean | undefined;
    await act(async () => {
      leaving = await result.current(submission('saved_9'));
    });

    expect(leaving).toBe(false);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Selected payment method not found');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });
});
