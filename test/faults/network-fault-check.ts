import type { Check } from './invariants.js';
import type { ProviderNetworkReport } from './worker-network-faults.js';

/**
 * The invariant table's line for the network faults between the workers and the providers:
 * how many requests each proxy delayed past the client's timeout or reset, before or after
 * forwarding. It fails only when faults were asked for and none happened (the run did not test
 * what it says it did).
 */
export function networkFaultCheck(rate: number, reports: ProviderNetworkReport[]): Check {
  const name = 'network faults between the workers and Stripe and the partners';
  if (rate === 0) return { name, figure: 'off (FAULT_NETWORK=0)', ok: true };
  const faulted = (report: ProviderNetworkReport) => report.delayed + report.resetBeforeForward + report.resetAfterForward;
  const perProvider = reports.map(
    (report) =>
      `${report.provider} ${report.requests} req: ${report.delayed} delayed ${(report.responseDelayMs / 1000).toFixed(0)} s, ` +
      `${report.resetBeforeForward} reset before, ${report.resetAfterForward} reset after`,
  );
  const total = reports.reduce((sum, report) => sum + faulted(report), 0);
  return {
    name,
    figure: `${(rate * 100).toFixed(1)}% of requests; ${total} faulted: ${perProvider.join('; ')}`,
    ok: total > 0,
  };
}
