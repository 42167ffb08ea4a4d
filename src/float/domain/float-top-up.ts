import { randomUUID } from 'node:crypto';
import { divideRoundingHalfUp } from '../../shared/domain/decimal.js';
import { Rate } from '../../shared/domain/rate.js';
import { RAIL_CURRENCIES, type FloatRail, type LocalCurrency } from '../../ledger/domain/ledger-chart.js';
import { LEDGERS } from '../../ledger/domain/ledger-chart.js';
import { FloatTopUpRefusedError } from './float.errors.js';

export type TopUpState = 'pending' | 'confirmed' | 'cancelled';

/** What an operator enters for a top-up: the local amount bought, the USD paid for it, and, if they have it, the bank's rate. */
export interface TopUpOrder {
  rail: FloatRail;
  currency: LocalCurrency;
  /** Hundredths of `currency`. */
  localMinor: bigint;
  /** USD cents paid. */
  usdMinor: bigint;
  /** The rate the bank gave; else implied by the two amounts. */
  rate: Rate | null;
  bankReference: string;
  note: string | null;
}

/**
 * Money wired to a payout partner to prefund its float, bought at `rate`: recorded by an
 * operator (pending on the books), confirmed when the partner's balance shows it (posted), or
 * cancelled before that (voided).
 */
export class FloatTopUp {
  state: TopUpState = 'pending';
  confirmedAt: Date | null = null;
  cancelledAt: Date | null = null;

  constructor(
    readonly id: string,
    readonly rail: FloatRail,
    readonly currency: LocalCurrency,
    readonly localMinor: bigint,
    readonly usdMinor: bigint,
    readonly rate: Rate,
    readonly bankReference: string,
    readonly note: string | null,
    readonly recordedAt: Date,
    readonly opening = false,
  ) {}

  /**
   * A new top-up, checked: the partner holds the currency, both amounts are positive and the
   * local one a whole unit of its ledger (UGX has no cents), and an entered rate agrees with the
   * amounts (USD × rate within one local unit of the local amount).
   */
  static record(order: TopUpOrder, at: Date, id: string = randomUUID()): FloatTopUp {
    const refuse = (code: string, message: string) => {
      throw new FloatTopUpRefusedError(code, message);
    };
    if (!(RAIL_CURRENCIES[order.rail] as readonly string[]).includes(order.currency)) {
      refuse('CURRENCY_NOT_HELD', `${order.rail} holds no ${order.currency} float: it pays out ${RAIL_CURRENCIES[order.rail].join(' and ')}`);
    }
    if (order.localMinor <= 0n) refuse('LOCAL_AMOUNT', 'The local amount must be more than 0');
    if (order.usdMinor <= 0n) refuse('USD_AMOUNT', 'The USD paid must be more than $0.00');
    const unit = 10n ** BigInt(2 - LEDGERS[order.currency].scale);
    if (order.localMinor % unit !== 0n) refuse('LOCAL_AMOUNT', `${order.currency} has no fractions: enter a whole amount`);
    const implied = impliedRate(order.localMinor, order.usdMinor);
    if (order.rate) {
      const expected = divideRoundingHalfUp(order.usdMinor * order.rate.tenThousandths, 10_000n);
      const gap = expected > order.localMinor ? expected - order.localMinor : order.localMinor - expected;
      if (gap > 100n) {
        refuse(
          'RATE_MISMATCH',
          `At ${order.rate.toDecimalString()} the USD paid buys ${formatMinor(expected)} ${order.currency}, not ${formatMinor(order.localMinor)}: correct the rate or an amount (the amounts imply ${implied.toDecimalString()})`,
        );
      }
    }
    const reference = order.bankReference.trim();
    if (!reference) refuse('BANK_REFERENCE', 'Enter the bank reference of the wire');
    return new FloatTopUp(id, order.rail, order.currency, order.localMinor, order.usdMinor, order.rate ?? implied, reference, order.note?.trim() || null, at);
  }

  /** The partner's balance shows it. Answers false when it was confirmed already; refused once cancelled. */
  confirm(at: Date): boolean {
    if (this.state === 'confirmed') return false;
    if (this.state === 'cancelled') throw new FloatTopUpRefusedError('CANCELLED', 'This top-up was cancelled: record the wire again if it arrived', 'conflict');
    this.state = 'confirmed';
    this.confirmedAt = at;
    return true;
  }

  /** The operator cancels it before the partner shows it. Answers false when cancelled already; refused once confirmed. */
  cancel(at: Date): boolean {
    if (this.state === 'cancelled') return false;
    if (this.state === 'confirmed') throw new FloatTopUpRefusedError('CONFIRMED', 'This top-up is in the partner’s balance already: it cannot be cancelled', 'conflict');
    this.state = 'cancelled';
    this.cancelledAt = at;
    return true;
  }
}

/** Local units per USD the two amounts make, rounded half-up to 4 decimals. */
export function impliedRate(localMinor: bigint, usdMinor: bigint): Rate {
  return Rate.fromTenThousandths(divideRoundingHalfUp(localMinor * 10_000n, usdMinor));
}

const formatMinor = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
