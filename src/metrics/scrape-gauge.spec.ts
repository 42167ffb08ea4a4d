import { Registry } from 'prom-client';
import { gaugeOnScrape, sharedRead } from './scrape-gauge.js';

describe('a gauge read on scrape', () => {
  it('shows what its read answered at each scrape', async () => {
    const registry = new Registry();
    let depth = 3;
    gaugeOnScrape(registry, { name: 'depth', help: 'h', labelNames: ['queue'], onFailure: () => undefined, read: async () => [{ labels: { queue: 'payouts' }, value: depth }] });
    expect(await registry.metrics()).toContain('depth{queue="payouts"} 3');
    depth = 0;
    expect(await registry.metrics()).toContain('depth{queue="payouts"} 0');
  });

  it('keeps its previous value and reports the gauge when the read fails or outlasts its bound, without failing the scrape', async () => {
    const registry = new Registry();
    const failures: string[] = [];
    let read: () => Promise<{ labels: Record<string, string>; value: number }[]> = async () => [{ labels: {}, value: 7 }];
    gaugeOnScrape(registry, { name: 'backlog', help: 'h', labelNames: [], timeoutMs: 50, onFailure: (name, error) => failures.push(`${name}: ${(error as Error).message}`), read: () => read() });
    expect(await registry.metrics()).toMatch(/^backlog 7$/m);
    read = () => new Promise(() => undefined);
    expect(await registry.metrics()).toMatch(/^backlog 7$/m);
    read = async () => {
      throw new Error('database away');
    };
    expect(await registry.metrics()).toMatch(/^backlog 7$/m);
    expect(failures).toEqual(['backlog: backlog took more than 50 ms to read', 'backlog: database away']);
  });

  it('runs a shared read once for the gauges fed by it, and again once it has aged', async () => {
    let calls = 0;
    const read = sharedRead(async () => (calls += 1), 20);
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await read()).toBe(2);
  });
});
