import { divideRoundingHalfUp, formatScaledDecimal, numberToPlainDecimal, parseScaledDecimal } from './decimal.js';
import { DomainError } from './domain-error.js';

const DECIMALS = 4;
const UNITS_PER_ONE = 10_000n;
/** numeric(10,4): at most 6 digits before the point. */
const MAX_TEN_THOUSANDTHS = 9_999_999_999n;

/**
 * An exchange rate: units of the recipient's currency per 1 USD, exact to 4 decimals
 * (the `numeric(10,4)` column), held as a bigint count of ten-thousandths.
 * Always positive and below 1,000,000.
 */
export class Rate {
  /** 1 unit per USD: the spec's rate for a country that has none set. */
  static readonly ONE = new Rate(UNITS_PER_ONE);

  private constructor(
    /** The rate times 10,000, e.g. 1,295,000n for 129.5. */
    readonly tenThousandths: bigint,
  ) {}

  /** A rate from its count of ten-thousandths (1,295,000n is 129.5). */
  static fromTenThousandths(tenThousandths: bigint): Rate {
    if (tenThousandths <= 0n) {
      throw new DomainError({ code: 'RATE.NOT_POSITIVE', kind: 'validation', message: 'Rate must be positive' });
    }
    if (tenThousandths > MAX_TEN_THOUSANDTHS) {
      throw new DomainError({ code: 'RATE.TOO_LARGE', kind: 'validation', message: 'Rate must be less than 1,000,000' });
    }
    return new Rate(tenThousandths);
  }

  /**
   * Reads a plain decimal with at most 4 decimals: "129.5", "129.5000" (what the column
   * returns), "0.0001". Throws a validation DomainError for anything else, for zero or
   * negative rates, and for 1,000,000 or more.
   */
  static parse(text: string): Rate {
    const parsed = parseScaledDecimal(text, DECIMALS);
    if (!parsed.ok) {
      throw new DomainError({
        code: 'RATE.INVALID',
        kind: 'validation',
        message:
          parsed.reason === 'too_many_decimals'
            ? 'Rate must have at most 4 decimal places'
            : 'Rate must be a number such as 129.5',
      });
    }
    return Rate.fromTenThousandths(parsed.units);
  }

  /**
   * Reads a rate sent as a JSON number through its shortest decimal form, so 129.5 is
   * exactly 129.5 and a float artefact such as 0.1 + 0.2 is refused (too many decimals)
   * rather than rounded.
   */
  static fromNumber(value: number): Rate {
    const text = numberToPlainDecimal(value);
    if (text === undefined) {
      throw new DomainError({ code: 'RATE.INVALID', kind: 'validation', message: 'Rate must be a finite number' });
    }
    return Rate.parse(text);
  }

  /**
   * A partner's rate, which may carry more than 4 decimals ("57.123456", or the JSON number
   * 57.123456), rounded half-up to 4. Null for anything that is not a positive plain decimal
   * below 1,000,000 once rounded.
   */
  static parseRounded(value: string | number): Rate | null {
    const text = typeof value === 'number' ? numberToPlainDecimal(value) : value.trim();
    const match = text === undefined ? null : /^(\d+)(?:\.(\d+))?$/.exec(text);
    if (!match) return null;
    const [, whole, fraction = ''] = match;
    const digits = BigInt(`${whole}${fraction}`);
    const tenThousandths = fraction.length <= DECIMALS ? digits * 10n ** BigInt(DECIMALS - fraction.length) : divideRoundingHalfUp(digits, 10n ** BigInt(fraction.length - DECIMALS));
    return tenThousandths > 0n && tenThousandths <= MAX_TEN_THOUSANDTHS ? new Rate(tenThousandths) : null;
  }

  /** "129.5000": the `numeric(10,4)` form. */
  toDecimalString(): string {
    return formatScaledDecimal(this.tenThousandths, DECIMALS);
  }

  /**
   * For JSON responses only (the API answers rates as numbers). With at most 10
   * significant digits it reads back exactly: `Rate.fromNumber(r.toNumber())` equals r.
   */
  toNumber(): number {
    return Number(this.toDecimalString());
  }

  equals(other: Rate): boolean {
    return this.tenThousandths === other.tenThousandths;
  }

  toString(): string {
    return this.toDecimalString();
  }
}
