import type { z } from 'zod';
import { PayoutRailUnavailableError } from '../payout-rail.port.js';
import { thunesErrorBodySchema } from './thunes-wire.js';

const REQUEST_TIMEOUT_MS = 15_000;

/** A refusal Thunes answered with its error body: nothing was created or changed. */
export interface ThunesRefusal {
  httpStatus: number;
  /** Thunes' seven-digit error code, e.g. `1007001`. */
  code: string;
}

export type ThunesAnswer<T> =
  | { ok: true; value: T; headers: Headers }
  | { ok: false; refusal: ThunesRefusal };

export interface ThunesCredentials {
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
}

/**
 * Reads JSON keeping every `id` as its source digits: Thunes ids are 64-bit integers, and a
 * JS number holds only 53 bits (a reviver's third argument is the value's JSON text, Node 21+).
 */
function parseJsonKeepingIds(text: string): unknown {
  const reviver = (key: string, value: unknown, context?: { source?: string }) =>
    key === 'id' && typeof value === 'number' && context?.source !== undefined ? context.source : value;
  return JSON.parse(text, reviver as (key: string, value: unknown) => unknown);
}

/**
 * Thunes Money Transfer API v2 over HTTP Basic (API key as user name, secret as password),
 * under `{THUNES_API_BASE_URL}/v2/money-transfer`. Basic auth has no token to cache: every
 * request carries the credentials, and a refusal of them (401/403) is a configuration
 * problem reported as unavailable. Network errors, timeouts, 5xx, 429 and answers it cannot
 * read throw `PayoutRailUnavailableError`, naming the call, never the body (it carries
 * names, phone numbers and account numbers); other refusals are answered with their code.
 */
export class ThunesClient {
  private readonly root: string;
  private readonly authorization: string;

  constructor({ baseUrl, apiKey, apiSecret }: ThunesCredentials) {
    this.root = `${baseUrl.replace(/\/+$/, '')}/v2/money-transfer`;
    this.authorization = `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`;
  }

  get<T>(path: string, schema: z.ZodType<T, unknown>, what: string): Promise<ThunesAnswer<T>> {
    return this.call('GET', path, schema, what);
  }

  post<T>(path: string, schema: z.ZodType<T, unknown>, what: string, body?: unknown): Promise<ThunesAnswer<T>> {
    return this.call('POST', path, schema, what, body);
  }

  private async call<T>(method: string, path: string, schema: z.ZodType<T, unknown>, what: string, body?: unknown): Promise<ThunesAnswer<T>> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.root}${path}`, {
        method,
        headers: {
          Authorization: this.authorization,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await response.text();
    } catch {
      throw new PayoutRailUnavailableError('thunes', `${what} could not be reached`);
    }
    const { status } = response;
    if (status === 401 || status === 403) throw new PayoutRailUnavailableError('thunes', `${what}: credentials refused (HTTP ${status})`);
    if (status === 429 || status >= 500) throw new PayoutRailUnavailableError('thunes', `${what}: HTTP ${status}`);

    let json: unknown;
    try {
      json = text === '' ? null : parseJsonKeepingIds(text);
    } catch {
      throw new PayoutRailUnavailableError('thunes', `${what}: answer is not JSON (HTTP ${status})`);
    }
    if (status >= 200 && status < 300) {
      const parsed = schema.safeParse(json);
      if (!parsed.success) throw new PayoutRailUnavailableError('thunes', `${what}: unreadable answer (HTTP ${status})`);
      return { ok: true, value: parsed.data, headers: response.headers };
    }
    const error = thunesErrorBodySchema.safeParse(json);
    if (!error.success) throw new PayoutRailUnavailableError('thunes', `${what}: HTTP ${status} without an error code`);
    return { ok: false, refusal: { httpStatus: status, code: error.data.errors[0]!.code } };
  }
}

