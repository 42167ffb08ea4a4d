/** The payout rails the sandbox simulates, as they are named in its API and on its page. */
export const payoutProviders = ['daraja', 'mtn-momo', 'thunes'] as const;
export type PayoutProvider = (typeof payoutProviders)[number];

export const payoutProviderNames: Record<PayoutProvider, string> = {
  daraja: 'M-Pesa (Daraja B2C)',
  'mtn-momo': 'MTN MoMo Disbursement',
  thunes: 'Thunes Money Transfer',
};

/**
 * A request the product made (`payout`, `status-query`, and Thunes' `quotation` and credit-party
 * `verification`) or a callback the sandbox sent it.
 */
export const payoutActivityKinds = ['payout', 'status-query', 'callback', 'quotation', 'verification'] as const;
export type PayoutActivityKind = (typeof payoutActivityKinds)[number];

/** One POST/PUT of a callback to the product. */
export interface CallbackAttempt {
  attempt: number;
  /** ISO 8601. */
  at: string;
  /** The receiver's HTTP status, or null when it could not be reached. */
  status: number | null;
  /** Why the attempt got no status (refused connection, timeout), else null. */
  error: string | null;
}

export interface CallbackDelivery {
  /** What the callback carries, e.g. "Result", "QueueTimeOut", "Transfer". */
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  /** The body exactly as sent (or as it would have been, when lost). */
  body: unknown;
  /** True when the sandbox was told to lose it: it was never sent. */
  lost: boolean;
  /** Which copy of the callback this is (1, 2, ...) under the delivery fault mode; null when it is off. */
  copy: number | null;
  attempts: CallbackAttempt[];
  delivered: boolean;
  /** ISO 8601 of the next retry, or null. */
  nextAttemptAt: string | null;
}

export interface PayoutActivity {
  id: string;
  provider: PayoutProvider;
  kind: PayoutActivityKind;
  /** ISO 8601. */
  at: string;
  /** The payout it is about: Daraja's OriginatorConversationID, MTN's X-Reference-Id; null when the request named none. */
  reference: string | null;
  /** The recipient, digits only, when known. */
  msisdn: string | null;
  amount: string | null;
  currency: string | null;
  /** For requests: the HTTP status the sandbox answered. Null for callbacks. */
  httpStatus: number | null;
  /** What happened, in a few words: "accepted", "409 RESOURCE_ALREADY_EXIST", "ResultCode 0", ... */
  outcome: string;
  /** Set for kind `callback`. */
  callback: CallbackDelivery | null;
}
