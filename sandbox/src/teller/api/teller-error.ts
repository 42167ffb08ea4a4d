import type { Response } from 'express';

/** Teller's error body: `{ error: { code, message } }` with the HTTP status saying what kind. */
export function sendTellerError(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ error: { code, message } });
}
