import { divideRoundingHalfUp, formatScaledDecimal, numberToPlainDecimal, parseScaledDecimal } from './decimal.js';
import { DomainError } from './domain-error.js';
import type { Rate } from './rate.js';

/** Currencies the product sends from (USD) and pays out in. */
export const CURRENCIES = ['USD', 'KES', 'UGX', 'ETB', 'ERN'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(code: string): code is Currency {
  return (CURRENCIES as readonly string[]).includes(code);
}

/** Checks a currency code read from outside (a database row, a request). */
export function parseCurrency(code: string): Currency {
  if (!isCurrency(code)) {
    throw new DomainError({
      code: 'MONEY.UNSUPPORTED_CURRENCY',
      kind: 'validation',
      message: `Currency must be one of ${CURRENCIES.join(', ')}`,
    });
  }
  return code;
}

// Every currency here has 2 decimals as far as the product goes: the recipient amount
// column is numeric(14,2) whatever the currency, even UGX, whose ISO minor unit is 0.
const DECIMALS = 2;
const BASIS_POINTS_PER_WHOLE = 10_000n;
const RATE_TEN_THOUSANDTHS_PER_UNIT = 10_000n;

function invalidAmount(message: string): DomainError {
  return new DomainError({ code: 'MONEY.INVALID_AMOUNT', kind: 'validation', message });
}

/**
 * An amount of one currency, exact to the cent: a bigint count of minor units (cents).
 * Immutable. Arithmetic never goes through a JS number; rounding is half-up to the cent.
 */
export class Money {
  private constructor(
    /** Whole count of cents (hundredths of the currency unit); may be negative. */
    readonly minor: bigint,
    readonly currency: Currency,
  ) {}

  /** An amount from its count of cents: `Money.fromMinor(123450n, 'USD')` is $1,234.50. */
  static fromMinor(minor: bigint, currency: Currency): Money {
    if (typeof minor !== 'bigint') throw new TypeError('minor units must be a bigint');
    return new Money(minor, parseCurrency(currency));
  }

  static zero(currency: Currency): Money {
    return Money.fromMinor(0n, currency);
  }

  /**
   * Reads a non-negative plain decimal with at most 2 decimals: "100", "100.5",
   * "100.50" (what a numeric(10,2) column returns). Refused with MONEY.INVALID_AMOUNT:
   * more decimals ("1.005", also "1.500"), a sign ("-5", "+5"), exponent notation
   * ("1e5": that is a number's spelling, see `fromNumberInput`), separators or spaces
   * ("1,000", " 5"), "5." and ".5", and the empty string.
   */
  static parse(text: string, currency: Currency): Money {
    const parsed = parseScaledDecimal(text, DECIMALS);
    if (!parsed.ok) {
      throw invalidAmount(
        parsed.reason === 'too_many_decimals'
          ? 'Amount must have at most 2 decimal places'
          : 'Amount must be a number such as 100 or 100.50',
      );
    }
    if (parsed.units < 0n) throw invalidAmount('Amount must not be negative');
    return Money.fromMinor(parsed.units, currency);
  }

  /**
   * Reads an amount a client sent as a JSON number. The number is taken as the decimal it
   * is written as (its shortest round-trip form, `String(n)`, exponent expanded), so
   * 19.99 is exactly $19.99, while float artefacts such as 0.1 + 0.2
   * (0.30000000000000004) or 1.005 are refused for having more than 2 decimals instead
   * of being rounded. NaN, infinities and negatives are refused too.
   */
  static fromNumberInput(value: number, currency: Currency): Money {
    const text = numberToPlainDecimal(value);
    if (text === undefined) throw invalidAmount('Amount must be a finite number');
    return Money.parse(text, currency);
  }

  add(other: Money): Money {
    this.assertSameCurrency(other);
    return new Money(this.minor + other.minor, this.currency);
  }

  subtract(other: Money): Money {
    this.assertSameCurrency(other);
    return new Money(this.minor - other.minor, this.currency);
  }

  /**
   * The given share of this amount, rounded half-up to the cent:
   * `percentage(500n)` is 5% (0.10 -> 0.01, 0.01 -> 0.00), `percentage(900n)` is 9%.
   * @param basisPoints hundredths of a percent, 0 or more (100n = 1%, 10_000n = 100%)
   */
  percentage(basisPoints: bigint): Money {
    if (basisPoints < 0n) throw new RangeError('basis points must not be negative');
    return new Money(divideRoundingHalfUp(this.minor * basisPoints, BASIS_POINTS_PER_WHOLE), this.currency);
  }

  /**
   * This USD amount in `target` at `rate` (target units per 1 USD), rounded half-up to
   * the cent: $100.00 at 129.5000 is 12,950.00 KES.
   */
  convert(rate: Rate, target: Currency): Money {
    if (this.currency !== 'USD') {
      throw new DomainError({
        code: 'MONEY.CURRENCY_MISMATCH',
        kind: 'unprocessable',
        message: `Exchange rates are per US dollar; cannot convert ${this.currency}`,
      });
    }
    const converted = divideRoundingHalfUp(this.minor * rate.tenThousandths, RATE_TEN_THOUSANDTHS_PER_UNIT);
    return Money.fromMinor(converted, target);
  }

  isZero(): boolean {
    return this.minor === 0n;
  }

  isPositive(): boolean {
    return this.minor > 0n;
  }

  isNegative(): boolean {
    return this.minor < 0n;
  }

  /** Same currency and same amount. Amounts in different currencies are never equal. */
  equals(other: Money): boolean {
    return this.currency === other.currency && this.minor === other.minor;
  }

  /** -1, 0 or 1 as this is less than, equal to or more than `other`; throws across currencies. */
  compare(other: Money): -1 | 0 | 1 {
    this.assertSameCurrency(other);
    if (this.minor === other.minor) return 0;
    return this.minor < other.minor ? -1 : 1;
  }

  /** "1234.50", "-0.05": exactly 2 decimals, no separators. What numeric columns store. */
  toDecimalString(): string {
    return formatScaledDecimal(this.minor, DECIMALS);
  }

  /**
   * For JSON responses only: the API answers amounts as numbers. Never compute with the
   * result. Any amount under 10^13 units (far past every column limit) reads back
   * exactly: `Money.fromNumberInput(m.toNumber(), c)` equals m.
   */
  toNumber(): number {
    return Number(this.toDecimalString());
  }

  /** For people: "$1,234.50" in USD, "1,234.50 KES" otherwise (spec section 9). */
  format(): string {
    const sign = this.minor < 0n ? '-' : '';
    const [whole, fraction] = formatScaledDecimal(this.minor < 0n ? -this.minor : this.minor, DECIMALS).split('.');
    const grouped = `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
    return this.currency === 'USD' ? `${sign}$${grouped}` : `${sign}${grouped} ${this.currency}`;
  }

  /** "1234.50 USD", for logs and messages to developers. */
  toString(): string {
    return `${this.toDecimalString()} ${this.currency}`;
  }

  private assertSameCurrency(other: Money): void {
    if (other.currency !== this.currency) {
      throw new DomainError({
        code: 'MONEY.CURRENCY_MISMATCH',
        kind: 'unprocessable',
        message: `Cannot combine ${this.currency} with ${other.currency}`,
      });
    }
  }
}
