import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NetworkFaultPlan, type NetworkFault, type NetworkFaultSource } from './network-fault-plan.js';
import { NetworkFaultProxy } from './network-fault-proxy.js';

/** The faults to apply, in order; then `pass`. */
function scripted(...faults: NetworkFault[]): NetworkFaultSource {
  return { next: () => faults.shift() ?? 'pass' };
}

interface Answer {
  status: number;
  body: string;
}

/** One request through `agent` (a fresh connection unless kept alive), with a client timeout as the workers have. */
function request(url: string, path: string, { agent, timeoutMs = 5000 }: { agent?: http.Agent; timeoutMs?: number } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}${path}`, { method: 'POST', agent: agent ?? false, timeout: timeoutMs }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('client timeout'), { code: 'TIMEOUT' })));
    req.on('error', reject);
    req.end('{"pay":1}');
  });
}

describe('NetworkFaultProxy', () => {
  let upstream: http.Server;
  let upstreamUrl: URL;
  const received: string[] = [];
  const proxies: NetworkFaultProxy[] = [];

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push(`${req.url} ${body}`);
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ paid: req.url }));
      });
    });
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    upstreamUrl = new URL(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  });

  afterAll(async () => {
    upstream.closeAllConnections();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  });

  beforeEach(() => {
    received.length = 0;
  });

  afterEach(async () => {
    await Promise.all(proxies.splice(0).map((proxy) => proxy.stop()));
  });

  async function proxyWith(plan: NetworkFaultSource, responseDelayMs = 300): Promise<NetworkFaultProxy> {
    const proxy = new NetworkFaultProxy({ name: 'partner', target: { host: '127.0.0.1', port: Number(upstreamUrl.port) }, plan, responseDelayMs });
    proxies.push(proxy);
    await proxy.start();
    return proxy;
  }

  it('listens on a port the system gave and passes requests and answers through untouched', async () => {
    const proxy = await proxyWith(scripted());
    expect(proxy.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(proxy.url).not.toBe(upstreamUrl.origin);

    expect(await request(proxy.url, '/a')).toEqual({ status: 200, body: '{"paid":"/a"}' });
    expect(await request(proxy.url, '/b')).toEqual({ status: 200, body: '{"paid":"/b"}' });
    expect(received).toEqual(['/a {"pay":1}', '/b {"pay":1}']);
    expect(proxy.counts).toEqual({ connections: 2, requests: 2, passed: 2, delayed: 0, resetBeforeForward: 0, resetAfterForward: 0 });
  });

  it('resets the connection before the request reaches the provider: nothing happened there', async () => {
    const proxy = await proxyWith(scripted('reset-before-forward'));
    await expect(request(proxy.url, '/a')).rejects.toMatchObject({ code: 'ECONNRESET' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
    expect(proxy.counts).toMatchObject({ requests: 1, resetBeforeForward: 1 });
  });

  it('resets the connection once the provider answered: it acted, the client never learns it', async () => {
    const proxy = await proxyWith(scripted('reset-after-forward'));
    await expect(request(proxy.url, '/a')).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(received).toEqual(['/a {"pay":1}']);
    expect(proxy.counts).toMatchObject({ requests: 1, resetAfterForward: 1 });
  });

  it("holds the answer back past the client's timeout while the provider acts on the request", async () => {
    const proxy = await proxyWith(scripted('delay-response', 'delay-response'), 400);
    await expect(request(proxy.url, '/a', { timeoutMs: 150 })).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(received).toEqual(['/a {"pay":1}']);

    // A client patient enough gets the answer, late.
    const began = Date.now();
    expect(await request(proxy.url, '/b', { timeoutMs: 2000 })).toEqual({ status: 200, body: '{"paid":"/b"}' });
    expect(Date.now() - began).toBeGreaterThanOrEqual(390);
    expect(proxy.counts).toMatchObject({ requests: 2, delayed: 2 });
  });

  it('decides per request on a kept-alive connection', async () => {
    const proxy = await proxyWith(scripted('pass', 'pass', 'reset-after-forward'));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await request(proxy.url, '/a', { agent })).status).toBe(200);
      expect((await request(proxy.url, '/b', { agent })).status).toBe(200);
      await expect(request(proxy.url, '/c', { agent })).rejects.toMatchObject({ code: 'ECONNRESET' });
      expect(received).toEqual(['/a {"pay":1}', '/b {"pay":1}', '/c {"pay":1}']);
      expect(proxy.counts).toMatchObject({ connections: 1, requests: 3, passed: 2, resetAfterForward: 1 });
    } finally {
      agent.destroy();
    }
  });
});

describe('NetworkFaultPlan', () => {
  const draws = (rate: number, seed: number, count = 3000) => {
    const plan = new NetworkFaultPlan(rate, seed);
    return Array.from({ length: count }, () => plan.next());
  };

  it('never faults at rate 0', () => {
    expect(new Set(draws(0, 1))).toEqual(new Set(['pass']));
  });

  it('faults about `rate` of the requests, the three faults alike, the same ones for the same seed', () => {
    const first = draws(0.3, 42);
    const share = (fault: NetworkFault) => first.filter((drawn) => drawn === fault).length / first.length;
    expect(share('pass')).toBeGreaterThan(0.65);
    expect(share('pass')).toBeLessThan(0.75);
    for (const fault of ['delay-response', 'reset-before-forward', 'reset-after-forward'] as const) {
      expect(share(fault)).toBeGreaterThan(0.07);
      expect(share(fault)).toBeLessThan(0.13);
    }
    expect(draws(0.3, 42)).toEqual(first);
    expect(draws(0.3, 43)).not.toEqual(first);
  });

  it('refuses a rate outside 0 to 1', () => {
    expect(() => new NetworkFaultPlan(1.5, 1)).toThrow(/0 to 1/);
  });
});
