import { generate } from 'otplib';
import { passkeyRelyingParty } from '../../src/shared/domain/passkey-relying-party.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { createOperator, signInOperator } from '../support/signed-in-operator.js';
import { signUpAndSignIn, type SignedInUser } from '../support/signed-in-user.js';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';

let stack: InProcessStack;
let db: Awaited<ReturnType<typeof startStackAndDatabase>>['db'];
let origin: string;
let rpId: string;
let address = 0;

/** The step-up window: long enough for a sign-up and a passkey added right after, short enough to wait out. */
const VALID_MS = 3_000;
const NEW_SIGN_IN = 'New sign-in to your Remit East Africa account';

beforeAll(async () => {
  ({ stack, db } = await startStackAndDatabase({ env: { STEP_UP_VALID_MS: String(VALID_MS) } }));
  const party = passkeyRelyingParty(stack.config.APP_URL);
  [origin, rpId] = [party.origins[0]!, party.rpID];
});
afterAll(() => stopStackAndDatabase({ stack, db }));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const json = async (response: Response) => (await response.json()) as Json;
/** Each client's own address (as x-forwarded-for). */
const addresses = new WeakMap<BrowserLikeClient, string>();
const newClient = () => {
  const at = `198.18.141.${++address}`;
  const client = new BrowserLikeClient(stack.apiUrl, at);
  addresses.set(client, at);
  return client;
};
const later = () => new Promise((resolve) => setTimeout(resolve, VALID_MS + 200));

/** Adds `authenticator` as a passkey named `name` for the sender signed in on `client`; answers what the api answered. */
async function addPasskey(client: BrowserLikeClient, authenticator: SoftwareAuthenticator, name = 'My phone'): Promise<{ passkey: Json; recoveryCodes: string[] }> {
  const options = await json(await client.post('/api/settings/passkeys/registration-options'));
  expect(options).toMatchObject({ rp: { id: rpId }, authenticatorSelection: { residentKey: 'required' }, attestation: 'none' });
  const added = await client.post('/api/settings/passkeys', { name, response: authenticator.register(options as never, origin) });
  expect(added.status).toBe(201);
  return (await added.json()) as { passkey: Json; recoveryCodes: string[] };
}

/** A sender signed in on a client of their own, with one passkey added. */
async function senderWithPasskey(): Promise<{ user: SignedInUser; client: BrowserLikeClient; authenticator: SoftwareAuthenticator; passkey: Json; recoveryCodes: string[] }> {
  const client = newClient();
  const user = await signUpAndSignIn(stack, client, { withPhone: false, verifiedTo: 'none' });
  const authenticator = new SoftwareAuthenticator();
  return { user, client, authenticator, ...(await addPasskey(client, authenticator)) };
}

/** A sign-in with the passkey alone on `client` (a new one unless given): the options, then the answer. */
async function passwordless(authenticator: SoftwareAuthenticator, client = newClient()) {
  const options = await json(await client.post('/api/auth/login/passkey-options'));
  const answer = authenticator.authenticate(options as never, origin, rpId);
  const response = await client.post('/api/auth/login/passkey', { response: answer });
  return { client, options, answer, response };
}

/** The password on a new client; the sign-in then waits for the second factor. */
async function afterPassword(user: SignedInUser): Promise<{ client: BrowserLikeClient; refusal: Json }> {
  const client = newClient();
  const response = await client.post('/api/auth/login', { emailOrPhone: user.email, password: user.password });
  expect(response.status).toBe(401);
  return { client, refusal: await json(response) };
}

async function secondFactorByPasskey(client: BrowserLikeClient, authenticator: SoftwareAuthenticator) {
  const options = await json(await client.post('/api/auth/login/second-factor/passkey-options'));
  return { options, response: await client.post('/api/auth/login/second-factor/passkey', { response: authenticator.authenticate(options as never, origin, rpId) }) };
}

