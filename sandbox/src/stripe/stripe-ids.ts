import { randomInt } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function randomToken(length: number): string {
  let token = '';
  for (let i = 0; i < length; i += 1) token += alphabet[randomInt(alphabet.length)];
  return token;
}

/** An id shaped like Stripe's: a type prefix, an underscore and 24 random alphanumerics (`pi_3Mk...`). */
export function newStripeId(prefix: string, length = 24): string {
  return `${prefix}_${randomToken(length)}`;
}

/** Unix seconds, the unit of every Stripe timestamp (`created`, `canceled_at`, `t=`). */
export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
