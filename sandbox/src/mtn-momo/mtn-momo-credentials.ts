/**
 * What the MTN MoMo sandbox accepts: one API user (its id and key, as MoMo's provisioning API
 * would have created them), the Disbursement product's subscription key, and the target
 * environments. Sandbox values, documented in sandbox/README.md.
 */
export const momoApiUser = '8b2f6c1e-3d4a-4f5b-9c6d-7e8f9a0b1c2d';
export const momoApiKey = 'momo-sandbox-api-key';
export const momoSubscriptionKey = 'momo-sandbox-subscription-key';
/** MTN's own sandbox is "sandbox"; Uganda's production environment is "mtnuganda". */
export const momoTargetEnvironments = ['sandbox', 'mtnuganda'] as const;
/**
 * MTN's own sandbox pays in EUR only; this one simulates MTN Uganda, so it pays in UGX (and
 * refuses EUR) whichever target environment is named.
 */
export const momoCurrency = 'UGX';
export const momoTokenLifetimeSeconds = 3600;
