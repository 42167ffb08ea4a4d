export type Country = {
  value: string;
  label: string;
  flag: string;
  currencyCode: string;
  currencyName: string;
};

export const countries = [
  { value: 'eritrea', label: 'Eritrea', flag: '🇪🇷', currencyCode: 'ERN', currencyName: 'Nakfa' },
  { value: 'ethiopia', label: 'Ethiopia', flag: '🇪🇹', currencyCode: 'ETB', currencyName: 'Birr' },
  { value: 'uganda', label: 'Uganda', flag: '🇺🇬', currencyCode: 'UGX', currencyName: 'Shilling' },
  { value: 'kenya', label: 'Kenya', flag: '🇰🇪', currencyCode: 'KES', currencyName: 'Shilling' },
] as const satisfies readonly Country[];

export type CountryValue = (typeof countries)[number]['value'];

/** Shown for a country value we do not know (old data, a country added server-side first). */
export const unknownCountryFlag = '🌐';

export function findCountry(value: string): Country | undefined {
  return countries.find((country) => country.value === value);
}

export function countryFlag(value: string): string {
  return findCountry(value)?.flag ?? unknownCountryFlag;
}
