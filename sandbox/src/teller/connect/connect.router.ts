import express from 'express';
import type { Logger } from 'pino';
import { describeIssues } from '../../http/describe-issues.js';
import { sendTellerError } from '../api/teller-error.js';
import { accountResource } from '../api/teller-resources.js';
import type { EnrollmentStore } from '../enrollments/enrollment-store.js';
import { findInstitution, sandboxInstitutions } from '../enrollments/sandbox-institutions.js';
import { newEnrollment } from '../enrollments/teller-enrollment.js';
import { sandboxOrigin, tellerBaseUrl } from '../teller-base-url.js';
import { renderConnectError, renderConnectPage } from './connect-page.js';
import { connectQuerySchema, signInSchema } from './connect-query.js';
import { connectScript } from './connect-script.js';
import { areSandboxCredentials } from './sandbox-credentials.js';

export interface TellerConnectDependencies {
  enrollments: EnrollmentStore;
  logger: Logger;
  now: () => Date;
}

const signInPath = '/connect/enrollments';

/**
 * Teller Connect: the script the product page loads, the popup it opens, and the sign-in
 * the popup posts to, which enrolls the sandbox user and issues an access token. Tests may
 * post to the sign-in directly to get a token without a browser.
 */
export function tellerConnectRouter({ enrollments, logger, now }: TellerConnectDependencies): express.Router {
  const router = express.Router();

  router.get('/connect/connect.js', (req, res) => {
    res
      .type('application/javascript')
      .setHeader('Cache-Control', 'no-store')
      // Loaded by a page on another origin, which may require cross-origin resources to opt in.
      .setHeader('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(connectScript(sandboxOrigin(req)));
  });

  router.get('/connect', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const query = connectQuerySchema.safeParse(req.query);
    if (!query.success) {
      res.status(400).type('html').send(renderConnectError(describeIssues(query.error)));
      return;
    }
    res
      .type('html')
      .send(renderConnectPage({ query: query.data, institutions: sandboxInstitutions, signInUrl: `/teller${signInPath}` }));
  });

  router.post(
    signInPath,
    express.json({ limit: '10kb' }),
    express.urlencoded({ extended: false, limit: '10kb' }),
    (req, res) => {
      const body = signInSchema.safeParse(req.body ?? {});
      if (!body.success) {
        sendTellerError(res, 400, 'bad_request', describeIssues(body.error));
        return;
      }
      const { institution: institutionId, username, password, application_id } = body.data;
      const institution = findInstitution(institutionId);
      if (!institution) {
        sendTellerError(res, 404, 'not_found', `No sandbox institution ${institutionId}.`);
        return;
      }
      if (!areSandboxCredentials(username, password)) {
        sendTellerError(res, 401, 'invalid_credentials', 'Invalid credentials');
        return;
      }
      const enrollment = enrollments.add(newEnrollment(institution, application_id ?? null, now()));
      logger.info({ enrollmentId: enrollment.id, institution: institution.id }, 'teller enrollment');
      const base = tellerBaseUrl(req);
      res.status(201).json({
        accessToken: enrollment.accessToken,
        user: { id: enrollment.userId },
        enrollment: { id: enrollment.id, institution: { name: institution.name } },
        accounts: enrollment.accounts.map((account) => accountResource(enrollment, account, base)),
      });
    },
  );

  return router;
}
