import type { Country } from '../../shared/domain/country.js';
import type { DeliveryMethod, PayoutDestination } from '../../shared/domain/delivery-method.js';
import { RECIPIENT_LANGUAGE_BY_COUNTRY, type Language } from '../../shared/domain/language.js';

export interface RecipientDetails {
  /** Trimmed, non-empty. */
  firstName: string;
  lastName: string;
  /** E.164, a number of `country`. */
  phone: string;
  country: Country;
  /** How they are paid: a method offered in `country`, with the bank account where it needs one. */
  destination: PayoutDestination;
  /** The language of their SMS; absent: their country's (`RECIPIENT_LANGUAGE_BY_COUNTRY`) for a new recipient, unchanged for a saved one. */
  language?: Language;
}

/**
 * Someone a sender sends money to, saved in their address book. Unique per sender by
 * country and phone; ordered by how recently the sender last sent to them.
 */
export class Recipient {
  id!: number;
  userId: number;
  firstName: string;
  lastName: string;
  phone: string;
  country: Country;
  deliveryMethod: DeliveryMethod;
  /** For a bank account: the aggregator's id of the bank, its name, and the account number. */
  bankId: string | null = null;
  bankName: string | null = null;
  accountNumber: string | null = null;
  /** The language their SMS (the money arrived, ready for pickup) are written in. */
  language: Language;
  lastUsed: Date | null = null;
  createdAt: Date;
  updatedAt: Date;

  /** Use `Recipient.add` or `Recipient.addOnFirstUse`; public only for the ORM. */
  constructor(userId: number, details: RecipientDetails, at: Date) {
    this.userId = userId;
    this.firstName = details.firstName;
    this.lastName = details.lastName;
    this.phone = details.phone;
    this.country = details.country;
    this.deliveryMethod = details.destination.method;
    this.payTo(details.destination);
    this.language = details.language ?? RECIPIENT_LANGUAGE_BY_COUNTRY[details.country];
    this.createdAt = at;
    this.updatedAt = at;
  }

  destination(): PayoutDestination {
    return { method: this.deliveryMethod, bankId: this.bankId, bankName: this.bankName, accountNumber: this.accountNumber };
  }

  private payTo(destination: PayoutDestination): void {
    this.deliveryMethod = destination.method;
    this.bankId = destination.bankId;
    this.bankName = destination.bankName;
    this.accountNumber = destination.accountNumber;
  }

  /** Saved by hand from the recipients screen: not sent to yet. */
  static add(userId: number, details: RecipientDetails, at: Date): Recipient {
    return new Recipient(userId, details, at);
  }

  /** Saved by the sender's first transfer to them: used once, at that moment. */
  static addOnFirstUse(userId: number, details: RecipientDetails, at: Date): Recipient {
    const recipient = new Recipient(userId, details, at);
    recipient.lastUsed = at;
    return recipient;
  }

  /** The sender corrected the recipient's name, number, country or how they are paid. */
  updateDetails(details: RecipientDetails, at: Date): void {
    this.firstName = details.firstName;
    this.lastName = details.lastName;
    this.phone = details.phone;
    // Moved to another country without a language chosen: that country's.
    this.language = details.language ?? (details.country === this.country ? this.language : RECIPIENT_LANGUAGE_BY_COUNTRY[details.country]);
    this.country = details.country;
    this.payTo(details.destination);
    this.updatedAt = at;
  }

  /** A transfer went to them under these names and this way of payment: the address book keeps what was used last. */
  updateFromTransfer(details: RecipientDetails, at: Date): void {
    const same = details.firstName === this.firstName && details.lastName === this.lastName && this.isPaidBy(details.destination);
    if (same) return;
    this.firstName = details.firstName;
    this.lastName = details.lastName;
    this.payTo(details.destination);
    this.updatedAt = at;
  }

  /** Whether the money would go the same way: the same method, bank and account. */
  isPaidBy(destination: PayoutDestination): boolean {
    const current = this.destination();
    return current.method === destination.method && current.bankId === destination.bankId && current.accountNumber === destination.accountNumber;
  }

  /** Another transfer went to this recipient (how many were paid is counted from the transfers themselves). */
  recordUse(at: Date): void {
    if (!this.lastUsed || at.getTime() > this.lastUsed.getTime()) this.lastUsed = at;
    this.updatedAt = at;
  }

  /** Whether this is the recipient saved under that country and (E.164) phone. */
  isReachedAt(country: Country, phone: string): boolean {
    return this.country === country && this.phone === phone;
  }
}
