import type { Country } from '../../shared/domain/country.js';
import type { DeliveryMethod, PayoutDestination } from '../../shared/domain/delivery-method.js';
import type { Currency, Money } from '../../shared/domain/money.js';
import type { Rate } from '../../shared/domain/rate.js';
import type { PayoutFailureCode } from './payout-failure.js';

/** The payout partners: Safaricom Daraja (M-Pesa), MTN MoMo Disbursement, and the aggregator Thunes. */
export type PayoutRailName = 'daraja' | 'mtn_momo' | 'thunes';

/** Which partner pays each delivery method. */
export const RAIL_BY_METHOD: Readonly<Record<DeliveryMethod, PayoutRailName>> = {
  mpesa: 'daraja',
  mtn_momo: 'mtn_momo',
  telebirr: 'thunes',
  bank_account: 'thunes',
  cash_pickup: 'thunes',
};

/** Everything a partner needs to pay one transfer's recipient, in one payout attempt. */
export interface PayoutOrder {
  /** Our transfer id, for what people read (a payer message); partner-side ids come from `reference`. */
  transferId: string;
  /**
   * Our id of this payout attempt: `payoutReference(transferId, attempt)`. Every partner-side id
   * derives from it, so dispatching the same attempt twice pays once, and a retry (an operator's,
   * after a failed payout) is a new payout.
   */
  reference: string;
  /** What the recipient receives, in minor units (hundredths) of `currency`, already a whole number of the rail's increment. */
  amountMinor: bigint;
  currency: Currency;
  country: Country;
  destination: PayoutDestination;
  recipient: { firstName: string; lastName: string; /** E.164 */ phone: string };
  /** The sender's verified email and phone (E.164), when the account has them (Thunes needs the phone: checkout asks for it). */
  sender: { firstName: string; lastName: string; email: string | null; phone: string | null };
}

/**
 * What the partner says of a payout. Only `delivered`, `ready_for_pickup` and `failed` move a
 * transfer on; an answer the adapter does not recognise is `pending`, never final.
 */
export type PayoutStatus =
  /** In transit, not known yet, or a status the adapter does not know. */
  | { state: 'pending'; partnerReference?: string }
  /** Cash pickup: the money waits for the recipient at an agent, under this code. */
  | { state: 'ready_for_pickup'; pickupCode: string; partnerReference?: string }
  /** The money reached the recipient; `receipt` is the partner's reference (M-Pesa receipt, MoMo financial transaction id, aggregator reference). */
  | { state: 'delivered'; receipt: string }
  /** The partner will not deliver it; nothing was paid out. `detail` is the partner's own words, for the operator. */
  | { state: 'failed'; code: PayoutFailureCode; detail: string }
  /** Cancelled at the partner before it paid (at our request, or the partner's own). */
  | { state: 'cancelled'; detail: string }
  /** The partner took the payout back (after delivering it, or before it reached the recipient). */
  | { state: 'reversed'; detail: string }
  /**
   * The partner holds no payout under this id: not yet (a request still on its way, or one the
   * partner has not indexed), or never. Only "not yet" until the rail's grace period has passed;
   * dispatching again with the same ids is safe meanwhile.
   */
  | { state: 'not_found' }
  /** The status query was sent and its answer comes by callback (Daraja): nothing is known yet. */
  | { state: 'awaiting_callback' };

/** A dispatch the partner accepted (or had accepted already). */
export interface PayoutDispatch {
  /** The id the partner's status query takes. */
  payoutId: string;
  status: PayoutStatus;
  /** The partner's price of this payout, when it quotes one (Thunes): what the books take the FX spread from. */
  quote?: PayoutQuote;
}

/** What a partner charges us for one payout: `usd` for the local amount at its wholesale `rate`, and its own `fee`. */
export interface PayoutQuote {
  usd: Money;
  fee: Money;
  rate: Rate;
}

