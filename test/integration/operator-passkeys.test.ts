import type pg from 'pg';
import { passkeyRelyingParty } from '../../src/shared/domain/passkey-relying-party.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { authenticatorCode, createOperator, signInOperator, type TestOperator } from '../support/signed-in-operator.js';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';

let stack: InProcessStack;
let db: pg.Client;
let ownDatabaseUrl: string | undefined;
let origin: string;
let rpId: string;
let address = 0;

beforeAll(async () => {
  ({ stack, db, ownDatabaseUrl } = await startStackAndDatabase({ ownDatabase: 'operator_passkeys' }));
  const party = passkeyRelyingParty(stack.config.APP_URL);
  [origin, rpId] = [party.origins[0]!, party.rpID];
});
afterAll(() => stopStackAndDatabase({ stack, db, ownDatabaseUrl }));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.137.${(address += 1)}`);

/** `operator` signed in with their code on a new client, with `authenticator` added as a passkey named `name`. */
async function operatorWithPasskey(authenticator: SoftwareAuthenticator, name = 'Work laptop'): Promise<{ operator: TestOperator; client: BrowserLikeClient; passkey: Json }> {
  const operator = await createOperator(stack, { role: 'finance' });
  const client = newClient();
  await signInOperator(client, operator);
  const options = (await (await client.post('/api/admin/passkeys/registration-options', {})).json()) as Json;
  expect(options).toMatchObject({ rp: { id: rpId }, user: { name: operator.email }, attestation: 'none' });
  const added = await client.post('/api/admin/passkeys', { name, response: authenticator.register(options as never, origin) });
  expect(added.status).toBe(201);
  return { operator, client, passkey: (await added.json()) as Json };
}

/** A sign-in at the gate by passkey on a new client: the options, then email, password and the answer. */
async function signInByPasskey(operator: TestOperator, authenticator: SoftwareAuthenticator, password = operator.password) {
  const client = newClient();
  const options = (await (await client.post('/api/admin/session/passkey-options', { email: operator.email })).json()) as Json;
  const response = await client.post('/api/admin/session/passkey', { email: operator.email, password, response: authenticator.authenticate(options as never, origin, rpId) });
  return { client, options, response };
}

describe("operators' passkeys", () => {
  it('adds a passkey for the signed-in operator (audited), lists it, and signs in with it instead of a code', async () => {
    const authenticator = new SoftwareAuthenticator();
    const { operator, client, passkey } = await operatorWithPasskey(authenticator);
    expect(passkey).toEqual({ id: expect.any(Number), name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null });
    expect(((await (await client.get('/api/admin/passkeys')).json()) as Json).items).toEqual([passkey]);
    const { rows: audited } = await db.query(`select action, target, new_value, operator_id from admin_audit_log where action = 'admin.passkey_added' and operator_id = $1`, [operator.id]);
    expect(audited).toEqual([{ action: 'admin.passkey_added', target: `passkey:${passkey.id}`, new_value: { name: 'Work laptop' }, operator_id: operator.id }]);

    const { options, response, client: signedIn } = await signInByPasskey(operator, authenticator);
    expect(options.allowCredentials).toEqual([{ id: authenticator.credentialId.toString('base64url'), type: 'public-key', transports: ['internal'] }]);
    expect(response.status).toBe(200);
    expect(await (await signedIn.get('/api/admin/session')).json()).toMatchObject({ admin: true, operator: { email: operator.email, role: 'finance' } });
    const { rows } = await db.query('select counter, last_used_at from operator_passkeys where id = $1', [passkey.id]);
    expect(rows[0]).toMatchObject({ counter: '1', last_used_at: expect.any(Date) });
  });

  it('refuses a wrong password, another authenticator, a replayed answer and a cloned counter with the one answer, and grants nothing', async () => {
    const authenticator = new SoftwareAuthenticator();
    const { operator } = await operatorWithPasskey(authenticator);
    const refused = { code: 'ADMIN.INVALID_SIGN_IN', message: 'Invalid email, password or authentication code' };

    const wrongPassword = await signInByPasskey(operator, authenticator, 'not the password 1');
    expect({ status: wrongPassword.response.status, body: await wrongPassword.response.json() }).toEqual({ status: 401, body: refused });
    const stranger = await signInByPasskey(operator, new SoftwareAuthenticator());
    expect(stranger.response.status).toBe(401);

    // The same answer sent again: its challenge was used up by the first.
    const client = newClient();
    const options = (await (await client.post('/api/admin/session/passkey-options', { email: operator.email })).json()) as Json;
    const answer = authenticator.authenticate(options as never, origin, rpId);
    expect((await client.post('/api/admin/session/passkey', { email: operator.email, password: operator.password, response: answer })).status).toBe(200);
    const again = newClient();
    const replay = await again.post('/api/admin/session/passkey', { email: operator.email, password: operator.password, response: answer });
    expect({ status: replay.status, code: ((await replay.json()) as Json).code }).toEqual({ status: 400, code: 'ADMIN.PASSKEY_REFUSED' });

    // An authenticator whose counter does not grow is a copy of the key.
    authenticator.rewindCounter();
    const cloned = await signInByPasskey(operator, authenticator);
    expect(cloned.response.status).toBe(401);
    expect(await (await cloned.client.get('/api/admin/session')).json()).toEqual({ admin: false });

    const { rows } = await db.query(`select new_value from admin_audit_log where action = 'admin.sign_in_failed' and operator_id = $1 order by id`, [operator.id]);
    expect(rows.map((r) => r.new_value.reason)).toEqual(['wrong_password', 'wrong_passkey', 'wrong_passkey']);
  });

  it("offers an unknown email's sign-in no passkeys, and an operator's passkeys to no one else's answer", async () => {
    const client = newClient();
    const options = (await (await client.post('/api/admin/session/passkey-options', { email: 'nobody@example.com' })).json()) as Json;
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(typeof options.challenge).toBe('string');

    // Another operator's passkey does not sign this one in.
    const mine = new SoftwareAuthenticator();
    const { operator } = await operatorWithPasskey(mine);
    const theirs = new SoftwareAuthenticator();
    await operatorWithPasskey(theirs);
    expect((await signInByPasskey(operator, theirs)).response.status).toBe(401);
  });

  it('refuses a passkey made for another challenge or origin, and removes one (audited) so it no longer signs in', async () => {
    const operator = await createOperator(stack, { role: 'viewer' });
    const client = newClient();
    await signInOperator(client, operator);
    const authenticator = new SoftwareAuthenticator();
    // No options asked first: there is no challenge to answer.
    const unasked = await client.post('/api/admin/passkeys', { name: 'Phone', response: authenticator.register({ challenge: 'bm90IGFza2Vk', rp: { id: rpId } }, origin) });
    expect({ status: unasked.status, code: ((await unasked.json()) as Json).code }).toEqual({ status: 400, code: 'ADMIN.PASSKEY_REFUSED' });
    const options = (await (await client.post('/api/admin/passkeys/registration-options', {})).json()) as Json;
    const elsewhere = await client.post('/api/admin/passkeys', { name: 'Phone', response: authenticator.register(options as never, 'https://evil.example') });
    expect(elsewhere.status).toBe(400);
    expect(((await (await client.get('/api/admin/passkeys')).json()) as Json).items).toEqual([]);

    const added = await operatorWithPasskey(authenticator, 'Phone');
    const removed = await added.client.request('DELETE', `/api/admin/passkeys/${added.passkey.id}`);
    expect(await removed.json()).toEqual({ message: 'Passkey "Phone" removed' });
    expect((await signInByPasskey(added.operator, authenticator)).response.status).toBe(401);
    // Only one's own: another operator's id answers 404.
    expect((await client.request('DELETE', `/api/admin/passkeys/${added.passkey.id}`)).status).toBe(404);
    // The code still signs in.
    const byCode = newClient();
    expect((await byCode.post('/api/admin/session', { email: added.operator.email, password: added.operator.password, code: await authenticatorCode(added.operator.totpSecret, 1) })).status).toBe(200);
  });
});
