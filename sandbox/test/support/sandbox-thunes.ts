import { randomUUID } from 'node:crypto';
import { useTestSandbox } from './start-test-sandbox.js';
import { useWebhookReceiver } from './webhook-receiver.js';

/** The Thunes sandbox's documented credentials (sandbox/README.md). */
export const thunesTestCredentials = { apiKey: 'thunes-sandbox-key', apiSecret: 'thunes-sandbox-secret' };

export interface ThunesAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A Thunes Money Transfer v2 client over plain fetch, with HTTP Basic credentials. */
export function thunesClient(baseUrl: string, { apiKey, apiSecret } = thunesTestCredentials) {
  const authorization = `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`;
  async function call<T>(method: string, path: string, body?: unknown): Promise<ThunesAnswer<T>> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { Authorization: authorization, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  }
  return {
    get: <T = Record<string, unknown>>(path: string) => call<T>('GET', path),
    post: <T = Record<string, unknown>>(path: string, body?: unknown) => call<T>('POST', path, body),
  };
}

export type ThunesClient = ReturnType<typeof thunesClient>;

export const payers = {
  telebirr: 4021,
  commercialBankOfEthiopia: 4031,
  awashBank: 4032,
  himbolPickup: 4051,
  heldPickup: 4052,
} as const;

const destinationCurrency = (payerId: number) => (payerId >= 4050 ? 'ERN' : 'ETB');

/** A C2C quotation paying `amount` USD (or, with `destinationAmount`, that much in the payer's currency). */
export function quotationBody(payerId: number, { amount = 100, destinationAmount }: { amount?: number; destinationAmount?: number } = {}) {
  return {
    external_id: `q_${randomUUID()}`,
    payer_id: payerId,
    mode: destinationAmount === undefined ? 'SOURCE_AMOUNT' : 'DESTINATION_AMOUNT',
    transaction_type: 'C2C',
    source: { amount: destinationAmount === undefined ? amount : null, currency: 'USD', country_iso_code: 'USA' },
    destination: { amount: destinationAmount ?? null, currency: destinationCurrency(payerId) },
  };
}

/** What the product knows of a sender: the second field set every sandbox payer lists. */
export const sender = { lastname: 'Haile', firstname: 'Amina', country_iso_code: 'USA', msisdn: '+12025550143' };

export function transactionBody(
  creditPartyIdentifier: Record<string, string>,
  { callbackUrl, beneficiary = { lastname: 'Kebede', firstname: 'Abebe' } }: { callbackUrl?: string; beneficiary?: Record<string, string> } = {},
) {
  return {
    external_id: `tr_${randomUUID()}`,
    credit_party_identifier: creditPartyIdentifier,
    sender,
    beneficiary,
    purpose_of_remittance: 'FAMILY_SUPPORT',
    ...(callbackUrl ? { callback_url: callbackUrl } : {}),
  };
}

export interface ThunesTransactionBody {
  id: number;
  status: string;
  status_message: string;
  status_class: string;
  status_class_message: string;
  external_id: string;
  payer_transaction_reference: string | null;
  payer_transaction_code: string | null;
  destination: { currency: string; amount: number };
  [field: string]: unknown;
}

/** Quotation, then transaction, for one credit party: the created transaction. */
export async function createTransaction(
  thunes: ThunesClient,
  payerId: number,
  creditPartyIdentifier: Record<string, string>,
  options: { callbackUrl?: string; beneficiary?: Record<string, string>; amount?: number; destinationAmount?: number } = {},
) {
  const quotation = await thunes.post<{ id: number }>('/v2/money-transfer/quotations', quotationBody(payerId, options));
  if (quotation.status !== 201) throw new Error(`quotation refused: ${JSON.stringify(quotation.body)}`);
  const request = transactionBody(creditPartyIdentifier, options);
  const created = await thunes.post<ThunesTransactionBody>(`/v2/money-transfer/quotations/${quotation.body.id}/transactions`, request);
  if (created.status !== 201) throw new Error(`transaction refused: ${JSON.stringify(created.body)}`);
  return { quotationId: quotation.body.id, request, transaction: created.body };
}

/** Created and confirmed: the confirmed transaction. */
export async function confirmedTransaction(
  thunes: ThunesClient,
  payerId: number,
  creditPartyIdentifier: Record<string, string>,
  options: { callbackUrl?: string; beneficiary?: Record<string, string>; amount?: number; destinationAmount?: number } = {},
) {
  const created = await createTransaction(thunes, payerId, creditPartyIdentifier, options);
  const confirmed = await thunes.post<ThunesTransactionBody>(`/v2/money-transfer/transactions/${created.transaction.id}/confirm`);
  if (confirmed.status !== 200) throw new Error(`confirm refused: ${JSON.stringify(confirmed.body)}`);
  return { ...created, transaction: confirmed.body };
}

/**
 * A sandbox with short payout delays and a callback receiver, for the spec file: a Thunes
 * client, fresh callback URLs, and the callbacks that arrived on one (parsed).
 */
export function useThunesSandbox() {
  const receiver = useWebhookReceiver();
  const sandboxRef = useTestSandbox(() => ({ payoutCallbackDelayMs: 40, payoutCallbackRetryIntervalMs: 20 }));
  const pathOf = (url: string) => new URL(url).pathname;
  return {
    receiver,
    url: () => sandboxRef.current.httpUrl,
    thunes: () => thunesClient(sandboxRef.current.httpUrl),
    callbackUrl: () => `${receiver.current.origin}/thunes/callback/${randomUUID()}`,
    /** Resolves once `count` callbacks arrived on the URL. */
    async callbacksOn(url: string, count: number) {
      const received = await receiver.current.waitForOn(pathOf(url), count);
      return received.map((request) => ({ method: request.method, body: JSON.parse(request.rawBody) as ThunesTransactionBody }));
    },
    receivedOn: (url: string) => receiver.current.receivedOn(pathOf(url)),
    /** Long enough for any further step of the lifecycle to have happened. */
    settle: () => new Promise((resolve) => setTimeout(resolve, 250)),
  };
}
