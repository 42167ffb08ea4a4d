import type { PaymentFailure } from '../payment-outcome.js';

export type MicrodepositType = 'descriptor_code' | 'amounts';

/** What the customer read on their statement: two amounts in cents, or the 0.01 deposit's descriptor code. */
export type MicrodepositAnswer = { amounts: number[] } | { descriptorCode: string };

/** How a verification attempt with Stripe's test values ends. */
export type MicrodepositCheck = 'verified' | 'mismatch' | 'attempts_exceeded' | 'timeout';

/**
 * Stripe's documented test values (https://docs.stripe.com/payments/ach-direct-debit/accept-a-payment,
 * "Test microdeposit amounts and descriptor codes"): `32` and `45` or `SM11AA` verify the
 * account, `10` and `11` or `SM33CC` simulate exceeding the allowed attempts, `40` and `41` or
 * `SM44DD` a verification timeout. Any other value is a mismatch, which counts as a failed attempt.
 */
export function checkMicrodeposits(answer: MicrodepositAnswer): MicrodepositCheck {
  if ('descriptorCode' in answer) {
    const code = answer.descriptorCode.trim().toUpperCase();
    if (code === 'SM11AA') return 'verified';
    if (code === 'SM33CC') return 'attempts_exceeded';
    if (code === 'SM44DD') return 'timeout';
    return 'mismatch';
  }
  const amounts = [...answer.amounts].sort((a, b) => a - b).join(',');
  if (amounts === '32,45') return 'verified';
  if (amounts === '10,11') return 'attempts_exceeded';
  if (amounts === '40,41') return 'timeout';
  return 'mismatch';
}

/** Failed attempts allowed before the account can no longer be verified: ten for descriptor codes, three for amounts. */
export const maxFailedAttempts: Record<MicrodepositType, number> = { descriptor_code: 10, amounts: 3 };

/** How long the microdeposits take to arrive, as `arrival_date` shows it (Stripe: 1-2 business days). */
export const microdepositArrivalSeconds = 2 * 24 * 3600;

export const attemptsExceeded: PaymentFailure = {
  code: 'payment_method_microdeposit_verification_attempts_exceeded',
  message: 'You have exceeded the number of allowed verification attempts.',
  type: 'invalid_request_error',
};

export const verificationTimeout: PaymentFailure = {
  code: 'payment_method_microdeposit_verification_timeout',
  message: 'Microdeposit verification timed out: the bank account was not verified within 10 days.',
  type: 'invalid_request_error',
};

export const microdepositsFailed: PaymentFailure = {
  code: 'payment_method_microdeposit_failed',
  message: "The microdeposits could not be deposited into the customer's bank account. Check the account and routing numbers.",
  type: 'invalid_request_error',
};

export function mismatchFailure(type: MicrodepositType, remaining: number): PaymentFailure {
  const left = `You have ${remaining} verification attempt${remaining === 1 ? '' : 's'} remaining.`;
  return type === 'amounts'
    ? {
        code: 'payment_method_microdeposit_verification_amounts_mismatch',
        message: `The amounts provided do not match the amounts that were sent to the bank account. ${left}`,
        type: 'invalid_request_error',
      }
    : {
        code: 'payment_method_microdeposit_verification_descriptor_code_mismatch',
        message: `The verification code provided does not match the one sent to the bank account. ${left}`,
        type: 'invalid_request_error',
      };
}
