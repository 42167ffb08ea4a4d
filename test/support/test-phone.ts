import { randomInt } from 'node:crypto';

/** A new US mobile number in E.164 (San Francisco area code, never a 555 exchange), different for each sender. */
export function newUsPhone(): string {
  let exchange = randomInt(200, 1000);
  if (exchange === 555) exchange = 556;
  return `+1415${exchange}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}
