import { prometheusSamples, sampleSum, type PrometheusSample } from '../test/support/prometheus-text.js';

/** A process's /metrics answer (the benchmark's processes run without METRICS_TOKEN). */
export async function scrapeMetrics(url: string): Promise<PrometheusSample[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return prometheusSamples(await response.text());
}

/**
 * What the counters and histograms of a process that outlives one run (the api) added during
 * it: `after` less `before`, sample by sample.
 */
export function addedSince(before: PrometheusSample[], after: PrometheusSample[]): PrometheusSample[] {
  const key = (sample: PrometheusSample) => `${sample.name}${JSON.stringify(sample.labels)}`;
  const earlier = new Map(before.map((sample) => [key(sample), sample.value]));
  return after.map((sample) => ({ ...sample, value: sample.value - (earlier.get(key(sample)) ?? 0) }));
}

/** A histogram's observations among `samples` (summed over processes and other labels), with `labels`. */
export function observed(samples: PrometheusSample[], histogram: string, labels: Record<string, string> = {}) {
  const count = sampleSum(samples, `${histogram}_count`, labels);
  const seconds = sampleSum(samples, `${histogram}_sum`, labels);
  return { count, seconds, meanMs: count > 0 ? (1000 * seconds) / count : 0 };
}

/** The values one label of a metric takes among `samples`. */
export function labelValues(samples: PrometheusSample[], name: string, label: string): string[] {
  return [...new Set(samples.filter((s) => s.name === name && s.labels[label] !== undefined).map((s) => s.labels[label]))];
}
