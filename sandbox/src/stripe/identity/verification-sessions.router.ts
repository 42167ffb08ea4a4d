import express, { type Request, type Response } from 'express';
import { requestOrigin } from '../../http/request-origin.js';
import type { EventRequest } from '../events/stripe-event.js';
import { StripeForm } from '../http/stripe-form.js';
import { paginationParams, stripeListPage } from '../http/stripe-list.js';
import { stripeRequestIdOf } from '../http/stripe-response-headers.js';
import { readCreateVerificationSessionParams, readExpand } from './verification-session-params.js';
import type { VerificationSessions } from './verification-sessions.js';

function eventRequest(req: Request, res: Response): EventRequest {
  return { id: stripeRequestIdOf(res), idempotency_key: req.get('Idempotency-Key') ?? null };
}

const statuses = ['requires_input', 'processing', 'verified', 'canceled'] as const;

/**
 * A GET's query as a Stripe form, its `expand` apart: the query string arrives with flat keys
 * (`expand[0]=verified_outputs`, `expand[]=...`, or nested when the parser nests them).
 */
function readQuery(req: Request): { form: StripeForm; expand: string[] } {
  const rest: Record<string, unknown> = {};
  const expand: string[] = [];
  for (const [name, value] of Object.entries(req.query)) {
    if (/^expand(\[\d*\])?$/.test(name)) {
      const values = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? Object.values(value) : [value];
      expand.push(...values.filter((item): item is string => typeof item === 'string'));
    } else rest[name] = value;
  }
  return { form: StripeForm.of(rest), expand };
}

/**
 * Stripe Identity at /v1/identity/verification_sessions (secret key): create, list, retrieve
 * (`expand[]=verified_outputs`, `verified_outputs.id_number`) and cancel.
 */
export function verificationSessionsRouter(sessions: VerificationSessions): express.Router {
  const router = express.Router();
  const path = '/identity/verification_sessions';

  router.post(path, (req, res) => {
    const form = StripeForm.of(req.body);
    const params = readCreateVerificationSessionParams(form);
    const stored = sessions.create(params, eventRequest(req, res), requestOrigin(req));
    res.json(sessions.view(stored, readExpand(form)));
  });

  router.get(path, (req, res) => {
    const { form } = readQuery(req);
    form.allowOnly(['client_reference_id', 'status', 'created', ...paginationParams]);
    const reference = form.string('client_reference_id');
    const status = form.oneOf('status', statuses);
    const matching = sessions
      .newestFirst()
      .filter((stored) => (reference === undefined || stored.object.client_reference_id === reference) && (status === undefined || stored.object.status === status))
      .map((stored) => stored.object);
    res.json(stripeListPage(matching, form, `/v1${path}`, (id) => void sessions.require(id)));
  });

  router.get(`${path}/:id`, (req, res) => {
    const { form, expand } = readQuery(req);
    form.allowOnly([]);
    res.json(sessions.view(sessions.require(req.params['id']!), expand));
  });

  router.post(`${path}/:id/cancel`, (req, res) => {
    const form = StripeForm.of(req.body);
    form.allowOnly(['expand']);
    res.json(sessions.view(sessions.cancel(req.params['id']!, eventRequest(req, res)), readExpand(form)));
  });

  return router;
}
