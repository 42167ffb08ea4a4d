import type { Language } from '../../shared/domain/language.js';

/** Who sends (from their account: `senderOf`) and who receives, kept with the transfer as sent. */
export interface SenderInfo {
  firstName: string;
  lastName: string;
  /** The account's verified email and phone (E.164); null when it has none verified. */
  email: string | null;
  phone: string | null;
}

export interface RecipientInfo {
  firstName: string;
  lastName: string;
  /** E.164, for the destination country. */
  phone: string;
  /** For a bank account: the aggregator's id of the bank, its name, and the account number (absent on older transfers). */
  bankId?: string | null;
  bankName?: string | null;
  accountNumber?: string | null;
  /**
   * The name the payout partner holds for the account (MTN's registered name) when it was
   * checked before paying, whether it is the typed name (order, case and accents aside), and,
   * when it is not, whether the sender confirmed that person as their recipient (issue #29).
   */
  registeredName?: string | null;
  registeredNameMatches?: boolean;
  registeredNameConfirmed?: boolean;
  /** The language of their SMS, the saved recipient's when the transfer was made (absent on older transfers: their country's). */
  language?: Language;
}
