/** The 50 states, DC and the inhabited territories, by USPS code: where a US residential address may be. */
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME',
  'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI',
  'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'AS', 'GU', 'MP', 'PR', 'VI',
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

/** A US residential address (no P.O. box: a Customer Identification Program needs where the person lives). */
export interface UsAddress {
  line1: string;
  line2: string | null;
  city: string;
  state: UsStateCode;
  /** 5 digits, or ZIP+4 (`12345-6789`). */
  postalCode: string;
}

const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box)\b/i;

/** Whether a street line names a post office box rather than a residence. */
export function isPoBox(line: string): boolean {
  return PO_BOX.test(line);
}

export function isUsStateCode(value: string): value is UsStateCode {
  return (US_STATE_CODES as readonly string[]).includes(value);
}
