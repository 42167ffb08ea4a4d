import { seededRandom } from '../../sandbox/src/faults/delivery-chaos.js';

/**
 * What the proxy does to one request between a worker and a provider:
 * - `pass`: nothing;
 * - `delay-response`: the request reaches the provider, which acts on it, but its answer is held
 *   back past the worker's client timeout (the worker gives up on an answer that was coming);
 * - `reset-before-forward`: the connection is reset (RST) before the provider sees anything;
 * - `reset-after-forward`: the provider acts and answers, and the connection is reset instead of
 *   the answer reaching the worker (a lost answer).
 */
export const networkFaults = ['pass', 'delay-response', 'reset-before-forward', 'reset-after-forward'] as const;
export type NetworkFault = (typeof networkFaults)[number];

/** Where the proxy takes its decisions from, one per request. */
export interface NetworkFaultSource {
  next(): NetworkFault;
}

/**
 * A seeded plan: each request is faulted with probability `rate`, the three faults equally
 * likely, from a seeded stream (the fault suite's own generator), so a run's choices replay.
 */
export class NetworkFaultPlan implements NetworkFaultSource {
  private readonly random: () => number;

  constructor(
    readonly rate: number,
    seed: number,
  ) {
    if (!(rate >= 0 && rate <= 1)) throw new Error(`a network fault rate is 0 to 1, not ${rate}`);
    this.random = seededRandom(seed);
  }

  next(): NetworkFault {
    const roll = this.random();
    if (roll >= this.rate) return 'pass';
    // The faulted share of [0, rate) is cut in three equal parts.
    return networkFaults[1 + Math.min(2, Math.floor((roll / this.rate) * 3))]!;
  }
}
