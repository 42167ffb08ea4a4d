import { jest } from '@jest/globals';
import {
  Body,
  Controller,
  Get,
  HttpException,
  InternalServerErrorException,
  Logger,
  NotFoundException,
  Param,
  Post,
  Query,
  UnauthorizedException,
  type ArgumentsHost,
  type INestApplication,
} from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { ClientOfflineError, ErrorReply, SocketClosedUnexpectedlyError } from 'redis';
import request from 'supertest';
import { z } from 'zod';
import { DomainError, type DomainErrorKind } from '../domain/domain-error.js';
import { Money } from '../domain/money.js';
import { DomainErrorFilter, INTERNAL_ERROR_MESSAGE, UNAVAILABLE_MESSAGE } from './domain-error.filter.js';
import { ZodValidationPipe } from './zod-validation.pipe.js';

const transferSchema = z.object({
  amount: z.number({ message: 'Amount must be a number' }).positive('Amount must be positive'),
  recipient: z.object({ phone: z.string().min(10, 'Valid phone number is required') }),
});

@Controller()
class ProbeController {
  @Get('domain/:kind')
  domain(@Param('kind') kind: DomainErrorKind): never {
    throw new DomainError({ code: 'PROBE.REFUSED', kind, message: `Refused as ${kind}` });
  }

  @Get('amount')
  amount(@Query('value') value: string): string {
    return Money.parse(value, 'USD').toDecimalString();
  }

  @Post('transfers')
  transfer(@Body(new ZodValidationPipe(transferSchema)) input: z.infer<typeof transferSchema>) {
    return input;
  }

  @Get('recipients/:id')
  recipient(@Param('id', new ZodValidationPipe(z.uuid('Recipient id must be a UUID'))) id: string) {
    return { id };
  }

  @Get('pages')
  pages(@Query('page', new ZodValidationPipe(z.coerce.number().int().min(1, 'Page must be 1 or more'))) page: number) {
    return { page };
  }

  @Get('not-found')
  notFound(): never {
    throw new NotFoundException('Recipient not found');
  }

  @Get('guarded')
  guarded(): never {
    throw new UnauthorizedException();
  }

  @Get('coded')
  coded(): never {
    throw new HttpException('Too early', 425, { errorCode: 'TOO_EARLY' });
  }

  @Get('wrapped')
  wrapped(): never {
    throw new HttpException(new Error('password=hunter2'), 409);
  }

  @Get('boom')
  boom(): never {
    throw new Error('connect ECONNREFUSED postgres://admin:secret@db');
  }

  @Get('server-exception')
  serverException(): never {
    throw new InternalServerErrorException('pool exhausted at db-primary');
  }

  @Get('thrown-string')
  thrownString(): never {
    throw 'a string';
  }
}

