import { collectDefaultMetrics, Registry } from 'prom-client';

/** Which process a registry describes: its /metrics shows only that process's figures. */
export type MetricsProcess = 'api' | 'worker';

/**
 * The Prometheus registry of one process (the api, or a worker), with Node's own metrics
 * (CPU, memory, event loop lag, GC, handles). One per Nest application rather than
 * prom-client's global registry, so an api and a worker started in one process (the
 * integration tests) each show their own figures.
 */
export class MetricsRegistry {
  readonly registry = new Registry();

  constructor(readonly process: MetricsProcess) {
    collectDefaultMetrics({ register: this.registry });
  }
}
