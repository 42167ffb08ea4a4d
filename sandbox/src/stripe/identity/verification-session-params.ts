import { invalidRequest } from '../http/stripe-error.js';
import type { StripeForm } from '../http/stripe-form.js';
import type { DocumentOptions, NewVerificationSession } from './verification-session.js';

const documentTypes = ['driving_license', 'id_card', 'passport'] as const;

/**
 * POST /v1/identity/verification_sessions: `type` (`document` or `id_number`; the sandbox has no
 * Dashboard verification flows), `client_reference_id`, `metadata[...]`,
 * `options[document][allowed_types][]|require_id_number|require_live_capture|require_matching_selfie`,
 * `provided_details[email|phone]`, `related_customer`, `return_url` and `expand[]`.
 */
export function readCreateVerificationSessionParams(form: StripeForm): NewVerificationSession {
  form.allowOnly(['type', 'client_reference_id', 'metadata', 'options', 'provided_details', 'related_customer', 'return_url', 'expand', 'verification_flow']);
  if (form.has('verification_flow')) {
    throw invalidRequest('The provider sandbox has no verification flows from the Dashboard: give `type` (document or id_number).', { param: 'verification_flow' });
  }
  const type = form.oneOf('type', ['document', 'id_number']);
  if (!type) throw invalidRequest('Missing required param: type.', { param: 'type', code: 'parameter_missing' });
  return {
    type,
    clientReferenceId: form.string('client_reference_id') ?? null,
    metadata: form.metadata() ?? {},
    documentOptions: readDocumentOptions(form, type),
    providedDetails: readProvidedDetails(form),
    relatedCustomer: form.string('related_customer') ?? null,
  };
}

function readDocumentOptions(form: StripeForm, type: 'document' | 'id_number'): DocumentOptions | null {
  const options = form.object('options');
  if (!options) return null;
  options.allowOnly(['document']);
  const document = options.object('document');
  if (!document) return null;
  if (type !== 'document') {
    throw invalidRequest('options[document] applies to a session of type document only.', { param: 'options[document]' });
  }
  document.allowOnly(['allowed_types', 'require_id_number', 'require_live_capture', 'require_matching_selfie']);
  const allowed = document.stringArray('allowed_types');
  const unknown = allowed?.find((value) => !(documentTypes as readonly string[]).includes(value));
  if (unknown) throw invalidRequest(`Invalid options[document][allowed_types]: must be one of ${documentTypes.join(', ')}`, { param: 'options[document][allowed_types]' });
  const read: DocumentOptions = {};
  if (allowed) read.allowed_types = allowed;
  for (const name of ['require_id_number', 'require_live_capture', 'require_matching_selfie'] as const) {
    const value = document.boolean(name);
    if (value !== undefined) read[name] = value;
  }
  return read;
}

function readProvidedDetails(form: StripeForm): { email?: string; phone?: string } | null {
  const details = form.object('provided_details');
  if (!details) return null;
  details.allowOnly(['email', 'phone']);
  const email = details.string('email');
  const phone = details.string('phone');
  return { ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
}

/** `expand[]` as given (stripe-node sends `expand[0]=...`). */
export function readExpand(form: StripeForm): string[] {
  return form.stringArray('expand') ?? [];
}
