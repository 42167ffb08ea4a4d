import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import type { Instrumentation } from '@opentelemetry/instrumentation';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor, NoopSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace';

/**
 * The instrumentations every process runs: incoming and outgoing HTTP (node:http), Express's
 * routing, PostgreSQL (pg), Redis (ioredis: BullMQ and sessions), and fetch (undici: the
 * payment and payout partners' HTTP calls). The api's health checks are not traced.
 */
export function tracingInstrumentations(): Instrumentation[] {
  return [
    new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => req.url === '/metrics' || (req.url ?? '').startsWith('/api/health') }),
    new ExpressInstrumentation(),
    new PgInstrumentation({ requireParentSpan: true }),
    new IORedisInstrumentation({ requireParentSpan: true }),
    new UndiciInstrumentation(),
  ];
}

/**
 * Where spans go: over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (a collector) when it is set
 * (the exporter reads OTEL_EXPORTER_OTLP_* itself), nowhere otherwise. Spans are still made
 * without an endpoint, so trace ids travel and the logs carry them.
 */
export function spanProcessorsFor(env: NodeJS.ProcessEnv): SpanProcessor[] {
  return env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ? [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })] : [new NoopSpanProcessor()];
}

/**
 * Starts OpenTelemetry's Node SDK (W3C trace context, async-local-storage context) with our
 * instrumentations. Must run before the modules it instruments are loaded: `src/tracing/preload.ts`
 * does it from `node --import`. Tests pass their own span processors (an in-memory exporter).
 */
export function startTracing(serviceName: string, spanProcessors: SpanProcessor[] = spanProcessorsFor(process.env)): NodeSDK {
  // Traces only: metrics are Prometheus' (prom-client), logs pino's; the SDK would otherwise push both over OTLP.
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? serviceName,
    spanProcessors,
    instrumentations: tracingInstrumentations(),
  });
  sdk.start();
  running = sdk;
  return sdk;
}

let running: NodeSDK | undefined;

/** Sends the spans not exported yet and stops tracing (TracingShutdown calls it as the process stops). */
export async function stopTracing(): Promise<void> {
  const sdk = running;
  running = undefined;
  await sdk?.shutdown();
}
