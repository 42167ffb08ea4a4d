import { vi } from 'vitest';

export type MockAnswer = { status?: number; body?: unknown };

function toResponse({ status = 200, body }: MockAnswer): Response {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces `fetch` with canned answers keyed by "METHOD /path" or just "/path" (any method).
 * Unlisted requests answer 404 so a test notices calls it did not expect.
 */
export function mockApi(answers: Record<string, MockAnswer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = (init?.method ?? 'GET').toUpperCase();
    const answer = answers[`${method} ${path}`] ?? answers[path];
    return toResponse(answer ?? { status: 404, body: { message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const signedOut: MockAnswer = { status: 401, body: { message: 'Unauthorized' } };

export function signedInAs(firstName: string, lastName: string): MockAnswer {
  return { body: { id: 1, firstName, lastName, email: 'sender@example.com', phone: null } };
}

export type MockRequest = { method: string; path: string; search: URLSearchParams; body: unknown };

/**
 * Like `mockApi`, for answers that depend on the request or on what happened before (the
 * current user changes after a login). Return undefined for a 404.
 */
export function mockApiWith(answer: (request: MockRequest) => MockAnswer | undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const result = answer({ method, path: url.pathname, search: url.searchParams, body });
    return toResponse(result ?? { status: 404, body: { message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

type FetchMock = ReturnType<typeof mockApi>;

/** The calls made to `METHOD path`, each with its parsed JSON body and its headers. */
export function callsTo(fetchMock: FetchMock, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return url.pathname === path && (init?.method ?? 'GET').toUpperCase() === method;
    })
    .map(([, init]) => ({
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: new Headers(init?.headers),
    }));
}

/** The server sets this cookie on any /api answer; writes echo it as x-csrf-token. */
export function setCsrfCookie(value = 'csrf-test-token') {
  document.cookie = `csrf_token=${value}; path=/`;
  return value;
}

export function clearCsrfCookie() {
  document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}
