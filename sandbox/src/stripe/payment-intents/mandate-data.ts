import { invalidRequest } from '../http/stripe-error.js';
import type { StripeForm } from '../http/stripe-form.js';

/** How the customer accepted the debit mandate: `mandate_data[customer_acceptance]`. */
export type CustomerAcceptance =
  | { type: 'online'; online: { ip_address: string; user_agent: string } }
  | { type: 'offline' };

/**
 * `mandate_data[customer_acceptance][type]=online` with `[online][ip_address]` and
 * `[online][user_agent]` (what a server confirming an ACH debit sends), or `type=offline`.
 * Absent: null. Only its shape is checked; the sandbox keeps no Mandate object.
 */
export function readMandateData(form: StripeForm): CustomerAcceptance | null {
  const mandate = form.object('mandate_data');
  if (!mandate) return null;
  mandate.allowOnly(['customer_acceptance']);
  const acceptance = mandate.object('customer_acceptance');
  if (!acceptance) {
    throw invalidRequest('Missing required param: mandate_data[customer_acceptance].', {
      param: 'mandate_data[customer_acceptance]',
      code: 'parameter_missing',
    });
  }
  acceptance.allowOnly(['type', 'online', 'offline', 'accepted_at']);
  acceptance.integer('accepted_at');
  const type = acceptance.oneOf('type', ['online', 'offline']);
  if (type === undefined) {
    throw invalidRequest('Missing required param: mandate_data[customer_acceptance][type].', {
      param: acceptance.param('type'),
      code: 'parameter_missing',
    });
  }
  if (type === 'offline') {
    acceptance.object('offline')?.allowOnly([]);
    return { type };
  }
  const online = acceptance.object('online');
  if (!online) {
    throw invalidRequest('Missing required param: mandate_data[customer_acceptance][online].', {
      param: acceptance.param('online'),
      code: 'parameter_missing',
    });
  }
  online.allowOnly(['ip_address', 'user_agent']);
  return {
    type,
    online: { ip_address: online.requiredString('ip_address'), user_agent: online.requiredString('user_agent') },
  };
}
