import express, { type Request } from 'express';
import { z } from 'zod';
import { describeIssues } from '../../http/describe-issues.js';
import type { PayoutActivityLog } from '../../payouts/payout-activity-log.js';
import { noteOutcome, outcomeOf, recordPayoutRequests } from '../../payouts/request-recorder.js';
import { invalidParameter, thunesError } from '../http/thunes-error.js';
import { requireThunesCredentials, thunesJsonBody } from '../http/thunes-http.js';
import { findPayer } from '../payers/payer-catalogue.js';
import type { FieldCombinations, ThunesPayer } from '../payers/thunes-payer.js';
import { ThunesIdSequence } from '../thunes-ids.js';
import { beneficiaryFields, entityResource, entitySchema, missingFields } from '../transactions/entity-fields.js';
import { accountExists, accountStatusOf, creditPartyKey } from '../transactions/transaction-test-values.js';
import { accountHolderOf } from './account-holder.js';

const creditPartySchema = z.object({
  credit_party_identifier: z.record(z.string(), z.string({ error: 'each credit party identifier must be a string' }), {
    error: 'credit_party_identifier is required',
  }),
  beneficiary: entitySchema('beneficiary', beneficiaryFields).optional(),
});

type CreditPartyRequest = z.infer<typeof creditPartySchema>;

const offers = (combinations: FieldCombinations) => combinations.some((fields) => fields.length > 0);

/** The payer named in the path, offering the method for the transaction type, and the checked body. */
function readRequest(req: Request, method: (payer: ThunesPayer) => FieldCombinations): { payer: ThunesPayer; body: CreditPartyRequest } {
  const id = String(req.params['id']);
  const payer = /^\d{1,15}$/.test(id) ? findPayer(Number(id)) : undefined;
  if (!payer) throw thunesError(404, 'resourceNotFound');
  if (req.params['transactionType'] !== 'C2C' || !offers(method(payer))) throw thunesError(400, 'methodNotSupported');
  const parsed = creditPartySchema.safeParse(req.body);
  if (!parsed.success) throw invalidParameter(describeIssues(parsed.error));
  const identifier = parsed.data.credit_party_identifier;
  const missing = missingFields(method(payer), identifier);
  if (missing) throw invalidParameter(`credit_party_identifier is missing ${missing.join(', ')}`);
  for (const [field, value] of Object.entries(identifier)) {
    const format = payer.identifierFormats[field];
    if (format && !format.pattern.test(value)) throw invalidParameter(`credit_party_identifier.${field} must be ${format.description}`);
  }
  return { payer, body: parsed.data };
}

/**
 * Thunes' Credit Parties calls, where the payer offers them (its `credit_party_information` and
 * `credit_party_verification` list identifiers; `[[]]` means not offered: 1007100):
 * `POST /v2/money-transfer/payers/{id}/{transaction_type}/credit-party-information` answers the
 * beneficiary the account belongs to (1005001 when there is no such account);
 * `.../credit-party-verification` answers `{ id, account_status }`.
 */
export function creditPartiesRouter(activity: PayoutActivityLog): express.Router {
  const router = express.Router();
  const verificationIds = new ThunesIdSequence(5_300_000_000);
  const base = '/v2/money-transfer/payers/:id/:transactionType';

  const record = recordPayoutRequests(activity, 'thunes', 'verification', (req, res) => {
    const identifier = (req.body as { credit_party_identifier?: unknown } | undefined)?.credit_party_identifier;
    return {
      reference: null,
      msisdn: identifier && typeof identifier === 'object' ? creditPartyKey(identifier as Record<string, string>) || null : null,
      amount: null,
      currency: null,
      outcome: outcomeOf(res) ?? `HTTP ${res.statusCode}`,
    };
  });

  router.post(`${base}/credit-party-information`, record, requireThunesCredentials, ...thunesJsonBody(), (req, res) => {
    const { payer, body } = readRequest(req, (candidate) => candidate.creditPartyInformation);
    const identifier = body.credit_party_identifier;
    if (!accountExists(creditPartyKey(identifier))) throw thunesError(400, 'accountInvalid');
    const holder = accountHolderOf(payer, identifier);
    noteOutcome(res, `information: ${holder.firstname} ${holder.lastname}`);
    res.json(entityResource(beneficiaryFields, holder));
  });

  router.post(`${base}/credit-party-verification`, record, requireThunesCredentials, ...thunesJsonBody(), (req, res) => {
    const { payer, body } = readRequest(req, (candidate) => candidate.creditPartyVerification.identifiers);
    const beneficiary = body.beneficiary ?? {};
    const required = payer.creditPartyVerification.requiredReceivingEntityFields;
    const missing = offers(required) ? missingFields(required, beneficiary) : null;
    if (missing) throw invalidParameter(`beneficiary is missing ${missing.join(', ')} (the payer matches names)`);
    const named = Boolean(beneficiary['firstname'] || beneficiary['lastname']);
    const accountStatus = accountStatusOf(creditPartyKey(body.credit_party_identifier), named);
    noteOutcome(res, `verification: ${accountStatus}`);
    res.json({ id: verificationIds.next(), account_status: accountStatus });
  });

  return router;
}
