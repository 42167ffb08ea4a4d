import { newAccessToken, newTellerId } from '../teller-ids.js';
import { sandboxAccountTemplates, type AccountSubtype } from './sandbox-accounts.js';
import type { SandboxInstitution } from './sandbox-institutions.js';

export interface TellerAccount {
  id: string;
  name: string;
  subtype: AccountSubtype;
  accountNumber: string;
  routingNumber: string;
}

/** One user's link to one bank made through Connect: its access token sees its accounts only. */
export interface TellerEnrollment {
  id: string;
  userId: string;
  accessToken: string;
  applicationId: string | null;
  institution: SandboxInstitution;
  accounts: TellerAccount[];
  createdAt: string;
}

export function newEnrollment(institution: SandboxInstitution, applicationId: string | null, now: Date): TellerEnrollment {
  return {
    id: newTellerId('enr'),
    userId: newTellerId('usr'),
    accessToken: newAccessToken(),
    applicationId,
    institution,
    accounts: sandboxAccountTemplates.map((template) => ({
      id: newTellerId('acc'),
      name: template.name,
      subtype: template.subtype,
      accountNumber: template.accountNumber,
      routingNumber: institution.routingNumber,
    })),
    createdAt: now.toISOString(),
  };
}

/** How the page shows a token: enough to tell two apart, never enough to use one. */
export function tokenPreview(accessToken: string): string {
  return `${accessToken.slice(0, 10)}…`;
}
