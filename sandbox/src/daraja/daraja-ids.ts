import { randomBytes, randomInt } from 'node:crypto';
import { compactEatDate } from './daraja-time.js';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const receiptAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Like "1c5b-4ba8-815c-ac45c57a3db01469899", the gateway's id for a refused request. */
export function newDarajaRequestId(): string {
  return `${hex(2)}-${hex(2)}-${hex(2)}-${hex(6)}${randomInt(1_000_000, 10_000_000)}`;
}

/** Like "AG_20240706_20106e9209f64bebd05b": M-Pesa's id for an accepted request. */
export function newConversationId(now: Date): string {
  return `AG_${compactEatDate(now)}_${hex(10)}`;
}

/** Like "7071-4170-a0e5-8345632bad442144258": the id Daraja gives a request that did not bring its own. */
export function newOriginatorConversationId(): string {
  return `${hex(2)}-${hex(2)}-${hex(2)}-${hex(6)}${randomInt(1_000_000, 10_000_000)}`;
}

/** Like "SG632NMUAB": an M-Pesa transaction id, the receipt number the customer gets by SMS. */
export function newTransactionId(): string {
  let id = receiptAlphabet[randomInt(0, 26)]!;
  while (id.length < 10) id += receiptAlphabet[randomInt(0, receiptAlphabet.length)];
  return id;
}
