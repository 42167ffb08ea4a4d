import { randomUUID } from 'node:crypto';

/** The MoMo sandbox's documented credentials (sandbox/README.md). */
export const momoTestCredentials = {
  apiUser: '8b2f6c1e-3d4a-4f5b-9c6d-7e8f9a0b1c2d',
  apiKey: 'momo-sandbox-api-key',
  subscriptionKey: 'momo-sandbox-subscription-key',
};

export interface MomoAnswer {
  status: number;
  body: unknown;
}

async function answerOf(response: Response): Promise<MomoAnswer> {
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

export async function momoToken(baseUrl: string, apiKey = momoTestCredentials.apiKey): Promise<MomoAnswer> {
  const response = await fetch(`${baseUrl}/disbursement/token/`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${momoTestCredentials.apiUser}:${apiKey}`).toString('base64')}`,
      'Ocp-Apim-Subscription-Key': momoTestCredentials.subscriptionKey,
    },
  });
  return answerOf(response);
}

/** A MoMo client for one access token: the headers every Disbursement call carries. */
export function momoClient(baseUrl: string, token: string) {
  const headers = (extra: Record<string, string> = {}) => ({
    Authorization: `Bearer ${token}`,
    'X-Target-Environment': 'mtnuganda',
    'Ocp-Apim-Subscription-Key': momoTestCredentials.subscriptionKey,
    ...extra,
  });
  return {
    headers,
    async transfer(body: unknown, { referenceId = randomUUID(), callbackUrl }: { referenceId?: string; callbackUrl?: string } = {}) {
      const response = await fetch(`${baseUrl}/disbursement/v1_0/transfer`, {
        method: 'POST',
        headers: headers({
          'X-Reference-Id': referenceId,
          'Content-Type': 'application/json',
          ...(callbackUrl ? { 'X-Callback-Url': callbackUrl } : {}),
        }),
        body: JSON.stringify(body),
      });
      return { ...(await answerOf(response)), referenceId };
    },
    async get(path: string) {
      return answerOf(await fetch(`${baseUrl}/disbursement${path}`, { headers: headers() }));
    },
  };
}

export function transferBody(msisdn: string, amount = '50000') {
  return {
    amount,
    currency: 'UGX',
    externalId: `tr_${randomUUID()}`,
    payee: { partyIdType: 'MSISDN', partyId: msisdn },
    payerMessage: 'Remittance payout',
    payeeNote: 'From Amina',
  };
}
