import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { inspect } from 'node:util';
import { ClientClosedError, ClientOfflineError, ConnectionTimeoutError, SocketClosedUnexpectedlyError } from 'redis';
import { $ZodError } from 'zod/v4/core';
import { DomainError, type DomainErrorKind } from '../domain/domain-error.js';
import { isDatabaseOutage } from '../database-outage.js';

/** The one shape every error response has. */
export interface ErrorResponseBody {
  /** Sentence a person can act on. */
  message: string;
  /** Stable identifier clients may branch on: a DomainError code, `VALIDATION_FAILED`, `HTTP_404`, `INTERNAL`... */
  code: string;
  /** Dotted path of the input field at fault, when there is one. */
  field?: string;
  /** Every problem found, for `VALIDATION_FAILED`. */
  issues?: ValidationIssue[];
  /** A DomainError's details. */
  [detail: string]: unknown;
}

export interface ValidationIssue {
  field?: string;
  message: string;
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

const STATUS_BY_KIND: Readonly<Record<DomainErrorKind, number>> = {
  validation: HttpStatus.BAD_REQUEST,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
  rate_limited: HttpStatus.TOO_MANY_REQUESTS,
  payment_declined: HttpStatus.PAYMENT_REQUIRED,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

interface ErrorResponse {
  status: number;
  body: ErrorResponseBody;
  /** Set when the error is our fault and someone should look at it. */
  log?: 'error' | 'warn';
}

/**
 * The application's only exception filter (register it globally). Turns whatever a
 * request threw into `{ message, code, field? }` with the right status:
 * DomainError -> the status of its kind; ZodError -> 400 `VALIDATION_FAILED` with every
 * issue; malformed JSON -> 400 `MALFORMED_JSON`; too large a body -> 413; any other
 * 4xx HttpException -> its status and message, code `HTTP_<status>`; a service we depend on
 * out of reach (Redis or PostgreSQL restarting or failing over) -> 503 `SERVICE.UNAVAILABLE`,
 * worth trying again. Everything else,
 * 5xx HttpExceptions included, is logged and answered with a generic message: a body
 * never carries a stack trace or an internal message. To answer 503 with a message of
 * your own, throw a DomainError of kind `unavailable`.
 */
@Catch()
export class DomainErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('DomainErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();

    const { status, body, log } = toErrorResponse(exception);
    if (log === 'error') {
      this.logger.error(`${status} on ${describeRequest(request)}`, stackOf(exception));
    } else if (log === 'warn') {
      this.logger.warn(`${status} ${body.code} on ${describeRequest(request)}: ${body.message}`);
    }

    if (response.headersSent) {
      response.end();
      return;
    }
    response.status(status).json(body);
  }
}

function toErrorResponse(exception: unknown): ErrorResponse {
  if (exception instanceof DomainError) return fromDomainError(exception);
  if (exception instanceof $ZodError) return fromZodError(exception);
  const bodyParserFailure = fromBodyParserError(exception);
  if (bodyParserFailure) return bodyParserFailure;
  if (exception instanceof HttpException && exception.getStatus() < 500) return fromHttpException(exception);
  if (isDependencyOutage(exception)) {
    return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { message: UNAVAILABLE_MESSAGE, code: 'SERVICE.UNAVAILABLE' }, log: 'warn' };
  }
  const status = exception instanceof HttpException ? exception.getStatus() : HttpStatus.INTERNAL_SERVER_ERROR;
  const code = status === HttpStatus.INTERNAL_SERVER_ERROR ? 'INTERNAL' : `HTTP_${status}`;
  return { status, body: { message: INTERNAL_ERROR_MESSAGE, code }, log: 'error' };
}

const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * A service we depend on could not be reached for this request: PostgreSQL restarting, failing
 * over or out of connections (database-outage.ts); Redis (sessions, rate limits,
 * queues) whose client is offline or lost its connection during a restart or a failover, its
 * commands failing at once rather than waiting, or which is not ready to answer yet; or a
 * connection refused or cut. Neither our bug nor the client's: the same request succeeds once
 * the service is back.
 */
