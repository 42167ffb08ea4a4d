/**
 * Starts tracing before the app loads: `node --import ./dist/src/tracing/preload.js dist/src/main.js`
 * (and the same for the worker). It registers OpenTelemetry's ESM loader hook so the packages
 * our ES modules import (express, pg, ioredis) are instrumented, then starts the SDK. The app's
 * TracingShutdown sends the last spans as it stops. OTEL_SDK_DISABLED=true turns tracing off.
 */
import { register } from 'node:module';
import { basename } from 'node:path';
import { startTracing } from './start-tracing.js';

if (process.env.OTEL_SDK_DISABLED !== 'true') {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const entry = basename(process.argv[1] ?? '').replace(/\.[cm]?[jt]s$/, '');
  startTracing(entry === 'worker' ? 'remit-worker' : entry === 'main' ? 'remit-api' : `remit-${entry}`);
}
