import { NetworkFaultPlan } from './network-fault-plan.js';
import { NetworkFaultProxy, type FaultedRequest, type NetworkFaultCounts } from './network-fault-proxy.js';

/**
 * How the workers reach each provider: the variable that points them at it, and their client's
 * timeout for it. The timeouts are constants of the clients, not configuration
 * (src/config/environment.schema.ts has none): src/payments/stripe-client.ts (20 s, and the SDK
 * tries twice more), and 15 s in src/payments/payouts/{daraja,mtn-momo,thunes}/*-client.ts.
 */
export const workerProviderLinks = [
  { provider: 'stripe', variable: 'STRIPE_API_BASE_URL', clientTimeoutMs: 20_000 },
  { provider: 'daraja', variable: 'DARAJA_API_BASE_URL', clientTimeoutMs: 15_000 },
  { provider: 'mtn-momo', variable: 'MTN_MOMO_API_BASE_URL', clientTimeoutMs: 15_000 },
  { provider: 'thunes', variable: 'THUNES_API_BASE_URL', clientTimeoutMs: 15_000 },
] as const;

/** A delayed answer comes this long after the client gave up, so it surely did. */
const PAST_THE_TIMEOUT_MS = 2_000;

export interface ProviderNetworkReport extends NetworkFaultCounts {
  provider: string;
  responseDelayMs: number;
  /** The requests it faulted, with their request lines. */
  faulted: FaultedRequest[];
}

/**
 * The network between the workers and Stripe and the payout partners, under a seeded plan of
 * faults: one proxy per provider in front of the sandbox, each with its own random stream
 * (the run's seed), each delaying past that provider's client timeout. At rate 0 there are no
 * proxies: the workers reach the sandbox directly.
 */
export class WorkerNetworkFaults {
  private constructor(
    readonly rate: number,
    private readonly proxies: NetworkFaultProxy[],
  ) {}

  static async start({ sandboxUrl, rate, seed }: { sandboxUrl: string; rate: number; seed: number }): Promise<WorkerNetworkFaults> {
    if (rate === 0) return new WorkerNetworkFaults(0, []);
    const target = new URL(sandboxUrl);
    const proxies = workerProviderLinks.map(
      ({ provider, clientTimeoutMs }, index) =>
        new NetworkFaultProxy({
          name: provider,
          target: { host: target.hostname, port: Number(target.port) },
          // A stream per provider, so the order of requests to one does not shift another's faults.
          plan: new NetworkFaultPlan(rate, (seed + 0x9e3779b9 * (index + 1)) >>> 0),
          responseDelayMs: clientTimeoutMs + PAST_THE_TIMEOUT_MS,
        }),
    );
    await Promise.all(proxies.map((proxy) => proxy.start()));
    return new WorkerNetworkFaults(rate, proxies);
  }

  /** The variables that send the workers through the proxies (none at rate 0). */
  workerEnvironment(): Record<string, string> {
    return Object.fromEntries(
      this.proxies.map((proxy) => [workerProviderLinks.find((link) => link.provider === proxy.name)!.variable, proxy.url]),
    );
  }

  report(): ProviderNetworkReport[] {
    return this.proxies.map((proxy) => ({ provider: proxy.name, responseDelayMs: proxy.responseDelayMs, ...proxy.counts, faulted: [...proxy.faulted] }));
  }

  async stop(): Promise<void> {
    await Promise.all(this.proxies.map((proxy) => proxy.stop()));
  }
}
