import type { MicrodepositType } from './microdeposit-test-values.js';

export type MicrodepositVerificationStatus = 'pending' | 'verified' | 'failed';

/**
 * One bank account's verification by microdeposits, as the sandbox records it: started by the
 * first PaymentIntent or SetupIntent that needed it, answered through `verify_microdeposits`
 * (of any intent waiting for it) or the hosted verification page.
 */
export interface MicrodepositVerification {
  /** `mdv_...`: the sandbox's own id, also the hosted verification page's address. */
  id: string;
  paymentMethodId: string;
  /** Bank, last 4 (e.g. "ACH STRIPE TEST BANK •••• 6789"). */
  bankAccount: string;
  /** The PaymentIntent (`pi_`) or SetupIntent (`seti_`) that started it. */
  startedBy: string;
  microdepositType: MicrodepositType;
  /** Unix seconds: when the deposits are expected to land. */
  arrivalDate: number;
  hostedVerificationUrl: string;
  status: MicrodepositVerificationStatus;
  failedAttempts: number;
  maxFailedAttempts: number;
  /** Why it failed: `payment_method_microdeposit_verification_attempts_exceeded`, `..._timeout`, `payment_method_microdeposit_failed`. */
  failureCode: string | null;
  createdAt: string;
  resolvedAt: string | null;
}

/** The `verify_with_microdeposits` next action of an intent waiting for this verification. */
export function verifyWithMicrodepositsAction(verification: MicrodepositVerification) {
  return {
    type: 'verify_with_microdeposits' as const,
    verify_with_microdeposits: {
      arrival_date: verification.arrivalDate,
      hosted_verification_url: verification.hostedVerificationUrl,
      microdeposit_type: verification.microdepositType,
    },
  };
}

export type VerifyWithMicrodepositsAction = ReturnType<typeof verifyWithMicrodepositsAction>;
