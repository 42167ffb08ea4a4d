import { DomainError } from '../../shared/domain/domain-error.js';

export class AdminAccessRequiredError extends DomainError {
  constructor() {
    super({ code: 'ADMIN.REQUIRED', kind: 'unauthorized', message: 'Admin access required. Please sign in as an operator.' });
  }
}

export class InvalidAdminPasswordError extends DomainError {
  constructor() {
    super({ code: 'ADMIN.INVALID_PASSWORD', kind: 'unauthorized', message: 'Invalid admin password' });
  }
}

export class AdminUserNotFoundError extends DomainError {
  constructor() {
    super({ code: 'ADMIN.USER_NOT_FOUND', kind: 'not_found', message: 'User not found' });
  }
}

export class InvalidListCursorError extends DomainError {
  constructor() {
    super({
      code: 'ADMIN.INVALID_CURSOR',
      kind: 'validation',
      field: 'before',
      message: 'This page link is no longer valid. Reload the list from its first page.',
    });
  }
}

/** The queue item is gone: another operator, or the system, dealt with it. */
export class AttentionItemNotFoundError extends DomainError {
  constructor() {
    super({ code: 'ATTENTION.NOT_FOUND', kind: 'not_found', message: 'This item is no longer in the queue: it was handled already. The list has been refreshed.' });
  }
}

/** The action does not apply to this item (now). */
export class AttentionActionUnavailableError extends DomainError {
  constructor(message: string, field?: string) {
    super({ code: 'ATTENTION.ACTION_UNAVAILABLE', kind: 'conflict', message, field });
  }
}

export class AdminTransferNotFoundError extends DomainError {
  constructor() {
    super({ code: 'ADMIN.TRANSFER_NOT_FOUND', kind: 'not_found', message: 'Transfer not found' });
  }
}

/** An operator's email, password or authenticator code did not match (one answer for each, so none is told apart). */
export class InvalidOperatorSignInError extends DomainError {
  constructor() {
    super({ code: 'ADMIN.INVALID_SIGN_IN', kind: 'unauthorized', message: 'Invalid email, password or authentication code' });
  }
}

/** An operator could not be created or changed as asked (bootstrap script, tests). */
export class OperatorSetupError extends DomainError {
  constructor(message: string) {
    super({ code: 'ADMIN.OPERATOR_SETUP', kind: 'validation', message });
  }
}

/** The operator's role does not allow this (403 ADMIN.ROLE_NOT_ALLOWED), naming the roles that do. */
export class AdminRoleNotAllowedError extends DomainError {
  constructor(role: string, allowed: readonly string[]) {
    super({
      code: 'ADMIN.ROLE_NOT_ALLOWED',
      kind: 'forbidden',
      message: `Your role (${role}) cannot do this. It needs an operator with the role ${allowed.join(' or ')}.`,
    });
  }
}

/** Someone has this email already (an invitation still waiting is renewed instead). */
export class OperatorExistsError extends DomainError {
  constructor(email: string) {
    super({ code: 'ADMIN.OPERATOR_EXISTS', kind: 'conflict', field: 'email', message: `An operator with the email ${email} exists already.` });
  }
}

export class OperatorNotFoundError extends DomainError {
  constructor() {
    super({ code: 'ADMIN.OPERATOR_NOT_FOUND', kind: 'not_found', message: 'Operator not found' });
  }
}

/** An owner may not deactivate themselves or change their own role (another owner can). */
export class OwnOperatorAccountError extends DomainError {
  constructor() {
    super({ code: 'ADMIN.OWN_ACCOUNT', kind: 'conflict', message: 'You cannot deactivate yourself or change your own role. Another owner can.' });
  }
}

/** The enrolment link is unknown, used, expired, or its operator was deactivated (one answer for each). */
export class EnrolmentLinkInvalidError extends DomainError {
  constructor() {
    super({
      code: 'ADMIN.ENROLMENT_LINK_INVALID',
      kind: 'not_found',
      message: 'This enrolment link is not valid: it was used already, has expired or was withdrawn. Ask an owner for a new invitation.',
    });
  }
}

/** The enrolment's password or authenticator code was refused; the link still works. */
export class EnrolmentRefusedError extends DomainError {
  constructor(field: 'password' | 'code', message: string) {
    super({ code: 'ADMIN.ENROLMENT_REFUSED', kind: 'validation', field, message });
  }
}

