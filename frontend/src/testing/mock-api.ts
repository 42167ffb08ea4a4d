import { vi } from 'vitest';

type MockAnswer = { status?: number; body?: unknown };

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
