import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { SandboxInbox } from '../support/sandbox-inbox.js';
import { authenticatorCode, signInAsOperator, type TestOperator } from '../support/signed-in-operator.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';

// Issue #25 item 1: owners invite operators by email; the invited operator enrols with the
// one-time link (password, authenticator from the QR code/key, recovery codes) and signs in at
// the gate with a code from the app or, once each, a recovery code. Its own database: the
// operators and the audit log are this file's alone.
let stack: InProcessStack;
let db: pg.Client;
let inbox: SandboxInbox;
let address = 0;
let owner: { client: BrowserLikeClient; operator: TestOperator };

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  ({ stack, db } = await startStackAndDatabase({ ownDatabase: 'operator_invites' }));
  inbox = new SandboxInbox(stack.sandboxUrl);
  const client = newClient();
  owner = { client, operator: await signInAsOperator(stack, client, { role: 'owner' }) };
});
afterAll(() => stopStackAndDatabase({ stack, db }));

/** 198.18.134.x are this file's. */
const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.134.${(address += 1)}`);
const newEmail = (what: string) => `${what}.${randomBytes(4).toString('hex')}@example.com`;
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });
const auditOf = async (target: string) =>
  (await db.query('select action, old_value, new_value, operator_email from admin_audit_log where target = $1 order by id', [target])).rows;

/** Invites `email` as `role` (by the owner) and answers the token from the link in the email the sandbox inbox received. */
async function invite(email: string, role: string): Promise<{ id: number; token: string; link: string; text: string }> {
  const invited = await json(await owner.client.post('/api/admin/operators/invites', { email, role }));
  expect(invited).toMatchObject({ status: 201, body: { email, role, status: 'invited' } });
  const message = await inbox.withSubject(email, "You're invited to the admin area");
  const link = /(https?:\/\/\S+\/admin\/enrol\?token=([\w-]+))/.exec(message.text);
  if (!link) throw new Error(`no enrolment link in: ${message.text}`);
  return { id: invited.body.id as number, link: link[1]!, token: link[2]!, text: message.text };
}

/** Invites and enrols an operator with `role`; answers what they need to sign in. */
async function enrolled(role: string): Promise<{ id: number; email: string; password: string; secret: string; recoveryCodes: string[] }> {
  const email = newEmail(role);
  const { id, token } = await invite(email, role);
  const client = newClient();
  const page = await json(await client.get(`/api/admin/enrolment?token=${token}`));
  const password = 'a long operator password';
  const done = await json(await client.post('/api/admin/enrolment', { token, password, code: await authenticatorCode(page.body.secret) }));
  expect(done.status).toBe(200);
  return { id, email, password, secret: page.body.secret, recoveryCodes: done.body.recoveryCodes };
}

async function gate(client: BrowserLikeClient, email: string, password: string, code: string): Promise<number> {
  return (await client.post('/api/admin/session', { email, password, code })).status;
}

describe('inviting and enrolling an operator', () => {
  it('goes from the invitation email to enrolment to signing in with a TOTP code and, once, a recovery code', async () => {
    const email = newEmail('finance');
    const { id, token, link, text } = await invite(email, 'finance');
    expect(link.startsWith('http')).toBe(true);
    expect(text).toContain(owner.operator.email);
    // Only the token's digest is stored.
    const [row] = (await db.query('select status, enrolment_token_digest, enrolment_expires_at, password_hash from operators where id = $1', [id])).rows;
    expect(row.status).toBe('invited');
    expect(row.enrolment_token_digest).toMatch(/^[0-9a-f]{64}$/);
    expect(row.enrolment_token_digest).not.toContain(token);
    const hours = (new Date(row.enrolment_expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    expect(await auditOf(`operator:${id}`)).toEqual([
      expect.objectContaining({ action: 'operator.invited', operator_email: owner.operator.email, new_value: expect.objectContaining({ email, role: 'finance' }) }),
    ]);
    // An invited operator cannot sign in yet.
    expect(await gate(newClient(), email, 'anything at all', '123456')).toBe(401);

    const enrollee = newClient();
    const page = await json(await enrollee.get(`/api/admin/enrolment?token=${encodeURIComponent(token)}`));
    expect(page).toEqual({
      status: 200,
      body: { email, role: 'finance', secret: expect.stringMatching(/^[A-Z2-7]+=*$/), otpauthUri: expect.stringMatching(/^otpauth:\/\/totp\//), qrCode: expect.stringMatching(/^data:image\/png;base64,/) },
    });
    expect(page.body.otpauthUri).toContain(`secret=${page.body.secret}`);
    const secret = page.body.secret as string;

    // A short password, then a wrong code: refused on their fields; the link still works.
    expect(await json(await enrollee.post('/api/admin/enrolment', { token, password: 'short', code: await authenticatorCode(secret) }))).toMatchObject({ status: 400, body: { field: 'password' } });
    expect(await json(await enrollee.post('/api/admin/enrolment', { token, password: 'a long operator password', code: '000000' }))).toMatchObject({
      status: 400,
      body: { code: 'ADMIN.ENROLMENT_REFUSED', field: 'code' },
    });
    const done = await json(await enrollee.post('/api/admin/enrolment', { token, password: 'a long operator password', code: await authenticatorCode(secret) }));
    expect(done.status).toBe(200);
    const recoveryCodes = done.body.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = (await db.query('select code_digest, used_at from operator_recovery_codes where operator_id = $1', [id])).rows;
    expect(stored).toHaveLength(10);
    for (const { code_digest } of stored) expect(recoveryCodes.some((code) => code_digest.includes(code.replace('-', '')))).toBe(false);
    expect((await db.query('select status, enrolment_token_digest from operators where id = $1', [id])).rows[0]).toEqual({ status: 'active', enrolment_token_digest: null });
    expect((await auditOf(`operator:${id}`)).map((entry) => [entry.action, entry.operator_email])).toEqual([
      ['operator.invited', owner.operator.email],
      ['operator.enrolled', email],
    ]);

    // The link is used: the page and the enrolment refuse it.
    expect(await json(await newClient().get(`/api/admin/enrolment?token=${token}`))).toMatchObject({ status: 404, body: { code: 'ADMIN.ENROLMENT_LINK_INVALID' } });
    expect(await json(await newClient().post('/api/admin/enrolment', { token, password: 'another long password', code: await authenticatorCode(secret, 1) }))).toMatchObject({
      status: 404,
      body: { code: 'ADMIN.ENROLMENT_LINK_INVALID' },
    });

    // The gate: the app's next code (the enrolment used this one's time step).
    const signedIn = newClient();
    expect(await gate(signedIn, email, 'a long operator password', await authenticatorCode(secret, 1))).toBe(200);
    expect(await json(await signedIn.get('/api/admin/session'))).toMatchObject({ status: 200, body: { admin: true, operator: { email, role: 'finance' } } });
    await signedIn.request('DELETE', '/api/admin/session');

    // A recovery code in place of the app's code, once.
    const recovering = newClient();
    expect(await gate(recovering, email, 'a long operator password', recoveryCodes[3]!.toUpperCase())).toBe(200);
    expect((await recovering.get('/api/admin/stats')).status).toBe(200);
    expect(await gate(newClient(), email, 'a long operator password', recoveryCodes[3]!)).toBe(401);
    expect((await db.query('select count(*)::int as used from operator_recovery_codes where operator_id = $1 and used_at is not null', [id])).rows[0].used).toBe(1);
    // Another operator's recovery code is not theirs.
    const other = await enrolled('viewer');
    expect(await gate(newClient(), email, 'a long operator password', other.recoveryCodes[0]!)).toBe(401);
  });

  it('lists operators with their email, role, status and when they were added', async () => {
    const email = newEmail('listed');
    const { id } = await invite(email, 'support');
    const listed = await json(await owner.client.get('/api/admin/operators'));
    expect(listed.status).toBe(200);
    expect(listed.body.items).toContainEqual({ id, email, role: 'support', status: 'invited', createdAt: expect.any(String), enrolmentExpiresAt: expect.any(String) });
    expect(listed.body.items).toContainEqual(expect.objectContaining({ id: owner.operator.id, email: owner.operator.email, role: 'owner', status: 'active', enrolmentExpiresAt: null }));
  });

  it('renews an invitation still waiting, and refuses an email an active operator has', async () => {
    const email = newEmail('twice');
    const first = await invite(email, 'viewer');
    const again = await json(await owner.client.post('/api/admin/operators/invites', { email: email.toUpperCase(), role: 'support' }));
    expect(again).toMatchObject({ status: 201, body: { id: first.id, email, role: 'support', status: 'invited' } });
    // The first link no longer works.
    expect((await newClient().get(`/api/admin/enrolment?token=${first.token}`)).status).toBe(404);
    expect(await json(await owner.client.post('/api/admin/operators/invites', { email: owner.operator.email, role: 'viewer' }))).toMatchObject({
      status: 409,
      body: { code: 'ADMIN.OPERATOR_EXISTS' },
    });
  });

  it('refuses an expired link', async () => {
    const email = newEmail('late');
    const { id, token } = await invite(email, 'viewer');
    const client = newClient();
    const secret = (await json(await client.get(`/api/admin/enrolment?token=${token}`))).body.secret as string;
    await db.query("update operators set enrolment_expires_at = now() - interval '1 second' where id = $1", [id]);
    expect(await json(await client.get(`/api/admin/enrolment?token=${token}`))).toMatchObject({ status: 404, body: { code: 'ADMIN.ENROLMENT_LINK_INVALID' } });
    expect((await client.post('/api/admin/enrolment', { token, password: 'a long operator password', code: await authenticatorCode(secret) })).status).toBe(404);
    expect((await db.query('select status from operators where id = $1', [id])).rows[0].status).toBe('invited');
  });

  it('enrols an operator made by the operator command through its link too', async () => {
    const { OperatorAccounts } = await import('../../src/admin/operator-accounts.service.js');
    const accounts = stack.api.get(OperatorAccounts);
    const created = await accounts.create({ email: newEmail('cli'), password: 'printed password 1', role: 'compliance' });
    const { token } = await accounts.issueEnrolment(created.id);
    const client = newClient();
    expect(await json(await client.get(`/api/admin/enrolment?token=${token}`))).toMatchObject({ status: 200, body: { email: created.email, role: 'compliance', secret: created.totpSecret } });
    const done = await json(await client.post('/api/admin/enrolment', { token, password: 'my own password 1', code: await authenticatorCode(created.totpSecret) }));
    expect(done.body.recoveryCodes).toHaveLength(10);
    expect(await gate(newClient(), created.email, 'printed password 1', await authenticatorCode(created.totpSecret, 1))).toBe(401);
    expect(await gate(newClient(), created.email, 'my own password 1', await authenticatorCode(created.totpSecret, 1))).toBe(200);
  });
});

describe('who may manage operators', () => {
  it('refuses a finance operator: 403, and nothing is invited', async () => {
    const client = newClient();
    await signInAsOperator(stack, client, { role: 'finance' });
    const email = newEmail('refused');
    expect(await json(await client.post('/api/admin/operators/invites', { email, role: 'viewer' }))).toMatchObject({ status: 403, body: { code: 'ADMIN.ROLE_NOT_ALLOWED' } });
    expect((await client.get('/api/admin/operators')).status).toBe(403);
    expect((await client.request('PUT', `/api/admin/operators/${owner.operator.id}`, { status: 'deactivated' })).status).toBe(403);
    expect((await db.query('select 1 from operators where email = $1', [email])).rows).toEqual([]);
    expect(await inbox.messages(email)).toEqual([]);
  });

  it('answers bad input with 400, never 500', async () => {
    const client = owner.client;
    const bad: Array<[string, string, unknown]> = [
      ['POST', '/api/admin/operators/invites', { email: 'not-an-email', role: 'viewer' }],
      ['POST', '/api/admin/operators/invites', { email: newEmail('x'), role: 'boss' }],
      ['POST', '/api/admin/operators/invites', { email: 42 }],
      ['POST', '/api/admin/operators/invites', []],
      ['PUT', '/api/admin/operators/1', {}],
      ['PUT', '/api/admin/operators/1', { role: 'boss' }],
      ['PUT', '/api/admin/operators/1', { status: 'active' }],
      ['PUT', '/api/admin/operators/1', { role: 'viewer', status: 'deactivated' }],
      ['PUT', '/api/admin/operators/1', { role: 'viewer', extra: true }],
      ['GET', '/api/admin/enrolment', undefined],
      ['GET', '/api/admin/enrolment?token=short', undefined],
      ['POST', '/api/admin/enrolment', {}],
      ['POST', '/api/admin/enrolment', { token: 'x'.repeat(40), password: 12, code: '123456' }],
      ['POST', '/api/admin/enrolment', { token: 'x'.repeat(500), password: 'a long operator password', code: '123456' }],
    ];
    for (const [method, path, body] of bad) {
      const response = await (path.includes('enrolment') ? newClient() : client).request(method, path, body);
      expect({ method, path, body, status: response.status }).toEqual({ method, path, body, status: 400 });
    }
    expect((await client.request('PUT', '/api/admin/operators/abc', { role: 'viewer' })).status).toBe(404);
    expect((await client.request('PUT', '/api/admin/operators/999999', { role: 'viewer' })).status).toBe(404);
  });

  it('rate-limits the enrolment page and enrolment per address', async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await client.get(`/api/admin/enrolment?token=${'n'.repeat(43)}`)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses[20]).toBe(429);
    expect((await client.post('/api/admin/enrolment', { token: 'n'.repeat(43), password: 'a long operator password', code: '123456' })).status).toBe(429);
    // Another address is not held back.
    expect((await newClient().get(`/api/admin/enrolment?token=${'n'.repeat(43)}`)).status).toBe(404);
  });
});

describe('changing an operator', () => {
  it("changes a role: audited, and the operator's open sessions end (a session keeps the role it was granted with)", async () => {
    const operator = await enrolled('finance');
    const session = newClient();
    expect(await gate(session, operator.email, operator.password, await authenticatorCode(operator.secret, 1))).toBe(200);
    const changed = await json(await owner.client.request('PUT', `/api/admin/operators/${operator.id}`, { role: 'viewer' }));
    expect(changed).toMatchObject({ status: 200, body: { id: operator.id, role: 'viewer', status: 'active' } });
    expect((await session.get('/api/admin/stats')).status).toBe(401);
    const again = newClient();
    expect(await gate(again, operator.email, operator.password, operator.recoveryCodes[0]!)).toBe(200);
    expect(await json(await again.get('/api/admin/session'))).toMatchObject({ body: { operator: { role: 'viewer', permissions: ['read'] } } });
    expect((await auditOf(`operator:${operator.id}`)).at(-1)).toEqual({
      action: 'operator.role_changed',
      old_value: { email: operator.email, role: 'finance' },
      new_value: { email: operator.email, role: 'viewer' },
      operator_email: owner.operator.email,
    });
  });

  it("deactivates an operator: audited, their sessions end, they cannot sign in; an invited operator's link stops working", async () => {
    const operator = await enrolled('support');
    const session = newClient();
    expect(await gate(session, operator.email, operator.password, await authenticatorCode(operator.secret, 1))).toBe(200);
    const confirmed = await json(await owner.client.request('PUT', `/api/admin/operators/${operator.id}`, { status: 'deactivated' }));
    expect(confirmed).toMatchObject({ status: 200, body: { id: operator.id, role: 'support', status: 'deactivated' } });
    expect((await session.get('/api/admin/stats')).status).toBe(401);
    expect(await gate(newClient(), operator.email, operator.password, operator.recoveryCodes[1]!)).toBe(401);
    expect((await auditOf(`operator:${operator.id}`)).at(-1)).toMatchObject({ action: 'operator.deactivated', new_value: { status: 'deactivated' }, operator_email: owner.operator.email });

    const waiting = await invite(newEmail('withdrawn'), 'viewer');
    expect((await owner.client.request('PUT', `/api/admin/operators/${waiting.id}`, { status: 'deactivated' })).status).toBe(200);
    expect((await newClient().get(`/api/admin/enrolment?token=${waiting.token}`)).status).toBe(404);
  });

  it('lets no owner deactivate or demote themselves; another owner can change an owner', async () => {
    for (const body of [{ status: 'deactivated' }, { role: 'viewer' }]) {
      expect(await json(await owner.client.request('PUT', `/api/admin/operators/${owner.operator.id}`, body))).toMatchObject({ status: 409, body: { code: 'ADMIN.OWN_ACCOUNT' } });
    }
    expect(await json(await owner.client.get('/api/admin/session'))).toMatchObject({ body: { admin: true, operator: { role: 'owner' } } });
    const second = newClient();
    const secondOwner = await signInAsOperator(stack, second, { role: 'owner' });
    expect((await owner.client.request('PUT', `/api/admin/operators/${secondOwner.id}`, { role: 'compliance' })).status).toBe(200);
    expect((await second.get('/api/admin/operators')).status).toBe(401);
  });
});
