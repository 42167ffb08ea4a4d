import express from 'express';
import type { PayoutActivityLog } from '../../payouts/payout-activity-log.js';
import { noteOutcome, outcomeOf, recordPayoutRequests } from '../../payouts/request-recorder.js';
import { requireThunesCredentials, thunesJsonBody } from '../http/thunes-http.js';
import { thunesError } from '../http/thunes-error.js';
import { destinationText, quotationResource, type Quotation } from './quotation.js';
import { parseQuotationRequest } from './quotation-request.js';
import type { Quotations } from './quotations.js';

const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

/** `POST /v2/money-transfer/quotations` (201 and the Quotation) and `GET .../quotations/{id | ext-external_id}`. */
export function quotationsRouter(quotations: Quotations, activity: PayoutActivityLog): express.Router {
  const router = express.Router();

  router.post(
    '/v2/money-transfer/quotations',
    recordPayoutRequests(activity, 'thunes', 'quotation', (req, res) => {
      const body = (req.body ?? {}) as { external_id?: unknown; destination?: { amount?: unknown; currency?: unknown } };
      const created = res.locals['quotation'] as Quotation | undefined;
      return {
        reference: textOf(body.external_id),
        msisdn: null,
        amount: created ? destinationText(created) : textOf(body.destination?.amount),
        currency: created?.payer.currency ?? textOf(body.destination?.currency),
        outcome: outcomeOf(res) ?? `HTTP ${res.statusCode}`,
      };
    }),
    requireThunesCredentials,
    ...thunesJsonBody(),
    (req, res) => {
      const quotation = quotations.create(parseQuotationRequest(req.body));
      res.locals['quotation'] = quotation;
      noteOutcome(res, `quotation ${quotation.id}`);
      res.status(201).json(quotationResource(quotation));
    },
  );

  router.get('/v2/money-transfer/quotations/:reference', requireThunesCredentials, (req, res) => {
    const quotation = quotations.find(String(req.params['reference']));
    if (!quotation) throw thunesError(404, 'quotationNotFound');
    res.json(quotationResource(quotation));
  });

  return router;
}
