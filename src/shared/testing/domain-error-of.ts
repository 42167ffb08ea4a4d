import { DomainError } from '../domain/domain-error.js';

/** The DomainError an action throws; fails the test when it throws nothing or something else. */
export function domainErrorOf(action: () => unknown): DomainError {
  try {
    action();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError, nothing was thrown');
}

/** Independent half-up rounding of a non-negative n/d, to check the domain's arithmetic against. */
export const halfUp = (numerator: bigint, denominator: bigint): bigint => (2n * numerator + denominator) / (2n * denominator);
