import { randomBytes } from 'node:crypto';
import type { VerifyWithMicrodepositsAction } from '../microdeposits/microdeposit-verification.js';
import type { VerificationMethod } from '../microdeposits/verification-method.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method.js';
import { newStripeId, unixSeconds } from '../stripe-ids.js';

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export type SetupFutureUsage = 'on_session' | 'off_session';

export interface AutomaticPaymentMethods {
  allow_redirects?: 'always' | 'never';
  enabled: boolean;
}

export interface LastPaymentError {
  charge?: string;
  code: string;
  decline_code?: string;
  doc_url: string;
  message: string;
  payment_method?: PaymentMethodObject;
  /** `invalid_request_error` for a failed 3D Secure authentication, as on Stripe. */
  type: 'card_error' | 'invalid_request_error';
}

/**
 * What the browser must do before the payment can go on: for 3D Secure, Stripe.js's
 * `use_stripe_sdk` (whose contents Stripe documents as internal to Stripe.js). The sandbox's
 * Stripe.js opens the challenge for `source`; `stripe_js` is that challenge page's address.
 */
export interface UseStripeSdkAction {
  type: 'use_stripe_sdk';
  use_stripe_sdk: {
    type: 'three_d_secure_redirect';
    source: string;
    stripe_js: string;
  };
}

/** 3D Secure, or a bank account entered by number waiting for its microdeposits to be verified. */
export type NextAction = UseStripeSdkAction | VerifyWithMicrodepositsAction;

/** Stripe's PaymentIntent object, with the members stripe-node types as always present. */
export interface PaymentIntentObject {
  id: string;
  object: 'payment_intent';
  allowed_payment_method_types: string[] | null;
  amount: number;
  amount_capturable: number;
  amount_details: { tip: Record<string, never> };
  amount_received: number;
  application: null;
  application_fee_amount: null;
  automatic_payment_methods: AutomaticPaymentMethods | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic' | 'automatic_async';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  excluded_payment_method_types: string[] | null;
  last_payment_error: LastPaymentError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: NextAction | null;
  on_behalf_of: null;
  payment_method: string | null;
  payment_method_configuration_details: null;
  payment_method_options: Record<string, unknown>;
  payment_method_types: string[];
  processing: null;
  receipt_email: string | null;
  review: null;
  setup_future_usage: SetupFutureUsage | null;
  shipping: null;
  source: null;
  statement_descriptor: string | null;
  statement_descriptor_suffix: string | null;
  status: PaymentIntentStatus;
  transfer_data: null;
  transfer_group: null;
}

export interface NewPaymentIntent {
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  paymentMethod: string | null;
  /** What the intent takes (Stripe's `payment_method_types`), and the lists it was given, if any. */
  paymentMethodTypes: string[];
  allowedPaymentMethodTypes: string[] | null;
  excludedPaymentMethodTypes: string[] | null;
  automaticPaymentMethods: AutomaticPaymentMethods | null;
  setupFutureUsage: SetupFutureUsage | null;
  captureMethod: 'automatic' | 'automatic_async';
  receiptEmail: string | null;
  statementDescriptor: string | null;
  statementDescriptorSuffix: string | null;
  /** `payment_method_options[us_bank_account][verification_method]`, if given. */
  verificationMethod?: VerificationMethod;
}

const methodOptions: Record<string, unknown> = {
  card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
  us_bank_account: { mandate_options: {}, verification_method: 'automatic' },
};

export function newPaymentIntent(fields: NewPaymentIntent, now: Date): PaymentIntentObject {
  const id = newStripeId('pi');
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: fields.allowedPaymentMethodTypes,
    amount: fields.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: fields.automaticPaymentMethods,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: fields.captureMethod,
    client_secret: `${id}_secret_${randomBytes(12).toString('base64url')}`,
    confirmation_method: 'automatic',
    created: unixSeconds(now),
    currency: fields.currency,
    customer: fields.customer,
    description: fields.description,
    excluded_payment_method_types: fields.excludedPaymentMethodTypes,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: fields.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: fields.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: Object.fromEntries(
      fields.paymentMethodTypes.map((type) => [
        type,
        type === 'us_bank_account' && fields.verificationMethod
          ? { ...(methodOptions[type] as object), verification_method: fields.verificationMethod }
          : (methodOptions[type] ?? {}),
      ]),
    ),
    payment_method_types: fields.paymentMethodTypes,
    processing: null,
    receipt_email: fields.receiptEmail,
    review: null,
    setup_future_usage: fields.setupFutureUsage,
    shipping: null,
    source: null,
    statement_descriptor: fields.statementDescriptor,
    statement_descriptor_suffix: fields.statementDescriptorSuffix,
    status: fields.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
}
