import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { sendOutageAnswer } from './outage-answers.js';
import { outageProviderOf } from './outage-providers.js';
import type { ProviderOutages } from './provider-outages.js';

/**
 * Mounted before the providers' routers: a request to a provider in an outage window is
 * answered with its 5xx before the provider sees it, so nothing behind it happens.
 */
export function providerOutageGate(outages: ProviderOutages, logger: Logger): RequestHandler {
  return (req, res, next) => {
    const provider = outageProviderOf(req.path);
    const status = provider ? outages.failureFor(provider) : null;
    if (!provider || status === null) {
      next();
      return;
    }
    logger.info({ provider, method: req.method, path: req.path, status }, 'provider outage: request failed on purpose');
    sendOutageAnswer(res, provider, status);
  };
}
