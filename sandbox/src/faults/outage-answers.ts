import { randomBytes } from 'node:crypto';
import type { Response } from 'express';
import { DarajaError, sendDarajaError } from '../daraja/http/daraja-error.js';
import { momoError, sendMomoError } from '../mtn-momo/http/momo-error.js';
import { sendThunesError, thunesError } from '../thunes/http/thunes-error.js';
import type { OutageProvider } from './outage-providers.js';
import type { OutageStatus } from './provider-outages.js';

// What each provider answers when it is down, in its own error body:
// - Daraja's gateway: `{ requestId, errorCode, errorMessage }`, the code starting with the HTTP
//   status: 500.003.1001 "Internal Server Error" (the code the Transaction Status page lists) and
//   503.001.01 "Service Unavailable" (the gateway's unavailability code as integrators report it;
//   Daraja's pages list no 503).
// - MoMo's wallet platform: `{ code, message }` with INTERNAL_PROCESSING_ERROR (500) or
//   SERVICE_UNAVAILABLE (503), both in the ErrorReason enumeration of MoMo's OpenAPI documents.
// - Thunes: `{ errors: [{ code, message }] }` with 1009001 "Unexpected error, please contact our
//   support team"; its reference names no code for unavailability, so the 503 carries the same.
// - Stripe: `{ error: { type: "api_error", message } }` ("API errors cover any other type of
//   problem, e.g. a temporary problem with Stripe's servers"), with a Request-Id as every answer.
const answers: Record<OutageProvider, (res: Response, status: OutageStatus) => void> = {
  daraja: (res, status) =>
    sendDarajaError(
      res,
      status === 503
        ? new DarajaError(503, '503.001.01', 'Service Unavailable')
        : new DarajaError(500, '500.003.1001', 'Internal Server Error'),
    ),
  'mtn-momo': (res, status) =>
    sendMomoError(
      res,
      status === 503
        ? momoError(503, 'SERVICE_UNAVAILABLE', 'The service is unavailable. Try again later.')
        : momoError(500, 'INTERNAL_PROCESSING_ERROR', 'An internal error occurred while processing.'),
    ),
  thunes: (res, status) => sendThunesError(res, thunesError(status, 'unexpected')),
  stripe: (res, status) => {
    res.setHeader('Request-Id', `req_${randomBytes(7).toString('hex')}`);
    res.status(status).json({
      error: {
        type: 'api_error',
        message:
          status === 503
            ? 'Stripe is temporarily unavailable. Please try again later.'
            : 'An error occurred with our connection to Stripe. Please try again later.',
      },
    });
  },
};

/** Answers the request as the provider does when it is down. */
export function sendOutageAnswer(res: Response, provider: OutageProvider, status: OutageStatus): void {
  answers[provider](res, status);
}
