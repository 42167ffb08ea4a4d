import express, { type Response } from 'express';
import { describeIssues } from '../../http/describe-issues.js';
import { StripeApiError } from '../http/stripe-error.js';
import { submissionOf, verificationAnswerSchema } from './verification-answer.js';
import type { VerificationSessions } from './verification-sessions.js';

function answerRefusal(res: Response, error: unknown): void {
  if (!(error instanceof StripeApiError)) throw error;
  res.status(error.status === 400 ? 409 : error.status).json({ error: error.message });
}

/**
 * Sandbox-only views and levers for Stripe Identity: list the sessions, submit one as its
 * user would on the stand-in page (no client secret needed), and end a `processing` one now.
 */
export function identityHooksRouter(sessions: VerificationSessions): express.Router {
  const router = express.Router();

  router.get('/stripe/identity/verification_sessions', (_req, res) => {
    res.json(sessions.newestFirst().map((stored) => ({ ...stored.object, submittedBy: stored.submittedBy })));
  });

  router.post('/stripe/identity/verification_sessions/:id/submit', (req, res) => {
    const parsed = verificationAnswerSchema.omit({ client_secret: true }).safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ error: describeIssues(parsed.error) });
      return;
    }
    try {
      res.json(sessions.submit(req.params['id']!, submissionOf(parsed.data), 'hook').object);
    } catch (error) {
      answerRefusal(res, error);
    }
  });

  router.post('/stripe/identity/verification_sessions/:id/finish', (req, res) => {
    try {
      res.json(sessions.finish(req.params['id']!).object);
    } catch (error) {
      answerRefusal(res, error);
    }
  });

  return router;
}
