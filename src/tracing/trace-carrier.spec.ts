import { context, trace, type SpanContext } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { propagation } from '@opentelemetry/api';
import { Writable } from 'node:stream';
import { createLogger } from '../logging/create-logger.js';
import { activeTraceCarrier, takeTraceCarrier, TRACE_KEY, withTraceCarrier } from './trace-carrier.js';

const SPAN: SpanContext = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7', traceFlags: 1 };

beforeAll(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
});
afterAll(() => {
  context.disable();
  propagation.disable();
});

const inSpan = <T>(fn: () => T): T => context.with(trace.setSpanContext(context.active(), SPAN), fn);

describe('trace context in job data', () => {
  it('leaves the payload alone when nothing is traced', () => {
    expect(activeTraceCarrier()).toBeNull();
    const payload = { transferId: 't-1' };
    expect(withTraceCarrier(payload)).toBe(payload);
  });

  it('adds the active trace as W3C headers, and takes them off again for the processor', () => {
    const data = inSpan(() => withTraceCarrier({ transferId: 't-1' }));
    expect(data).toEqual({ transferId: 't-1', [TRACE_KEY]: { traceparent: `00-${SPAN.traceId}-${SPAN.spanId}-01` } });
    const { payload, parent } = takeTraceCarrier(data);
    expect(payload).toEqual({ transferId: 't-1' });
    expect(trace.getSpanContext(parent)).toMatchObject({ traceId: SPAN.traceId, spanId: SPAN.spanId, isRemote: true });
  });

  it("prefers an outbox row's stored context to the relay's own", () => {
    const stored = { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' };
    expect(inSpan(() => withTraceCarrier({ eventId: 'evt_1' }, stored))).toEqual({ eventId: 'evt_1', [TRACE_KEY]: stored });
  });

  it('answers data without a trace as it is, under the current context', () => {
    const { payload, parent } = takeTraceCarrier({ eventId: 'evt_1' });
    expect(payload).toEqual({ eventId: 'evt_1' });
    expect(trace.getSpanContext(parent)).toBeUndefined();
  });
});

describe('log lines inside a trace', () => {
  it('carry trace_id and span_id; outside one, neither', () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) });
    const logger = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, 'spec', stream);
    inSpan(() => logger.info('inside'));
    logger.info('outside');
    const [inside, outside] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(inside).toMatchObject({ msg: 'inside', trace_id: SPAN.traceId, span_id: SPAN.spanId });
    expect(outside).not.toHaveProperty('trace_id');
    expect(outside).not.toHaveProperty('span_id');
  });
});
