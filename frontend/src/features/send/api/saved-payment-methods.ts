import { canPayWith, type PaymentMethod } from '@/lib/data/payment-methods';

/** The radio value that picks a saved method (spec section 3, "Transfer form"). */
export function savedMethodValue(method: PaymentMethod): `saved_${string}` {
  return `saved_${method.id}`;
}

/** Anything saved that is not a card is paid through the bank route. */
export function isSavedCard(method: PaymentMethod): boolean {
  return method.type === 'card';
}

/**
 * Spec section 4: the default saved method, else a new bank transfer (ACH). A default bank
 * account that is not verified cannot pay, so it is not preselected.
 */
export function defaultPaymentMethod(methods: readonly PaymentMethod[]): string {
  const preferred = methods.find((method) => method.isDefault && canPayWith(method));
  return preferred ? savedMethodValue(preferred) : 'ach';
}

export function findSavedMethod(methods: readonly PaymentMethod[], paymentMethod: string): PaymentMethod | undefined {
  return methods.find((method) => savedMethodValue(method) === paymentMethod);
}
