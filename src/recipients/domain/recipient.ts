import type { Country } from '../../shared/domain/country.js';

export interface RecipientDetails {
  /** Trimmed, non-empty. */
  firstName: string;
  lastName: string;
  /** E.164, a number of `country`. */
  phone: string;
  country: Country;
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
  lastUsed: Date | null = null;
  useCount = 1;
  createdAt: Date;
  updatedAt: Date;

  /** Use `Recipient.add` or `Recipient.addOnFirstUse`; public only for the ORM. */
  constructor(userId: number, details: RecipientDetails, at: Date) {
    this.userId = userId;
    this.firstName = details.firstName;
    this.lastName = details.lastName;
    this.phone = details.phone;
    this.country = details.country;
    this.createdAt = at;
    this.updatedAt = at;
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

  /** The sender corrected the recipient's name, number or country. */
  updateDetails(details: RecipientDetails, at: Date): void {
    this.firstName = details.firstName;
    this.lastName = details.lastName;
    this.phone = details.phone;
    this.country = details.country;
    this.updatedAt = at;
  }

  rename(firstName: string, lastName: string, at: Date): void {
    if (firstName === this.firstName && lastName === this.lastName) return;
    this.firstName = firstName;
    this.lastName = lastName;
    this.updatedAt = at;
  }

  /** Another transfer went to this recipient. */
  recordUse(at: Date): void {
    this.useCount += 1;
    if (!this.lastUsed || at.getTime() > this.lastUsed.getTime()) this.lastUsed = at;
    this.updatedAt = at;
  }

  /** Whether this is the recipient saved under that country and (E.164) phone. */
  isReachedAt(country: Country, phone: string): boolean {
    return this.country === country && this.phone === phone;
  }
}
