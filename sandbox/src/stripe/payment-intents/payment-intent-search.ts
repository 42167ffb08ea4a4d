import { invalidRequest } from '../http/stripe-error.js';
import type { StripeForm } from '../http/stripe-form.js';
import { parseSearchQuery, SearchQueryError, type SearchClause, type SearchQuery } from '../search/search-query.js';
import type { StripeObjectStore } from '../stripe-object-store.js';
import type { PaymentIntentObject } from './payment-intent.js';

/** Stripe's `search_result` list. */
export interface SearchResult<T> {
  object: 'search_result';
  data: T[];
  has_more: boolean;
  next_page: string | null;
  url: string;
}

export interface SearchParams {
  query: SearchQuery;
  limit: number;
  /** The id the previous page ended with, from `page`. */
  after: string | null;
}

const searchUrl = '/v1/payment_intents/search';
const docs = 'See https://docs.stripe.com/search#search-query-language.';

/** The query fields Stripe documents for PaymentIntents, by kind. */
const stringFields: Record<string, (intent: PaymentIntentObject) => string | null> = {
  currency: (intent) => intent.currency,
  customer: (intent) => intent.customer,
  status: (intent) => intent.status,
};
const numberFields: Record<string, (intent: PaymentIntentObject) => number> = {
  amount: (intent) => intent.amount,
  created: (intent) => intent.created,
};
const fieldNames = ['amount', 'created', 'currency', 'customer', 'metadata', 'status'];

function invalidQuery(problem: string) {
  return invalidRequest(`Invalid query: ${problem}. ${docs}`, { param: 'query' });
}

/** Refuses what the query language allows but PaymentIntent fields do not take. */
function checkClause(clause: SearchClause): void {
  const { field, operator, value } = clause;
  if (!fieldNames.includes(field)) {
    throw invalidQuery(`${field} is not a query field for payment intents (fields: ${fieldNames.join(', ')})`);
  }
  if ((field === 'metadata') !== (clause.key !== undefined)) {
    throw invalidQuery(field === 'metadata' ? "metadata needs a key, as in metadata['key']:'value'" : `${field} takes no [key]`);
  }
  if (operator === '~') throw invalidQuery(`${field} does not support substring matching (~)`);
  if (field in numberFields) {
    if (value.kind !== 'number' && !(value.kind === 'string' && /^-?\d+$/.test(value.text))) {
      throw invalidQuery(`${field} takes a number`);
    }
    return;
  }
  if (operator !== ':') throw invalidQuery(`${field} takes : only (${operator} is for numeric fields)`);
  if (value.kind === 'number') throw invalidQuery(`string values must be quoted: ${field}:'${value.number}'`);
  if (value.kind === 'null' && field !== 'metadata' && field !== 'customer') throw invalidQuery(`${field} cannot be null`);
}

function compare(actual: number, operator: SearchClause['operator'], expected: number): boolean {
  switch (operator) {
    case '>':
      return actual > expected;
    case '<':
      return actual < expected;
    case '>=':
      return actual >= expected;
    case '<=':
      return actual <= expected;
    default:
      return actual === expected;
  }
}

/** Exact matches on strings ignore case, as Stripe's do. */
function matchesClause(intent: PaymentIntentObject, clause: SearchClause): boolean {
  const { field, value } = clause;
  let matched: boolean;
  if (field in numberFields) {
    const expected = value.kind === 'number' ? value.number : Number(value.kind === 'string' ? value.text : NaN);
    matched = compare(numberFields[field]!(intent), clause.operator, expected);
  } else {
    const actual = field === 'metadata' ? (intent.metadata[clause.key!] ?? null) : stringFields[field]!(intent);
    matched =
      value.kind === 'null'
        ? actual === null
        : actual !== null && value.kind === 'string' && actual.toLowerCase() === value.text.toLowerCase();
  }
  return clause.negated ? !matched : matched;
}

export function matchesQuery(intent: PaymentIntentObject, query: SearchQuery): boolean {
  return query.combinator === 'AND'
    ? query.clauses.every((clause) => matchesClause(intent, clause))
    : query.clauses.some((clause) => matchesClause(intent, clause));
}

function pageToken(afterId: string): string {
  return Buffer.from(JSON.stringify({ after: afterId })).toString('base64url');
}

function readPageToken(token: string): string {
  try {
    const decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { after?: unknown };
    if (typeof decoded.after === 'string') return decoded.after;
  } catch {
    // Falls through to the refusal.
  }
  throw invalidRequest('Invalid page: use the next_page value of a previous search result.', { param: 'page' });
}

/** `query` (required), `limit` (1-100, default 10) and `page` of GET /v1/payment_intents/search. */
export function readSearchParams(form: StripeForm): SearchParams {
  const text = form.requiredString('query');
  let query: SearchQuery;
  try {
    query = parseSearchQuery(text);
  } catch (error) {
    if (error instanceof SearchQueryError) throw invalidQuery(error.message);
    throw error;
  }
  query.clauses.forEach(checkClause);
  const limit = form.integer('limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest('Invalid limit: must be between 1 and 100', { param: 'limit' });
  const page = form.string('page');
  return { query, limit, after: page === undefined ? null : readPageToken(page) };
}

/** Newest first, `limit` at a time; the next page starts after the last id returned. */
export function searchPaymentIntents(
  store: StripeObjectStore<PaymentIntentObject>,
  { query, limit, after }: SearchParams,
): SearchResult<PaymentIntentObject> {
  const matching = store.newestFirst().filter((intent) => matchesQuery(intent, query));
  let start = 0;
  if (after !== null) {
    const index = matching.findIndex((intent) => intent.id === after);
    if (index === -1) {
      throw invalidRequest('Invalid page: it does not belong to this query, or its objects are gone.', { param: 'page' });
    }
    start = index + 1;
  }
  const data = matching.slice(start, start + limit);
  const hasMore = start + limit < matching.length;
  return {
    object: 'search_result',
    data,
    has_more: hasMore,
    next_page: hasMore ? pageToken(data.at(-1)!.id) : null,
    url: searchUrl,
  };
}
