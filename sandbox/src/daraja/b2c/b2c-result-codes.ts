/** A B2C result as M-Pesa reports it: ResultCode (a number, or a string such as SFC_IC0003) and ResultDesc. */
export interface B2cResultCode {
  code: number | string;
  desc: string;
}

// From the "Result Codes" table of Daraja's Business To Customer documentation
// (developer.safaricom.co.ke/apis/BusinessToCustomer).
export const b2cResultCodes = {
  success: { code: 0, desc: 'The service request is processed successfully.' },
  insufficientBalance: { code: 1, desc: 'The balance is insufficient for the transaction.' },
  belowMinimum: { code: 2, desc: 'Declined due to limit rule' },
  aboveMaximum: { code: 3, desc: 'Declined due to limit rule: greater than the maximum transaction amount.' },
  dailyLimit: { code: 4, desc: 'Declined due to limit rule: would exceed daily transfer limit' },
  invalidInitiator: { code: 2001, desc: 'The initiator information is invalid.' },
  notPermitted: { code: 2028, desc: 'The request is not permitted according to product assignment.' },
  unregisteredCustomer: {
    code: 2040,
    desc: "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
  },
  operatorDoesNotExist: { code: 'SFC_IC0003', desc: 'The operator does not exist.' },
} satisfies Record<string, B2cResultCode>;

/**
 * What the sandbox posts to QueueTimeOutURL. Daraja documents no body for it; the sandbox uses
 * the Result envelope with the code M-Pesa gives a request it rejected because it was busy.
 */
export const queueTimeoutResult: B2cResultCode = { code: 26, desc: 'System busy. The service request is rejected.' };

/** B2C limits from the Daraja documentation's FAQ: KES 10 to KES 250,000 per transaction. */
export const b2cMinimumAmount = 10;
export const b2cMaximumAmount = 250_000;
