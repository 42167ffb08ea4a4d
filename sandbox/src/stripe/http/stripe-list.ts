import { invalidRequest } from './stripe-error.js';
import type { StripeForm } from './stripe-form.js';

/** Stripe's list answer (`GET /v1/refunds`, `/v1/disputes`...), which stripe-node pages through. */
export interface StripeList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

/** The pagination parameters of a list call, as the caller may give them. */
export const paginationParams = ['limit', 'starting_after', 'ending_before'] as const;

function readLimit(form: StripeForm): number {
  const limit = form.integer('limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest('This value must be between 1 and 100.', { param: 'limit' });
  return limit;
}

/**
 * One page of `objects` (already filtered, newest first) as Stripe pages lists: `limit` 1–100
 * (default 10); `starting_after` the objects after that id, `ending_before` those before it
 * (not both). A cursor must name an object that exists (`exists`), else Stripe's 404.
 */
export function stripeListPage<T extends { id: string }>(
  objects: T[],
  form: StripeForm,
  url: string,
  exists: (id: string, param: string) => void,
): StripeList<T> {
  const limit = readLimit(form);
  const startingAfter = form.string('starting_after');
  const endingBefore = form.string('ending_before');
  if (startingAfter && endingBefore) {
    throw invalidRequest('You may only specify one of these parameters: ending_before, starting_after.', {
      param: 'ending_before',
    });
  }
  if (endingBefore) {
    exists(endingBefore, 'ending_before');
    const end = objects.findIndex((object) => object.id === endingBefore);
    const before = end < 0 ? [] : objects.slice(0, end);
    const data = before.slice(Math.max(0, before.length - limit));
    return { object: 'list', data, has_more: before.length > data.length, url };
  }
  let rest = objects;
  if (startingAfter) {
    exists(startingAfter, 'starting_after');
    const start = objects.findIndex((object) => object.id === startingAfter);
    rest = start < 0 ? [] : objects.slice(start + 1);
  }
  return { object: 'list', data: rest.slice(0, limit), has_more: rest.length > limit, url };
}
