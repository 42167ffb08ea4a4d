import express from 'express';
import { modalFrameQuery } from '../stripe-js/modal-frame-query.js';
import { z } from 'zod';
import { StripeApiError } from '../http/stripe-error.js';
import type { PaymentIntents } from '../payment-intents/payment-intents.js';
import { challengePath, challengeRoutePrefix } from './challenge-path.js';
import { renderChallengeMissing, renderChallengePage } from './challenge-page.js';

const answerSchema = z.object({ outcome: z.enum(['complete', 'fail']) }).strict();

/**
 * The 3D Secure challenge, on the sandbox's origin: the page Stripe.js frames in its modal
 * (`?origin=<merchant page origin>&frameId=...`) and the answer its buttons POST. Knowing the
 * challenge id (`src_...`, from the PaymentIntent's next_action) is what allows answering.
 */
export function challengeRouter(paymentIntents: PaymentIntents): express.Router {
  const router = express.Router();

  router.get(`${challengeRoutePrefix}/:id`, (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const challenge = paymentIntents.challenges.find(req.params['id']!);
    if (!challenge) {
      res.status(404).type('html').send(renderChallengeMissing(req.params['id']!));
      return;
    }
    res.type('html').send(
      renderChallengePage({
        challenge,
        answerUrl: challengePath(challenge.id),
        ...modalFrameQuery(req),
      }),
    );
  });

  router.post(`${challengeRoutePrefix}/:id`, express.json({ limit: '1kb' }), (req, res) => {
    const parsed = answerSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ error: "Send { outcome: 'complete' | 'fail' }." });
      return;
    }
    try {
      const intent = paymentIntents.authenticate({ challengeId: req.params['id']! }, parsed.data.outcome, 'challenge');
      res.json({ paymentIntent: intent.id, status: intent.status });
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      res.status(error.status === 400 ? 409 : error.status).json({ error: error.message });
    }
  });

  return router;
}
