import { randomInt } from 'node:crypto';

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomToken(length: number): string {
  let token = '';
  for (let i = 0; i < length; i += 1) token += alphabet[randomInt(alphabet.length)];
  return token;
}

/** An id shaped like Teller's: a type prefix and lower-case alphanumerics (`acc_oiin624iajrg2mp2ea000`). */
export function newTellerId(prefix: 'acc' | 'enr' | 'usr'): string {
  return `${prefix}_${randomToken(21)}`;
}

/** A sandbox access token (`token_...`); the API's HTTP Basic user name. */
export function newAccessToken(): string {
  return `token_${randomToken(26)}`;
}
