import express from 'express';
import { z } from 'zod';
import { describeIssues } from '../../http/describe-issues.js';
import { sendPage } from '../http/pagination.js';
import { invalidParameter, thunesError } from '../http/thunes-error.js';
import { requireThunesCredentials } from '../http/thunes-http.js';
import { findPayer, payerCatalogue } from './payer-catalogue.js';
import { payerResource } from './payer-resource.js';
import { thunesServices } from './thunes-payer.js';

const countryIsoCode = z
  .string({ error: 'give country_iso_code at most once' })
  .regex(/^[A-Z]{3}$/, 'country_iso_code must be an ISO 3166-1 alpha-3 code, e.g. ETH')
  .optional();

const payerFilterSchema = z.object({
  country_iso_code: countryIsoCode,
  service_id: z.coerce.number({ error: 'service_id must be a whole number' }).int('service_id must be a whole number').positive().optional(),
  currency: z.string({ error: 'give currency at most once' }).regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code, e.g. ETB').optional(),
});

function parseFilter<T>(schema: z.ZodType<T>, query: unknown): T {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw invalidParameter(describeIssues(parsed.error));
  return parsed.data;
}

/**
 * Thunes' Connectivity and Discovery calls: `GET /ping`, `GET /v2/money-transfer/services`,
 * `GET /v2/money-transfer/payers` (filters `country_iso_code`, `service_id`, `currency`; paginated)
 * and `GET /v2/money-transfer/payers/{id}`.
 */
export function discoveryRouter(): express.Router {
  const router = express.Router();

  router.get('/ping', requireThunesCredentials, (_req, res) => {
    res.json({ status: 'up' });
  });

  router.get('/v2/money-transfer/services', requireThunesCredentials, (req, res) => {
    const { country_iso_code: country } = parseFilter(z.object({ country_iso_code: countryIsoCode }), req.query);
    const offered = thunesServices.filter(
      (service) => !country || payerCatalogue.some((payer) => payer.service.id === service.id && payer.countryIsoCode === country),
    );
    sendPage(res, req.query, offered.map((service) => ({ ...service })));
  });

  router.get('/v2/money-transfer/payers', requireThunesCredentials, (req, res) => {
    const filter = parseFilter(payerFilterSchema, req.query);
    const payers = payerCatalogue
      .filter((payer) => !filter.country_iso_code || payer.countryIsoCode === filter.country_iso_code)
      .filter((payer) => !filter.service_id || payer.service.id === filter.service_id)
      .filter((payer) => !filter.currency || payer.currency === filter.currency);
    sendPage(res, req.query, payers.map(payerResource));
  });

  router.get('/v2/money-transfer/payers/:id', requireThunesCredentials, (req, res) => {
    const id = String(req.params['id']);
    const payer = /^\d{1,15}$/.test(id) ? findPayer(Number(id)) : undefined;
    if (!payer) throw thunesError(404, 'resourceNotFound');
    res.json(payerResource(payer));
  });

  return router;
}
