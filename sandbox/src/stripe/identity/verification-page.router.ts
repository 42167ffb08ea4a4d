import express from 'express';
import { modalFrameQuery } from '../stripe-js/modal-frame-query.js';
import { describeIssues } from '../../http/describe-issues.js';
import { StripeApiError } from '../http/stripe-error.js';
import { submissionOf, verificationAnswerSchema } from './verification-answer.js';
import { renderVerificationMissing, renderVerificationPage } from './verification-page.js';
import { verificationPagePath, verificationPagePrefix } from './verification-page-path.js';
import type { VerificationSessions } from './verification-sessions.js';

/**
 * The stand-in of Stripe's verification modal, on the sandbox's origin: the page Stripe.js's
 * `verifyIdentity` frames (`?origin=<merchant page origin>&frameId=...`, the client secret in the
 * fragment) and the answer it POSTs with that client secret.
 */
export function verificationPageRouter(sessions: VerificationSessions): express.Router {
  const router = express.Router();

  router.get(`${verificationPagePrefix}/:id`, (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    const stored = sessions.store.find(req.params['id']!);
    if (!stored) {
      res.status(404).type('html').send(renderVerificationMissing(req.params['id']!));
      return;
    }
    res.type('html').send(
      renderVerificationPage({
        stored,
        documentDefaults: stored.object.type === 'document' ? sessions.documentDefaultsFor(stored) : null,
        answerUrl: verificationPagePath(stored.object.id),
        ...modalFrameQuery(req),
      }),
    );
  });

  router.post(`${verificationPagePrefix}/:id`, express.json({ limit: '2kb' }), (req, res) => {
    const parsed = verificationAnswerSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ error: describeIssues(parsed.error) });
      return;
    }
    try {
      const stored = sessions.submit(req.params['id']!, submissionOf(parsed.data), 'page', parsed.data.client_secret);
      res.json({ verificationSession: stored.object.id, status: stored.object.status });
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      res.status(error.status === 400 ? 409 : error.status).json({ error: error.message });
    }
  });

  return router;
}
