import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { swrConfig } from '@/lib/swr-config';
import { mockApi } from '@/testing/mock-api';
import { useProviderConfig } from './provider-config';

const config = {
  stripePublishableKey: 'pk_test_123',
  stripeJsUrl: 'http://localhost:4010/stripe/js/v3',
  tellerApplicationId: 'app_sandbox',
  tellerEnvironment: 'sandbox',
  tellerConnectScriptUrl: 'http://localhost:4010/teller/connect/connect.js',
};

function sharedCache() {
  const cache = new Map();
  return function Wrapper({ children }: { children: ReactNode }) {
    return <SWRConfig value={{ ...swrConfig, provider: () => cache }}>{children}</SWRConfig>;
  };
}

describe('useProviderConfig', () => {
  afterEach(() => vi.useRealTimers());

  it('loads what the browser needs to reach the providers', async () => {
    mockApi({ '/api/config': { body: config } });

    const { result } = renderHook(() => useProviderConfig(), { wrapper: sharedCache() });

    await waitFor(() => expect(result.current.data).toEqual(config));
  });

  it('refuses a configuration without a usable Stripe.js URL', async () => {
    mockApi({ '/api/config': { body: { ...config, stripeJsUrl: 'not a url' } } });

    const { result } = renderHook(() => useProviderConfig(), { wrapper: sharedCache() });

    await waitFor(() => expect(result.current.error).toBeDefined());
  });

  it('reuses the configuration for five minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({ '/api/config': { body: config } });
    const wrapper = sharedCache();
    const mountAndLoad = async () => {
      const { result } = renderHook(() => useProviderConfig(), { wrapper });
      await waitFor(() => expect(result.current.data).toEqual(config));
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
