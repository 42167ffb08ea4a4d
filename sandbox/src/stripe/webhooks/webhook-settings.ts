export const defaultStripeWebhookUrl = 'http://127.0.0.1:3001/api/webhooks/stripe';
export const defaultStripeWebhookSecret = 'whsec_sandbox';
export const defaultWebhookRetryBaseMs = 500;
export const defaultWebhookMaxAttempts = 8;

/** Where and how signed events are delivered. */
export interface WebhookSettings {
  url: string;
  secret: string;
  /** Wait before the second attempt; it doubles for each later one. */
  retryBaseMs: number;
  /** Attempts per delivery, the first included. */
  maxAttempts: number;
  /** An endpoint that has not answered by then counts as failed. */
  attemptTimeoutMs: number;
}

/** Wait after `failedAttempts` failures: base, 2×base, 4×base... (0.5 s, 1 s, 2 s ... 32 s by default). */
export function retryDelayMs(failedAttempts: number, baseMs: number): number {
  return baseMs * 2 ** (failedAttempts - 1);
}
