import { DomainError } from '../../shared/domain/domain-error.js';
import type { Country } from '../../shared/domain/country.js';

const COUNTRY_NAME: Record<Country, string> = { eritrea: 'Eritrea', ethiopia: 'Ethiopia', uganda: 'Uganda', kenya: 'Kenya' };
const COUNTRY_ADJECTIVE: Record<Country, string> = { eritrea: 'Eritrean', ethiopia: 'Ethiopian', uganda: 'Ugandan', kenya: 'Kenyan' };

/** Unknown ids and other senders' ids alike: nothing tells them apart. */
export class RecipientNotFoundError extends DomainError {
  constructor() {
    super({ code: 'RECIPIENT.NOT_FOUND', kind: 'not_found', message: 'Recipient not found' });
  }
}

export class DuplicateRecipientError extends DomainError {
  constructor(country: Country) {
    super({
      code: 'RECIPIENT.DUPLICATE',
      kind: 'conflict',
      field: 'phone',
      message: `You already have a recipient with this phone number in ${COUNTRY_NAME[country]}.`,
    });
  }
}

/** The phone is not a number of the recipient's country (`field` names it in the request at hand). */
export class InvalidRecipientPhoneError extends DomainError {
  constructor(country: Country, field = 'phone') {
    super({
      code: 'RECIPIENT.INVALID_PHONE',
      kind: 'validation',
      field,
      message: `Enter a valid ${COUNTRY_ADJECTIVE[country]} phone number`,
    });
  }
}

export class RecipientIdMismatchError extends DomainError {
  constructor() {
    super({
      code: 'RECIPIENT.ID_MISMATCH',
      kind: 'validation',
      field: 'id',
      message: 'The recipient id in the request body does not match the one in the address.',
    });
  }
}

/**
 * A sender asked who holds too many new accounts, or too many senders asked about one account:
 * the registered-name checks are not a directory of who owns which number (issue #25).
 */
export class NameLookupsLimitedError extends DomainError {
  constructor(retryAfterSeconds: number) {
    const hours = Math.max(1, Math.ceil(retryAfterSeconds / 3600));
    super({
      code: 'RECIPIENT.NAME_LOOKUPS_LIMITED',
      kind: 'rate_limited',
      message: `We cannot check more new numbers for you now. Try again in ${hours === 1 ? 'an hour' : `${hours} hours`}, or send to one of your saved recipients.`,
      details: { retryAfterSeconds },
    });
  }
}
