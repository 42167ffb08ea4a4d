import { invalidRequest } from '../http/stripe-error.js';
import type { StripeForm } from '../http/stripe-form.js';
import type { MicrodepositAnswer } from './microdeposit-test-values.js';

export interface VerifyMicrodepositsParams {
  answer: MicrodepositAnswer;
  /** Given by the browser (publishable key), which may only act on an intent it holds the secret of. */
  clientSecret?: string;
}

const amountsInvalid = (param: string) =>
  invalidRequest('Invalid amounts: give two positive integers, in cents (amounts[]=32&amounts[]=45).', {
    param,
    code: 'payment_method_microdeposit_verification_amounts_invalid',
  });

/**
 * `POST /v1/{payment,setup}_intents/:id/verify_microdeposits`: `amounts[]` (two positive
 * integers, in cents) or `descriptor_code` (six characters starting with SM), not both.
 */
export function readVerifyMicrodepositsParams(form: StripeForm): VerifyMicrodepositsParams {
  form.allowOnly(['amounts', 'descriptor_code', 'expand', 'client_secret']);
  const amounts = form.stringArray('amounts');
  const descriptorCode = form.string('descriptor_code');
  const clientSecret = form.string('client_secret');
  if (amounts && descriptorCode !== undefined) {
    throw invalidRequest('You may only specify one of these parameters: amounts, descriptor_code.', { param: 'amounts' });
  }
  if (descriptorCode !== undefined) return { answer: { descriptorCode }, clientSecret };
  if (!amounts) {
    throw invalidRequest('Missing required param: amounts or descriptor_code.', {
      param: 'descriptor_code',
      code: 'parameter_missing',
    });
  }
  if (amounts.length !== 2 || !amounts.every((amount) => /^\d{1,6}$/.test(amount.trim()) && Number(amount) > 0)) {
    throw amountsInvalid(form.param('amounts'));
  }
  return { answer: { amounts: amounts.map((amount) => Number(amount.trim())) }, clientSecret };
}
