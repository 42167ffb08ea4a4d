import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { fetcher } from '@/lib/api-client';
import { callsTo, mockApiWith } from '@/testing/mock-api';
import { rates } from '../testing/fixtures';
import { useUpdateAllRates, useUpdateOneRate } from './rate-writes';

const QUOTE = '/api/quote?amount=100&country=kenya&paymentMethod=card';

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), fetcher, shouldRetryOnError: false }}>{children}</SWRConfig>;
}

/** A screen holding rates, a quote and recipients, plus the two rate writers. */
function useScreen() {
  const ratesData = useSWR('/api/rates');
  const quote = useSWR(QUOTE);
  const recipients = useSWR('/api/recipients');
  return {
    loaded: [ratesData, quote, recipients].every((result) => result.data !== undefined),
    updateOne: useUpdateOneRate(),
    updateAll: useUpdateAllRates(),
  };
}

function backend() {
  return mockApiWith(({ method, path }) => {
    if (method === 'GET' && path === '/api/rates') return { body: rates };
    if (method === 'GET' && path === '/api/quote') return { body: { amount: 100 } };
    if (method === 'GET' && path === '/api/recipients') return { body: [] };
    if (method === 'POST' && path === '/api/update-rates') return { body: { rates } };
    return undefined;
  });
}

describe('rate writes', () => {
  it('asks again for the rates and every quote after a quick update, and nothing else', async () => {
    const fetchMock = backend();
    const { result } = renderHook(useScreen, { wrapper });
    await waitFor(() => expect(result.current.loaded).toBe(true));

    await act(() => result.current.updateOne('kenya', 131.5));

    expect(callsTo(fetchMock, 'POST', '/api/update-rates')[0]?.body).toEqual({ kenya: 131.5 });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/rates')).toHaveLength(2));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/quote')).toHaveLength(2));
    expect(callsTo(fetchMock, 'GET', '/api/recipients')).toHaveLength(1);
  });

  it('sends all four rates with the password, then refreshes rates and quotes', async () => {
    const fetchMock = backend();
    const { result } = renderHook(useScreen, { wrapper });
    await waitFor(() => expect(result.current.loaded).toBe(true));

    await act(() => result.current.updateAll({ eritrea: 15.5, ethiopia: 58, uganda: 3710, kenya: 130 }, 's3cret'));

    expect(callsTo(fetchMock, 'POST', '/api/update-rates')[0]?.body).toEqual({
      rates: { eritrea: 15.5, ethiopia: 58, uganda: 3710, kenya: 130 },
      password: 's3cret',
    });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/rates')).toHaveLength(2));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/quote')).toHaveLength(2));
  });

  it('refreshes nothing when the update is refused', async () => {
    const fetchMock = mockApiWith(({ method, path }) => {
      if (method === 'GET') return { body: path === '/api/rates' ? rates : {} };
      return { status: 401, body: { message: 'Invalid admin password', code: 'ADMIN.INVALID_PASSWORD' } };
    });
    const { result } = renderHook(useScreen, { wrapper });
    await waitFor(() => expect(result.current.loaded).toBe(true));

    await expect(act(() => result.current.updateOne('kenya', 131.5))).rejects.toThrow('401');
    expect(callsTo(fetchMock, 'GET', '/api/rates')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', '/api/quote')).toHaveLength(1);
  });
});
