import { randomUUID, constants, publicEncrypt } from 'node:crypto';

/** The Daraja sandbox's documented credentials (sandbox/README.md). */
export const darajaTestCredentials = {
  consumerKey: 'sandbox-consumer-key',
  consumerSecret: 'sandbox-consumer-secret',
  initiatorName: 'testapi',
  initiatorPassword: 'Sandbox#Initiator1',
  shortCode: '600992',
};

export interface DarajaAnswer {
  status: number;
  body: Record<string, unknown>;
}

async function answerOf(response: Response): Promise<DarajaAnswer> {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function darajaToken(baseUrl: string, key = darajaTestCredentials.consumerKey, secret = darajaTestCredentials.consumerSecret) {
  const response = await fetch(`${baseUrl}/oauth/v1/generate?grant_type=client_credentials`, {
    headers: { Authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}` },
  });
  return answerOf(response);
}

/** A SecurityCredential built as Daraja says: the password encrypted with the certificate the sandbox serves. */
export async function securityCredential(baseUrl: string, password = darajaTestCredentials.initiatorPassword): Promise<string> {
  const certificate = await (await fetch(`${baseUrl}/api/daraja/certificate`)).text();
  return publicEncrypt({ key: certificate, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString('base64');
}

export async function postDaraja(baseUrl: string, path: string, token: string, body: unknown): Promise<DarajaAnswer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return answerOf(response);
}

/** A valid B2C request body paying `partyB`, with callbacks on unique paths of `callbackOrigin`. */
export function b2cRequestBody(callbackOrigin: string, credential: string, overrides: Record<string, unknown> = {}) {
  const id = randomUUID();
  return {
    OriginatorConversationID: `tr_${id}`,
    InitiatorName: darajaTestCredentials.initiatorName,
    SecurityCredential: credential,
    CommandID: 'BusinessPayment',
    Amount: '1500',
    PartyA: darajaTestCredentials.shortCode,
    PartyB: '254712345678',
    Remarks: 'Remittance payout',
    QueueTimeOutURL: `${callbackOrigin}/daraja/timeout/${id}`,
    ResultURL: `${callbackOrigin}/daraja/result/${id}`,
    Occassion: 'Transfer',
    ...overrides,
  };
}

/** A Transaction Status query body, answered on a unique path of `callbackOrigin`. */
export function statusQueryBody(callbackOrigin: string, credential: string, names: { TransactionID?: string; OriginalConversationID?: string }) {
  const id = randomUUID();
  return {
    Initiator: darajaTestCredentials.initiatorName,
    SecurityCredential: credential,
    CommandID: 'TransactionStatusQuery',
    ...names,
    PartyA: darajaTestCredentials.shortCode,
    IdentifierType: '4',
    ResultURL: `${callbackOrigin}/daraja/status/${id}`,
    QueueTimeOutURL: `${callbackOrigin}/daraja/status-timeout/${id}`,
    Remarks: 'Status check',
    Occasion: 'reconcile',
  };
}

export function pathOf(url: unknown): string {
  return new URL(String(url)).pathname;
}

/** `{ Key, Value }` pairs of a ResultParameters list as an object. */
export function resultParameters(result: { ResultParameters?: { ResultParameter: Array<{ Key: string; Value?: unknown }> } }) {
  return Object.fromEntries((result.ResultParameters?.ResultParameter ?? []).map((item) => [item.Key, item.Value]));
}

/** The callback body M-Pesa sends to a ResultURL or QueueTimeOutURL. */
export interface DarajaResult {
  Result: {
    ResultType: number;
    ResultCode: number | string;
    ResultDesc: string;
    OriginatorConversationID: string;
    ConversationID: string;
    TransactionID?: string;
    ResultParameters?: { ResultParameter: Array<{ Key: string; Value?: unknown }> };
    ReferenceData: unknown;
  };
}

/** An access token and a valid SecurityCredential for the file's sandbox, fetched once. Read after beforeAll. */
export function useDarajaAccess(baseUrl: () => string): { token: string; credential: string } {
  const access = { token: '', credential: '' };
  beforeAll(async () => {
    access.token = String((await darajaToken(baseUrl())).body['access_token']);
    access.credential = await securityCredential(baseUrl());
  });
  return access;
}
