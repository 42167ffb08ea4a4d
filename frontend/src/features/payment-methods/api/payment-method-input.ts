export const ROUTING_NUMBER_LENGTH = 9;

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields for the selected payment method type';
export const INVALID_ROUTING_NUMBER_MESSAGE = 'Enter a valid 9-digit routing number';

export type PaymentMethodType = 'card' | 'bank_account';
export type BankAccountType = 'checking' | 'savings';

export function paymentMethodTypeFrom(value: string | null): PaymentMethodType {
  return value === 'bank_account' ? 'bank_account' : 'card';
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
