import type { Response } from 'express';
import { noteOutcome } from '../../payouts/request-recorder.js';

/**
 * A refusal as the MoMo Open API answers it. The wallet platform's errors are
 * `{ code, message }` (RESOURCE_ALREADY_EXIST, RESOURCE_NOT_FOUND, ...); the API gateway in front
 * of it (Azure API Management) answers authentication failures as `{ statusCode, message }`.
 */
export class MomoError extends Error {
  constructor(
    readonly status: number,
    readonly body: { code: string; message: string } | { statusCode: number; message: string } | { error: string },
  ) {
    super('message' in body ? body.message : body.error);
  }
}

export const momoError = (status: number, code: string, message: string) => new MomoError(status, { code, message });
export const gatewayError = (status: number, message: string) => new MomoError(status, { statusCode: status, message });

export function sendMomoError(res: Response, error: MomoError): void {
  const body = error.body;
  noteOutcome(res, 'code' in body ? `${error.status} ${body.code}` : `${error.status} ${error.message}`);
  res.status(error.status).json(body);
}
