/**
 * An HTTP client that behaves like the browser app: it keeps cookies, and echoes the
 * `csrf_token` cookie in `X-CSRF-Token` on writes (unless told not to).
 */
export class BrowserLikeClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly address = '203.0.113.10',
  ) {}

  get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.request('GET', path, undefined, headers);
  }

  post(path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<Response> {
    return this.request('POST', path, body, headers);
  }

  /** Makes sure a CSRF cookie exists, as the app does by loading /api/auth/me first. */
  async prime(): Promise<void> {
    if (!this.cookies.has('csrf_token')) await this.get('/api/auth/me');
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    { csrf = true }: { csrf?: boolean } = {},
  ): Promise<Response> {
    if (method !== 'GET' && csrf) await this.prime();
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        'x-forwarded-for': this.address,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size > 0 ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(method !== 'GET' && csrf && this.cookies.get('csrf_token') ? { 'x-csrf-token': this.cookies.get('csrf_token')! } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}
