/** How a person proves they own their contact: a code by email or by SMS. */
export type VerificationChannel = 'email' | 'phone';

export const VERIFICATION_CHANNELS = ['email', 'phone'] as const satisfies readonly VerificationChannel[];
