import type { Request, RequestHandler, Response } from 'express';
import type { PayoutActivityKind, PayoutProvider } from './payout-activity.js';
import type { PayoutActivityLog } from './payout-activity-log.js';

export interface RecordedRequest {
  reference: string | null;
  msisdn: string | null;
  amount: string | null;
  currency: string | null;
  outcome: string;
}

/** What a provider's handler (or error handler) leaves for the log to say about the answer. */
export function noteOutcome(res: Response, outcome: string): void {
  res.locals['payoutOutcome'] = outcome;
}

export function outcomeOf(res: Response): string | undefined {
  return res.locals['payoutOutcome'] as string | undefined;
}

/**
 * Logs the request once it has been answered, refused ones included, with the HTTP status
 * the sandbox gave. Put it first on the route, before authentication.
 */
export function recordPayoutRequests(
  log: PayoutActivityLog,
  provider: PayoutProvider,
  kind: PayoutActivityKind,
  describe: (req: Request, res: Response) => RecordedRequest,
): RequestHandler {
  return (req, res, next) => {
    res.on('finish', () => {
      log.record({ provider, kind, httpStatus: res.statusCode, callback: null, ...describe(req, res) });
    });
    next();
  };
}
