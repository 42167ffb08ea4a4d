import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { readBasicCredentials } from '../../shared/basic-credentials.js';
import { jsonObjectBody } from '../../shared/json-object-body.js';
import { thunesApiKey, thunesApiSecret } from '../thunes-credentials.js';
import { invalidParameter, sendThunesError, ThunesError, thunesError } from './thunes-error.js';

/** Every call is authenticated with HTTP Basic: the API key as user name, the API secret as password. */
export const requireThunesCredentials: RequestHandler = (req, _res, next) => {
  const credentials = readBasicCredentials(req.headers.authorization);
  if (!credentials || credentials.username !== thunesApiKey || credentials.password !== thunesApiSecret) {
    throw thunesError(401, 'unauthorized');
  }
  next();
};

/** A JSON object body; anything else is an invalid parameter. */
export function thunesJsonBody(): RequestHandler[] {
  return jsonObjectBody(() => invalidParameter('the request body must be a JSON object'));
}

/** Turns refusals into Thunes' `{ errors: [...] }` body; a body that is not JSON is an invalid parameter. */
export function thunesErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (error instanceof ThunesError) {
      sendThunesError(res, error);
      return;
    }
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      sendThunesError(res, invalidParameter(error instanceof Error ? error.message : 'malformed request'));
      return;
    }
    logger.error({ err: error, method: req.method, path: req.path }, 'sandbox Thunes request failed');
    sendThunesError(res, thunesError(500, 'unexpected'));
  };
}
