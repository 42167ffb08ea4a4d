import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mockApi } from '@/testing/mock-api';
import { apiGet, apiSend } from './api-client';
import { ApiError, errorMessage } from './api-error';

function clearCsrfCookie() {
  document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

function sentHeaders(fetchMock: ReturnType<typeof mockApi>): Headers {
  return new Headers(fetchMock.mock.calls[0]![1]?.headers);
}

describe('api client', () => {
  afterEach(clearCsrfCookie);

  it('parses a successful JSON answer with the schema and sends cookies', async () => {
    const fetchMock = mockApi({ '/api/things': { body: { name: 'kenya' } } });

    await expect(apiGet('/api/things', z.object({ name: z.string() }))).resolves.toEqual({
      name: 'kenya',
    });
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe('include');
  });

  it('rejects an answer that does not match the schema', async () => {
    mockApi({ '/api/things': { body: { name: 42 } } });

    await expect(apiGet('/api/things', z.object({ name: z.string() }))).rejects.toThrow();
  });

  it('fails with "status: body" for a non-OK answer', async () => {
    mockApi({ '/api/things': { status: 422, body: 'Amount too small' } });

    const error = await apiGet('/api/things', z.unknown()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, body: 'Amount too small', message: '422: Amount too small' });
  });

  it('falls back to the status text when the error body is empty', async () => {
    const fetchMock = mockApi({});
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 503, statusText: 'Service Unavailable' }));

    await expect(apiGet('/api/things', z.unknown())).rejects.toThrow('503: Service Unavailable');
  });

  it('sends the extra headers it is given, such as an Idempotency-Key', async () => {
    const fetchMock = mockApi({ 'POST /api/create-card-session': { status: 201, body: { sessionId: 's' } } });

    await apiSend('POST', '/api/create-card-session', {}, z.unknown(), { headers: { 'Idempotency-Key': 'key-12345678' } });

    expect(sentHeaders(fetchMock).get('idempotency-key')).toBe('key-12345678');
    expect(sentHeaders(fetchMock).get('accept')).toBe('application/json');
  });

  it('echoes the csrf_token cookie as x-csrf-token on writes', async () => {
    document.cookie = 'csrf_token=tok%3D123; path=/';
    const fetchMock = mockApi({ 'POST /api/recipients': { status: 201, body: { id: 7 } } });

    await apiSend('POST', '/api/recipients', { firstName: 'Amina' }, z.object({ id: z.number() }));

    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe(JSON.stringify({ firstName: 'Amina' }));
    expect(sentHeaders(fetchMock).get('x-csrf-token')).toBe('tok=123');
    expect(sentHeaders(fetchMock).get('content-type')).toBe('application/json');
  });

  it('sends no CSRF header on reads, nor on writes when there is no cookie', async () => {
    document.cookie = 'csrf_token=abc; path=/';
    const readMock = mockApi({ '/api/rates': { body: {} } });
    await apiGet('/api/rates', z.unknown());
    expect(sentHeaders(readMock).has('x-csrf-token')).toBe(false);

    clearCsrfCookie();
    const writeMock = mockApi({ 'DELETE /api/recipients/1': { status: 204 } });
    await expect(apiSend('DELETE', '/api/recipients/1', undefined, z.undefined())).resolves.toBeUndefined();
    expect(sentHeaders(writeMock).has('x-csrf-token')).toBe(false);
  });
});

describe('errorMessage', () => {
  it('shows the server message from a JSON error body', () => {
    const error = new ApiError(400, JSON.stringify({ message: 'Amount must be positive', code: 'X' }));
    expect(errorMessage(error, 'Failed')).toBe('Amount must be positive');
  });

  it('uses the fallback for non-JSON bodies and for other errors', () => {
    expect(errorMessage(new ApiError(502, '<html>Bad gateway</html>'), 'Failed')).toBe('Failed');
    expect(errorMessage(new ApiError(500, JSON.stringify({ code: 'X' })), 'Failed')).toBe('Failed');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed')).toBe('Failed');
  });
});
