import { DomainError } from '../../shared/domain/domain-error.js';

export class AdminAccessRequiredError extends DomainError {
  constructor() {
    super({ code: 'ADMIN.REQUIRED', kind: 'unauthorized', message: 'Admin access required. Please enter the admin password.' });
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
