export type AccountSubtype = 'checking' | 'savings';

export interface SandboxAccountTemplate {
  name: string;
  subtype: AccountSubtype;
  /** The same in every enrollment, so tests and people can rely on it. */
  accountNumber: string;
}

/**
 * The accounts every sandbox enrollment holds. An ACH debit of the last one fails when it
 * settles: the Stripe sandbox returns debits of account numbers ending in 0002 (account closed).
 */
export const sandboxAccountTemplates: readonly SandboxAccountTemplate[] = [
  { name: 'Sandbox Checking', subtype: 'checking', accountNumber: '4200001234' },
  { name: 'Sandbox Savings', subtype: 'savings', accountNumber: '4200005678' },
  { name: 'Sandbox Failing Checking', subtype: 'checking', accountNumber: '4200000002' },
];
