import type { Response } from 'express';
import { z } from 'zod';
import { describeIssues } from '../../http/describe-issues.js';
import { invalidParameter, thunesError } from './thunes-error.js';

const pageQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a whole number' }).int('page must be a whole number').min(1, 'page starts at 1').default(1),
  per_page: z.coerce
    .number({ error: 'per_page must be a whole number' })
    .int('per_page must be a whole number')
    .min(1, 'per_page must be at least 1')
    .max(100, 'per_page must be at most 100')
    .default(50),
});

/**
 * One page of a list, as Thunes' "Pagination" section describes it: `page` (from 1) and
 * `per_page` (default 50, at most 100) in the query, the totals in `X-Total`, `X-Total-Pages`,
 * `X-Per-Page`, `X-Page` and, when there is one, `X-Next-Page` / `X-Prev-Page`. A page past the
 * last answers 1003009.
 */
export function sendPage<T>(res: Response, query: unknown, items: readonly T[]): void {
  const parsed = pageQuerySchema.safeParse(query);
  if (!parsed.success) throw invalidParameter(describeIssues(parsed.error));
  const { page, per_page: perPage } = parsed.data;
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  if (page > totalPages) throw thunesError(400, 'pageOutOfRange');
  res.set({
    'X-Total': String(items.length),
    'X-Total-Pages': String(totalPages),
    'X-Per-Page': String(perPage),
    'X-Page': String(page),
    ...(page < totalPages ? { 'X-Next-Page': String(page + 1) } : {}),
    ...(page > 1 ? { 'X-Prev-Page': String(page - 1) } : {}),
  });
  res.json(items.slice((page - 1) * perPage, page * perPage));
}
