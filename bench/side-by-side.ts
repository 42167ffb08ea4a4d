import { atLeastShareOf, atMostTimes, type BenchRow } from './bench-table.js';
import { playLoad, type LoadCall, type LoadResult } from './load-generator.js';

/** How long each server is loaded: BENCH_SECONDS per round, BENCH_ROUNDS rounds, after a warm-up. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 2;

export interface SideBySide {
  api: LoadResult;
  bare: LoadResult;
}

/**
 * The same call loaded on the api and on its bare baseline, alternately (api, bare, api,
 * bare...), so whatever else the machine does weighs on both alike. Each side's figure is the
 * median of its rounds. Fails when a load got anything but 2xx: that is no measurement.
 */
export async function loadSideBySide(apiUrl: string, bareUrl: string, call: LoadCall, connections: number): Promise<SideBySide> {
  const rounds: Record<'api' | 'bare', LoadResult[]> = { api: [], bare: [] };
  for (const url of [apiUrl, bareUrl]) await playLoad(url, call, connections, WARM_UP_SECONDS);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [side, url] of [['api', apiUrl], ['bare', bareUrl]] as const) {
      const result = await playLoad(url, call, connections, SECONDS);
      if (result.failures > 0) throw new Error(`${side} ${call.method} ${call.path}: ${result.failures} of ${result.requests} answers were not 2xx (or failed)`);
      rounds[side].push(result);
    }
  }
  return { api: medianOf(rounds.api), bare: medianOf(rounds.bare) };
}

/**
 * The rows of one side-by-side load: throughput (at least `share` of bare's, when given) and
 * p99 latency (at most `times` bare's, when given).
 */
export function sideBySideRows(name: string, { api, bare }: SideBySide, targets: { share?: number; times?: number } = {}): BenchRow[] {
  return [
    {
      name: `${name}: throughput`,
      unit: 'req/s',
      value: api.perSecond,
      baseline: bare.perSecond,
      target: targets.share === undefined ? undefined : atLeastShareOf(api.perSecond, bare.perSecond, targets.share),
    },
    {
      name: `${name}: p99 latency`,
      unit: 'ms',
      value: api.p99Ms,
      baseline: bare.p99Ms,
      target: targets.times === undefined ? undefined : atMostTimes(api.p99Ms, bare.p99Ms, targets.times),
    },
  ];
}

function medianOf(results: LoadResult[]): LoadResult {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  return {
    perSecond: median(results.map((r) => r.perSecond)),
    p50Ms: median(results.map((r) => r.p50Ms)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    failures: results.reduce((sum, r) => sum + r.failures, 0),
    requests: results.reduce((sum, r) => sum + r.requests, 0),
  };
}
