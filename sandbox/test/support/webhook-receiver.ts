import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  method: string;
  /** The path and query the request was sent to (any path is answered). */
  path: string;
  rawBody: string;
  signature: string | undefined;
  headers: IncomingHttpHeaders;
  /** The status this receiver answered with. */
  answeredWith: number;
}

/**
 * A stand-in for the product's webhook endpoint: keeps every request's raw body and
 * `Stripe-Signature`, and answers 200 unless told to fail the next few requests.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private failures: number[] = [];

  private constructor(
    readonly url: string,
    private readonly closeServer: () => Promise<void>,
  ) {}

  static async start(): Promise<WebhookReceiver> {
    let receiver: WebhookReceiver | undefined;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const status = receiver!.failures.shift() ?? 200;
        receiver!.received.push({
          method: req.method ?? '',
          path: req.url ?? '',
          rawBody: Buffer.concat(chunks).toString('utf8'),
          signature: req.headers['stripe-signature'] as string | undefined,
          headers: req.headers,
          answeredWith: status,
        });
        res.writeHead(status, { 'Content-Type': 'application/json' }).end('{"received":true}');
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    receiver = new WebhookReceiver(`http://127.0.0.1:${port}/api/webhooks/stripe`, async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
    return receiver;
  }

  /** This receiver's origin, to build callback URLs on other paths. */
  get origin(): string {
    return new URL(this.url).origin;
  }

  /** The requests received on one path, in order. */
  receivedOn(path: string): ReceivedWebhook[] {
    return this.received.filter((request) => request.path === path);
  }

  /** The next requests are answered with these statuses, in order (e.g. `[500, 503]`). */
  failNext(...statuses: number[]): void {
    this.failures = statuses;
  }

  reset(): void {
    this.received.length = 0;
    this.failures = [];
  }

  /** Resolves once `count` requests have arrived (or fails after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 5000): Promise<ReceivedWebhook[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) {
        throw new Error(`expected ${count} webhook requests, got ${this.received.length} within ${timeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return this.received.slice(0, count);
  }

  /** Resolves once `count` requests have arrived on `path` (or fails after `timeoutMs`). */
  async waitForOn(path: string, count: number, timeoutMs = 5000): Promise<ReceivedWebhook[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.receivedOn(path).length < count) {
      if (Date.now() > deadline) {
        throw new Error(`expected ${count} requests on ${path}, got ${this.receivedOn(path).length} within ${timeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return this.receivedOn(path).slice(0, count);
  }

  close(): Promise<void> {
    return this.closeServer();
  }
}

/** One receiver for the spec file, emptied before each test. Register before useTestSandbox. */
export function useWebhookReceiver(): { current: WebhookReceiver } {
  const holder = {} as { current: WebhookReceiver };
  beforeAll(async () => {
    holder.current = await WebhookReceiver.start();
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  beforeEach(() => {
    holder.current.reset();
  });
  return holder;
}
