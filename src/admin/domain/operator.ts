/** What an operator may do in the admin area (issue #25): owners also manage operators. */
export const OPERATOR_ROLES = ['viewer', 'support', 'compliance', 'finance', 'owner'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** `invited`: an owner invited them; they become `active` by enrolling (password and authenticator). */
export const OPERATOR_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];

/**
 * Who acts in the admin area: an operator as their grant names them. `version` is the row's
 * session version when the grant was made; deactivation and a new password raise it.
 */
export interface OperatorRef {
  id: number;
  email: string;
  role: OperatorRole;
}

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}

/** Operators' emails are compared and stored trimmed and lower-cased: one address, one operator. */
export function normalizeOperatorEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An operator's password: at least this long (they guard every sender's money). */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;

/** Why an operator's password is refused, or null when it is long enough. */
export function operatorPasswordProblem(password: string): string | null {
  return password.length >= OPERATOR_PASSWORD_MIN_LENGTH ? null : `An operator's password needs at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters.`;
}
