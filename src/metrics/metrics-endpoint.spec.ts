import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Counter, Registry } from 'prom-client';
import { metricsHandler } from './metrics-endpoint.js';

const TOKEN = 'scrape-token-0123456789abcdef0123456789';

async function serve(token: string | undefined): Promise<{ url: string; server: Server }> {
  const registry = new Registry();
  new Counter({ name: 'remit_things_total', help: 'h', registers: [registry] }).inc(2);
  const server = createServer((req, res) => void metricsHandler(registry, token)(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`, server };
}

describe('/metrics', () => {
  it('with a token, answers only the bearer of that exact token', async () => {
    const { url, server } = await serve(TOKEN);
    try {
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { Authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
      expect((await fetch(url, { headers: { Authorization: `Basic ${TOKEN}` } })).status).toBe(401);
      const scraped = await fetch(url, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('remit_things_total 2');
    } finally {
      server.close();
    }
  });

  it('without a token (development only), answers anyone', async () => {
    const { url, server } = await serve(undefined);
    try {
      expect((await fetch(url)).status).toBe(200);
    } finally {
      server.close();
    }
  });
});
