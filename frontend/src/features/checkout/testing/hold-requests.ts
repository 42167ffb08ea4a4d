import type { Mock } from 'vitest';

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

/**
 * Holds every request whose URL starts with `prefix` until `release()` is called, so a test
 * can look at the page while that request is under way. Other requests answer as before.
 */
export function holdRequests(fetchMock: FetchMock, prefix: string): { release: () => void } {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input).startsWith(prefix)) await gate;
    return answer(input, init);
  });
  return { release };
}
