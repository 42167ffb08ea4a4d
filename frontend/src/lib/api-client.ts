import { ApiError } from './api-error';
import { readCookie } from './cookies';
import { confirmIdentity, stepUpMethodOf } from './step-up';

/** Double-submit CSRF: the server sets this readable cookie and expects it echoed on writes. */
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Extra request headers, such as the `Idempotency-Key` that makes a retried write safe. */
export type RequestOptions = { headers?: Record<string, string>; /** Sent again after a step-up: not asked twice. */ steppedUp?: boolean };

async function request(
  url: string,
  method: 'GET' | WriteMethod,
  body?: unknown,
  options: RequestOptions = {},
): Promise<unknown> {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (method !== 'GET') {
    const token = readCookie(CSRF_COOKIE);
    if (token) headers.set(CSRF_HEADER, token);
  }

  const response = await fetch(url, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    // A sensitive change after a while: the sender confirms it is them, then it is sent once more (issue #25).
    const stepUp = method !== 'GET' && !options.steppedUp ? stepUpMethodOf(response.status, text) : undefined;
    if (stepUp && (await confirmIdentity(stepUp))) return request(url, method, body, { ...options, steppedUp: true });
    throw new ApiError(response.status, text, response.statusText);
  }
  return text === '' ? undefined : JSON.parse(text);
}

/** The SWR fetcher: the key is the URL. Prefer `apiGet` with a schema in feature hooks. */
export function fetcher(url: string): Promise<unknown> {
  return request(url, 'GET');
}

/** What checks an answer: a zod schema, or a lighter check of lib/data/response-check.ts (issue #27). */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export async function apiGet<T>(url: string, schema: ResponseSchema<T>): Promise<T> {
  return schema.parse(await request(url, 'GET'));
}

/**
 * A write whose answer is not read (a sign-out, a saved setting): nothing to check, so no
 * schema, and no zod in what the entry bundle loads (issue #27). Rejects as `apiSend` does.
 */
export async function apiWrite(method: WriteMethod, url: string, body: unknown, options?: RequestOptions): Promise<void> {
  await request(url, method, body, options);
}

export async function apiSend<T>(
  method: WriteMethod,
  url: string,
  body: unknown,
  schema: ResponseSchema<T>,
  options?: RequestOptions,
): Promise<T> {
  return schema.parse(await request(url, method, body, options));
}
