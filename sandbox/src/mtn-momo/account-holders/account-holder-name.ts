import { createHash } from 'node:crypto';
import { registeredNameOf } from '../../payouts/registered-name.js';

// Alternately men's and women's names: the gender follows from the position.
const givenNames = [
  'Joseph', 'Sarah', 'Moses', 'Grace', 'Isaac', 'Esther', 'Ronald', 'Brenda', 'Patrick', 'Annet', 'Denis', 'Prossy',
];
const familyNames = [
  'Okello', 'Namukasa', 'Mugisha', 'Nansubuga', 'Ssempijja', 'Akello', 'Tumusiime', 'Nakato', 'Byaruhanga', 'Atim', 'Kato',
  'Namubiru',
];
const genders = ['MALE', 'FEMALE'] as const;

/** The KYC details MoMo's basicuserinfo gives for a wallet: always the same for the same number. */
export function accountHolderOf(msisdn: string) {
  const { givenName, familyName } = registeredNameOf(msisdn, givenNames, familyNames);
  const digest = createHash('sha256').update(`birth:${msisdn}`).digest();
  const year = 1960 + (digest[0]! % 45);
  const month = String(1 + (digest[1]! % 12)).padStart(2, '0');
  const day = String(1 + (digest[2]! % 28)).padStart(2, '0');
  return {
    givenName,
    familyName,
    birthdate: `${year}-${month}-${day}`,
    gender: genders[givenNames.indexOf(givenName) % 2]!,
  };
}