/** What a partner's callback says, once read. */
export interface PayoutCallbackReading {
  transferId: string;
  /** The reference of the payout attempt the callback is about (a transfer may have had several). */
  reference: string;
  /**
   * The outcome, only when the callback answers a status query of ours and is final by
   * itself (Daraja's Transaction Status result). Otherwise null: the callback is a hint
   * and the outcome is confirmed by a status query.
   */
  confirmed: PayoutStatus | null;
}

/** Our prefunded balance at a partner in one currency, as the partner reports it. */
export interface PartnerBalanceReading {
  currency: Currency;
  /** Available to pay out, in minor units (hundredths) of `currency`. */
  availableMinor: bigint;
  /** When the partner says the balance stood so (Daraja's BOCompletedTime), else when it answered. */
  asOf: Date;
}

/** The amounts a rail pays for a method: the smallest step, and the least and most per payout, in the destination currency. */
export interface PayoutTerms {
  currency: Currency;
  /** The smallest step the partner pays, in minor units: 100 for whole shillings. */
  incrementMinor: bigint;
  minimumMinor: bigint;
  maximumMinor: bigint;
}

/**
 * One payout partner. Every call is safe to repeat: `dispatch` is idempotent on the order's
 * `reference` (a second dispatch of the same attempt finds the first and pays nothing again),
 * and `status` never moves money.
 */
export interface PayoutRail {
  readonly name: PayoutRailName;

  /** Sends the payout, or finds the one already sent for this attempt. Throws `PayoutRailUnavailableError` when the partner could not be asked or gave no usable answer (the job retries). */
  dispatch(order: PayoutOrder): Promise<PayoutDispatch>;

  /**
   * The id the partner's status query takes for an attempt whose dispatch answer we never got:
   * derived from the reference alone (Daraja: the reference; MoMo: its X-Reference-Id; Thunes:
   * `ext-{reference}`).
   */
  payoutIdOf(reference: string): string;

  /**
   * Asks the partner to cancel a payout that has not paid yet, where the partner can (Thunes:
   * a transaction created or waiting for pickup). Answers the payout's status afterwards (`cancelled`
   * once cancelled, or what it is when it could not be). Absent on rails that cannot cancel.
   */
  cancel?(payoutId: string, order: PayoutOrder): Promise<PayoutStatus>;

  /**
   * The partner's status of a dispatched payout. A rail whose status query answers by
   * callback (Daraja) sends the query and answers `pending`: the answer arrives as a callback.
   */
  status(payoutId: string, order: PayoutOrder): Promise<PayoutStatus>;

  /**
   * Reads a callback posted to `{PAYOUT_CALLBACK_BASE_URL}/api/payout-callbacks/{token}/{rail}/{kind}[/{reference}]`:
   * `kind` and `reference` are the path segments the adapter itself put in the URL it gave
   * the partner. Null when the body names no payout of ours or cannot be read.
   */
  readCallback(callback: { kind: string; reference: string | null; body: unknown }): PayoutCallbackReading | null;

  /** What the rail can pay for this destination (the aggregator's payer limits come from its API). */
  terms(country: Country, destination: PayoutDestination): Promise<PayoutTerms>;

  /**
   * Our prefunded balances at the partner, per currency. A partner that answers by callback
   * (Daraja's Account Balance) is sent the query and this answers `awaiting_callback`: the
   * result is read by `readBalanceCallback` when it arrives.
   */
  balances(): Promise<PartnerBalanceReading[] | 'awaiting_callback'>;

  /**
   * Reads a balance result posted to one of the rail's callback URLs (`kind` as the adapter put
   * it in the URL). Null when the callback is no balance result of ours or cannot be read.
   */
  readBalanceCallback?(callback: { kind: string; body: unknown }): PartnerBalanceReading[] | null;
}

/** The partner could not be reached or answered something unusable: try again later. Carries no provider body. */
export class PayoutRailUnavailableError extends Error {
  constructor(rail: PayoutRailName, what: string) {
    super(`${rail}: ${what}`);
    this.name = 'PayoutRailUnavailableError';
  }
}

export const PAYOUT_RAILS = Symbol('PAYOUT_RAILS');
