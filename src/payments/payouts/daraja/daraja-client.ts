import type { AppConfig } from '../../../config/app-config.js';
import { PayoutRailUnavailableError } from '../payout-rail.port.js';
import { darajaAcknowledgement, darajaErrorBody, darajaTokenAnswer, type DarajaAcknowledgement } from './daraja-wire.js';

const REQUEST_TIMEOUT_MS = 15_000;
/** A token is renewed this long before Daraja says it expires (it lasts 3599 s). */
const TOKEN_RENEWAL_MARGIN_MS = 60_000;
/** Daraja's "Invalid Access Token": 404.001.03 on B2C, 400.003.01 on Transaction Status. */
const INVALID_TOKEN_CODES = new Set(['404.001.03', '400.003.01']);

/** What Daraja answered a request: acknowledged, or refused with one of its gateway error codes. */
export type DarajaAnswer =
  | { kind: 'acknowledged'; acknowledgement: DarajaAcknowledgement }
  | { kind: 'refused'; httpStatus: number; errorCode: string };

interface CachedToken {
  value: string;
  renewAt: number;
}

/**
 * Daraja's HTTP API: an OAuth access token (client credentials, HTTP Basic with the consumer key
 * and secret) cached until a minute before it expires, and JSON POSTs with it as Bearer. A
 * token Daraja calls invalid is dropped and the request sent once more with a new one.
 * Transport failures, timeouts and answers it cannot read throw `PayoutRailUnavailableError`
 * without the provider's body.
 */
export class DarajaClient {
  private readonly baseUrl: string;
  private readonly basicCredentials: string;
  private token: CachedToken | null = null;
  private tokenRequest: Promise<string> | null = null;

  constructor(
    config: Pick<AppConfig, 'DARAJA_API_BASE_URL' | 'DARAJA_CONSUMER_KEY' | 'DARAJA_CONSUMER_SECRET'>,
    private readonly now: () => number = Date.now,
  ) {
    this.baseUrl = config.DARAJA_API_BASE_URL.replace(/\/+$/, '');
    this.basicCredentials = Buffer.from(`${config.DARAJA_CONSUMER_KEY}:${config.DARAJA_CONSUMER_SECRET}`).toString('base64');
  }

  /** POSTs `body` to `path` with a valid token; a refused token is replaced once. */
  async post(path: string, body: Record<string, unknown>): Promise<DarajaAnswer> {
    const token = await this.accessToken();
    const first = await this.postWith(token, path, body);
    if (first.kind === 'acknowledged' || !INVALID_TOKEN_CODES.has(first.errorCode)) return first;
    // Unless a concurrent request has replaced it already.
    if (this.token?.value === token) this.token = null;
    return this.postWith(await this.accessToken(), path, body);
  }

  private async postWith(token: string, path: string, body: Record<string, unknown>): Promise<DarajaAnswer> {
    const { status, json } = await this.send(path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (status >= 200 && status < 300) {
      const acknowledgement = darajaAcknowledgement.safeParse(json);
      if (!acknowledgement.success) throw new PayoutRailUnavailableError('daraja', `unreadable answer from ${path}`);
      return { kind: 'acknowledged', acknowledgement: acknowledgement.data };
    }
    const error = darajaErrorBody.safeParse(json);
    if (!error.success) throw new PayoutRailUnavailableError('daraja', `HTTP ${status} from ${path}`);
    return { kind: 'refused', httpStatus: status, errorCode: error.data.errorCode };
  }

  private accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return Promise.resolve(this.token.value);
    // Concurrent requests share one token request.
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async fetchToken(): Promise<string> {
    const path = '/oauth/v1/generate?grant_type=client_credentials';
    const { status, json } = await this.send(path, {
      method: 'GET',
      headers: { Authorization: `Basic ${this.basicCredentials}`, Accept: 'application/json' },
    });
    if (status !== 200) {
      const code = darajaErrorBody.safeParse(json);
      throw new PayoutRailUnavailableError('daraja', `no access token (HTTP ${status}${code.success ? ` ${code.data.errorCode}` : ''})`);
    }
    const answer = darajaTokenAnswer.safeParse(json);
    if (!answer.success) throw new PayoutRailUnavailableError('daraja', 'unreadable access token answer');
    const { access_token: value, expires_in: expiresInSeconds } = answer.data;
    this.token = { value, renewAt: this.now() + expiresInSeconds * 1000 - TOKEN_RENEWAL_MARGIN_MS };
    return value;
  }

  private async send(path: string, init: RequestInit): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch {
      throw new PayoutRailUnavailableError('daraja', `${path.split('?')[0]} could not be reached`);
    }
    let json: unknown = null;
    try {
      json = JSON.parse(await response.text());
    } catch {
      // Left null: the caller reports the status without the body.
    }
    return { status: response.status, json };
  }
}
