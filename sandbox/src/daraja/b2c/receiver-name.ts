import { registeredNameOf } from '../../payouts/registered-name.js';

const givenNames = ['JOHN', 'MARY', 'PETER', 'GRACE', 'JAMES', 'FAITH', 'DAVID', 'MERCY', 'JOSEPH', 'ESTHER', 'SAMUEL', 'JOY'];
const familyNames = ['KAMAU', 'OTIENO', 'WANJIKU', 'MWANGI', 'ODHIAMBO', 'NJOROGE', 'CHEBET', 'KIPROTICH', 'WAFULA', 'MUTUA', 'AKINYI', 'KARIUKI'];

/** "254712345678 - JOHN KAMAU": the same name for the same number, every time. */
export function receiverPublicNameOf(msisdn: string): string {
  const { givenName, familyName } = registeredNameOf(msisdn, givenNames, familyNames);
  return `${msisdn} - ${givenName} ${familyName}`;
}
