import { once } from 'node:events';
import net from 'node:net';
import type { NetworkFault, NetworkFaultSource } from './network-fault-plan.js';

export interface NetworkFaultProxyOptions {
  /** What it stands in front of, for the report (e.g. "stripe", "daraja"). */
  name: string;
  /** The provider's HTTP server (the sandbox). */
  target: { host: string; port: number };
  plan: NetworkFaultSource;
  /** How long a `delay-response` holds the answer back: past the client's timeout. */
  responseDelayMs: number;
}

/** What the proxy did since it started. */
export interface NetworkFaultCounts {
  connections: number;
  requests: number;
  passed: number;
  delayed: number;
  resetBeforeForward: number;
  resetAfterForward: number;
}

/** A request the proxy faulted: when, how, and its request line (method and path), for the evidence of a failed run. */
export interface FaultedRequest {
  at: string;
  fault: NetworkFault;
  request: string;
}

/** The proxy keeps this many faulted requests (the latest). */
const FAULTED_KEPT = 5000;

/** What one request on a connection came to. */
interface Exchange {
  fault: NetworkFault;
  /** The provider started answering (its first bytes came back). */
  answered: boolean;
}

const countOf: Record<NetworkFault, keyof NetworkFaultCounts> = {
  pass: 'passed',
  'delay-response': 'delayed',
  'reset-before-forward': 'resetBeforeForward',
  'reset-after-forward': 'resetAfterForward',
};

/**
 * A TCP proxy between the workers and a provider that injects network faults per request:
 * answers held back past the client's timeout, connections reset (RST) before or after the
 * request reached the provider, or nothing. It reads no HTTP: on a kept-alive connection a
 * request is what the client sends once the previous answer started coming back (HTTP/1.1
 * clients here send one request at a time per connection), which is all it needs to decide
 * per request. It listens on a port the system gives (port 0, read back).
 */
export class NetworkFaultProxy {
  readonly counts: NetworkFaultCounts = {
    connections: 0,
    requests: 0,
    passed: 0,
    delayed: 0,
    resetBeforeForward: 0,
    resetAfterForward: 0,
  };
  /** The faulted requests, oldest first (the last `FAULTED_KEPT`). */
  readonly faulted: FaultedRequest[] = [];
  private server: net.Server | null = null;
  private port = 0;
  private readonly sockets = new Set<net.Socket>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly options: NetworkFaultProxyOptions) {}

  get name(): string {
    return this.options.name;
  }

  get responseDelayMs(): number {
    return this.options.responseDelayMs;
  }

  /** Listens on a port of the system's choosing; answers the proxy's base URL. */
  async start(): Promise<string> {
    const server = net.createServer((client) => this.relay(client));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
    return this.url;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Stops listening, drops the held answers and every open connection. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private relay(client: net.Socket): void {
    this.counts.connections += 1;
    const upstream = net.connect(this.options.target.port, this.options.target.host);
    let exchange: Exchange | null = null;
    // Answer bytes held back by a delayed exchange, and whether the provider closed meanwhile.
    let held: Buffer[] | null = null;
    let upstreamEnded = false;

    const track = (socket: net.Socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      // A reset or a refused connection is an outcome here, never a crash.
      socket.on('error', () => drop());
    };
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    // RST to the worker (not a FIN): its client sees ECONNRESET, as when a middlebox or the provider's edge cuts it.
    const reset = () => {
      if (!client.destroyed) client.resetAndDestroy();
      upstream.destroy();
    };
    track(client);
    track(upstream);

    client.on('data', (chunk: Buffer) => {
      if (exchange === null || (exchange.answered && held === null)) {
        exchange = { fault: this.options.plan.next(), answered: false };
        this.counts.requests += 1;
        this.counts[countOf[exchange.fault]] += 1;
        if (exchange.fault !== 'pass') {
          // The request line: the first chunk of a request starts with it.
          const request = chunk.subarray(0, 300).toString('latin1').split('\r\n')[0] ?? '';
          this.faulted.push({ at: new Date().toISOString(), fault: exchange.fault, request });
          if (this.faulted.length > FAULTED_KEPT) this.faulted.shift();
        }
        if (exchange.fault === 'reset-before-forward') {
          reset();
          return;
        }
      }
      upstream.write(chunk);
    });
    client.on('end', () => upstream.end());
    client.on('close', () => upstream.destroy());

    upstream.on('data', (chunk: Buffer) => {
      if (exchange !== null && !exchange.answered) {
        exchange.answered = true;
        if (exchange.fault === 'reset-after-forward') {
          reset();
          return;
        }
        if (exchange.fault === 'delay-response') {
          held = [];
          const timer = setTimeout(() => {
            this.timers.delete(timer);
            const bytes = held ?? [];
            held = null;
            // The worker has usually given up by now (its socket is closed); if not, it gets the late answer.
            if (client.destroyed) return;
            for (const piece of bytes) client.write(piece);
            if (upstreamEnded) client.end();
          }, this.options.responseDelayMs);
          this.timers.add(timer);
        }
      }
      if (held !== null) held.push(chunk);
      else if (!client.destroyed) client.write(chunk);
    });
    upstream.on('end', () => {
      upstreamEnded = true;
      if (held === null) client.end();
    });
  }
}
