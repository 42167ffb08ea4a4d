import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request through the balancer, as the caller saw it. */
export interface RequestRecord {
  /** Milliseconds since the epoch, when the answer was given. */
  at: number;
  method: string;
  path: string;
  status: number;
  /** Which api answered (its index), or null when none could (the balancer's own 502). */
  upstream: number | null;
  /** Browsers, or the providers' webhooks and callbacks. */
  source: 'browser' | 'provider';
  /** Why the balancer answered 502 itself. */
  error: string | null;
}

const PROVIDER_PATHS = /^\/api\/(webhooks|payout-callbacks)\//;

/**
 * What stands in front of the two apis, as a load balancer does in production: requests go
 * to each api in turn; one an api refused to connect to (it is restarting) goes to the next;
 * one cut while an api was handling it is answered 502 (a POST is never sent twice). Browsers,
 * webhooks and payout callbacks all come through it, and every answer is recorded.
 */
export class LoadBalancer {
  readonly records: RequestRecord[] = [];
  private next = 0;
  private server: http.Server | null = null;
  private readonly upstreams: URL[];

  constructor(upstreams: string[]) {
    this.upstreams = upstreams.map((url) => new URL(url));
  }

  /** Sends what went to api `index` to `url` from now on (it came back on another port). */
  setUpstream(index: number, url: string): void {
    this.upstreams[index] = new URL(url);
  }

  async start(): Promise<string> {
    const server = http.createServer((req, res) => void this.handle(req, res));
    server.keepAliveTimeout = 30_000;
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    this.server = server;
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    const source = PROVIDER_PATHS.test(path) ? 'provider' : 'browser';
    const first = this.next++ % this.upstreams.length;
    let lastError = 'no upstream';
    for (let tried = 0; tried < this.upstreams.length; tried++) {
      const index = (first + tried) % this.upstreams.length;
      const outcome = await this.forward(index, method, path, req.headers, body, res);
      if (outcome.answered) {
        this.records.push({ at: Date.now(), method, path, status: outcome.status, upstream: index, source, error: null });
        return;
      }
      lastError = outcome.error;
      // Only a request no api could have seen goes to the next one.
      if (!outcome.retryable) break;
    }
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Bad gateway' }));
    else res.destroy();
    this.records.push({ at: Date.now(), method, path, status: 502, upstream: null, source, error: lastError });
  }

  private forward(
    index: number,
    method: string,
    path: string,
    headers: http.IncomingHttpHeaders,
    body: Buffer,
    res: http.ServerResponse,
  ): Promise<{ answered: true; status: number } | { answered: false; retryable: boolean; error: string }> {
    const upstream = this.upstreams[index]!;
    return new Promise((resolve) => {
      let settled = false;
      const settle = (value: Parameters<typeof resolve>[0]) => {
        if (!settled) {
          settled = true;
          resolve(value);
        }
      };
      const request = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method,
          path,
          // A connection per request: a kept-alive one the api is closing as it is reused would cut a POST.
          headers: { ...headers, host: upstream.host, connection: 'close', 'content-length': String(body.length) },
          agent: false,
        },
        (response) => {
          const { connection: _connection, 'keep-alive': _keepAlive, ...headersOut } = response.headers;
          res.writeHead(response.statusCode ?? 502, headersOut);
          response.pipe(res);
          response.on('end', () => settle({ answered: true, status: response.statusCode ?? 502 }));
          response.on('error', (error) => {
            res.destroy();
            settle({ answered: false, retryable: false, error: error.message });
          });
        },
      );
      request.setTimeout(60_000, () => request.destroy(new Error('no answer within 60 s')));
      request.on('error', (error: NodeJS.ErrnoException) => {
        // Refused: the api is not listening, it saw nothing. A read-only request may be tried again anyway.
        const retryable = error.code === 'ECONNREFUSED' || method === 'GET' || method === 'HEAD';
        settle({ answered: false, retryable, error: error.code ?? error.message });
      });
      request.end(body);
    });
  }
}
