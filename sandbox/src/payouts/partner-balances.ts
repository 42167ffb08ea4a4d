import type { PayoutProvider } from './payout-activity.js';

/** The currencies each partner holds prefunded for us (Thunes: one balance per payout currency). */
export const floatCurrencies = {
  daraja: ['KES'],
  'mtn-momo': ['UGX'],
  thunes: ['ETB', 'ERN'],
} as const satisfies Record<PayoutProvider, readonly string[]>;

export type FloatProvider = keyof typeof floatCurrencies;
export type FloatCurrency = (typeof floatCurrencies)[FloatProvider][number];

/** Whole units each balance opens with unless configured (SANDBOX_FLOAT_KES, ...). */
export const defaultFloatBalances: Readonly<Record<FloatCurrency, number>> = {
  KES: 10_000_000,
  UGX: 500_000_000,
  ETB: 50_000_000,
  ERN: 5_000_000,
};

/** A credit the partner booked when our bank wire arrived. */
export interface FloatTopUp {
  provider: FloatProvider;
  currency: FloatCurrency;
  /** Hundredths of the currency. */
  amountMinor: bigint;
  reference: string;
  creditedAt: string;
}

const key = (provider: FloatProvider, currency: string) => `${provider}:${currency}`;

export function providerHolds(provider: string, currency: string): provider is FloatProvider {
  return Object.hasOwn(floatCurrencies, provider) && (floatCurrencies[provider as FloatProvider] as readonly string[]).includes(currency);
}

/**
 * The money each partner holds for us, per currency, in hundredths (bigint: never rounded).
 * Payouts draw it down when the partner pays; one that exceeds it is refused with the
 * partner's own insufficient-balance answer; a top-up credits it when the wire arrives.
 */
export class PartnerBalances {
  private readonly balances = new Map<string, bigint>();
  private readonly topUps: FloatTopUp[] = [];

  constructor(
    private readonly now: () => Date,
    opening: Readonly<Record<FloatCurrency, number>> = defaultFloatBalances,
  ) {
    for (const [provider, currencies] of Object.entries(floatCurrencies)) {
      for (const currency of currencies) this.balances.set(key(provider as FloatProvider, currency), BigInt(opening[currency]) * 100n);
    }
  }

  /** Hundredths available, or 0 for a currency the partner does not hold. */
  available(provider: FloatProvider, currency: string): bigint {
    return this.balances.get(key(provider, currency)) ?? 0n;
  }

  /** Takes `amountMinor` for a payout; false (nothing taken) when the balance cannot cover it. */
  draw(provider: FloatProvider, currency: string, amountMinor: bigint): boolean {
    const balance = this.available(provider, currency);
    if (amountMinor > balance) return false;
    this.balances.set(key(provider, currency), balance - amountMinor);
    return true;
  }

  /** Gives back a payout's amount (a payout declined or reversed after it was drawn). */
  giveBack(provider: FloatProvider, currency: string, amountMinor: bigint): void {
    this.balances.set(key(provider, currency), this.available(provider, currency) + amountMinor);
  }

  /** A top-up wire arrived: the balance goes up. */
  credit(provider: FloatProvider, currency: FloatCurrency, amountMinor: bigint, reference: string): FloatTopUp {
    this.giveBack(provider, currency, amountMinor);
    const topUp: FloatTopUp = { provider, currency, amountMinor, reference, creditedAt: this.now().toISOString() };
    this.topUps.push(topUp);
    return topUp;
  }

  /** Sets a balance outright (tests that need a partner short of money). */
  set(provider: FloatProvider, currency: FloatCurrency, amountMinor: bigint): void {
    this.balances.set(key(provider, currency), amountMinor);
  }

  list(): { provider: FloatProvider; currency: FloatCurrency; availableMinor: bigint }[] {
    return Object.entries(floatCurrencies).flatMap(([provider, currencies]) =>
      currencies.map((currency) => ({ provider: provider as FloatProvider, currency, availableMinor: this.available(provider as FloatProvider, currency) })),
    );
  }

  credits(): FloatTopUp[] {
    return [...this.topUps];
  }
}

/** Hundredths as a decimal text with `decimals` places (2 or 0): 1234550n -> "12345.50". */
export function balanceText(minor: bigint, decimals: number): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  const whole = abs / 100n;
  if (decimals === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(abs % 100n).padStart(2, '0')}`;
}
