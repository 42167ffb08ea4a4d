import { outageProviderOf } from './outage-providers.js';
import { ProviderOutages } from './provider-outages.js';

describe('ProviderOutages', () => {
  const clock = () => {
    let now = Date.parse('2026-12-01T10:00:00Z');
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('fails every request of the provider inside its window, none outside or of another provider', () => {
    const time = clock();
    const outages = new ProviderOutages(time.now);
    expect(outages.failureFor('daraja')).toBeNull();

    outages.open({ provider: 'daraja', forMs: 1000, rate: 1, status: 503, seed: 1 });
    expect(outages.failureFor('daraja')).toBe(503);
    expect(outages.failureFor('thunes')).toBeNull();
    time.advance(999);
    expect(outages.failureFor('daraja')).toBe(503);
    time.advance(1);
    expect(outages.failureFor('daraja')).toBeNull();

    expect(outages.report()).toEqual([
      {
        provider: 'daraja',
        status: 503,
        rate: 1,
        seed: 1,
        from: '2026-12-01T10:00:00.000Z',
        until: '2026-12-01T10:00:01.000Z',
        active: false,
        failed: 2,
        passed: 0,
      },
    ]);
  });

  it('fails about `rate` of the requests, the same ones for the same seed', () => {
    const run = (seed: number) => {
      const outages = new ProviderOutages(clock().now);
      outages.open({ provider: 'stripe', forMs: 60_000, rate: 0.3, status: 500, seed });
      return Array.from({ length: 1000 }, () => outages.failureFor('stripe'));
    };
    const first = run(7);
    const failed = first.filter((status) => status === 500).length;
    expect(failed).toBeGreaterThan(230);
    expect(failed).toBeLessThan(370);
    expect(first.every((status) => status === 500 || status === null)).toBe(true);
    expect(run(7)).toEqual(first);
    expect(run(8)).not.toEqual(first);
  });

  it('replaces a provider’s window with a new one, keeps the others, and ends all when cleared', () => {
    const outages = new ProviderOutages(clock().now);
    outages.open({ provider: 'mtn-momo', forMs: 1000, rate: 1, status: 503, seed: 1 });
    outages.open({ provider: 'thunes', forMs: 1000, rate: 1, status: 503, seed: 1 });
    outages.open({ provider: 'mtn-momo', forMs: 1000, rate: 1, status: 500, seed: 1 });
    expect(outages.failureFor('mtn-momo')).toBe(500);
    expect(outages.report().map(({ provider, status }) => [provider, status])).toEqual([
      ['mtn-momo', 500],
      ['thunes', 503],
    ]);

    outages.clear();
    expect(outages.failureFor('mtn-momo')).toBeNull();
    expect(outages.report()).toEqual([]);
  });
});

describe('outageProviderOf', () => {
  it.each([
    ['/oauth/v1/generate', 'daraja'],
    ['/mpesa/b2c/v3/paymentrequest', 'daraja'],
    ['/disbursement/v1_0/transfer', 'mtn-momo'],
    ['/v2/money-transfer/quotations', 'thunes'],
    ['/ping', 'thunes'],
    ['/v1/payment_intents', 'stripe'],
    ['/api/faults/outages', null],
    ['/api/daraja/payments', null],
    ['/stripe/js/v3', null],
    ['/teller/accounts', null],
    ['/2010-04-01/Accounts/AC1/Messages.json', null],
    ['/', null],
  ])('%s belongs to %s', (path, provider) => {
    expect(outageProviderOf(path)).toBe(provider);
  });
});
