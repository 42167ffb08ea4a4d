import { context, propagation, trace, type Context } from '@opentelemetry/api';

/** W3C trace context headers (`traceparent`, `tracestate`) as they travel in a job or an outbox row. */
export type TraceCarrier = Record<string, string>;

/** The key of job data that carries its trace context; JobHandlers takes it off before the processor sees the payload. */
export const TRACE_KEY = '_trace';

/** The active trace context as headers, or null when nothing is being traced (no SDK, or no span). */
export function activeTraceCarrier(): TraceCarrier | null {
  if (!trace.getSpan(context.active())) return null;
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length > 0 ? carrier : null;
}

/** Job data carrying `carrier` (the active context when not given); the payload unchanged when nothing is traced. */
export function withTraceCarrier<T>(payload: T, carrier: TraceCarrier | null = activeTraceCarrier()): T {
  if (!carrier || payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  return { ...payload, [TRACE_KEY]: carrier };
}

/** Splits job data into its payload and the trace context it carried (the root context when none). */
export function takeTraceCarrier<T>(data: T): { payload: T; parent: Context } {
  if (data === null || typeof data !== 'object' || !Object.hasOwn(data, TRACE_KEY)) return { payload: data, parent: context.active() };
  const { [TRACE_KEY]: carrier, ...payload } = data as Record<string, unknown>;
  const headers = carrier && typeof carrier === 'object' ? (carrier as TraceCarrier) : {};
  return { payload: payload as T, parent: propagation.extract(context.active(), headers) };
}
