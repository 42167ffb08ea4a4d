import { EventEmitter } from 'node:events';
import { jest } from '@jest/globals';
import { Writable } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import { createLogger } from './create-logger.js';
import { requestLogging } from './request-logging.js';

function capture(level: 'info' | 'warn') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: createLogger({ LOG_LEVEL: level, NODE_ENV: 'test' }, 'spec', stream), lines };
}

/** A request through the middleware, answered with `status` (as Express ends it: 'finish', then 'close'). */
function answer(middleware: ReturnType<typeof requestLogging>, url: string, status: number, headers: Record<string, string> = {}) {
  const res = Object.assign(new EventEmitter(), { statusCode: 200, headers: {} as Record<string, string> });
  const setHeader = (name: string, value: string) => (res.headers[name.toLowerCase()] = value);
  const next = jest.fn();
  middleware({ method: 'GET', url, headers } as unknown as Request, Object.assign(res, { setHeader }) as unknown as Response, next as unknown as NextFunction);
  expect(next).toHaveBeenCalled();
  res.statusCode = status;
  res.emit('finish');
  res.emit('close');
  return res;
}

describe('request logging', () => {
  it('writes one line per request, its level by status, with secret query values hidden', () => {
    const { logger, lines } = capture('info');
    const middleware = requestLogging(logger);
    answer(middleware, '/api/quote?amount=10', 200);
    answer(middleware, '/teller-checkout?access_token=token_secret123', 404);
    answer(middleware, '/api/transactions', 500);
    expect(lines.map((line) => [line.level, line.msg, (line.req as { url: string }).url, (line.res as { statusCode: number }).statusCode])).toEqual([
      [30, 'request completed', '/api/quote?amount=10', 200],
      [40, 'request completed', '/teller-checkout?access_token=%5Bredacted%5D', 404],
      [50, 'request completed', '/api/transactions', 500],
    ]);
    expect(JSON.stringify(lines)).not.toContain('token_secret123');
  });

  it('writes nothing under the log level', () => {
    const { logger, lines } = capture('warn');
    answer(requestLogging(logger), '/api/quote?amount=10', 200);
    expect(lines).toEqual([]);
  });

  it('tags each request with an id: the X-Request-Id sent when sane, a new one otherwise', () => {
    const { logger, lines } = capture('info');
    const middleware = requestLogging(logger);
    expect(answer(middleware, '/api/health', 200, { 'x-request-id': 'trace-123' }).headers['x-request-id']).toBe('trace-123');
    expect(answer(middleware, '/api/health', 200, { 'x-request-id': 'bad id <script>' }).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((lines[0].req as { id: string }).id).toBe('trace-123');
  });
});
