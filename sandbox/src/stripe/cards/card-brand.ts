export type CardBrand = 'amex' | 'diners' | 'discover' | 'jcb' | 'mastercard' | 'unionpay' | 'visa' | 'unknown';

/**
 * The brand Stripe reports in `card.brand`, from the number's leading digits. The product
 * takes Visa and Mastercard only, but like Stripe the sandbox accepts the other networks
 * and leaves refusing them to the product.
 */
export function cardBrand(digits: string): CardBrand {
  const firstFour = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || (firstFour >= 2221 && firstFour <= 2720)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^(36|30[0-5]|3[89])/.test(digits)) return 'diners';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'jcb';
  if (digits.startsWith('62')) return 'unionpay';
  return 'unknown';
}
