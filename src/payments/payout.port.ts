/** What the payout partner knows about a payout. */
export type PayoutState = 'in_transit' | 'delivered' | 'failed';

export interface PayoutRequest {
  /** Used as the partner's idempotency key: dispatching one transfer twice pays once. */
  transferId: string;
  amountMinor: bigint;
  currency: string;
  country: string;
  recipient: { firstName: string; lastName: string; phone: string };
}

/** Pays the recipient in local currency (mobile money / bank) through a payout partner. */
export interface PayoutGateway {
  dispatch(request: PayoutRequest): Promise<{ payoutId: string }>;
  status(payoutId: string): Promise<PayoutState>;
}

export const PAYOUT_GATEWAY = Symbol('PAYOUT_GATEWAY');
