import { PayoutRailUnavailableError } from '../payout-rail.port.js';
import { momoTokenSchema } from './mtn-momo-wire.js';

const REQUEST_TIMEOUT_MS = 15_000;
/** A token is renewed this long before MoMo says it expires, so none expires in flight. */
const TOKEN_RENEWAL_MARGIN_SECONDS = 60;

export interface MtnMomoClientSettings {
  /** e.g. https://proxy.momoapi.mtn.com, or the sandbox. */
  baseUrl: string;
  apiUser: string;
  apiKey: string;
  /** The Disbursement product's `Ocp-Apim-Subscription-Key`. */
  subscriptionKey: string;
  /** `X-Target-Environment`: `sandbox` or e.g. `mtnuganda`. */
  targetEnvironment: string;
}

/** A MoMo answer: its HTTP status and its JSON body (undefined when empty or not JSON). */
export interface MomoAnswer {
  status: number;
  body: unknown;
}

export interface MomoRequest {
  method: 'GET' | 'POST';
  /** Under `{base}/disbursement`, e.g. `/v1_0/transfer`. May carry an MSISDN: never put it in errors. */
  path: string;
  /** Names the call in errors and logs (e.g. "transfer status"): no personal data. */
  what: string;
  headers?: Record<string, string>;
  json?: unknown;
}

/**
 * The Disbursement product's HTTP client: a Bearer token from `POST /disbursement/token/`
 * (HTTP Basic with the API user and key), kept until shortly before it expires and shared by
 * concurrent calls; on a 401 the token is dropped and the call made once more with a new one.
 * Every call carries the subscription key and the target environment. Network errors,
 * timeouts and refused token calls throw `PayoutRailUnavailableError`, without MoMo's body;
 * other answers are returned for the caller to judge.
 */
export class MtnMomoClient {
  private readonly baseUrl: string;
  private token: { value: string; renewAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;

  constructor(
    private readonly settings: MtnMomoClientSettings,
    private readonly now: () => number = Date.now,
  ) {
    this.baseUrl = settings.baseUrl.replace(/\/+$/, '');
  }

  async send(request: MomoRequest): Promise<MomoAnswer> {
    const token = await this.accessToken();
    const answer = await this.call(request, token);
    if (answer.status !== 401) return answer;
    // The token may have been revoked or have expired early: one more try with a fresh one.
    this.dropToken(token);
    return this.call(request, await this.accessToken());
  }

  private accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return Promise.resolve(this.token.value);
    this.tokenRequest ??= this.requestToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private dropToken(token: string): void {
    if (this.token?.value === token) this.token = null;
  }

  private async requestToken(): Promise<string> {
    const { apiUser, apiKey, subscriptionKey } = this.settings;
    const answer = await this.fetchAnswer('token', `${this.baseUrl}/disbursement/token/`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${apiUser}:${apiKey}`).toString('base64')}`,
        'Ocp-Apim-Subscription-Key': subscriptionKey,
      },
    });
    if (answer.status !== 200) throw new PayoutRailUnavailableError('mtn_momo', `token refused (HTTP ${answer.status})`);
    const parsed = momoTokenSchema.safeParse(answer.body);
    if (!parsed.success) throw new PayoutRailUnavailableError('mtn_momo', 'token answer unreadable');
    const lifetimeSeconds = Math.max(0, parsed.data.expires_in - TOKEN_RENEWAL_MARGIN_SECONDS);
    this.token = { value: parsed.data.access_token, renewAt: this.now() + lifetimeSeconds * 1000 };
    return parsed.data.access_token;
  }

  private call(request: MomoRequest, token: string): Promise<MomoAnswer> {
    return this.fetchAnswer(request.what, `${this.baseUrl}/disbursement${request.path}`, {
      method: request.method,
      headers: {
        Authorization: `Bearer ${token}`,
        'Ocp-Apim-Subscription-Key': this.settings.subscriptionKey,
        'X-Target-Environment': this.settings.targetEnvironment,
        Accept: 'application/json',
        ...(request.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...request.headers,
      },
      ...(request.json !== undefined ? { body: JSON.stringify(request.json) } : {}),
    });
  }

  private async fetchAnswer(what: string, url: string, init: RequestInit): Promise<MomoAnswer> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new PayoutRailUnavailableError('mtn_momo', `${what}: ${timedOut ? 'no answer in time' : 'could not be reached'}`);
    }
    return { status: response.status, body: parseJson(text) };
  }
}

function parseJson(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
