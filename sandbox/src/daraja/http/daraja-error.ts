import type { Response } from 'express';
import { noteOutcome } from '../../payouts/request-recorder.js';
import { newDarajaRequestId } from '../daraja-ids.js';

/**
 * A synchronous refusal as Daraja's API gateway answers it: `{ requestId, errorCode, errorMessage }`,
 * where the code starts with the HTTP status (400.002.02, 404.001.03, 500.002.1001, ...).
 */
export class DarajaError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly errorMessage: string,
  ) {
    super(errorMessage);
  }
}

export function sendDarajaError(res: Response, error: DarajaError): void {
  noteOutcome(res, `${error.errorCode} ${error.errorMessage}`);
  res.status(error.status).json({
    requestId: newDarajaRequestId(),
    errorCode: error.errorCode,
    errorMessage: error.errorMessage,
  });
}
