import useSWR from 'swr';
import * as check from './response-check';
import { apiGet } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useCurrentUser } from './current-user';
import { m, useTranslateIfId, type MessageId } from '@/lib/i18n/messages';

export const PAYMENT_METHODS_KEY = '/api/payment-methods';

/**
 * Whether the sender proved a bank account is theirs: linked through the bank or micro-deposits
 * confirmed (`verified`), micro-deposits sent and awaiting the sender (`pending`), no longer
 * confirmable (`failed`), or typed before verification existed (`unverified`).
 */
export const VERIFICATION_STATUSES = ['verified', 'pending', 'failed', 'unverified'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** What confirms pending micro-deposits: the code on the statement (SM + 4), or the two amounts. */
export type MicrodepositType = 'descriptor_code' | 'amounts';

/** A saved card or bank account, as lists read it (spec section 3). */
export const paymentMethodSchema = check.object({
  id: check.union([check.int(), check.nonEmptyString()]),
  name: check.string(),
  /** `card` or `bank_account`. */
  type: check.string(),
  lastFour: check.nullish(check.string()),
  /** Bank accounts only. */
  bankName: check.nullish(check.string()),
  /** Bank accounts only: `checking` or `savings`. */
  accountType: check.nullish(check.string()),
  isDefault: check.withDefault(check.boolean(), false),
  /** A status we do not know is not verified: such a method is never offered to pay. */
  verification: check.fallback(check.oneOf(VERIFICATION_STATUSES), 'unverified'),
  /** While pending. An unknown kind asks for the code, as most banks show it. */
  microdepositType: check.fallback(check.nullish(check.oneOf(['descriptor_code', 'amounts'])), 'descriptor_code'),
  createdAt: check.nullish(check.string()),
});

export type PaymentMethod = check.Infer<typeof paymentMethodSchema>;

const paymentMethodListSchema = check.array(paymentMethodSchema);

/** A server without the payment-methods API yet (404) simply has none saved. */
async function fetchPaymentMethods(url: string): Promise<PaymentMethod[]> {
  try {
    return await apiGet(url, paymentMethodListSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** The signed-in user's saved payment methods. Nothing is fetched signed out. */
export function usePaymentMethods() {
  const { data: user } = useCurrentUser();
  return useSWR(user ? PAYMENT_METHODS_KEY : null, fetchPaymentMethods);
}

/** `/api/payment-methods/{id}`. */
export function paymentMethodPath(id: PaymentMethod['id']): string {
  return `${PAYMENT_METHODS_KEY}/${encodeURIComponent(String(id))}`;
}

/** Cards pay as saved; a bank account only once it is verified (the api refuses the others). */
export function canPayWith(method: PaymentMethod): boolean {
  return method.type === 'card' || method.verification === 'verified';
}

/** "Credit/Debit Card" or "Bank Account" (spec section 2). */
export function paymentMethodTypeLabel(type: string): string {
  if (type === 'card') return 'Credit/Debit Card';
  if (type === 'bank_account') return 'Bank Account';
  return type;
}

const TYPE_MESSAGES: Record<string, MessageId> = {
  card: m('paymentMethods.type.card'),
  bank_account: m('paymentMethods.type.bankAccount'),
};

/** `paymentMethodTypeLabel` in the language showing (English where no messages are loaded). */
export function usePaymentMethodTypeLabel(): (type: string) => string {
  const translate = useTranslateIfId();
  return (type) => {
    const id = TYPE_MESSAGES[type];
    const translated = id && translate(id);
    return translated && translated !== id ? translated : paymentMethodTypeLabel(type);
  };
}
