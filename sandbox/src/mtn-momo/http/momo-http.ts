import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { readBearerToken } from '../../shared/basic-credentials.js';
import type { ExpiringTokens } from '../../shared/expiring-tokens.js';
import { jsonObjectBody } from '../../shared/json-object-body.js';
import { momoSubscriptionKey, momoTargetEnvironments } from '../mtn-momo-credentials.js';
import { gatewayError, MomoError, momoError, sendMomoError } from './momo-error.js';

// Azure API Management's own answers, which MoMo's gateway gives.
const missingSubscriptionKey = gatewayError(
  401,
  'Access denied due to missing subscription key. Make sure to include subscription key when making requests to an API.',
);
const invalidSubscriptionKey = gatewayError(
  401,
  'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.',
);
const invalidAccessToken = gatewayError(401, 'Unauthorized. Access token is missing or invalid.');
export const badRequest = (message: string) => momoError(400, 'BAD_REQUEST', message);
const internalError = momoError(500, 'INTERNAL_PROCESSING_ERROR', 'An internal error occurred while processing.');

/** Every MoMo call names the product's subscription key (`Ocp-Apim-Subscription-Key`). */
export const requireSubscriptionKey: RequestHandler = (req, _res, next) => {
  const key = req.get('Ocp-Apim-Subscription-Key');
  if (!key) throw missingSubscriptionKey;
  if (key !== momoSubscriptionKey) throw invalidSubscriptionKey;
  next();
};

/** A Bearer token from POST /disbursement/token/ that has not expired. */
export function requireMomoToken(tokens: ExpiringTokens): RequestHandler {
  return (req, _res, next) => {
    if (!tokens.isValid(readBearerToken(req.headers.authorization))) throw invalidAccessToken;
    next();
  };
}

/** `X-Target-Environment`: the wallet platform the call is for. */
export const requireTargetEnvironment: RequestHandler = (req, _res, next) => {
  const environment = req.get('X-Target-Environment');
  if (!environment) throw badRequest('X-Target-Environment is required (sandbox or mtnuganda).');
  if (!(momoTargetEnvironments as readonly string[]).includes(environment)) {
    throw momoError(400, 'NOT_ALLOWED_TARGET_ENVIRONMENT', 'Access to target environment is forbidden.');
  }
  next();
};

export function momoJsonBody(): RequestHandler[] {
  return jsonObjectBody(() => badRequest('The request body must be a JSON object.'));
}

export function momoErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (error instanceof MomoError) {
      sendMomoError(res, error);
      return;
    }
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      sendMomoError(res, badRequest(error instanceof Error ? error.message : 'Bad request'));
      return;
    }
    logger.error({ err: error, method: req.method, path: req.path }, 'sandbox MTN MoMo request failed');
    sendMomoError(res, internalError);
  };
}
