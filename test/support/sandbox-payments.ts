import type { BrowserLikeClient } from './browser-like-client.js';

/** A bank account as `POST /api/teller-accounts` lists it. */
export type LinkedAccount = { id: string; name: string; institution: { name: string }; last_four: string; type: string; subtype: string };

/** Signs in to the sandbox bank as the Connect popup does; answers the access token. */
export async function linkSandboxBank(sandboxUrl: string, institution = 'sandbox_bank'): Promise<string> {
  const response = await fetch(`${sandboxUrl}/teller/connect/enrollments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ application_id: 'app_sandbox', institution, username: 'username', password: 'password' }),
  });
  if (response.status !== 201) throw new Error(`sandbox bank refused the link: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** The sender's accounts behind an access token, through our api. */
export async function linkedAccounts(client: BrowserLikeClient, accessToken: string): Promise<LinkedAccount[]> {
  const response = await client.post('/api/teller-accounts', { access_token: accessToken });
  if (response.status !== 200) throw new Error(`teller-accounts answered ${response.status}`);
  return ((await response.json()) as { accounts: LinkedAccount[] }).accounts;
}

export async function linkedAccountNamed(client: BrowserLikeClient, accessToken: string, name: string): Promise<LinkedAccount> {
  const found = (await linkedAccounts(client, accessToken)).find((account) => account.name === name);
  if (!found) throw new Error(`no account ${name}`);
  return found;
}

/** The sandbox's PaymentIntents for one transfer (by the metadata we send). */
export async function sandboxPaymentIntentsOf(
  sandboxUrl: string,
  transferId: string,
): Promise<Array<{ id: string; status: string; amount: number; customer: string | null }>> {
  const all = (await (await fetch(`${sandboxUrl}/api/stripe/payment_intents`)).json()) as Array<{
    id: string;
    status: string;
    amount: number;
    customer: string | null;
    metadata: Record<string, string>;
  }>;
  return all.filter((intent) => intent.metadata?.transferId === transferId);
}

/** Settles an ACH debit in flight now, as the bank would days later (`body`: the failure's code and message). */
export async function settleSandboxDebit(sandboxUrl: string, paymentIntentId: string, outcome: 'succeed' | 'fail', body: Record<string, string> = {}) {
  const response = await fetch(`${sandboxUrl}/api/stripe/payment_intents/${paymentIntentId}/${outcome}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`sandbox refused to ${outcome} ${paymentIntentId}: ${response.status}`);
}
