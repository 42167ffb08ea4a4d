export interface HttpAttemptResult {
  /** The receiver's HTTP status, or null when there was none. */
  status: number | null;
  /** Why there was no status (refused connection, no answer in time, aborted), else null. */
  error: string | null;
}

function describeFailure(failure: unknown): string {
  const cause = (failure as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  if (cause && typeof cause.message === 'string') return cause.message;
  return failure instanceof Error ? failure.message : String(failure);
}

/**
 * One delivery of a webhook or callback: redirects are not followed (they count as the answer),
 * no answer within `timeoutMs` is a failure, and the request stays in `inFlight` while it runs so
 * that a shutdown can abort it.
 */
export async function attemptHttpDelivery(
  url: string,
  request: { method: string; headers: Record<string, string>; body: string },
  timeoutMs: number,
  inFlight: Set<AbortController>,
): Promise<HttpAttemptResult> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  inFlight.add(controller);
  try {
    const response = await fetch(url, { ...request, redirect: 'manual', signal: controller.signal });
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status, error: null };
  } catch (failure) {
    return { status: null, error: describeFailure(controller.signal.aborted ? controller.signal.reason : failure) };
  } finally {
    clearTimeout(timeout);
    inFlight.delete(controller);
  }
}
