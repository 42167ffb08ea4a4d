/** A bank the Connect popup offers; its accounts carry its ACH routing number. */
export interface SandboxInstitution {
  id: string;
  name: string;
  /** A valid ABA routing number (passes the check digit), so Stripe accepts it. */
  routingNumber: string;
}

export const sandboxInstitutions: readonly SandboxInstitution[] = [
  { id: 'sandbox_bank', name: 'Sandbox Bank', routingNumber: '110000000' },
  { id: 'chase', name: 'Chase (sandbox)', routingNumber: '021000021' },
];

export function findInstitution(id: string): SandboxInstitution | undefined {
  return sandboxInstitutions.find((institution) => institution.id === id);
}
