import { registeredNameOf } from '../../payouts/registered-name.js';
import type { ThunesPayer } from '../payers/thunes-payer.js';

// Given names, then fathers' names used as family names, as Ethiopians and Eritreans are named.
const names = {
  ETH: {
    given: ['Abebe', 'Almaz', 'Tesfaye', 'Meseret', 'Dawit', 'Hirut', 'Yonas', 'Selamawit', 'Bereket', 'Tigist', 'Mulugeta', 'Hana'],
    family: ['Kebede', 'Tadesse', 'Haile', 'Girma', 'Bekele', 'Alemu', 'Wolde', 'Mengistu', 'Desta', 'Gebremedhin', 'Asfaw', 'Teshome'],
  },
  ERI: {
    given: ['Yonas', 'Senait', 'Filmon', 'Helen', 'Samuel', 'Luwam', 'Robel', 'Ruta', 'Tesfalem', 'Saba', 'Merhawi', 'Winta'],
    family: ['Tesfay', 'Ghebremariam', 'Habte', 'Kidane', 'Berhe', 'Woldu', 'Ogbazghi', 'Tekeste', 'Andemariam', 'Mehari'],
  },
} as const;

/**
 * The beneficiary credit-party information gives for an account: the holder's name (always the
 * same for the same number), the country, and the identifier it was asked about.
 */
export function accountHolderOf(payer: ThunesPayer, identifier: Readonly<Record<string, string>>) {
  const key = identifier['msisdn'] ?? identifier['bank_account_number'] ?? '';
  const list = names[payer.countryIsoCode];
  const { givenName, familyName } = registeredNameOf(`${payer.id}:${key}`, list.given, list.family);
  return {
    firstname: givenName,
    lastname: familyName,
    country_iso_code: payer.countryIsoCode,
    msisdn: identifier['msisdn'] ?? null,
    bank_account_holder_name: identifier['bank_account_number'] ? `${givenName} ${familyName}`.toUpperCase() : null,
  };
}
