import type { MicrodepositType } from '@/lib/data/payment-methods';
import { m, type MessageId } from '@/lib/i18n/messages';

export const ROUTING_NUMBER_LENGTH = 9;

/** Message ids, shown in the language showing. */
export const REQUIRED_FIELDS_MESSAGE = m('paymentMethods.requiredFields');
export const INVALID_ROUTING_NUMBER_MESSAGE = m('paymentMethods.invalidRouting');

export type PaymentMethodType = 'card' | 'bank_account';
export type BankAccountType = 'checking' | 'savings';

export function paymentMethodTypeFrom(value: string | null): PaymentMethodType {
  return value === 'bank_account' ? 'bank_account' : 'card';
}

export const DESCRIPTOR_CODE_MESSAGE = m('paymentMethods.microdeposits.codeInvalid');
export const DEPOSIT_AMOUNTS_MESSAGE = m('paymentMethods.microdeposits.amountsInvalid');

/** What the sender reads on their statement: `SM` and four letters or digits (`SM11AA`). */
export function isDescriptorCode(code: string): boolean {
  return /^SM[A-Z0-9]{4}$/.test(code);
}

/** The code as typed, upper-cased, without spaces, at most 6 characters. */
export function formatDescriptorCode(text: string): string {
  return text.replace(/\s/g, '').toUpperCase().slice(0, 6);
}

/** A deposit in whole cents, 1 to 99; undefined for anything else ("0.32" is not cents). */
export function depositCents(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return undefined;
  const cents = Number(trimmed);
  return cents >= 1 ? cents : undefined;
}

/** Spec: what a sender who typed account numbers is told to do next (a message id). */
export function microdepositInstructions(type: MicrodepositType | null | undefined): MessageId {
  return type === 'amounts' ? m('paymentMethods.microdeposits.amountsInstructions') : m('paymentMethods.microdeposits.codeInstructions');
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

export function formatRoutingNumber(text: string): string {
  return digitsOf(text).slice(0, ROUTING_NUMBER_LENGTH);
}

/**
 * ABA routing number: 9 digits whose weighted sum 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9)
 * is a multiple of 10.
 */
export function isValidRoutingNumber(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const weights = [3, 7, 1];
  const sum = [...routingNumber].reduce((total, digit, index) => total + Number(digit) * weights[index % 3]!, 0);
  return sum % 10 === 0;
}