/** Issue #25, item 4: senders' passkeys, as a second factor and to sign in without a password. */
describe("senders' passkeys", () => {
  it('adds a passkey (the first second factor comes with recovery codes), lists it, and asks for it after the password', async () => {
    const { user, client, authenticator, passkey, recoveryCodes } = await senderWithPasskey();
    expect(passkey).toEqual({ id: expect.any(Number), name: 'My phone', createdAt: expect.any(String), lastUsedAt: null });
    expect(recoveryCodes).toHaveLength(10);
    expect((await json(await client.get('/api/settings/passkeys'))).items).toEqual([passkey]);
    expect(await json(await client.get('/api/settings/two-step'))).toMatchObject({ authenticator: false, passkeys: 1, recoveryCodesLeft: 10 });
    // A second passkey: no new codes (the first ones still stand).
    const second = await addPasskey(client, new SoftwareAuthenticator(), 'Laptop');
    expect(second.recoveryCodes).toEqual([]);

    // The password alone signs nothing in: a passkey comes next.
    const { client: browser, refusal } = await afterPassword(user);
    expect(refusal).toMatchObject({ code: 'AUTH.SECOND_FACTOR_REQUIRED', passkey: true, authenticator: false });
    expect((await browser.get('/api/auth/me')).status).toBe(401);
    const { options, response } = await secondFactorByPasskey(browser, authenticator);
    expect(options.allowCredentials.map((c: Json) => c.id)).toEqual([authenticator.credentialId.toString('base64url'), expect.any(String)]);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ user: { id: user.userId, email: user.email } });
    expect((await browser.get('/api/auth/me')).status).toBe(200);
    const [used] = (await json(await browser.get('/api/settings/passkeys'))).items;
    expect(used).toMatchObject({ name: 'My phone', lastUsedAt: expect.any(String) });

    // A passkey-only sender's way back: a recovery code at the same step.
    const lost = await afterPassword(user);
    expect((await lost.client.post('/api/auth/login/second-factor', { code: recoveryCodes[0] })).status).toBe(200);
  });

  it('signs in with the passkey alone, as a password sign-in does: a new session listed in /settings, a new device told', async () => {
    const { user, client, authenticator } = await senderWithPasskey();
    const { options, response, client: phone } = await passwordless(authenticator);
    expect(options).toMatchObject({ rpId, userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ user: { id: user.userId, email: user.email } });
    expect(await json(await phone.get('/api/auth/me'))).toMatchObject({ id: user.userId });

    const sessions = (await json(await client.get('/api/settings/sessions'))) as unknown as Json[];
    expect(sessions).toHaveLength(2);
    expect(sessions.find((session) => !session.current)).toMatchObject({ address: addresses.get(phone) });
    const notice = await stack.inbox.withSubject(user.email, NEW_SIGN_IN);
    expect(notice.text).toContain(`from the address ${addresses.get(phone)}, on `);
    // A session like any: signing out ends it.
    expect((await phone.post('/api/auth/logout')).status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
  });

  it('takes each challenge once, refuses a copied key whose counter does not grow, and an answer to another challenge', async () => {
    const { authenticator } = await senderWithPasskey();
    const { client, answer, response } = await passwordless(authenticator);
    expect(response.status).toBe(200);
    // The same answer again, in the same browser and in another: its challenge was used up.
    for (const replaying of [client, newClient()]) {
      const replay = await replaying.post('/api/auth/login/passkey', { response: answer });
      expect({ status: replay.status, code: (await json(replay)).code }).toEqual({ status: 400, code: 'AUTH.PASSKEY_REFUSED' });
    }
    // A fresh challenge answered with the old answer: it signed another challenge.
    const other = newClient();
    await other.post('/api/auth/login/passkey-options');
    const stale = await other.post('/api/auth/login/passkey', { response: answer });
    expect({ status: stale.status, code: (await json(stale)).code }).toEqual({ status: 401, code: 'AUTH.PASSKEY_NOT_RECOGNISED' });
    expect((await other.get('/api/auth/me')).status).toBe(401);

    // An authenticator whose counter does not grow is a copy of the key.
    authenticator.rewindCounter();
    const cloned = await passwordless(authenticator);
    expect(cloned.response.status).toBe(401);
    expect((await cloned.client.get('/api/auth/me')).status).toBe(401);
  });

  it("never takes another sender's passkey for this one, nor an operator's passkey for any sender", async () => {
    const mine = await senderWithPasskey();
    const theirs = await senderWithPasskey();
    // After my password, their passkey: refused, and nothing signed in.
    const { client } = await afterPassword(mine.user);
    const wrong = await secondFactorByPasskey(client, theirs.authenticator);
    expect(wrong.options.allowCredentials.map((c: Json) => c.id)).toEqual([mine.authenticator.credentialId.toString('base64url')]);
    expect({ status: wrong.response.status, code: (await json(wrong.response)).code }).toEqual({ status: 400, code: 'AUTH.SECOND_FACTOR_WRONG' });
    expect((await client.get('/api/auth/me')).status).toBe(401);
    // Their passkey without a password signs in them, not me.
    const signedIn = await passwordless(theirs.authenticator);
    expect(await json(await signedIn.client.get('/api/auth/me'))).toMatchObject({ id: theirs.user.userId });

    // An operator's passkey (their own table) signs in no sender.
    const operator = await createOperator(stack, { role: 'viewer' });
    const admin = newClient();
    await signInOperator(admin, operator);
    const operatorKey = new SoftwareAuthenticator();
    const options = await json(await admin.post('/api/admin/passkeys/registration-options'));
    expect((await admin.post('/api/admin/passkeys', { name: 'Desk key', response: operatorKey.register(options as never, origin) })).status).toBe(201);
    const asSender = await passwordless(operatorKey);
    expect({ status: asSender.response.status, code: (await json(asSender.response)).code }).toEqual({ status: 401, code: 'AUTH.PASSKEY_NOT_RECOGNISED' });
    expect((await asSender.client.get('/api/auth/me')).status).toBe(401);
    // Nor does a sender's passkey open the admin gate, even with the operator's password.
    const gate = newClient();
    const gateOptions = await json(await gate.post('/api/admin/session/passkey-options', { email: operator.email }));
    const crossed = await gate.post('/api/admin/session/passkey', { email: operator.email, password: operator.password, response: mine.authenticator.authenticate(gateOptions as never, origin, rpId) });
    expect(crossed.status).toBe(401);
  });

  it('removes a passkey (only one of the sender’s own); with the last second factor go the recovery codes, and the password alone signs in again', async () => {
    const { user, client, authenticator, passkey } = await senderWithPasskey();
    const stranger = newClient();
    await signUpAndSignIn(stack, stranger, { withPhone: false, verifiedTo: 'none' });
    expect((await stranger.request('DELETE', `/api/settings/passkeys/${passkey.id}`)).status).toBe(404);

    const removed = await client.request('DELETE', `/api/settings/passkeys/${passkey.id}`);
    expect(await json(removed)).toEqual({ message: 'Passkey "My phone" removed' });
    expect((await json(await client.get('/api/settings/passkeys'))).items).toEqual([]);
    expect(await json(await client.get('/api/settings/two-step'))).toMatchObject({ passkeys: 0, recoveryCodesLeft: 0 });
    expect((await passwordless(authenticator)).response.status).toBe(401);
    expect((await newClient().post('/api/auth/login', { emailOrPhone: user.email, password: user.password })).status).toBe(200);
  });

  it('with the app and a passkey, the sender may use either; the app turned off leaves the passkey and the recovery codes', async () => {
    const client = newClient();
    const user = await signUpAndSignIn(stack, client, { withPhone: false, verifiedTo: 'none' });
    const { secret } = await json(await client.post('/api/settings/two-step/authenticator'));
    expect((await client.post('/api/settings/two-step/authenticator/confirm', { code: await generate({ secret }) })).status).toBe(200);
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(client, authenticator)).recoveryCodes).toEqual([]);

    const { client: browser, refusal } = await afterPassword(user);
    expect(refusal).toMatchObject({ code: 'AUTH.SECOND_FACTOR_REQUIRED', passkey: true, authenticator: true });
    expect((await secondFactorByPasskey(browser, authenticator)).response.status).toBe(200);

    expect((await client.post('/api/settings/two-step/off', { currentPassword: user.password })).status).toBe(200);
    expect(await json(await client.get('/api/settings/two-step'))).toMatchObject({ authenticator: false, passkeys: 1, recoveryCodesLeft: 10 });
    expect((await afterPassword(user)).refusal).toMatchObject({ passkey: true, authenticator: false });
  });

  it('confirms a step-up with a passkey (adding or removing a passkey asks for one too), and not with the password', async () => {
    const { user, client, authenticator } = await senderWithPasskey();
    await later();
    const asked = await client.post('/api/settings/passkeys/registration-options');
    expect(asked.status).toBe(403);
    expect(await json(asked)).toMatchObject({ code: 'AUTH.STEP_UP_REQUIRED', method: 'passkey', passkey: true, authenticator: false });
    expect((await client.post('/api/recipients', { firstName: 'Grace', lastName: 'Wanjiku', phone: '0712 700 041', country: 'kenya' })).status).toBe(403);
    expect((await client.post('/api/auth/step-up', { password: user.password })).status).toBe(400);

    // Another sender's passkey does not confirm it is this one.
    const other = await senderWithPasskey();
    const otherOptions = await json(await client.post('/api/auth/step-up/passkey-options'));
    const wrong = await client.post('/api/auth/step-up', { passkey: other.authenticator.authenticate(otherOptions as never, origin, rpId) });
    expect({ status: wrong.status, code: (await json(wrong)).code }).toEqual({ status: 400, code: 'AUTH.SECOND_FACTOR_WRONG' });

    const options = await json(await client.post('/api/auth/step-up/passkey-options'));
    expect(options.allowCredentials.map((c: Json) => c.id)).toEqual([authenticator.credentialId.toString('base64url')]);
    const answer = authenticator.authenticate(options as never, origin, rpId);
    expect((await client.post('/api/auth/step-up', { passkey: answer })).status).toBe(200);
    expect((await client.post('/api/recipients', { firstName: 'Grace', lastName: 'Wanjiku', phone: '0712 700 041', country: 'kenya' })).status).toBe(201);
    expect((await client.post('/api/settings/passkeys/registration-options')).status).toBe(200);
    // The answer again: its challenge was used up.
    expect((await client.post('/api/auth/step-up', { passkey: answer })).status).toBe(400);
  });
});
