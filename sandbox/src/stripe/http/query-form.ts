import type { Request } from 'express';
import { StripeForm } from './stripe-form.js';

/** The query string of a GET as a Stripe form, less `expand` (accepted and ignored: ids are never expanded). */
export function queryForm(req: Request): StripeForm {
  const query = Object.fromEntries(Object.entries(req.query).filter(([name]) => !name.startsWith('expand')));
  return StripeForm.of(query);
}
