import type { Response } from 'express';

/** Twilio's REST error body, which its SDKs turn into a RestException with `code` and `status`. */
export function sendTwilioError(res: Response, status: number, code: number, message: string): void {
  res.status(status).json({
    code,
    message,
    more_info: `https://www.twilio.com/docs/errors/${code}`,
    status,
  });
}
