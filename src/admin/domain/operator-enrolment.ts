/** An operator's enrolment link holds for this long after the invitation (or the `operator create` command). */
export const ENROLMENT_LINK_TTL_MS = 72 * 60 * 60 * 1000;

/** How many one-time recovery codes an operator gets when enrolling. */
export const OPERATOR_RECOVERY_CODE_COUNT = 10;

/** The page an operator enrols on, under the app's address. */
export function enrolmentLink(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/admin/enrol?token=${encodeURIComponent(token)}`;
}

/** The invitation's subject, as the sandbox inbox and the operator's mail app show it. */
export const INVITATION_SUBJECT = "You're invited to the admin area";

/** The invitation's text: who invited them, as what, the link and until when it works. */
export function invitationText({ role, invitedBy, link, expiresAt }: { role: string; invitedBy: string; link: string; expiresAt: Date }): string {
  return [
    'Hello,',
    '',
    `${invitedBy} invited you to the Remit East Africa admin area as ${role === 'owner' ? 'an owner' : `a ${role} operator`}.`,
    '',
    'Open this link to choose your password and add the account to your authenticator app:',
    link,
    '',
    `The link works once, until ${expiresAt.toUTCString()}. If you did not expect this invitation, ignore this email.`,
  ].join('\n');
}
