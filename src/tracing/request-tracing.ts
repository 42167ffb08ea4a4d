import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { NextFunction, Request, Response } from 'express';
import { routeTemplate } from '../metrics/http-metrics.js';

const tracer = trace.getTracer('remit-api');

/**
 * Express middleware making sure each api request is a span of its trace. Under the tracing
 * preload the http instrumentation has opened the request's server span already, and this does
 * nothing. Where node:http could not be instrumented (a test runner's own module loader), it
 * opens the server span itself, continuing the caller's `traceparent`, named by its route.
 */
export function requestTracing() {
  return (req: Request, res: Response, next: NextFunction): void => {
    // Under the preload, the http instrumentation's server span is active (express's names its route).
    if (trace.getActiveSpan()) return next();
    const parent = propagation.extract(context.active(), req.headers);
    const span = tracer.startSpan(
      req.method,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method, 'url.path': req.path, 'url.scheme': req.protocol } },
      parent,
    );
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const route = routeTemplate(req);
      if (route !== 'unmatched') {
        span.setAttribute('http.route', route);
        span.updateName(`${req.method} ${route}`);
      }
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    };
    res.once('finish', end);
    res.once('close', end);
    context.with(trace.setSpan(parent, span), next);
  };
}
