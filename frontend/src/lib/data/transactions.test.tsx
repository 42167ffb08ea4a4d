import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { swrConfig } from '@/lib/swr-config';
import { mockApiWith, signedInAs, signedOut, type MockAnswer } from '@/testing/mock-api';
import { usePaymentMethods } from './payment-methods';
import { useRecipients } from './recipients';
import { useRevalidateTransactions, useTransactionPages, useTransactions } from './transactions';

function sharedCache() {
  const cache = new Map();
  return function Wrapper({ children }: { children: ReactNode }) {
    return <SWRConfig value={{ ...swrConfig, provider: () => cache }}>{children}</SWRConfig>;
  };
}

const transfer = {
  id: 'a1',
  sessionId: 'cs_1',
  country: 'kenya',
  amount: 100,
  feeAmount: 9,
  totalAmount: 109,
  recipientAmount: 12925,
  currencyCode: 'KES',
  status: 'pending',
  paymentMethod: 'card',
  providerTransferId: null,
  recipientInfo: { firstName: 'Wanjiru', lastName: 'Kamau', phone: '+254712345678' },
  createdAt: '2025-01-05T12:00:00.000Z',
};

function requestsTo(fetchMock: ReturnType<typeof mockApiWith>, pathname: string): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname)
    .map((url) => url.search);
}

describe('transaction reads', () => {
  it('ask for all transactions, or only the latest few', async () => {
    const fetchMock = mockApiWith(({ path }): MockAnswer | undefined => {
      if (path === '/api/auth/me') return signedInAs('Amina', 'Tesfaye');
      if (path === '/api/transactions') return { body: [transfer] };
      return undefined;
    });
    const { result } = renderHook(() => ({ all: useTransactions(), latest: useTransactions({ limit: 5 }) }), {
      wrapper: sharedCache(),
    });

    await waitFor(() => expect(result.current.all.data).toEqual([transfer]));
    await waitFor(() => expect(result.current.latest.data).toEqual([transfer]));
    expect(requestsTo(fetchMock, '/api/transactions').sort()).toEqual(['', '?limit=5']);
  });

  it('fetch nothing signed out', async () => {
    const fetchMock = mockApiWith(({ path }) => (path === '/api/auth/me' ? signedOut : { body: [] }));
    const wrapper = sharedCache();

    renderHook(
      () => {
        useTransactions();
        useTransactionPages();
        useRecipients();
        usePaymentMethods();
      },
      { wrapper },
    );

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are all asked again after a transfer', async () => {
    let status = 'pending';
    const fetchMock = mockApiWith(({ path }): MockAnswer | undefined => {
      if (path === '/api/auth/me') return signedInAs('Amina', 'Tesfaye');
      if (path === '/api/transactions') return { body: [{ ...transfer, status }] };
      return undefined;
    });
    const { result } = renderHook(
      () => ({
        latest: useTransactions({ limit: 5 }),
        pages: useTransactionPages(),
        revalidate: useRevalidateTransactions(),
      }),
      { wrapper: sharedCache() },
    );
    await waitFor(() => expect(result.current.latest.data?.[0]?.status).toBe('pending'));
    await waitFor(() => expect(result.current.pages.transactions?.[0]?.status).toBe('pending'));

    status = 'completed';
    await act(() => result.current.revalidate());

    await waitFor(() => expect(result.current.latest.data?.[0]?.status).toBe('completed'));
    await waitFor(() => expect(result.current.pages.transactions?.[0]?.status).toBe('completed'));
    expect(requestsTo(fetchMock, '/api/transactions').filter((search) => search === '?limit=20').length).toBeGreaterThan(1);
  });
});

describe('usePaymentMethods', () => {
  it('reads a missing payment-methods API (404) as none saved', async () => {
    mockApiWith(({ path }) => (path === '/api/auth/me' ? signedInAs('Amina', 'Tesfaye') : undefined));

    const { result } = renderHook(() => usePaymentMethods(), { wrapper: sharedCache() });

    await waitFor(() => expect(result.current.data).toEqual([]));
  });

  it('reports other failures as errors', async () => {
    mockApiWith(({ path }) =>
      path === '/api/auth/me' ? signedInAs('Amina', 'Tesfaye') : { status: 500, body: { message: 'boom' } },
    );

    const { result } = renderHook(() => usePaymentMethods(), { wrapper: sharedCache() });

    await waitFor(() => expect(result.current.error).toBeDefined());
  });
});
