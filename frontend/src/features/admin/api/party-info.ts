/**
 * Sender and recipient details of a transfer as the admin lists receive them (spec section 3):
 * camelCase or snake_case, an object or a JSON string, possibly encoded twice or more.
 */
export type PartyInfo = {
  firstName: string;
  lastName: string;
  phone?: string;
  email?: string;
};

/** `missing`: nothing was recorded ("N/A"); `unparseable`: something was, but not readable ("Parse Error"). */
export type ParsedPartyInfo = PartyInfo | 'missing' | 'unparseable';

/** How many JSON layers are peeled off a string before giving up. */
const MAX_DECODE_DEPTH = 5;

const FIRST_NAME_KEYS = ['firstName', 'first_name', 'firstname', 'FirstName', 'givenName', 'given_name'];
const LAST_NAME_KEYS = ['lastName', 'last_name', 'lastname', 'LastName', 'familyName', 'family_name', 'surname'];
const FULL_NAME_KEYS = ['name', 'fullName', 'full_name', 'fullname'];
const PHONE_KEYS = ['phone', 'phoneNumber', 'phone_number', 'phonenumber', 'mobile'];
const EMAIL_KEYS = ['email', 'emailAddress', 'email_address'];

export function parsePartyInfo(value: unknown): ParsedPartyInfo {
  let current = value;
  for (let depth = 0; typeof current === 'string'; depth += 1) {
    const text = current.trim();
    if (text === '' || text === 'null' || text === '""') return 'missing';
    if (depth === MAX_DECODE_DEPTH) return 'unparseable';
    try {
      current = JSON.parse(text) as unknown;
    } catch {
      return 'unparseable';
    }
  }
  if (current === null || current === undefined) return 'missing';
  if (typeof current !== 'object' || Array.isArray(current)) return 'unparseable';
  return fromObject(current as Record<string, unknown>);
}

function fromObject(record: Record<string, unknown>): ParsedPartyInfo {
  if (Object.keys(record).length === 0) return 'missing';

  let firstName = pick(record, FIRST_NAME_KEYS);
  let lastName = pick(record, LAST_NAME_KEYS);
  if (firstName === undefined && lastName === undefined) {
    const fullName = pick(record, FULL_NAME_KEYS);
    if (fullName !== undefined) {
      const [first = '', ...rest] = fullName.split(/\s+/);
      firstName = first;
      lastName = rest.join(' ');
    }
  }
  if (firstName === undefined && lastName === undefined) return 'unparseable';

  const info: PartyInfo = { firstName: firstName ?? '', lastName: lastName ?? '' };
  const phone = pick(record, PHONE_KEYS);
  const email = pick(record, EMAIL_KEYS);
  if (phone !== undefined) info.phone = phone;
  if (email !== undefined) info.email = email;
  return info;
}

/** The first of `keys` holding a non-empty string (numbers, such as a phone, are read as text). */
function pick(record: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

export const MISSING_TEXT = 'N/A';
export const PARSE_ERROR_TEXT = 'Parse Error';

/** "Wanjiru Kamau", or "N/A" / "Parse Error" (spec section 8). */
export function partyName(info: ParsedPartyInfo): string {
  if (info === 'missing') return MISSING_TEXT;
  if (info === 'unparseable') return PARSE_ERROR_TEXT;
  return `${info.firstName} ${info.lastName}`.trim() || MISSING_TEXT;
}
