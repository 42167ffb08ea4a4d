/** Spec section 5: the card number is digits only, grouped in fours, at most 19 characters. */
export const CARD_NUMBER_MAX_LENGTH = 19;
/** MM/YY. */
export const EXPIRY_MAX_LENGTH = 5;
export const CVV_MAX_LENGTH = 4;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** "4242424242424242" -> "4242 4242 4242 4242" (16 digits at most, so 19 characters). */
export function formatCardNumber(text: string): string {
  return digitsOf(text)
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1230" -> "12/30": the slash appears once the year starts, so it can still be deleted. */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvv(text: string): string {
  return digitsOf(text).slice(0, CVV_MAX_LENGTH);
}

/** A real month written as MM/YY. */
export function isValidExpiry(expiry: string): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  return month >= 1 && month <= 12;
}
