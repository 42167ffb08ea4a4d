import { randomBytes } from 'node:crypto';
import type { VerifyWithMicrodepositsAction } from '../microdeposits/microdeposit-verification.js';
import type { VerificationMethod } from '../microdeposits/verification-method.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method.js';
import { newStripeId, unixSeconds } from '../stripe-ids.js';

export type SetupIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'canceled'
  | 'succeeded';

export interface LastSetupError {
  code: string;
  doc_url: string;
  message: string;
  payment_method?: PaymentMethodObject;
  type: 'card_error' | 'invalid_request_error';
}

/** Stripe's SetupIntent object (`seti_...`), with the members stripe-node types as always present. */
export interface SetupIntentObject {
  id: string;
  object: 'setup_intent';
  allowed_payment_method_types: string[] | null;
  application: null;
  automatic_payment_methods: null;
  cancellation_reason: string | null;
  client_secret: string;
  created: number;
  customer: string | null;
  description: string | null;
  excluded_payment_method_types: null;
  flow_directions: null;
  last_setup_error: LastSetupError | null;
  latest_attempt: null;
  livemode: false;
  /** The sandbox keeps no Mandate objects. */
  mandate: null;
  metadata: Record<string, string>;
  next_action: VerifyWithMicrodepositsAction | null;
  on_behalf_of: null;
  payment_method: string | null;
  payment_method_configuration_details: null;
  payment_method_options: Record<string, unknown>;
  payment_method_types: string[];
  single_use_mandate: null;
  status: SetupIntentStatus;
  usage: 'off_session' | 'on_session';
}

export interface NewSetupIntent {
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  paymentMethod: string | null;
  paymentMethodTypes: string[];
  allowedPaymentMethodTypes: string[] | null;
  usage: 'off_session' | 'on_session';
  verificationMethod: VerificationMethod;
}

export function newSetupIntent(fields: NewSetupIntent, now: Date): SetupIntentObject {
  const id = newStripeId('seti');
  return {
    id,
    object: 'setup_intent',
    allowed_payment_method_types: fields.allowedPaymentMethodTypes,
    application: null,
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: `${id}_secret_${randomBytes(18).toString('base64url')}`,
    created: unixSeconds(now),
    customer: fields.customer,
    description: fields.description,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: fields.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: fields.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: {
      us_bank_account: { mandate_options: {}, verification_method: fields.verificationMethod },
    },
    payment_method_types: fields.paymentMethodTypes,
    single_use_mandate: null,
    status: fields.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    usage: fields.usage,
  };
}
