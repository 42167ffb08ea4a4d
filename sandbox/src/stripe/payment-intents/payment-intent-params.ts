import { invalidRequest } from '../http/stripe-error.js';
import type { StripeForm } from '../http/stripe-form.js';
import { paymentMethodTypes } from '../payment-methods/payment-method-types.js';
import { readVerificationMethod, type VerificationMethod } from '../microdeposits/verification-method.js';
import { readMandateData, type CustomerAcceptance } from './mandate-data.js';
import type { AutomaticPaymentMethods, NewPaymentIntent, SetupFutureUsage } from './payment-intent.js';

export interface CreatePaymentIntentParams extends NewPaymentIntent {
  confirm: boolean;
  offSession: boolean;
  /** `mandate_data`, needed to confirm with a bank account that has no mandate yet. */
  mandate: CustomerAcceptance | null;
  /** Fail at once (`authentication_required`) rather than wait in `requires_action` for 3D Secure. */
  errorOnRequiresAction: boolean;
}

export interface ConfirmPaymentIntentParams {
  paymentMethod?: string;
  setupFutureUsage?: SetupFutureUsage;
  offSession: boolean;
  receiptEmail?: string;
  mandate: CustomerAcceptance | null;
  errorOnRequiresAction: boolean;
  /** `payment_method_options[us_bank_account][verification_method]`: `microdeposits` asks for that verification. */
  verificationMethod?: VerificationMethod;
  /** Given by the browser (publishable key), which may only confirm an intent it holds the secret of. */
  clientSecret?: string;
}

export const cancellationReasons = ['abandoned', 'duplicate', 'fraudulent', 'requested_by_customer'] as const;
export type CancellationReason = (typeof cancellationReasons)[number];

// Accepted because real integrations send them; they change nothing in the sandbox, but for
// payment_method_options[us_bank_account][verification_method] (read apart).
const acceptedAndIgnored = ['expand', 'return_url', 'payment_method_options'];

const maxAmount = 99_999_999;
// Stripe's minimum charge is per currency; only the dollar's is enforced here.
const minimumAmounts: Record<string, { amount: number; label: string }> = { usd: { amount: 50, label: '$0.50 usd' } };

function readAmount(form: StripeForm, currency: string): number {
  const amount = form.requiredInteger('amount');
  if (amount < 1) {
    throw invalidRequest('This value must be greater than or equal to 1.', { param: 'amount' });
  }
  if (amount > maxAmount) {
    throw invalidRequest('Amount must be no more than $999,999.99', { param: 'amount', code: 'amount_too_large' });
  }
  const minimum = minimumAmounts[currency];
  if (minimum && amount < minimum.amount) {
    throw invalidRequest(`Amount must be at least ${minimum.label}`, { param: 'amount', code: 'amount_too_small' });
  }
  return amount;
}

function readCurrency(form: StripeForm): string {
  const currency = form.requiredString('currency').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidRequest(`Invalid currency: ${currency}.`, { param: 'currency' });
  return currency;
}

/** `off_session` is `true`/`false` or, for recurring payments, `one_off`/`recurring`. */
function readOffSession(form: StripeForm): boolean {
  const value = form.string('off_session');
  if (value === 'one_off' || value === 'recurring') return true;
  return form.boolean('off_session') ?? false;
}

const setupFutureUsages = ['on_session', 'off_session'] as const;

function readAutomaticPaymentMethods(form: StripeForm): AutomaticPaymentMethods | null {
  const automatic = form.object('automatic_payment_methods');
  if (!automatic) return null;
  automatic.allowOnly(['enabled', 'allow_redirects']);
  const enabled = automatic.boolean('enabled');
  if (enabled === undefined) {
    throw invalidRequest('Missing required param: automatic_payment_methods[enabled].', {
      param: 'automatic_payment_methods[enabled]',
      code: 'parameter_missing',
    });
  }
  const allowRedirects = automatic.oneOf('allow_redirects', ['always', 'never']);
  return { ...(allowRedirects ? { allow_redirects: allowRedirects } : {}), enabled };
}

interface PaymentMethodTypeChoice {
  paymentMethodTypes: string[];
  allowedPaymentMethodTypes: string[] | null;
  excludedPaymentMethodTypes: string[] | null;
}

/**
 * The types the intent takes: an explicit list, as `allowed_payment_method_types` (what
 * stripe-node 23 sends) or `payment_method_types` (earlier API versions); or, with
 * `automatic_payment_methods[enabled]=true`, every type the sandbox can create (Stripe would
 * take those enabled in the Dashboard); less any `excluded_payment_method_types`. Default: card.
 */
