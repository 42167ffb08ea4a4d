import type { Request, Response } from 'express';
import type { z } from 'zod';
import { describeIssues } from './describe-issues.js';

/**
 * The JSON body of a call to the sandbox's own API, checked against its schema. On bad input
 * the 400 `{ error }` is sent and undefined returned.
 */
export function readJsonBody<T>(req: Request, res: Response, schema: z.ZodType<T>, what: string): T | undefined {
  if (!req.is('application/json')) {
    res.status(400).json({ error: `send ${what} as a JSON body with Content-Type: application/json` });
    return undefined;
  }
  const parsed = schema.safeParse(req.body);
  if (!parsed.success) {
    res.status(400).json({ error: describeIssues(parsed.error) });
    return undefined;
  }
  return parsed.data;
}
