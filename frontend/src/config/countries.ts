import { m, type MessageId } from '@/lib/i18n/messages';

export type Country = {
  value: string;
  /** The English name; `labelId` names it in the language showing. */
  label: string;
  labelId: MessageId;
  currencyCode: string;
  currencyName: string;
  currencyNameId: MessageId;
};

export const countries = [
  { value: 'eritrea', label: 'Eritrea', labelId: m('country.eritrea'), currencyCode: 'ERN', currencyName: 'Nakfa', currencyNameId: m('currency.ERN') },
  { value: 'ethiopia', label: 'Ethiopia', labelId: m('country.ethiopia'), currencyCode: 'ETB', currencyName: 'Birr', currencyNameId: m('currency.ETB') },
  { value: 'uganda', label: 'Uganda', labelId: m('country.uganda'), currencyCode: 'UGX', currencyName: 'Shilling', currencyNameId: m('currency.UGX') },
  { value: 'kenya', label: 'Kenya', labelId: m('country.kenya'), currencyCode: 'KES', currencyName: 'Shilling', currencyNameId: m('currency.KES') },
] as const satisfies readonly Country[];

export type CountryValue = (typeof countries)[number]['value'];

export function findCountry(value: string): Country | undefined {
  return countries.find((country) => country.value === value);
}