function readPaymentMethodTypes(form: StripeForm, automatic: AutomaticPaymentMethods | null): PaymentMethodTypeChoice {
  const allowed = form.stringArray('allowed_payment_method_types');
  const legacy = form.stringArray('payment_method_types');
  const excluded = form.stringArray('excluded_payment_method_types') ?? null;
  if (allowed && legacy) {
    throw invalidRequest(
      'You may only specify one of these parameters: allowed_payment_method_types, payment_method_types.',
      { param: 'payment_method_types' },
    );
  }
  const explicit = allowed ?? legacy;
  const explicitName = allowed ? 'allowed_payment_method_types' : 'payment_method_types';
  if (explicit && automatic?.enabled) {
    throw invalidRequest(`You may only specify one of these parameters: automatic_payment_methods, ${explicitName}.`, {
      param: explicitName,
    });
  }
  const chosen = explicit ?? (automatic?.enabled ? [...paymentMethodTypes] : ['card']);
  const types = excluded ? chosen.filter((type) => !excluded.includes(type)) : chosen;
  if (types.length === 0) {
    throw invalidRequest('No payment method types are left once excluded_payment_method_types is applied.', {
      param: 'excluded_payment_method_types',
    });
  }
  return { paymentMethodTypes: types, allowedPaymentMethodTypes: allowed ?? null, excludedPaymentMethodTypes: excluded };
}

export function readCreateParams(form: StripeForm): CreatePaymentIntentParams {
  form.allowOnly([
    'amount',
    'currency',
    'payment_method',
    'customer',
    'confirm',
    'payment_method_types',
    'allowed_payment_method_types',
    'excluded_payment_method_types',
    'automatic_payment_methods',
    'metadata',
    'description',
    'setup_future_usage',
    'off_session',
    'capture_method',
    'receipt_email',
    'statement_descriptor',
    'statement_descriptor_suffix',
    'mandate_data',
    'error_on_requires_action',
    ...acceptedAndIgnored,
  ]);
  const currency = readCurrency(form);
  const automaticPaymentMethods = readAutomaticPaymentMethods(form);
  const params: CreatePaymentIntentParams = {
    amount: readAmount(form, currency),
    currency,
    customer: form.string('customer') ?? null,
    description: form.string('description') ?? null,
    metadata: form.metadata() ?? {},
    paymentMethod: form.string('payment_method') ?? null,
    ...readPaymentMethodTypes(form, automaticPaymentMethods),
    automaticPaymentMethods,
    setupFutureUsage: form.oneOf('setup_future_usage', setupFutureUsages) ?? null,
    captureMethod: form.oneOf('capture_method', ['automatic', 'automatic_async']) ?? 'automatic_async',
    receiptEmail: form.string('receipt_email') ?? null,
    statementDescriptor: form.string('statement_descriptor') ?? null,
    statementDescriptorSuffix: form.string('statement_descriptor_suffix') ?? null,
    confirm: form.boolean('confirm') ?? false,
    offSession: readOffSession(form),
    mandate: readMandateData(form),
    errorOnRequiresAction: form.boolean('error_on_requires_action') ?? false,
    verificationMethod: readVerificationMethod(form),
  };
  if (form.has('off_session') && !params.confirm) {
    throw invalidRequest('You can only pass `off_session` when `confirm` is true.', { param: 'off_session' });
  }
  return params;
}

export function readConfirmParams(form: StripeForm): ConfirmPaymentIntentParams {
  form.allowOnly([
    'payment_method',
    'setup_future_usage',
    'off_session',
    'receipt_email',
    'mandate_data',
    'error_on_requires_action',
    'client_secret',
    ...acceptedAndIgnored,
  ]);
  return {
    paymentMethod: form.string('payment_method'),
    setupFutureUsage: form.oneOf('setup_future_usage', setupFutureUsages),
    offSession: readOffSession(form),
    receiptEmail: form.string('receipt_email'),
    mandate: readMandateData(form),
    errorOnRequiresAction: form.boolean('error_on_requires_action') ?? false,
    verificationMethod: readVerificationMethod(form),
    clientSecret: form.string('client_secret'),
  };
}

export function readCancelParams(form: StripeForm): CancellationReason | null {
  form.allowOnly(['cancellation_reason', 'expand']);
  return form.oneOf('cancellation_reason', cancellationReasons) ?? null;
}
