import { trace } from '@opentelemetry/api';

/** pino's `mixin`: the active span's trace and span ids on every log line written inside a trace. */
export function logTraceFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan()?.spanContext();
  if (!span || !trace.isSpanContextValid(span)) return {};
  return { trace_id: span.traceId, span_id: span.spanId };
}
