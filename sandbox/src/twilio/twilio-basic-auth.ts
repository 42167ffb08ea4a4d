import type { NextFunction, Request, Response } from 'express';
import { readBasicCredentials } from '../shared/basic-credentials.js';
import { sendTwilioError } from './twilio-error.js';

/**
 * Any account SID and auth token pair is accepted, but, as on Twilio, the request must
 * carry them and the account in the path must be the authenticated one: an adapter that
 * forgot its credentials or built the wrong URL fails here, not first in production.
 */
export function requireTwilioAccount(req: Request, res: Response, next: NextFunction): void {
  const credentials = readBasicCredentials(req.headers.authorization);
  const accountSid = String(req.params['accountSid'] ?? '');
  if (!credentials || credentials.username !== accountSid) {
    res.setHeader('WWW-Authenticate', 'Basic realm="Twilio API"');
    const reason = credentials
      ? `the account SID in the URL (${accountSid}) is not the authenticated account`
      : 'HTTP Basic credentials (account SID and auth token) are required';
    sendTwilioError(res, 401, 20003, `Authenticate: ${reason}`);
    return;
  }
  next();
}
