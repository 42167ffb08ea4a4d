export type Country = {
  value: string;
  label: string;
  currencyCode: string;
  currencyName: string;
};

export const countries = [
  { value: 'eritrea', label: 'Eritrea', currencyCode: 'ERN', currencyName: 'Nakfa' },
  { value: 'ethiopia', label: 'Ethiopia', currencyCode: 'ETB', currencyName: 'Birr' },
  { value: 'uganda', label: 'Uganda', currencyCode: 'UGX', currencyName: 'Shilling' },
  { value: 'kenya', label: 'Kenya', currencyCode: 'KES', currencyName: 'Shilling' },
] as const satisfies readonly Country[];

export type CountryValue = (typeof countries)[number]['value'];

export function findCountry(value: string): Country | undefined {
  return countries.find((country) => country.value === value);
}
