// The routing numbers the sandbox knows a bank for: Stripe's test bank and the one the
// Teller sandbox's "Chase (sandbox)" accounts carry. Stripe shows null for a bank it cannot name.
const bankNames: Readonly<Record<string, string>> = {
  '110000000': 'STRIPE TEST BANK',
  '021000021': 'JPMORGAN CHASE BANK, NA',
};

/** `us_bank_account.bank_name`, looked up from the routing number. */
export function bankNameFor(routingNumber: string): string | null {
  return bankNames[routingNumber] ?? null;
}
