import type { Request } from 'express';

/** A field of an M-Pesa request body as text, whatever the body turned out to be (it may be invalid). */
export function bodyText(req: Request, field: string): string | null {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() || null : null;
}
