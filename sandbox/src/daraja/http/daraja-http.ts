import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { readBearerToken } from '../../shared/basic-credentials.js';
import type { ExpiringTokens } from '../../shared/expiring-tokens.js';
import { jsonObjectBody } from '../../shared/json-object-body.js';
import { DarajaError, sendDarajaError } from './daraja-error.js';

// The gateway's refusals that every M-Pesa API shares (documented on the Transaction Status page).
export const invalidAuthenticationHeader = new DarajaError(404, '404.001.04', 'Invalid Authentication Header');
export const invalidRequestPayload = new DarajaError(400, '400.002.05', 'Invalid Request Payload');
const internalServerError = new DarajaError(500, '500.003.1001', 'Internal Server Error');

/** An M-Pesa API's body parser: a JSON object, anything else is an invalid payload. */
export function darajaJsonBody(): RequestHandler[] {
  return jsonObjectBody(() => invalidRequestPayload);
}

/** Requires a Bearer token the OAuth endpoint issued and that has not expired. */
export function requireDarajaToken(tokens: ExpiringTokens, invalidToken: DarajaError): RequestHandler {
  return (req, _res, next) => {
    const header = req.headers.authorization;
    if (!header || !/^Bearer\s/i.test(header)) throw invalidAuthenticationHeader;
    if (!tokens.isValid(readBearerToken(header))) throw invalidToken;
    next();
  };
}

/** Turns refusals into Daraja's error body; a body that is not JSON is an invalid payload. */
export function darajaErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (error instanceof DarajaError) {
      sendDarajaError(res, error);
      return;
    }
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      sendDarajaError(res, invalidRequestPayload);
      return;
    }
    logger.error({ err: error, method: req.method, path: req.path }, 'sandbox Daraja request failed');
    sendDarajaError(res, internalServerError);
  };
}
