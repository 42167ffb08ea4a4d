/** What a provider event says about a payment, in our terms. */
export type PaymentOutcome =
  | { kind: 'succeeded'; transferId: string; paymentIntentId: string }
  | { kind: 'processing'; transferId: string; paymentIntentId: string }
  | { kind: 'failed'; transferId: string; paymentIntentId: string; reason: string }
  | { kind: 'irrelevant' };
