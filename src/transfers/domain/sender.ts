import type { DeliveryMethod } from '../../shared/domain/delivery-method.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import type { SenderInfo } from './party.js';

/** The signed-in account a transfer is sent from, as its session knows it. */
export interface SendingAccount {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
}

/**
 * Who sends, from the account and never from the request: the name, and the email and phone
 * the account verified (an unverified one is nobody's yet).
 */
export function senderOf(account: SendingAccount): SenderInfo {
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.isEmailVerified ? account.email : null,
    phone: account.isPhoneVerified ? account.phone : null,
  };
}

/**
 * The payout partner for these methods (Thunes: telebirr, bank accounts, cash pickup) needs
 * the sender's phone number with every transaction: a sender without a verified one adds it
 * on their profile first, before anything is created or charged.
 */
const NEEDS_SENDER_PHONE: ReadonlySet<DeliveryMethod> = new Set(['telebirr', 'bank_account', 'cash_pickup']);

export function assertSenderReachableFor(method: DeliveryMethod, sender: SenderInfo): void {
  if (NEEDS_SENDER_PHONE.has(method) && !sender.phone) throw new SenderPhoneRequiredError();
}

export class SenderPhoneRequiredError extends DomainError {
  constructor() {
    super({
      code: 'PROFILE.PHONE_REQUIRED',
      kind: 'unprocessable',
      field: 'sender.phone',
      message: 'Add and verify your phone number on your profile to send by this delivery method.',
    });
  }
}
