import { enrollInTeller, tellerGet, type TellerAccount } from './support/sandbox-teller.js';
import { useTestSandbox } from './support/start-test-sandbox.js';

describe('Teller Accounts API', () => {
  const sandboxRef = useTestSandbox();
  const url = () => sandboxRef.current.httpUrl;

  it('lists the enrollment accounts with HTTP Basic auth (token as user name, empty password)', async () => {
    const enrolled = await enrollInTeller(url());
    const response = await tellerGet(url(), '/accounts', enrolled.accessToken);
    const accounts = (await response.json()) as TellerAccount[];

    expect(response.status).toBe(200);
    expect(accounts).toHaveLength(3);
    expect(accounts[0]).toEqual({
      currency: 'USD',
      enrollment_id: enrolled.enrollment.id,
      id: expect.stringMatching(/^acc_[a-z0-9]{21}$/),
      institution: { id: 'sandbox_bank', name: 'Sandbox Bank' },
      last_four: '1234',
      links: {
        self: `${url()}/teller/accounts/${accounts[0]!.id}`,
        details: `${url()}/teller/accounts/${accounts[0]!.id}/details`,
      },
      name: 'Sandbox Checking',
      status: 'open',
      subtype: 'checking',
      type: 'depository',
    });
    expect(accounts.map((account) => [account.name, account.subtype, account.last_four])).toEqual([
      ['Sandbox Checking', 'checking', '1234'],
      ['Sandbox Savings', 'savings', '5678'],
      ['Sandbox Failing Checking', 'checking', '0002'],
    ]);

    const one = await tellerGet(url(), `/accounts/${accounts[1]!.id}`, enrolled.accessToken);
    expect(await one.json()).toEqual(accounts[1]);
  });

  it('gives an account its full number and a valid ACH routing number', async () => {
    const enrolled = await enrollInTeller(url());
    const checking = enrolled.accounts[0]!;
    const response = await tellerGet(url(), `/accounts/${checking.id}/details`, enrolled.accessToken);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      account_id: checking.id,
      account_number: '4200001234',
      links: {
        account: `${url()}/teller/accounts/${checking.id}`,
        self: `${url()}/teller/accounts/${checking.id}/details`,
      },
      routing_numbers: { ach: '110000000', wire: null, bacs: null },
    });

    const chase = await enrollInTeller(url(), 'chase');
    const details = await tellerGet(url(), `/accounts/${chase.accounts[2]!.id}/details`, chase.accessToken);
    expect(await details.json()).toMatchObject({ account_number: '4200000002', routing_numbers: { ach: '021000021' } });
  });

  it('answers 401 without a token and 403 for a token it never issued, in Teller error bodies', async () => {
    const missing = await tellerGet(url(), '/accounts');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(await missing.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });

    const bearer = await fetch(`${url()}/teller/accounts`, { headers: { Authorization: 'Bearer token_abc' } });
    expect(bearer.status).toBe(401);

    const unknown = await tellerGet(url(), '/accounts', 'token_neverissued');
    expect(unknown.status).toBe(403);
    expect(await unknown.json()).toEqual({ error: { code: 'forbidden', message: 'Invalid or revoked access token.' } });
    expect((await tellerGet(url(), '/accounts/acc_x/details', 'token_neverissued')).status).toBe(403);
  });

  it("answers 404 for another enrollment's account and for unknown ids", async () => {
    const mine = await enrollInTeller(url());
    const theirs = await enrollInTeller(url());

    const other = await tellerGet(url(), `/accounts/${theirs.accounts[0]!.id}/details`, mine.accessToken);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: { code: 'not_found', message: expect.stringContaining(theirs.accounts[0]!.id) } });
    expect((await tellerGet(url(), `/accounts/${theirs.accounts[0]!.id}`, mine.accessToken)).status).toBe(404);
    expect((await tellerGet(url(), '/accounts/acc_unknown/details', mine.accessToken)).status).toBe(404);

    const route = await tellerGet(url(), '/transactions', mine.accessToken);
    expect(route.status).toBe(404);
    expect(((await route.json()) as any).error.code).toBe('not_found');
  });
});