describe('DomainErrorFilter', () => {
  let app: INestApplication;
  const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ controllers: [ProbeController] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    app.useGlobalFilters(new DomainErrorFilter());
    await app.init();
  });

  afterAll(async () => {
    await app.close();
    logged.mockRestore();
    warned.mockRestore();
  });

  beforeEach(() => {
    logged.mockClear();
    warned.mockClear();
  });

  describe('domain errors', () => {
    it.each([
      ['validation', 400],
      ['unauthorized', 401],
      ['forbidden', 403],
      ['not_found', 404],
      ['conflict', 409],
      ['unprocessable', 422],
      ['rate_limited', 429],
      ['unavailable', 503],
    ])('answers a %s error with %d, its message and its code', async (kind, status) => {
      const response = await request(app.getHttpServer()).get(`/domain/${kind}`);
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ message: `Refused as ${kind}`, code: 'PROBE.REFUSED' });
    });

    it('answers a validation error raised deep in the domain with 400', async () => {
      const response = await request(app.getHttpServer()).get('/amount').query({ value: '1.234' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: 'Amount must have at most 2 decimal places',
        code: 'MONEY.INVALID_AMOUNT',
      });
    });

    it('logs an unavailable error as a warning, and nothing else', async () => {
      await request(app.getHttpServer()).get('/domain/unavailable');
      await request(app.getHttpServer()).get('/domain/conflict');
      expect(warned).toHaveBeenCalledTimes(1);
      expect(logged).not.toHaveBeenCalled();
    });

    it('answers with field when the error names one', () => {
      const { status, body } = catchWithFakeHost(
        new DomainError({ code: 'RECIPIENT.INVALID_PHONE', kind: 'validation', message: 'Invalid phone number', field: 'phone' }),
      );
      expect(status).toBe(400);
      expect(body).toEqual({ message: 'Invalid phone number', code: 'RECIPIENT.INVALID_PHONE', field: 'phone' });
    });
  });

  describe('input validation', () => {
    it('answers 400 with the first issue and every issue, fields as dotted paths', async () => {
      const response = await request(app.getHttpServer())
        .post('/transfers')
        .send({ amount: -5, recipient: { phone: '123' } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: 'Amount must be positive',
        code: 'VALIDATION_FAILED',
        field: 'amount',
        issues: [
          { field: 'amount', message: 'Amount must be positive' },
          { field: 'recipient.phone', message: 'Valid phone number is required' },
        ],
      });
    });

    it('hands the handler the parsed input when it is valid', async () => {
      const input = { amount: 12.5, recipient: { phone: '+254712345678' } };
      const response = await request(app.getHttpServer())
        .post('/transfers')
        .send({ ...input, extra: 'dropped' });
      expect(response.status).toBe(201);
      expect(response.body).toEqual(input);
    });

    it('names the route parameter at fault', async () => {
      const response = await request(app.getHttpServer()).get('/recipients/42');
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: 'Recipient id must be a UUID', field: 'id', code: 'VALIDATION_FAILED' });
    });

    it('coerces a valid query parameter and names an invalid one', async () => {
      expect((await request(app.getHttpServer()).get('/pages').query({ page: '3' })).body).toEqual({ page: 3 });
      const response = await request(app.getHttpServer()).get('/pages').query({ page: '0' });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: 'Page must be 1 or more', field: 'page' });
    });

    it('answers a missing body with 400 naming the missing fields', async () => {
      const response = await request(app.getHttpServer()).post('/transfers');
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'amount', message: 'Amount must be a number' });
    });
  });

  describe('request bodies the parser refuses', () => {
    it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
      const response = await request(app.getHttpServer())
        .post('/transfers')
        .set('Content-Type', 'application/json')
        .send('{"amount": 5,');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Malformed JSON body', code: 'MALFORMED_JSON' });
    });

    it('answers too large a body with 413', async () => {
      const response = await request(app.getHttpServer())
        .post('/transfers')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ padding: 'x'.repeat(200_000) }));
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    });
  });

  describe('Nest HTTP exceptions', () => {
    it('keeps the status and message, with an HTTP_<status> code', async () => {
      const response = await request(app.getHttpServer()).get('/not-found');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Recipient not found', code: 'HTTP_404' });
    });

    it('answers an unknown route with 404', async () => {
      const response = await request(app.getHttpServer()).get('/nowhere');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Cannot GET /nowhere', code: 'HTTP_404' });
    });

    it('answers a guard refusal with its status', async () => {
      const response = await request(app.getHttpServer()).get('/guarded');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Unauthorized', code: 'HTTP_401' });
    });

    it('uses the error code the exception carries', async () => {
      const response = await request(app.getHttpServer()).get('/coded');
      expect(response.status).toBe(425);
      expect(response.body).toEqual({ message: 'Too early', code: 'TOO_EARLY' });
    });

    it('keeps the message of an exception built from an Error private', async () => {
      const response = await request(app.getHttpServer()).get('/wrapped');
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: 'Conflict', code: 'HTTP_409' });
    });
  });

  // Found by the fault suite (npm run test:faults): while Redis restarted, requests that needed a
  // session or a queue were answered 500 INTERNAL and logged as errors.
  describe('a service we depend on out of reach', () => {
    it.each([
      ['a Redis client offline', new ClientOfflineError()],
      ['a Redis connection cut', new SocketClosedUnexpectedlyError()],
      ['a connection refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' })],
      ["a queue's connection down", new Error("Stream isn't writeable and enableOfflineQueue options is false")],
      ['Redis still loading its data after a restart', new ErrorReply('LOADING Redis is loading the dataset in memory')],
      ['PostgreSQL shutting down for a restart', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
      ['a pooled PostgreSQL connection the server dropped', new Error('Connection terminated unexpectedly')],
    ])('answers %s with 503 SERVICE.UNAVAILABLE, worth trying again, logged as a warning', (_what, exception) => {
      const { status, body } = catchWithFakeHost(exception);
      expect(status).toBe(503);
      expect(body).toEqual({ message: UNAVAILABLE_MESSAGE, code: 'SERVICE.UNAVAILABLE' });
      expect(warned).toHaveBeenCalledTimes(1);
      expect(logged).not.toHaveBeenCalled();
    });
  });

  describe('anything else', () => {
    it.each(['/boom', '/thrown-string'])('answers %s with 500 and a generic message, and logs it', async (path) => {
      const response = await request(app.getHttpServer()).get(path);
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL' });
      expect(logged).toHaveBeenCalledTimes(1);
      expect(logged.mock.calls[0]?.[0]).toBe(`500 on GET ${path}`);
    });

    it('never sends internals, not even from a 500 HttpException', async () => {
      const response = await request(app.getHttpServer()).get('/server-exception');
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL' });
      expect(response.text).not.toMatch(/pool|db-primary|at /);
      expect(logged).toHaveBeenCalledTimes(1);
    });

    it('leaves the stack and the message to the log', async () => {
      const response = await request(app.getHttpServer()).get('/boom');
      expect(response.text).not.toMatch(/secret|ECONNREFUSED|Error:/);
      expect(String(logged.mock.calls[0]?.[1])).toContain('ECONNREFUSED');
    });

    it('leaves errors outside HTTP (queues, microservices) to their own context', () => {
      const error = new Error('job failed');
      const host = { getType: () => 'rpc' } as unknown as ArgumentsHost;
      expect(() => new DomainErrorFilter().catch(error, host)).toThrow(error);
    });
  });
});

/** Calls the filter directly, with a fake express response. */
function catchWithFakeHost(exception: unknown): { status: number; body: unknown } {
  const sent: { status: number; body: unknown } = { status: 0, body: undefined };
  const response = {
    headersSent: false,
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
      return this;
    },
  };
  const host = {
    getType: () => 'http',
    switchToHttp: () => ({
      getRequest: () => ({ method: 'POST', originalUrl: '/api/recipients' }),
      getResponse: () => response,
    }),
  } as unknown as ArgumentsHost;
  new DomainErrorFilter().catch(exception, host);
  return sent;
}
