import { invalidRequest } from '../http/stripe-error.js';
import type { StripeForm } from '../http/stripe-form.js';
import { readVerificationMethod, type VerificationMethod } from '../microdeposits/verification-method.js';
import { readMandateData, type CustomerAcceptance } from '../payment-intents/mandate-data.js';
import type { NewSetupIntent } from './setup-intent.js';

export interface CreateSetupIntentParams extends NewSetupIntent {
  confirm: boolean;
  mandate: CustomerAcceptance | null;
}

export interface ConfirmSetupIntentParams {
  paymentMethod?: string;
  mandate: CustomerAcceptance | null;
  verificationMethod?: VerificationMethod;
}

// Accepted because real integrations send them; they change nothing in the sandbox.
const acceptedAndIgnored = ['expand', 'return_url', 'use_stripe_sdk'];

/** The sandbox's SetupIntents save bank accounts entered by number (verified by microdeposits). */
const supportedTypes = ['us_bank_account'];

function readTypes(form: StripeForm): { paymentMethodTypes: string[]; allowedPaymentMethodTypes: string[] | null } {
  const allowed = form.stringArray('allowed_payment_method_types');
  const legacy = form.stringArray('payment_method_types');
  if (allowed && legacy) {
    throw invalidRequest(
      'You may only specify one of these parameters: allowed_payment_method_types, payment_method_types.',
      { param: 'payment_method_types' },
    );
  }
  const types = allowed ?? legacy;
  const name = allowed ? 'allowed_payment_method_types' : 'payment_method_types';
  if (!types) {
    throw invalidRequest(
      `Missing required param: payment_method_types. The sandbox's SetupIntents take ${supportedTypes.join(', ')} only.`,
      { param: 'payment_method_types', code: 'parameter_missing' },
    );
  }
  const unsupported = types.find((type) => !supportedTypes.includes(type));
  if (unsupported) {
    throw invalidRequest(
      `The sandbox's SetupIntents take ${supportedTypes.join(', ')} only, not ${unsupported}.`,
      { param: name },
    );
  }
  return { paymentMethodTypes: types, allowedPaymentMethodTypes: allowed ?? null };
}

/**
 * POST /v1/setup_intents: `payment_method_types[]` (or `allowed_payment_method_types[]`,
 * what stripe-node 23 sends) = `us_bank_account`, `payment_method`, `customer`, `confirm`,
 * `mandate_data[...]`, `payment_method_options[us_bank_account][verification_method]`
 * (`automatic` default or `microdeposits`: both verify a bank account entered by number by
 * microdeposits; `instant` needs Financial Connections, which the sandbox has not),
 * `usage`, `description`, `metadata[...]`.
 */
export function readCreateSetupIntentParams(form: StripeForm): CreateSetupIntentParams {
  form.allowOnly([
    'payment_method_types',
    'allowed_payment_method_types',
    'payment_method',
    'customer',
    'confirm',
    'mandate_data',
    'payment_method_options',
    'usage',
    'description',
    'metadata',
    ...acceptedAndIgnored,
  ]);
  const params: CreateSetupIntentParams = {
    ...readTypes(form),
    customer: form.string('customer') ?? null,
    description: form.string('description') ?? null,
    metadata: form.metadata() ?? {},
    paymentMethod: form.string('payment_method') ?? null,
    usage: form.oneOf('usage', ['off_session', 'on_session']) ?? 'off_session',
    verificationMethod: checkVerificationMethod(readVerificationMethod(form)) ?? 'automatic',
    confirm: form.boolean('confirm') ?? false,
    mandate: readMandateData(form),
  };
  return params;
}

export function readConfirmSetupIntentParams(form: StripeForm): ConfirmSetupIntentParams {
  form.allowOnly(['payment_method', 'mandate_data', 'payment_method_options', ...acceptedAndIgnored]);
  return {
    paymentMethod: form.string('payment_method'),
    mandate: readMandateData(form),
    verificationMethod: checkVerificationMethod(readVerificationMethod(form)),
  };
}

export function readCancelSetupIntentParams(form: StripeForm): string | null {
  form.allowOnly(['cancellation_reason', 'expand']);
  return form.oneOf('cancellation_reason', ['abandoned', 'duplicate', 'requested_by_customer']) ?? null;
}

function checkVerificationMethod(method: VerificationMethod | undefined): VerificationMethod | undefined {
  if (method === 'instant') {
    throw invalidRequest(
      'Instant verification needs a Financial Connections account, which the sandbox does not simulate: use verification_method automatic or microdeposits.',
      { param: 'payment_method_options[us_bank_account][verification_method]' },
    );
  }
  return method;
}
