import { DomainError } from '../shared/domain/domain-error.js';

/** A bank account as the bank-linking provider lists it (spec section 3, "Bank accounts"). */
export interface LinkedAccount {
  id: string;
  name: string;
  institution: { name: string };
  lastFour: string;
  type: string;
  subtype: string;
}

/** What a debit needs. Used for the one call and dropped: never stored, never logged. */
export interface LinkedAccountNumbers {
  accountNumber: string;
  routingNumber: string;
}

/**
 * The bank-linking provider (Teller): the accounts an access token from its Connect flow
 * can see, and one account's numbers for an ACH debit. Throws `BankLinkExpiredError` when
 * the token is refused, `LinkedAccountNotFoundError` for an account the token cannot see,
 * `BankLinkUnavailableError` when the provider could not be reached.
 */
export interface BankLink {
  accounts(accessToken: string): Promise<LinkedAccount[]>;
  account(accessToken: string, accountId: string): Promise<LinkedAccount>;
  accountNumbers(accessToken: string, accountId: string): Promise<LinkedAccountNumbers>;
}

export const BANK_LINK = Symbol('BANK_LINK');

export class BankLinkExpiredError extends DomainError {
  constructor() {
    super({
      code: 'BANK_LINK.EXPIRED',
      // Not 401: the sender's own session is fine; only the bank link must be renewed.
      kind: 'unprocessable',
      message: 'Your bank connection has expired. Please connect your bank account again.',
    });
  }
}

export class LinkedAccountNotFoundError extends DomainError {
  constructor() {
    super({ code: 'BANK_LINK.ACCOUNT_NOT_FOUND', kind: 'not_found', message: 'That bank account was not found. Please choose another.' });
  }
}

export class BankLinkUnavailableError extends DomainError {
  constructor() {
    super({
      code: 'BANK_LINK.UNAVAILABLE',
      kind: 'unavailable',
      message: 'We could not reach your bank right now. Nothing was charged; please try again in a moment.',
    });
  }
}
