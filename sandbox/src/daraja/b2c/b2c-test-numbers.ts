import { b2cResultCodes, type B2cResultCode } from './b2c-result-codes.js';

/** What happens to a B2C payment to a number, once it is processed. */
export type B2cTestBehaviour =
  | { kind: 'pay' }
  | { kind: 'fail'; result: B2cResultCode }
  /** M-Pesa never processes it: the timeout notice goes to QueueTimeOutURL. */
  | { kind: 'queue-timeout' }
  /** Accepted, then never completes: no result, a status query says Pending. */
  | { kind: 'stay-pending' }
  /** Paid, but the result never reaches ResultURL; a status query still tells. */
  | { kind: 'pay-lose-callback' };

// Test numbers by their last six digits (any 2547... or 2541... number); see sandbox/README.md.
const bySuffix: Record<string, B2cTestBehaviour> = {
  '999999': { kind: 'fail', result: b2cResultCodes.operatorDoesNotExist },
  '000001': { kind: 'fail', result: b2cResultCodes.insufficientBalance },
  '000004': { kind: 'fail', result: b2cResultCodes.dailyLimit },
  '002040': { kind: 'fail', result: b2cResultCodes.unregisteredCustomer },
  '000408': { kind: 'queue-timeout' },
  '000202': { kind: 'stay-pending' },
  '000410': { kind: 'pay-lose-callback' },
};

/** Safaricom's M-Pesa numbers: 2547XXXXXXXX and 2541XXXXXXXX. Another well-formed Kenyan number has no M-Pesa account. */
export function isSafaricomMsisdn(msisdn: string): boolean {
  return /^254[71]\d{8}$/.test(msisdn);
}

export function b2cTestBehaviour(partyB: string): B2cTestBehaviour {
  if (!isSafaricomMsisdn(partyB)) return { kind: 'fail', result: b2cResultCodes.operatorDoesNotExist };
  return bySuffix[partyB.slice(-6)] ?? { kind: 'pay' };
}
