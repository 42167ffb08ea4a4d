/** The four destination countries and the currency each recipient receives. */
export const COUNTRIES = ['eritrea', 'ethiopia', 'uganda', 'kenya'] as const;
export type Country = (typeof COUNTRIES)[number];

export const CURRENCY_BY_COUNTRY = {
  eritrea: 'ERN',
  ethiopia: 'ETB',
  uganda: 'UGX',
  kenya: 'KES',
} as const satisfies Record<Country, string>;

export type DestinationCurrency = (typeof CURRENCY_BY_COUNTRY)[Country];

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

/** Spec section 9: an unknown country is priced in USD. */
export function currencyForCountry(country: string): DestinationCurrency | 'USD' {
  return isCountry(country) ? CURRENCY_BY_COUNTRY[country] : 'USD';
}
