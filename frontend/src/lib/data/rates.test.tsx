import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { swrConfig } from '@/lib/swr-config';
import { mockApi } from '@/testing/mock-api';
import { useRates } from './rates';

const rates = { eritrea: 15, ethiopia: 57.5, uganda: 3700, kenya: 129.25 };

/** Every hook rendered with the returned wrapper shares one SWR cache, like one browser tab. */
function sharedCache() {
  const cache = new Map();
  return function Wrapper({ children }: { children: ReactNode }) {
    return <SWRConfig value={{ ...swrConfig, provider: () => cache }}>{children}</SWRConfig>;
  };
}

describe('useRates', () => {
  afterEach(() => vi.useRealTimers());

  it('loads the rate of each destination country', async () => {
    mockApi({ '/api/rates': { body: rates } });

    const { result } = renderHook(() => useRates(), { wrapper: sharedCache() });

    await waitFor(() => expect(result.current.data).toEqual(rates));
  });

  it('reports an answer missing a country as an error instead of guessing', async () => {
    const { kenya: _missing, ...withoutKenya } = rates;
    mockApi({ '/api/rates': { body: withoutKenya } });

    const { result } = renderHook(() => useRates(), { wrapper: sharedCache() });

    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.data).toBeUndefined();
  });

  it('reuses the rates for five minutes, then asks the server again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({ '/api/rates': { body: rates } });
    const wrapper = sharedCache();
    const mountAndLoad = async () => {
      const { result } = renderHook(() => useRates(), { wrapper });
      await waitFor(() => expect(result.current.data).toEqual(rates));
    };

    await mountAndLoad();
    vi.advanceTimersByTime(4 * 60_000);
    await mountAndLoad();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(2 * 60_000);
    await mountAndLoad();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
