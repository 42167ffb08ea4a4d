/** Where the sandbox serves a verification's hosted page (Stripe's is on payments.stripe.com). */
export function hostedVerificationPath(verificationId: string): string {
  return `/stripe/microdeposits/${encodeURIComponent(verificationId)}`;
}
