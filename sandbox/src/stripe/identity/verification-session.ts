import { randomBytes } from 'node:crypto';
import { newStripeId, unixSeconds } from '../stripe-ids.js';
import { verificationPageUrl } from './verification-page-path.js';

export type VerificationSessionStatus = 'requires_input' | 'processing' | 'verified' | 'canceled';
export type VerificationCheck = 'document' | 'id_number';

/** Stripe's `last_error` of a VerificationSession: why the user must give input again. */
export interface VerificationSessionError {
  code: string;
  reason: string;
}

export interface DocumentOptions {
  allowed_types?: string[];
  require_id_number?: boolean;
  require_live_capture?: boolean;
  require_matching_selfie?: boolean;
}

export interface VerifiedAddress {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}

/** `verified_outputs`, as Stripe shows it when expanded (the id number itself only with `verified_outputs.id_number`). */
export interface VerifiedOutputs {
  address: VerifiedAddress | null;
  dob: { day: number; month: number; year: number } | null;
  email: string | null;
  first_name: string | null;
  id_number?: string | null;
  id_number_type: 'us_ssn' | null;
  last_name: string | null;
  phone: string | null;
}

/** Stripe's VerificationSession object, as the secret key reads it (without the expandable `verified_outputs`). */
export interface VerificationSessionObject {
  id: string;
  object: 'identity.verification_session';
  client_reference_id: string | null;
  client_secret: string | null;
  created: number;
  last_error: VerificationSessionError | null;
  last_verification_report: string | null;
  livemode: false;
  metadata: Record<string, string>;
  options: { document?: DocumentOptions; id_number?: Record<string, never> } | null;
  provided_details: { email?: string; phone?: string } | null;
  redaction: null;
  related_customer: string | null;
  related_customer_account: null;
  status: VerificationSessionStatus;
  type: VerificationCheck;
  url: string | null;
}

/**
 * One session as the sandbox keeps it: Stripe's object, the user's verified data (shown only
 * when a caller expands `verified_outputs`), and the outcome a `processing` submission waits to
 * reach.
 */
export interface StoredVerificationSession {
  object: VerificationSessionObject;
  outputs: VerifiedOutputs | null;
  /** What a submission still processing will end in (`null`: verified). */
  pendingError: VerificationSessionError | null;
  pendingOutputs: VerifiedOutputs | null;
  /** Who answered last: the stand-in page, the test hook. */
  submittedBy: 'page' | 'hook' | null;
  /** The sandbox origin the session was created through: its `url` points there. */
  origin: string;
}

export interface NewVerificationSession {
  type: VerificationCheck;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  documentOptions: DocumentOptions | null;
  providedDetails: { email?: string; phone?: string } | null;
  relatedCustomer: string | null;
}

/** `vs_..._secret_test_...`: what Stripe.js's verifyIdentity takes; single use, renewed when the user must try again. */
export function newClientSecret(sessionId: string): string {
  return `${sessionId}_secret_test_${randomBytes(18).toString('base64url')}`;
}

export function newVerificationSession(params: NewVerificationSession, now: Date, origin: string): StoredVerificationSession {
  const id = newStripeId('vs');
  const secret = newClientSecret(id);
  return {
    object: {
      id,
      object: 'identity.verification_session',
      client_reference_id: params.clientReferenceId,
      client_secret: secret,
      created: unixSeconds(now),
      last_error: null,
      last_verification_report: null,
      livemode: false,
      metadata: params.metadata,
      options: params.type === 'document' ? { document: params.documentOptions ?? {} } : { id_number: {} },
      provided_details: params.providedDetails,
      redaction: null,
      related_customer: params.relatedCustomer,
      related_customer_account: null,
      status: 'requires_input',
      type: params.type,
      url: verificationPageUrl(origin, id, secret),
    },
    outputs: null,
    pendingError: null,
    pendingOutputs: null,
    submittedBy: null,
    origin,
  };
}
