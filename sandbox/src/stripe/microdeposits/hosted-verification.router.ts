import express from 'express';
import { html } from '../../page/html.js';
import { StripeApiError } from '../http/stripe-error.js';
import type { PaymentIntents } from '../payment-intents/payment-intents.js';
import type { SetupIntents } from '../setup-intents/setup-intents.js';
import type { MicrodepositAnswer } from './microdeposit-test-values.js';
import type { MicrodepositVerification } from './microdeposit-verification.js';
import type { MicrodepositVerifications } from './microdeposit-verifications.js';
import { hostedVerificationPath } from './hosted-verification-path.js';

const hostedRequest = { id: null, idempotency_key: null };

function page(verification: MicrodepositVerification, note: string | null) {
  const form =
    verification.status !== 'pending'
      ? ''
      : verification.microdepositType === 'amounts'
        ? html`<p>Enter the two amounts, in cents (test values: 32 and 45).</p>
            <input name="amount1" aria-label="First amount" inputmode="numeric">
            <input name="amount2" aria-label="Second amount" inputmode="numeric">`
        : html`<p>Enter the 6-character code starting with SM on the 0.01 USD deposit (test value: SM11AA).</p>
            <input name="descriptor_code" aria-label="Descriptor code" maxlength="6">`;
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Verify your bank account</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto">
  <h1>Verify your bank account</h1>
  <p>${verification.bankAccount}: <strong>${verification.status}</strong></p>
  ${note ? html`<p role="alert">${note}</p>` : ''}
  ${verification.status === 'pending' ? html`<form method="post" action="${hostedVerificationPath(verification.id)}">${form} <button type="submit">Verify</button></form>` : ''}
</body></html>`;
}

/**
 * Stripe's hosted verification page (`next_action.verify_with_microdeposits.hosted_verification_url`):
 * the customer types the descriptor code or the two amounts; the answer goes to the intent
 * waiting for the verification as `verify_microdeposits` would.
 */
export function hostedVerificationRouter(
  verifications: MicrodepositVerifications,
  paymentIntents: PaymentIntents,
  setupIntents: SetupIntents,
): express.Router {
  const router = express.Router();
  router.get('/stripe/microdeposits/:id', (req, res) => {
    const verification = verifications.find(req.params['id']!);
    if (!verification) {
      res.status(404).type('text').send('No such microdeposit verification');
      return;
    }
    res.type('html').setHeader('Cache-Control', 'no-store').send(page(verification, null).value);
  });

  router.post('/stripe/microdeposits/:id', express.urlencoded({ extended: false, limit: '4kb' }), (req, res) => {
    const verification = verifications.find(req.params['id']!);
    if (!verification) {
      res.status(404).type('text').send('No such microdeposit verification');
      return;
    }
    const body = (req.body ?? {}) as Record<string, string>;
    const answer: MicrodepositAnswer =
      verification.microdepositType === 'amounts'
        ? { amounts: [Number(body['amount1']), Number(body['amount2'])] }
        : { descriptorCode: String(body['descriptor_code'] ?? '') };
    let note: string | null = 'Your bank account is verified.';
    try {
      if (verification.startedBy.startsWith('seti_')) setupIntents.verifyMicrodeposits(verification.startedBy, answer, hostedRequest);
      else paymentIntents.verifyMicrodeposits(verification.startedBy, answer, hostedRequest);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      note = error.message;
    }
    res.type('html').setHeader('Cache-Control', 'no-store').send(page(verification, note).value);
  });
  return router;
}
