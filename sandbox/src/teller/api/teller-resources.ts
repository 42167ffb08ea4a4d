import type { TellerAccount, TellerEnrollment } from '../enrollments/teller-enrollment.js';

/** Teller's Account object. Only the links the sandbox serves are given (no balances or transactions). */
export function accountResource(enrollment: TellerEnrollment, account: TellerAccount, tellerBaseUrl: string) {
  const self = `${tellerBaseUrl}/accounts/${account.id}`;
  return {
    currency: 'USD',
    enrollment_id: enrollment.id,
    id: account.id,
    institution: { id: enrollment.institution.id, name: enrollment.institution.name },
    last_four: account.accountNumber.slice(-4),
    links: { self, details: `${self}/details` },
    name: account.name,
    status: 'open',
    subtype: account.subtype,
    type: 'depository',
  };
}

export type AccountResource = ReturnType<typeof accountResource>;

/** Teller's Account Details object: the full account number and the ACH routing number. */
export function accountDetailsResource(account: TellerAccount, tellerBaseUrl: string) {
  const accountUrl = `${tellerBaseUrl}/accounts/${account.id}`;
  return {
    account_id: account.id,
    account_number: account.accountNumber,
    links: { account: accountUrl, self: `${accountUrl}/details` },
    routing_numbers: { ach: account.routingNumber, wire: null, bacs: null },
  };
}
