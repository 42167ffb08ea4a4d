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
