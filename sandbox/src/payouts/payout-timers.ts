import type { Logger } from 'pino';

/**
 * The sandbox's pending payout work (settlements, callback attempts): unref'd timeouts that
 * `cancelAll` drops at once when the activity is forgotten or the sandbox closes. Work that
 * fails is logged, never left to crash the process.
 */
export class PayoutTimers {
  private readonly timers = new Set<NodeJS.Timeout>();
  private generation = 0;

  constructor(private readonly logger: Logger) {}

  schedule(delayMs: number, work: () => void | Promise<void>): void {
    const generation = this.generation;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (generation !== this.generation) return;
      Promise.resolve()
        .then(work)
        .catch((error: unknown) => this.logger.error({ err: error }, 'sandbox payout work failed'));
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** True while work scheduled now has not been cancelled since: lets async work notice a cancel. */
  isCurrent(generation: number): boolean {
    return generation === this.generation;
  }

  get currentGeneration(): number {
    return this.generation;
  }

  cancelAll(): void {
    this.generation += 1;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
