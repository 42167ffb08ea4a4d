import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { swrConfig } from '@/lib/swr-config';
import { mockApiWith } from '@/testing/mock-api';
import { isQuotableAmount, quoteKey, useQuote, type QuoteRequest } from './quote';

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>;
}

const priced = (amount: number, rate = 129.25) => ({
  amount,
  feeAmount: amount * 0.05,
  totalAmount: amount * 1.05,
  recipientAmount: amount * rate,
  rate,
  currencyCode: 'KES',
  feePercent: 5,
});

describe('quoteKey', () => {
  it('is the quote URL for a priceable request', () => {
    expect(quoteKey({ amount: 100, country: 'kenya', paymentMethod: 'card' })).toBe(
      '/api/quote?amount=100&country=kenya&paymentMethod=card',
    );
    expect(quoteKey({ amount: 12.5, country: 'uganda', paymentMethod: 'saved_7' })).toBe(
      '/api/quote?amount=12.5&country=uganda&paymentMethod=saved_7',
    );
  });

  it('names the delivery method, and the bank of a bank account only', () => {
    expect(quoteKey({ amount: 100, country: 'kenya', paymentMethod: 'ach', deliveryMethod: 'mpesa' })).toBe(
      '/api/quote?amount=100&country=kenya&paymentMethod=ach&deliveryMethod=mpesa',
    );
    expect(
      quoteKey({ amount: 100, country: 'ethiopia', paymentMethod: 'card', deliveryMethod: 'bank_account', bankId: 'cbe' }),
    ).toBe('/api/quote?amount=100&country=ethiopia&paymentMethod=card&deliveryMethod=bank_account&bankId=cbe');
    expect(quoteKey({ amount: 100, country: 'ethiopia', paymentMethod: 'card', deliveryMethod: 'telebirr', bankId: 'cbe' })).toBe(
      '/api/quote?amount=100&country=ethiopia&paymentMethod=card&deliveryMethod=telebirr',
    );
  });

  it('is null when there is nothing to price', () => {
    expect(quoteKey({ amount: 0, country: 'kenya', paymentMethod: 'card' })).toBeNull();
    expect(quoteKey({ amount: 0.001, country: 'kenya', paymentMethod: 'card' })).toBeNull();
    expect(quoteKey({ amount: Number.NaN, country: 'kenya', paymentMethod: 'card' })).toBeNull();
    expect(quoteKey({ amount: 10, country: 'kenya', paymentMethod: '' })).toBeNull();
  });

  it('accepts whole cents only', () => {
    expect(isQuotableAmount(0.01)).toBe(true);
    expect(isQuotableAmount(19.99)).toBe(true);
    expect(isQuotableAmount(10.555)).toBe(false);
    expect(isQuotableAmount(-5)).toBe(false);
  });
});

describe('useQuote', () => {
  it('loads the server quote, keeps it on screen while the next loads, and tells the two apart', async () => {
    let release: (() => void) | undefined;
    const fetchMock = mockApiWith(({ search }) => ({ body: priced(Number(search.get('amount'))) }));
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('amount=20&')) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      return answer(input, init);
    });

    const { result, rerender } = renderHook((request: QuoteRequest) => useQuote(request), {
      wrapper,
      initialProps: { amount: 10, country: 'kenya', paymentMethod: 'ach' },
    });
    await waitFor(() => expect(result.current.current?.amount).toBe(10));

    rerender({ amount: 20, country: 'kenya', paymentMethod: 'ach' });
    await waitFor(() => expect(release).toBeDefined());
    expect(result.current.data?.amount).toBe(10);
    expect(result.current.current).toBeUndefined();
    expect(result.current.isValidating).toBe(true);

    act(() => release!());
    await waitFor(() => expect(result.current.current?.amount).toBe(20));
    expect(result.current.data?.key).toBe('/api/quote?amount=20&country=kenya&paymentMethod=ach');
  });

  it('asks nothing for an amount it cannot price', async () => {
    const fetchMock = mockApiWith(() => ({ body: priced(1) }));

    const { result } = renderHook(() => useQuote({ amount: 0, country: 'kenya', paymentMethod: 'card' }), { wrapper });

    expect(result.current.key).toBeNull();
    expect(result.current.data).toBeUndefined();
    await expect(result.current.refresh()).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refresh() asks the server again and shows the new figures', async () => {
    let rate = 129.25;
    const fetchMock = mockApiWith(({ search }) => ({ body: priced(Number(search.get('amount')), rate) }));
    const { result } = renderHook(() => useQuote({ amount: 100, country: 'kenya', paymentMethod: 'card' }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.current?.rate).toBe(129.25));

    rate = 130;
    let refreshed: unknown;
    await act(async () => {
      refreshed = await result.current.refresh();
    });

    expect(refreshed).toMatchObject({ rate: 130, recipientAmount: 13000 });
    await waitFor(() => expect(result.current.current?.rate).toBe(130));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports an answer that is not a quote as an error', async () => {
    mockApiWith(() => ({ body: { amount: 'lots' } }));
    const { result } = renderHook(() => useQuote({ amount: 5, country: 'kenya', paymentMethod: 'card' }), { wrapper });

    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.current).toBeUndefined();
  });
});
