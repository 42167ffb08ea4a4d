/** The Teller objects the tests read (the shapes the product's adapter reads). */
export interface TellerAccount {
  id: string;
  enrollment_id: string;
  institution: { id: string; name: string };
  last_four: string;
  name: string;
  type: string;
  subtype: string;
  status: string;
  currency: string;
  links: { self: string; details: string };
}

export interface TellerAccountDetails {
  account_id: string;
  account_number: string;
  routing_numbers: { ach: string | null; wire: string | null; bacs: string | null };
}

/** What Teller Connect hands to onSuccess, plus the accounts the sandbox's sign-in lists. */
export interface TellerEnrollmentResult {
  accessToken: string;
  user: { id: string };
  enrollment: { id: string; institution: { name: string } };
  accounts: TellerAccount[];
}

/** Signs in as the Connect popup does (no browser): the sandbox user `username` / `password`. */
export async function signInToTeller(
  baseUrl: string,
  { institution = 'sandbox_bank', username = 'username', password = 'password' } = {},
): Promise<Response> {
  return fetch(`${baseUrl}/teller/connect/enrollments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ application_id: 'app_sandbox_test', institution, username, password }),
  });
}

export async function enrollInTeller(baseUrl: string, institution = 'sandbox_bank'): Promise<TellerEnrollmentResult> {
  const response = await signInToTeller(baseUrl, { institution });
  if (response.status !== 201) throw new Error(`Teller sign-in answered ${response.status}`);
  return (await response.json()) as TellerEnrollmentResult;
}

/** A Teller API call as the product's adapter makes it: HTTP Basic, the token as user name, empty password. */
export function tellerGet(baseUrl: string, path: string, accessToken?: string): Promise<Response> {
  const headers: Record<string, string> = accessToken
    ? { Authorization: `Basic ${Buffer.from(`${accessToken}:`).toString('base64')}` }
    : {};
  return fetch(`${baseUrl}/teller${path}`, { headers });
}

export async function tellerAccountDetails(baseUrl: string, accessToken: string, accountName: string) {
  const accounts = (await (await tellerGet(baseUrl, '/accounts', accessToken)).json()) as TellerAccount[];
  const account = accounts.find((candidate) => candidate.name === accountName);
  if (!account) throw new Error(`no Teller account named ${accountName}`);
  return (await (await tellerGet(baseUrl, `/accounts/${account.id}/details`, accessToken)).json()) as TellerAccountDetails;
}
