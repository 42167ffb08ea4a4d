import { DomainError } from '../../shared/domain/domain-error.js';

export class SenderTooYoungError extends DomainError {
  constructor(minimumAge: number) {
    super({
      code: 'VERIFICATION.UNDER_AGE',
      kind: 'validation',
      field: 'dateOfBirth',
      message: `You must be ${minimumAge} or older to send money.`,
      details: { minimumAge },
    });
  }
}

export class ResidentialAddressRequiredError extends DomainError {
  constructor() {
    super({
      code: 'VERIFICATION.RESIDENTIAL_ADDRESS_REQUIRED',
      kind: 'validation',
      field: 'address.line1',
      message: 'Enter the address where you live: a P.O. box cannot be used.',
    });
  }
}

export class DetailsLockedError extends DomainError {
  constructor() {
    super({
      code: 'VERIFICATION.DETAILS_LOCKED',
      kind: 'conflict',
      message: 'Your verified details cannot be changed here. Contact support to correct them.',
    });
  }
}

export class DetailsRequiredError extends DomainError {
  constructor() {
    super({
      code: 'VERIFICATION.DETAILS_REQUIRED',
      kind: 'conflict',
      message: 'Enter your legal name, date of birth and address first.',
    });
  }
}

export class TierRequiredError extends DomainError {
  constructor(message: string) {
    super({ code: 'VERIFICATION.TIER_REQUIRED', kind: 'conflict', message });
  }
}

export class AlreadyVerifiedError extends DomainError {
  constructor() {
    super({ code: 'VERIFICATION.ALREADY_VERIFIED', kind: 'conflict', message: 'This check is done already: your identity is verified for it.' });
  }
}

export class CheckInProgressError extends DomainError {
  constructor() {
    super({
      code: 'VERIFICATION.IN_PROGRESS',
      kind: 'conflict',
      message: 'Your last check is still being processed. We will update your profile as soon as it is done.',
    });
  }
}
