import pg from 'pg';
import { OperatorAccounts } from '../../src/admin/operator-accounts.service.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { authenticatorCode, createOperator, signInAsOperator, type TestOperator } from '../support/signed-in-operator.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';

let stack: InProcessStack;
let db: pg.Client;
let addressCounter = 0;

beforeAll(async () => {
  ({ stack, db } = await startStackAndDatabase());
});
afterAll(() => stopStackAndDatabase({ stack, db }));

/** Each client its own address: the per-address limit on admin sign-ins stays apart. */
const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.3.${(addressCounter += 1)}`);
const addressOf = (client: BrowserLikeClient) => (client as unknown as { address: string }).address;
const operators = () => stack.api.get(OperatorAccounts);

async function signIn(client: BrowserLikeClient, operator: TestOperator, { password = operator.password, code }: { password?: string; code?: string } = {}) {
  return client.post('/api/admin/session', { email: operator.email, password, code: code ?? (await authenticatorCode(operator.totpSecret)) });
}

const REFUSED = { code: 'ADMIN.INVALID_SIGN_IN', message: 'Invalid email, password or authentication code' };

async function expectRefused(response: Response, client: BrowserLikeClient) {
  expect({ status: response.status, body: await response.json() }).toEqual({ status: 401, body: REFUSED });
  expect(await (await client.get('/api/admin/session')).json()).toEqual({ admin: false });
  expect((await client.get('/api/admin/stats')).status).toBe(401);
}

describe("an operator's sign-in", () => {
  it('grants admin access for the email (any case), password and current code, and audits it by name', async () => {
    const operator = await createOperator(stack, { role: 'support' });
    const client = newClient();
    const granted = await client.post('/api/admin/session', {
      email: `  ${operator.email.toUpperCase()} `,
      password: operator.password,
      code: await authenticatorCode(operator.totpSecret),
    });
    expect(granted.status).toBe(200);
    expect(await (await client.get('/api/admin/session')).json()).toEqual({
      admin: true,
      operator: { email: operator.email, role: 'support', permissions: ['read', 'act', 'support'] },
    });
    expect((await client.get('/api/admin/stats')).status).toBe(200);

    const rows = await db.query('select action, source_address, operator_id, operator_email, operator_role from admin_audit_log where operator_id = $1 order by id', [operator.id]);
    expect(rows.rows).toEqual([
      { action: 'admin.sign_in', source_address: addressOf(client), operator_id: operator.id, operator_email: operator.email, operator_role: 'support' },
    ]);
    const page = (await (await client.get('/api/admin/audit?limit=1')).json()) as { items: Record<string, unknown>[] };
    expect(page.items[0]).toMatchObject({ action: 'admin.sign_in', operator: { id: operator.id, email: operator.email, role: 'support' } });
  });

  it('names the operator on what they do in the admin area, and on their sign-out', async () => {
    const sender = await signUpAndSignIn(stack, newClient());
    const client = newClient();
    const operator = await signInAsOperator(stack, client, { role: 'support' });
    expect((await client.request('PUT', `/api/admin/users/${sender.userId}/status`, { action: 'suspend' })).status).toBe(200);
    expect((await client.request('DELETE', '/api/admin/session')).status).toBe(200);
    const rows = await db.query('select action, target, operator_email, operator_role, source_address from admin_audit_log where operator_id = $1 order by id', [operator.id]);
    expect(rows.rows).toEqual([
      { action: 'admin.sign_in', target: 'admin:dashboard', operator_email: operator.email, operator_role: 'support', source_address: addressOf(client) },
      { action: 'user.suspend', target: `user:${sender.userId}`, operator_email: operator.email, operator_role: 'support', source_address: addressOf(client) },
      { action: 'admin.sign_out', target: 'admin:dashboard', operator_email: operator.email, operator_role: 'support', source_address: addressOf(client) },
    ]);
  });

  it('names the operator session on every entry: one sitting shares one id, another sitting has its own', async () => {
    const sender = await signUpAndSignIn(stack, newClient());
    const operator = await createOperator(stack, { role: 'support' });
    const [first, second] = [newClient(), newClient()];
    expect((await signIn(first, operator)).status).toBe(200);
    expect((await first.request('PUT', `/api/admin/users/${sender.userId}/status`, { action: 'suspend' })).status).toBe(200);
    // The next code: each is taken once.
    expect((await signIn(second, operator, { code: await authenticatorCode(operator.totpSecret, 1) })).status).toBe(200);
    expect((await second.request('PUT', `/api/admin/users/${sender.userId}/status`, { action: 'activate' })).status).toBe(200);
    const firstCookies = [...first.cookies.values()].join(' ');
    expect((await first.request('DELETE', '/api/admin/session')).status).toBe(200);

    const rows = (await db.query<{ action: string; operator_session: string | null; source_address: string }>(
      'select action, operator_session, source_address from admin_audit_log where operator_id = $1 order by id',
      [operator.id],
    )).rows;
    expect(rows.map((row) => row.action)).toEqual(['admin.sign_in', 'user.suspend', 'admin.sign_in', 'user.activate', 'admin.sign_out']);
    const [signIn1, suspend, signIn2, activate, signOut] = rows.map((row) => row.operator_session);
    expect(signIn1).toMatch(/^[0-9a-f-]{36}$/);
    expect(signIn2).toMatch(/^[0-9a-f-]{36}$/);
    expect(signIn2).not.toBe(signIn1);
    expect([suspend, signOut]).toEqual([signIn1, signIn1]);
    expect(activate).toBe(signIn2);
    // Not the browser's session id (its cookie), which must stay secret.
    expect(firstCookies).not.toContain(signIn1!);

    const page = (await (await second.get(`/api/admin/audit?operator=${encodeURIComponent(operator.email)}&limit=1`)).json()) as { items: Record<string, unknown>[] };
    expect(page.items[0]).toMatchObject({ action: 'admin.sign_out', operator: { email: operator.email, role: 'support', session: signIn1 } });
  });

  it('refuses a wrong password without using up the code, and a wrong code, alike', async () => {
    const operator = await createOperator(stack);
    const client = newClient();
    const code = await authenticatorCode(operator.totpSecret);
    await expectRefused(await signIn(client, operator, { password: 'not their password', code }), client);
    const wrongCode = code === '000000' ? '111111' : '000000';
    await expectRefused(await signIn(client, operator, { code: wrongCode }), client);
    await expectRefused(await signIn(client, operator, { code: 'abcdef' }), client);
    // The code typed with the wrong password is still good.
    expect((await signIn(client, operator, { code })).status).toBe(200);
    const failures = await db.query("select new_value from admin_audit_log where operator_id = $1 and action = 'admin.sign_in_failed' order by id", [operator.id]);
    expect(failures.rows.map((row) => row.new_value)).toEqual([{ reason: 'wrong_password' }, { reason: 'wrong_code' }, { reason: 'wrong_code' }]);
  });

  it('refuses an unknown email with the same answer', async () => {
    const client = newClient();
    await expectRefused(await client.post('/api/admin/session', { email: 'nobody.here@example.com', password: 'operator pass 1', code: '123456' }), client);
  });

  it('takes each code once: the same code in another browser is refused', async () => {
    const operator = await createOperator(stack);
    const code = await authenticatorCode(operator.totpSecret);
    expect((await signIn(newClient(), operator, { code })).status).toBe(200);
    const replay = newClient();
    await expectRefused(await signIn(replay, operator, { code }), replay);
    // The next time step's code is a new one.
    expect((await signIn(replay, operator, { code: await authenticatorCode(operator.totpSecret, 1) })).status).toBe(200);
  });

  it('asks for every field', async () => {
    const response = await newClient().post('/api/admin/session', { email: 'ops@example.com', password: 'operator pass 1' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'code', message: 'Authentication code is required' });
  });

  it('refuses a deactivated operator with the right password and code', async () => {
    const operator = await createOperator(stack);
    await operators().deactivate(operator.id);
    const client = newClient();
    await expectRefused(await signIn(client, operator), client);
  });

  it('ends the sessions of an operator who is deactivated', async () => {
    const client = newClient();
    const operator = await signInAsOperator(stack, client, { role: 'finance' });
    expect((await client.get('/api/admin/stats')).status).toBe(200);
    await operators().deactivate(operator.id);
    expect((await client.get('/api/admin/stats')).status).toBe(401);
    expect(await (await client.get('/api/admin/session')).json()).toEqual({ admin: false });
  });

  it('ends the sessions of an operator given a new password; the new password signs in', async () => {
    const client = newClient();
    const operator = await signInAsOperator(stack, client, { role: 'viewer' });
    await operators().changePassword(operator.id, 'a brand new passphrase');
    expect((await client.get('/api/admin/stats')).status).toBe(401);
    const again = newClient();
    await expectRefused(await signIn(again, operator, { code: await authenticatorCode(operator.totpSecret, 1) }), again);
    expect((await signIn(again, operator, { password: 'a brand new passphrase', code: await authenticatorCode(operator.totpSecret, 1) })).status).toBe(200);
  });
});
