import { UnsupportedCardError, UnverifiedPaymentMethodError } from './payment-method.errors.js';

/**
 * Whether the sender proved a bank account is theirs: `verified` (a card, an account linked
 * through the bank, or micro-deposits confirmed), `pending` (micro-deposits sent, awaiting the
 * sender), `failed` (they can no longer be confirmed), `unverified` (typed before verification
 * existed). Only a verified method is debited.
 */
export type VerificationStatus = 'verified' | 'pending' | 'failed' | 'unverified';

/** What the provider's micro-deposits ask the sender for: a statement descriptor code or two amounts. */
export type MicrodepositType = 'descriptor_code' | 'amounts';

export const PAYMENT_METHOD_TYPES = ['card', 'bank_account'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

export const ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The card brands the product takes. */
export const ACCEPTED_CARD_BRANDS = ['visa', 'mastercard'] as const;
export type CardBrand = (typeof ACCEPTED_CARD_BRANDS)[number];

const BRAND_LABEL: Record<CardBrand, string> = { visa: 'Visa', mastercard: 'Mastercard' };
const ACCOUNT_TYPE_LABEL: Record<AccountType, string> = { checking: 'Checking', savings: 'Savings' };

/** A card as the card provider describes the tokenized payment method. */
export interface CardDetails {
  brand: string;
  lastFour: string;
  fingerprint: string;
  providerPaymentMethodId: string;
}

/** A bank account: only its last four digits and the provider's fingerprint, never its number. */
export interface BankAccountDetails {
  bankName: string;
  accountType: AccountType;
  lastFour: string;
  fingerprint: string;
  providerPaymentMethodId: string;
}

/** The linked account a bank method came from: its id at the bank-linking provider and the sealed access token. */
export interface BankLinkReference {
  tellerAccountId: string;
  /** Sealed (AES-GCM) by the caller; the domain never sees the token in clear. */
  sealedAccessToken: string;
}

/**
 * A card or bank account a sender saved to pay with. Unique per sender by the provider's
 * fingerprint; exactly one of a sender's methods is the default while any exist.
 */
export class PaymentMethod {
  id!: number;
  userId: number;
  type: PaymentMethodType;
  name: string;
  lastFour: string;
  bankName: string | null = null;
  accountType: AccountType | null = null;
  cardBrand: CardBrand | null = null;
  stripePaymentMethodId: string;
  fingerprint: string;
  isDefault = false;
  /** Set when the account was linked through the bank-linking provider. */
  tellerAccountId: string | null = null;
  sealedTellerAccessToken: string | null = null;
  verification: VerificationStatus = 'verified';
  /** The provider's SetupIntent that sent the micro-deposits, while they are being confirmed. */
  setupIntentId: string | null = null;
  microdepositType: MicrodepositType | null = null;
  createdAt: Date;

  /** Use `PaymentMethod.card` or `PaymentMethod.bankAccount`; public only for the ORM. */
  constructor(
    userId: number,
    type: PaymentMethodType,
    name: string,
    lastFour: string,
    stripePaymentMethodId: string,
    fingerprint: string,
    at: Date,
  ) {
    this.userId = userId;
    this.type = type;
    this.name = name;
    this.lastFour = lastFour;
    this.stripePaymentMethodId = stripePaymentMethodId;
    this.fingerprint = fingerprint;
    this.createdAt = at;
  }

  /** Only Visa and Mastercard are taken (400 otherwise). Named e.g. "Visa •••• 4242". */
  static card(userId: number, details: CardDetails, at: Date): PaymentMethod {
    const brand = acceptedCardBrand(details.brand);
    const method = new PaymentMethod(
      userId,
      'card',
      `${BRAND_LABEL[brand]} •••• ${details.lastFour}`,
      details.lastFour,
      details.providerPaymentMethodId,
      details.fingerprint,
      at,
    );
    method.cardBrand = brand;
    return method;
  }

  /** Named e.g. "Chase Checking •••• 1234". */
  static bankAccount(userId: number, details: BankAccountDetails, at: Date, link: BankLinkReference | null = null): PaymentMethod {
    const method = new PaymentMethod(
      userId,
      'bank_account',
      `${details.bankName} ${ACCOUNT_TYPE_LABEL[details.accountType]} •••• ${details.lastFour}`,
      details.lastFour,
      details.providerPaymentMethodId,
      details.fingerprint,
      at,
    );
    method.bankName = details.bankName;
    method.accountType = details.accountType;
    if (link) {
      method.tellerAccountId = link.tellerAccountId;
      method.sealedTellerAccessToken = link.sealedAccessToken;
    }
    return method;
  }
}

export interface MicrodepositVerification {
  setupIntentId: string;
  microdepositType: MicrodepositType;
}

/** Micro-deposits went to a typed account: it waits for the sender to confirm them. */
export function awaitingMicrodeposits(method: PaymentMethod, verification: MicrodepositVerification): PaymentMethod {
  method.verification = 'pending';
  method.setupIntentId = verification.setupIntentId;
  method.microdepositType = verification.microdepositType;
  return method;
}

/** Refuses (409) to debit a bank account its owner has not proved is theirs. */
export function assertDebitable(method: PaymentMethod): void {
  if (method.verification !== 'verified') throw new UnverifiedPaymentMethodError(method.verification);
}

/** The kind of transfer a saved method pays for: a bank account is an ACH debit (5%), a card 9%. */
export function paymentRail(type: PaymentMethodType): 'card' | 'ach' {
  return type === 'card' ? 'card' : 'ach';
}

/** A provider's account subtype as one of ours; anything but savings debits as checking. */
export function accountTypeOf(subtype: string): AccountType {
  return subtype.toLowerCase() === 'savings' ? 'savings' : 'checking';
}

/** The brand of a card the product takes (a card to charge or to save); 400 PAYMENT_METHOD.UNSUPPORTED_CARD otherwise. */
export function acceptedCardBrand(brand: string): CardBrand {
  const lower = brand.toLowerCase();
  if (!isAcceptedBrand(lower)) throw new UnsupportedCardError();
  return lower;
}

export function isAcceptedBrand(brand: string): brand is CardBrand {
  return (ACCEPTED_CARD_BRANDS as readonly string[]).includes(brand);
}

/** A US ABA routing number: 9 digits, weights 3-7-1 summing to a multiple of 10. */
export function isValidRoutingNumber(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...routingNumber].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return sum % 10 === 0;
}
