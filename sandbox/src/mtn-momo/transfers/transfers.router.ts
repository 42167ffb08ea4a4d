import express from 'express';
import type { PayoutActivityLog } from '../../payouts/payout-activity-log.js';
import { noteOutcome, outcomeOf, recordPayoutRequests } from '../../payouts/request-recorder.js';
import type { ExpiringTokens } from '../../shared/expiring-tokens.js';
import { momoError } from '../http/momo-error.js';
import {
  badRequest,
  momoJsonBody,
  requireMomoToken,
  requireSubscriptionKey,
  requireTargetEnvironment,
} from '../http/momo-http.js';
import { momoCurrency } from '../mtn-momo-credentials.js';
import { transferResource } from './momo-transfer.js';
import type { MomoTransfers } from './momo-transfers.js';
import { parseTransferRequest } from './transfer-request.js';
import { transferTestBehaviour } from './transfer-test-numbers.js';

// MoMo documents X-Reference-Id as a UUID version 4 and refuses anything else with 400.
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const alreadyExists = momoError(409, 'RESOURCE_ALREADY_EXIST', 'Duplicated reference id. Creation of resource failed.');
const notFound = momoError(404, 'RESOURCE_NOT_FOUND', 'Requested resource was not found.');
const internalProcessingError = momoError(500, 'INTERNAL_PROCESSING_ERROR', 'An internal error occurred while processing.');

function callbackUrlOf(header: string | undefined): string | null {
  if (!header) return null;
  try {
    const url = new URL(header);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
  } catch {
    // refused below
  }
  throw momoError(400, 'INVALID_CALLBACK_URL_HOST', 'Callback URL with this host is not allowed.');
}

/** `POST /v1_0/transfer` (202, nothing in the body) and `GET /v1_0/transfer/{referenceId}`, under /disbursement. */
export function transfersRouter(transfers: MomoTransfers, tokens: ExpiringTokens, activity: PayoutActivityLog): express.Router {
  const router = express.Router();
  const authenticated = [requireSubscriptionKey, requireMomoToken(tokens), requireTargetEnvironment];

  router.post(
    '/v1_0/transfer',
    recordPayoutRequests(activity, 'mtn-momo', 'payout', (req, res) => {
      const body = (req.body ?? {}) as { amount?: unknown; currency?: unknown; payee?: { partyId?: unknown } };
      return {
        reference: req.get('X-Reference-Id') ?? null,
        msisdn: typeof body.payee?.partyId === 'string' ? body.payee.partyId : null,
        amount: typeof body.amount === 'string' ? body.amount : null,
        currency: typeof body.currency === 'string' ? body.currency : null,
        outcome: outcomeOf(res) ?? `HTTP ${res.statusCode}`,
      };
    }),
    ...authenticated,
    ...momoJsonBody(),
    (req, res) => {
      const referenceId = req.get('X-Reference-Id');
      if (!referenceId || !uuidV4.test(referenceId)) throw badRequest('X-Reference-Id must be a UUID version 4.');
      const callbackUrl = callbackUrlOf(req.get('X-Callback-Url'));
      const parsed = parseTransferRequest(req.body);
      if (!parsed.ok) throw badRequest(parsed.message);
      if (parsed.request.currency !== momoCurrency) {
        throw momoError(400, 'INVALID_CURRENCY', `Currency not supported: this sandbox pays in ${momoCurrency}.`);
      }
      if (transfers.exists(referenceId)) throw alreadyExists;
      if (transferTestBehaviour(parsed.request.payee.partyId).kind === 'internal-error') throw internalProcessingError;
      transfers.create({
        referenceId,
        targetEnvironment: req.get('X-Target-Environment')!,
        callbackUrl,
        request: parsed.request,
      });
      noteOutcome(res, 'accepted');
      res.status(202).end();
    },
  );

  router.get(
    '/v1_0/transfer/:referenceId',
    recordPayoutRequests(activity, 'mtn-momo', 'status-query', (req, res) => {
      const transfer = transfers.find(String(req.params['referenceId']));
      return {
        reference: String(req.params['referenceId']),
        msisdn: transfer?.payee.partyId ?? null,
        amount: transfer?.amount ?? null,
        currency: transfer?.currency ?? null,
        outcome: outcomeOf(res) ?? `HTTP ${res.statusCode}`,
      };
    }),
    ...authenticated,
    (req, res) => {
      const transfer = transfers.find(String(req.params['referenceId']));
      // MoMo's own documentation reads a 404 here as "the transfer was not made": under a status
      // lag it only means "not created yet", which is why a partner must not take it as final at once.
      if (!transfer || !transfers.isVisible(transfer)) throw notFound;
      noteOutcome(res, transfer.reason ? `FAILED ${transfer.reason}` : transfer.status);
      res.json(transferResource(transfer));
    },
  );

  return router;
}
