import type { Response } from 'express';
import { noteOutcome } from '../../payouts/request-recorder.js';

/**
 * Thunes' error codes and messages, from the API reference's "Errors" section (the v1 and v2
 * references list the same seven-digit codes). Every refusal answers
 * `{ errors: [{ code, message }] }` with the HTTP status the reference gives: 400 for a bad
 * request, 401 for credentials, 404 for an unknown resource.
 */
export const thunesErrorCodes = {
  unauthorized: { code: '1000401', message: 'Unauthorized' },
  resourceNotFound: { code: '1000404', message: 'Resource not found' },
  invalidParameter: { code: '1000999', message: 'Invalid parameter' },
  sourceCountryNotAuthorized: { code: '1000998', message: 'Source country not authorized' },
  payerInactive: { code: '1003001', message: 'Payer is inactive in your account' },
  invalidPayer: { code: '1003002', message: 'Invalid payer' },
  destinationAmountInvalid: { code: '1003008', message: 'Destination amount is invalid' },
  pageOutOfRange: { code: '1003009', message: 'Parameter page is outside of the page range' },
  destinationCurrencyNotProvided: { code: '1003010', message: 'Destination currency not provided by payer' },
  belowMinimum: { code: '1003011', message: 'Transaction amount below minimum of the selected payer' },
  overMaximum: { code: '1003012', message: 'Transaction amount over maximum of the selected payer' },
  accountInvalid: { code: '1005001', message: 'Account is invalid' },
  externalIdUsed: { code: '1007001', message: 'External ID has already been used' },
  alreadyConfirmed: { code: '1007002', message: 'Transaction has already been confirmed' },
  cannotConfirm: { code: '1007003', message: 'Transaction can not be confirmed' },
  quotationExpiredAtConfirm: { code: '1007004', message: 'Transaction can no longer be confirmed, quotation has expired' },
  cannotCancel: { code: '1007014', message: 'Transaction can not be cancelled' },
  methodNotSupported: { code: '1007100', message: 'Method is not supported by this payer' },
  quotationNotFound: { code: '1008002', message: 'Quotation not found' },
  quotationExpired: { code: '1008003', message: 'Quotation has expired' },
  transactionNotFound: { code: '1008004', message: 'Transaction not found' },
  unexpected: { code: '1009001', message: 'Unexpected error, please contact our support team' },
} as const;

export type ThunesErrorName = keyof typeof thunesErrorCodes;

export class ThunesError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A refusal with Thunes' code and message. `detail` (what exactly is wrong) is the sandbox's
 * addition after the documented message, so a person can act on it; adapters should key on `code`.
 */
export function thunesError(status: number, name: ThunesErrorName, detail?: string): ThunesError {
  const { code, message } = thunesErrorCodes[name];
  return new ThunesError(status, code, detail ? `${message}: ${detail}` : message);
}

export const invalidParameter = (detail: string) => thunesError(400, 'invalidParameter', detail);

export function sendThunesError(res: Response, error: ThunesError): void {
  noteOutcome(res, `${error.status} ${error.code}`);
  res.status(error.status).json({ errors: [{ code: error.code, message: error.message }] });
}
