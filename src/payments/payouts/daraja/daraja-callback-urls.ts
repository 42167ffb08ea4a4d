import { payoutCallbackBaseUrl, type Environment } from '../../../config/environment.schema.js';

/**
 * The callbacks Daraja is given, by the `kind` path segment: a payment's ResultURL and
 * QueueTimeOutURL, and a Transaction Status query's, whose path also carries the payout
 * reference (the status result's own ids are the query's, not the payment's); and an Account
 * Balance query's, which names no payout.
 */
export const DARAJA_CALLBACK_KINDS = ['result', 'timeout', 'status-result', 'status-timeout', 'balance-result', 'balance-timeout'] as const;
export type DarajaCallbackKind = (typeof DARAJA_CALLBACK_KINDS)[number];

/** `{base}/api/payout-callbacks/{token}/daraja/{kind}[/{reference}]`. */
export function darajaCallbackUrl(
  config: Pick<Environment, 'APP_URL' | 'PAYOUT_CALLBACK_BASE_URL' | 'PAYOUT_CALLBACK_TOKEN'>,
  kind: DarajaCallbackKind,
  reference?: string,
): string {
  const path = `${payoutCallbackBaseUrl(config)}/api/payout-callbacks/${config.PAYOUT_CALLBACK_TOKEN}/daraja/${kind}`;
  return reference === undefined ? path : `${path}/${encodeURIComponent(reference)}`;
}
