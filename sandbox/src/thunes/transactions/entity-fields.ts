import { z } from 'zod';

// The Sender and Beneficiary objects of Thunes' reference, field by field.
const personFields = [
  'lastname',
  'lastname2',
  'middlename',
  'firstname',
  'nativename',
  'nationality_country_iso_code',
  'code',
  'date_of_birth',
  'country_of_birth_iso_code',
  'gender',
  'address',
  'postal_code',
  'city',
  'country_iso_code',
  'msisdn',
  'email',
  'id_type',
  'id_country_iso_code',
  'id_number',
  'id_delivery_date',
  'id_expiration_date',
  'occupation',
] as const;

export const senderFields = [
  ...personFields,
  'bank',
  'bank_account',
  'card',
  'province_state',
  'beneficiary_relationship',
  'source_of_funds',
] as const;

export const beneficiaryFields = [...personFields, 'bank_account_holder_name', 'province_state'] as const;

export type Entity = Readonly<Record<string, string | null | undefined>>;

function fieldRule(field: string) {
  const text = z.string({ error: `${field} must be a string` });
  if (field.endsWith('country_iso_code')) {
    return text.regex(/^[A-Z]{3}$/, `${field} must be an ISO 3166-1 alpha-3 code, e.g. USA`);
  }
  if (field === 'date_of_birth' || (field.startsWith('id_') && field.endsWith('_date'))) {
    return text.regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date, YYYY-MM-DD`);
  }
  if (field === 'gender') return z.enum(['MALE', 'FEMALE'], { error: 'gender must be MALE or FEMALE' });
  return text.max(255, `${field} must be at most 255 characters`);
}

/**
 * A sender or beneficiary: only the documented fields (a misspelt one, e.g. `first_name`, is
 * refused rather than ignored), each a string or null.
 */
export function entitySchema(name: string, fields: readonly string[]) {
  return z.strictObject(
    Object.fromEntries(fields.map((field) => [field, fieldRule(field).nullable().optional()])),
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `${name} has fields Thunes does not know: ${issue.keys.join(', ')}` : `${name} must be an object`) },
  );
}

/** Every documented field, null where not given: how the Transaction object shows an entity. */
export function entityResource(fields: readonly string[], entity: Entity) {
  return Object.fromEntries(fields.map((field) => [field, entity[field] ?? null]));
}

/** Null when one of the combinations is fully given; else what is missing from the preferred one. */
export function missingFields(combinations: readonly (readonly string[])[], entity: Readonly<Record<string, unknown>>): string[] | null {
  const given = (field: string) => typeof entity[field] === 'string' && (entity[field] as string).trim() !== '';
  if (combinations.some((fields) => fields.every(given))) return null;
  return combinations[0]!.filter((field) => !given(field));
}
