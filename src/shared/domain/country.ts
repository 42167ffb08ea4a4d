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
