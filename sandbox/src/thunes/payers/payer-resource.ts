import type { FieldCombinations, ThunesPayer } from './thunes-payer.js';

const copy = (combinations: FieldCombinations) => combinations.map((fields) => [...fields]);

/** The payer as transactions and quotations embed it: who pays, in what, through which service. */
export function payerSummary(payer: ThunesPayer) {
  return {
    id: payer.id,
    name: payer.name,
    precision: payer.precision,
    increment: Number(payer.increment),
    currency: payer.currency,
    country_iso_code: payer.countryIsoCode,
    service: { ...payer.service },
  };
}

/**
 * The Payer object of `GET /v2/money-transfer/payers`: limits and required fields per
 * transaction type (the sandbox offers C2C only). The limits are strings, as the integrations of
 * the real API we found read them; `required_documents` is empty (`[[]]`): none required.
 */
export function payerResource(payer: ThunesPayer) {
  return {
    ...payerSummary(payer),
    transaction_types: {
      C2C: {
        minimum_transaction_amount: payer.minimumAmount,
        maximum_transaction_amount: payer.maximumAmount,
        credit_party_identifiers_accepted: copy(payer.creditPartyIdentifiersAccepted),
        required_sending_entity_fields: copy(payer.requiredSendingEntityFields),
        required_receiving_entity_fields: copy(payer.requiredReceivingEntityFields),
        required_documents: [[]],
        purpose_of_remittance_values_accepted: [...payer.purposeOfRemittanceValuesAccepted],
        credit_party_information: { credit_party_identifiers_accepted: copy(payer.creditPartyInformation) },
        credit_party_verification: {
          credit_party_identifiers_accepted: copy(payer.creditPartyVerification.identifiers),
          required_receiving_entity_fields: copy(payer.creditPartyVerification.requiredReceivingEntityFields),
        },
      },
    },
  };
}
