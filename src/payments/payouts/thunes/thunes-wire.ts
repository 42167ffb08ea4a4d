import { z } from 'zod';

/**
 * What the adapter reads of Thunes Money Transfer API v2 answers and callbacks. Only the
 * fields the adapter uses are declared (zod drops the rest); each is read as loosely as the
 * API is known to vary: ids, statuses and amounts may come as JSON numbers or strings.
 */

/**
 * A Thunes id (quotation, transaction, payer, service): a 64-bit integer. The client reads
 * every `id` of an answer as its JSON source text, so numbers past 2^53 keep their digits.
 */
const thunesId = z.union([z.string().regex(/^\d{1,20}$/), z.number().int().nonnegative()]).transform(String);

/** A code Thunes writes as a string ("70000") or, in some callbacks, as a number. */
const codeText = z.union([z.string(), z.number()]).transform(String);

/** A decimal amount: a string ("10.00", as payer limits come) or a JSON number (0.01). */
export const wireDecimal = z.union([z.string(), z.number()]);
export type WireDecimal = z.infer<typeof wireDecimal>;

/** Lists of alternative field sets; any one set satisfies, `[[]]` means none (a method not offered). */
const fieldSets = z.array(z.array(z.string()));

const c2cTerms = z.object({
  minimum_transaction_amount: wireDecimal.nullish(),
  maximum_transaction_amount: wireDecimal.nullish(),
  credit_party_identifiers_accepted: fieldSets.nullish(),
  credit_party_information: z.object({ credit_party_identifiers_accepted: fieldSets.nullish() }).nullish(),
  credit_party_verification: z
    .object({
      credit_party_identifiers_accepted: fieldSets.nullish(),
      required_receiving_entity_fields: fieldSets.nullish(),
    })
    .nullish(),
});

/** A Payer of `GET /v2/money-transfer/payers`: who pays, in what, through which service, within which limits. */
export const thunesPayerSchema = z.object({
  id: thunesId,
  name: z.string(),
  precision: z.number().int().min(0).max(8).nullish(),
  increment: wireDecimal,
  currency: z.string(),
  country_iso_code: z.string(),
  service: z.object({ id: thunesId.nullish(), name: z.string() }),
  transaction_types: z.object({ C2C: c2cTerms.nullish() }).partial().nullish(),
});
export type ThunesPayer = z.infer<typeof thunesPayerSchema>;
export type ThunesC2cTerms = z.infer<typeof c2cTerms>;

export const thunesPayerPageSchema = z.array(thunesPayerSchema);

/** The Quotation object, as far as the adapter needs it: its id. */
export const thunesQuotationSchema = z.object({ id: thunesId, external_id: z.string().nullish() });

/** The answer of a credit-party verification. */
export const thunesVerificationSchema = z.object({ account_status: z.string().min(1) });

/** Credit-party information: the beneficiary the payer holds the account under. */
export const thunesCreditPartyInformationSchema = z.object({
  firstname: z.string().nullish(),
  lastname: z.string().nullish(),
  bank_account_holder_name: z.string().nullish(),
});

/** The Transaction object (create, confirm, status query answers and callback bodies). */
export const thunesTransactionSchema = z.object({
  id: thunesId,
  status: codeText,
  status_message: z.string().nullish(),
  status_class: codeText.nullish(),
  status_class_message: z.string().nullish(),
  external_id: z.string().nullish(),
  payer_transaction_reference: codeText.nullish(),
  payer_transaction_code: codeText.nullish(),
  /** Its price to us: the source amount sent for the destination amount, at the wholesale rate, and the fee beside it. */
  sent_amount: z.object({ currency: z.string(), amount: wireDecimal }).nullish(),
  fee: z.object({ currency: z.string(), amount: wireDecimal }).nullish(),
  wholesale_fx_rate: wireDecimal.nullish(),
});
export type ThunesTransaction = z.infer<typeof thunesTransactionSchema>;

/** What a callback must carry for the adapter to know whose payout it is. */
export const thunesCallbackSchema = z.object({ external_id: z.string().min(1) });

/** Every refusal: `{ errors: [{ code, message }] }`; the adapter keys on `code`. */
export const thunesErrorBodySchema = z.object({
  errors: z.array(z.object({ code: codeText, message: z.string().nullish() })).min(1),
});
