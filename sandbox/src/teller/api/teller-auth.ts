import type { NextFunction, Request, Response } from 'express';
import type { EnrollmentStore } from '../enrollments/enrollment-store.js';
import type { TellerEnrollment } from '../enrollments/teller-enrollment.js';
import { sendTellerError } from './teller-error.js';

/** The access token is the HTTP Basic user name; the password is empty and ignored, as on Teller. */
function readAccessToken(header: string | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  const token = separator === -1 ? decoded : decoded.slice(0, separator);
  return token || null;
}

/**
 * As on Teller: no access token is 401, a token it does not know (never issued, or forgotten
 * past the store's capacity) is 403. The enrollment it opens is left in `res.locals.enrollment`.
 * Client certificates (mTLS on the real API) are not asked for.
 */
export function requireAccessToken(enrollments: EnrollmentStore) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const token = readAccessToken(req.headers.authorization);
    if (!token) {
      res.setHeader('WWW-Authenticate', 'Basic realm="Teller API"');
      sendTellerError(
        res,
        401,
        'unauthorized',
        'Missing access token: send it as the HTTP Basic user name with an empty password.',
      );
      return;
    }
    const enrollment = enrollments.findByToken(token);
    if (!enrollment) {
      sendTellerError(res, 403, 'forbidden', 'Invalid or revoked access token.');
      return;
    }
    res.locals['enrollment'] = enrollment;
    next();
  };
}

export function enrollmentOf(res: Response): TellerEnrollment {
  return res.locals['enrollment'] as TellerEnrollment;
}
