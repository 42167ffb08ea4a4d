import express, { type ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import type { PageSection } from '../page/page-section.js';
import { tellerAccountsRouter } from './api/accounts.router.js';
import { sendTellerError } from './api/teller-error.js';
import { tellerConnectRouter } from './connect/connect.router.js';
import { bankLinksSection } from './enrollments/bank-links.section.js';
import { EnrollmentStore } from './enrollments/enrollment-store.js';

export interface TellerSandboxOptions {
  logger: Logger;
  now?: () => Date;
}

/** The Teller simulator: Connect (script, popup, sign-in) and the Accounts API, and its page section. */
export interface TellerSandbox {
  /** Mount at /teller. */
  router: express.Router;
  sections: PageSection[];
}

function tellerErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      sendTellerError(res, status, 'bad_request', error instanceof Error ? error.message : 'Bad request');
      return;
    }
    logger.error({ err: error, method: req.method, path: req.path }, 'sandbox Teller request failed');
    sendTellerError(res, 500, 'internal_server_error', 'The provider sandbox failed to handle this request; see its log.');
  };
}

export function createTellerSandbox({ logger, now = () => new Date() }: TellerSandboxOptions): TellerSandbox {
  const log = logger.child({ provider: 'teller' });
  const enrollments = new EnrollmentStore();
  const router = express.Router();
  router.use(tellerConnectRouter({ enrollments, logger: log, now }));
  router.use(tellerAccountsRouter(enrollments));
  router.use((req, res) => {
    sendTellerError(res, 404, 'not_found', `No sandbox Teller route for ${req.method} ${req.originalUrl.split('?')[0]}`);
  });
  router.use(tellerErrorHandler(log));
  return { router, sections: [bankLinksSection(enrollments)] };
}
