import { invalidParameter } from '../http/thunes-error.js';
import type { FieldCombinations, ThunesPayer } from '../payers/thunes-payer.js';
import { missingFields } from './entity-fields.js';
import type { TransactionRequest } from './transaction-request.js';

function requireFields(name: string, combinations: FieldCombinations, given: Readonly<Record<string, unknown>>): void {
  const missing = missingFields(combinations, given);
  if (!missing) return;
  const others = combinations.length > 1 ? ' (or another of the field sets the payer lists)' : '';
  throw invalidParameter(`${name} is missing ${missing.join(', ')}${others}`);
}

/**
 * What the payer's `transaction_types.C2C` asks of a transaction: one of its credit party
 * identifier sets (well formed, no other identifiers), one of its sender and beneficiary field
 * sets, and a purpose of remittance it accepts. Refused with 1000999, naming what is wrong.
 */
export function checkPayerRequirements(payer: ThunesPayer, request: TransactionRequest): void {
  const identifier = request.credit_party_identifier;
  const accepted = new Set(payer.creditPartyIdentifiersAccepted.flat());
  const foreign = Object.keys(identifier).filter((field) => !accepted.has(field));
  if (foreign.length > 0) {
    throw invalidParameter(`${payer.name} does not accept credit_party_identifier.${foreign.join(', ')}`);
  }
  requireFields('credit_party_identifier', payer.creditPartyIdentifiersAccepted, identifier);
  for (const [field, value] of Object.entries(identifier)) {
    const format = payer.identifierFormats[field];
    if (format && !format.pattern.test(value)) {
      throw invalidParameter(`credit_party_identifier.${field} must be ${format.description}`);
    }
  }
  const swift = identifier['swift_bic_code'];
  if (swift && payer.swiftBicCode && !payer.swiftBicCode.startsWith(swift.slice(0, 8))) {
    throw invalidParameter(`credit_party_identifier.swift_bic_code ${swift} is not ${payer.name}'s (${payer.swiftBicCode})`);
  }

  requireFields('sender', payer.requiredSendingEntityFields, request.sender);
  requireFields('beneficiary', payer.requiredReceivingEntityFields, request.beneficiary);

  if (!payer.purposeOfRemittanceValuesAccepted.includes(request.purpose_of_remittance)) {
    throw invalidParameter(
      `purpose_of_remittance must be one of ${payer.purposeOfRemittanceValuesAccepted.join(', ')}`,
    );
  }
}
