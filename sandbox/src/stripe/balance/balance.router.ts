import express from 'express';
import type { Request } from 'express';
import { invalidRequest } from '../http/stripe-error.js';
import { StripeForm } from '../http/stripe-form.js';
import { paginationParams, stripeListPage } from '../http/stripe-list.js';
import { balanceTransactionTypes, type BalanceTransactionObject } from './balance-transaction.js';
import type { StripeBalance } from './stripe-balance.js';

/** `created[gte]=…&created[lte]=…` (or `created=…`, one instant): Stripe's range filter on a timestamp. */
function createdFilter(form: StripeForm): (created: number) => boolean {
  if (!form.has('created')) return () => true;
  const range = form.object('created');
  if (!range) {
    const at = form.integer('created');
    return (created) => created === at;
  }
  range.allowOnly(['gt', 'gte', 'lt', 'lte']);
  const [gt, gte, lt, lte] = (['gt', 'gte', 'lt', 'lte'] as const).map((name) => range.integer(name));
  return (created) =>
    (gt === undefined || created > gt) && (gte === undefined || created >= gte) && (lt === undefined || created < lt) && (lte === undefined || created <= lte);
}

/** The query string with `name[key]=value` pairs (as stripe-node sends `created[gte]`) nested under `name`. */
function nestedQuery(req: Request): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(req.query)) {
    const match = /^([a-z_]+)\[([a-z_0-9]*)\]$/.exec(name);
    if (!match) {
      query[name] = value;
      continue;
    }
    const nested = (query[match[1]!] ??= {}) as Record<string, unknown>;
    nested[match[2] || String(Object.keys(nested).length)] = value;
  }
  return query;
}

/** The query as a Stripe form, less `expand`. */
const listForm = (req: Request) => StripeForm.of(Object.fromEntries(Object.entries(nestedQuery(req)).filter(([name]) => name !== 'expand')));

/** `expand[]=data.source` (a list) or `expand[]=source` (one): the source objects, not their ids. */
function expandsSource(req: Request, prefix: string): boolean {
  const raw = nestedQuery(req)['expand'];
  const asked = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw) : raw ? [raw] : [];
  return asked.includes(`${prefix}source`);
}

/**
 * GET /v1/balance_transactions (Stripe's list: `created`, `payout`, `type`, `source`,
 * `currency`, and its pagination; newest first), GET /v1/balance_transactions/:id, GET
 * /v1/payouts (`status`, `created`) and GET /v1/payouts/:id. `expand[]=data.source` (or
 * `source` on one) answers the source objects (charge, refund, dispute, payout) in place of their ids.
 */
export function balanceRouter(balance: StripeBalance): express.Router {
  const router = express.Router();
  const withSource = (txn: BalanceTransactionObject, expand: boolean) => (expand ? { ...txn, source: balance.sourceObject(txn.source) ?? txn.source } : txn);

  router.get('/balance_transactions', (req, res) => {
    const form = listForm(req);
    form.allowOnly(['created', 'payout', 'type', 'source', 'currency', ...paginationParams]);
    const inRange = createdFilter(form);
    const payout = form.string('payout');
    const type = form.string('type');
    if (type !== undefined && !(balanceTransactionTypes as readonly string[]).includes(type)) {
      throw invalidRequest(`Invalid type: must be one of ${balanceTransactionTypes.join(', ')}`, { param: 'type' });
    }
    if (payout) balance.payouts.require(payout, 'payout');
    const source = form.string('source');
    const currency = form.string('currency');
    const transactions = balance.transactions
      .newestFirst()
      .filter(
        (txn) =>
          inRange(txn.created) &&
          (!payout || balance.payoutOf(txn.id) === payout) &&
          (!type || txn.type === type) &&
          (!source || txn.source === source) &&
          (!currency || txn.currency === currency),
      );
    const page = stripeListPage(transactions, form, '/v1/balance_transactions', (id, param) => balance.transactions.require(id, param));
    const expand = expandsSource(req, 'data.');
    res.json({ ...page, data: page.data.map((txn) => withSource(txn, expand)) });
  });

  router.get('/balance_transactions/:id', (req, res) => {
    listForm(req).allowOnly([]);
    res.json(withSource(balance.transactions.require(req.params['id']!, 'id'), expandsSource(req, '')));
  });

  router.get('/payouts', (req, res) => {
    const form = listForm(req);
    form.allowOnly(['created', 'status', ...paginationParams]);
    const inRange = createdFilter(form);
    const status = form.oneOf('status', ['pending', 'paid', 'failed', 'canceled'] as const);
    const payouts = balance.payouts.newestFirst().filter((payout) => inRange(payout.created) && (!status || payout.status === status));
    res.json(stripeListPage(payouts, form, '/v1/payouts', (id, param) => balance.payouts.require(id, param)));
  });

  router.get('/payouts/:id', (req, res) => {
    listForm(req).allowOnly([]);
    res.json(balance.payouts.require(req.params['id']!, 'payout'));
  });

  return router;
}
