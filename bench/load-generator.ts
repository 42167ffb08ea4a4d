import autocannon from 'autocannon';

/** One HTTP call played in a loop by every connection. */
export interface LoadCall {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Headers of every request (JSON content type, CSRF header...). */
  headers?: Record<string, string>;
  /**
   * Headers of each connection's requests, by connection (`[i % length]`): connection i plays
   * sender i, with that sender's session cookie.
   */
  connectionHeaders?: Record<string, string>[];
  /** Header names whose value `[<id>]` becomes a new unique id on every request (an Idempotency-Key). */
  uniquePerRequest?: boolean;
}

/** What one timed load measured. */
export interface LoadResult {
  /** Answers in the 2xx range per second. */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers outside 2xx, connection errors and timeouts: each makes the figures meaningless. */
  failures: number;
  requests: number;
}

/**
 * Plays `call` on `connections` keep-alive connections for `seconds` (autocannon, on the
 * loopback only). A load that got any answer outside 2xx, an error or a timeout is refused:
 * a benchmark of 429s or 500s measures nothing.
 */
export async function playLoad(baseUrl: string, call: LoadCall, connections: number, seconds: number): Promise<LoadResult> {
  assertLoopback(baseUrl);
  const perConnection = call.connectionHeaders ?? [];
  let nextConnection = 0;
  const result = await autocannon({
    url: `${baseUrl}${call.path}`,
    method: call.method,
    body: call.body,
    headers: call.headers,
    connections,
    duration: seconds,
    timeout: 10,
    idReplacement: call.uniquePerRequest ?? false,
    setupClient:
      perConnection.length > 0
        ? (client) => client.setHeaders({ ...call.headers, ...perConnection[nextConnection++ % perConnection.length] })
        : undefined,
  });
  const ok = result['2xx'];
  return {
    perSecond: ok / (result.duration || seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    requests: ok + result.non2xx,
  };
}

function assertLoopback(baseUrl: string): void {
  const host = new URL(baseUrl).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(host)) throw new Error(`the benchmark loads the loopback only, not ${host}`);
}
