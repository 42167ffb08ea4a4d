/** Who sends and who receives, as the sender typed them (kept with the transfer as sent). */
export interface SenderInfo {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
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
}
