/** How long a payout takes before its outcome is known and its callback sent. */
export const defaultPayoutCallbackDelayMs = 3000;
/** Wait between callback retries for providers that retry (MTN documents 1 s). */
export const defaultPayoutCallbackRetryIntervalMs = 1000;

export interface PayoutSettings {
  callbackDelayMs: number;
  callbackRetryIntervalMs: number;
}
