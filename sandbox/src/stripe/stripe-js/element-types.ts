/** The card Elements the sandbox's Stripe.js makes. */
export const cardElementTypes = ['card', 'cardNumber', 'cardExpiry', 'cardCvc'] as const;
export type CardElementType = (typeof cardElementTypes)[number];

export function isCardElementType(value: unknown): value is CardElementType {
  return typeof value === 'string' && (cardElementTypes as readonly string[]).includes(value);
}

/** Each frame's accessible name, as Stripe titles its own (`page.frameLocator('iframe[title="..."]')`). */
export const elementFrameTitles: Record<CardElementType, string> = {
  card: 'Secure card payment input frame',
  cardNumber: 'Secure card number input frame',
  cardExpiry: 'Secure expiration date input frame',
  cardCvc: 'Secure CVC input frame',
};

export type CardField = 'number' | 'expiry' | 'cvc' | 'postal';

/** The inputs each frame holds, in order. */
export const elementFields: Record<CardElementType, CardField[]> = {
  card: ['number', 'expiry', 'cvc', 'postal'],
  cardNumber: ['number'],
  cardExpiry: ['expiry'],
  cardCvc: ['cvc'],
};
