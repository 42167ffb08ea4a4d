import { DomainError } from '../../shared/domain/domain-error.js';

/** A correction an operator asked for that the books refuse (an account not offered, a zero amount): 400 naming the field. */
export class BreakCorrectionRefusedError extends DomainError {
  constructor(message: string, field: string) {
    super({ code: 'RECONCILIATION.CORRECTION_REFUSED', kind: 'validation', message, field });
  }
}

/** A provider's records could not be read (Stripe unreachable): the run is recorded as failed; 503. */
export class ProviderRecordsUnavailableError extends DomainError {
  constructor(provider: string, reason: string) {
    super({ code: 'RECONCILIATION.PROVIDER_UNAVAILABLE', kind: 'unavailable', message: `${provider}'s records could not be read (${reason}); try again.` });
  }
}