function isDependencyOutage(exception: unknown): boolean {
  if (isDatabaseOutage(exception)) return true;
  if (
    exception instanceof ClientOfflineError ||
    exception instanceof ClientClosedError ||
    exception instanceof SocketClosedUnexpectedlyError ||
    exception instanceof ConnectionTimeoutError
  ) {
    return true;
  }
  // Duck-typed: a system error may come from another realm than this module's Error.
  if (!isObject(exception)) return false;
  if (typeof exception.code === 'string' && CONNECTION_FAILURES.has(exception.code)) return true;
  if (typeof exception.message !== 'string') return false;
  // ioredis, under BullMQ's queues, refusing a command while its connection is down; Redis
  // itself answering that it is not ready yet: loading its data after a restart, or a replica
  // while a failover promotes another.
  return /^(Stream isn't writeable and enableOfflineQueue options is false|Connection is closed\.|(LOADING|MASTERDOWN|READONLY) )/.test(exception.message);
}

function fromDomainError(error: DomainError): ErrorResponse {
  const body: ErrorResponseBody = { ...error.details, message: error.message, code: error.code };
  if (error.field !== undefined) body.field = error.field;
  return { status: STATUS_BY_KIND[error.kind], body, log: error.kind === 'unavailable' ? 'warn' : undefined };
}

function fromZodError(error: $ZodError): ErrorResponse {
  const issues = error.issues.map((issue): ValidationIssue => {
    const field = issue.path.map(String).join('.');
    return field ? { field, message: issue.message } : { message: issue.message };
  });
  const [first] = issues;
  const body: ErrorResponseBody = { message: first?.message ?? 'Invalid input', code: 'VALIDATION_FAILED' };
  if (first?.field !== undefined) body.field = first.field;
  body.issues = issues;
  return { status: HttpStatus.BAD_REQUEST, body };
}

/**
 * body-parser errors reach the filter wrapped in an HttpException (the express adapter
 * maps them, keeping the original as `cause`), or raw if the filter is called directly.
 */
function fromBodyParserError(exception: unknown): ErrorResponse | undefined {
  const original = exception instanceof HttpException ? exception.cause : exception;
  const type = isObject(original) ? original.type : undefined;
  const isMalformedJson =
    type === 'entity.parse.failed' ||
    (original instanceof SyntaxError && isObject(original) && original.status === HttpStatus.BAD_REQUEST);
  if (isMalformedJson) {
    return { status: HttpStatus.BAD_REQUEST, body: { message: 'Malformed JSON body', code: 'MALFORMED_JSON' } };
  }
  if (type === 'entity.too.large') {
    return {
      status: HttpStatus.PAYLOAD_TOO_LARGE,
      body: { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' },
    };
  }
  return undefined;
}

function fromHttpException(exception: HttpException): ErrorResponse {
  const status = exception.getStatus();
  const code = exception.errorCode ?? `HTTP_${status}`;
  return { status, body: { message: httpExceptionMessage(exception), code } };
}

/**
 * The message a Nest HttpException meant for the client: its string response, or the
 * `message` of its object response (the first one when it is a list). An HttpException
 * built from an Error keeps that error's message private, as Nest itself does.
 */
function httpExceptionMessage(exception: HttpException): string {
  const response = exception.getResponse();
  const statusText = STATUS_CODES[exception.getStatus()] ?? 'Request failed';
  if (typeof response === 'string') return response || statusText;
  if (response instanceof Error || !isObject(response)) return statusText;
  const { message } = response;
  if (typeof message === 'string' && message) return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return statusText;
}

/** Method and path only: query strings can carry session ids and tokens. */
function describeRequest(request: Request | undefined): string {
  if (!request) return 'unknown request';
  return `${request.method} ${(request.originalUrl ?? request.url ?? '').split('?')[0]}`;
}

function stackOf(exception: unknown): string {
  return exception instanceof Error && exception.stack ? exception.stack : inspect(exception);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
