import { generate } from 'otplib';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { signUpAndSignIn, type SignedInUser } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';

let stack: InProcessStack;
let db: Awaited<ReturnType<typeof startStackAndDatabase>>['db'];
let address = 0;

beforeAll(async () => {
  ({ stack, db } = await startStackAndDatabase());
});
afterAll(() => stopStackAndDatabase({ stack, db }));

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.61.${++address}`);
const signIn = (client: BrowserLikeClient, user: SignedInUser) => client.post('/api/auth/login', { emailOrPhone: user.email, password: user.password });

/** A code of the app's for the step `offset` steps from now (30 s each). */
const appCode = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

/** A sender with the authenticator turned on; answers the app's secret and the recovery codes. */
async function withAuthenticator(client: BrowserLikeClient): Promise<{ user: SignedInUser; secret: string; recoveryCodes: string[] }> {
  const user = await signUpAndSignIn(stack, client, { withPhone: false });
  const started = await client.post('/api/settings/two-step/authenticator');
  expect(started.status).toBe(200);
  const { secret, uri, qrSvg } = await json<{ secret: string; uri: string; qrSvg: string }>(started);
  expect(uri).toBe(`otpauth://totp/Remit%20East%20Africa:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Remit%20East%20Africa`);
  expect(qrSvg).toMatch(/^<svg /);
  const confirmed = await client.post('/api/settings/two-step/authenticator/confirm', { code: await appCode(secret) });
  expect(confirmed.status).toBe(200);
  const { recoveryCodes } = await json<{ recoveryCodes: string[] }>(confirmed);
  return { user, secret, recoveryCodes };
}

/** Issue #25, item 4: an optional second factor for senders. */
describe('two-step verification', () => {
  it('turns on only with a code from the app, then asks every sign-in for the current code, once each', async () => {
    const client = newClient();
    const user = await signUpAndSignIn(stack, client, { withPhone: false });
    const { secret } = await json<{ secret: string }>(await client.post('/api/settings/two-step/authenticator'));
    const wrong = await client.post('/api/settings/two-step/authenticator/confirm', { code: '000000' === (await appCode(secret)) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ code: 'AUTH.SECOND_FACTOR_WRONG', field: 'code' });
    expect(await json(await client.get('/api/settings/two-step'))).toMatchObject({ authenticator: false, recoveryCodesLeft: 0 });
    const on = await client.post('/api/settings/two-step/authenticator/confirm', { code: await appCode(secret) });
    expect(on.status).toBe(200);
    const { recoveryCodes } = await json<{ recoveryCodes: string[] }>(on);
    expect(recoveryCodes).toHaveLength(10);
    expect(await json(await client.get('/api/settings/two-step'))).toMatchObject({ authenticator: true, enabledAt: expect.any(String), recoveryCodesLeft: 10 });

    // The password alone signs nothing in.
    const browser = newClient();
    const password = await signIn(browser, user);
    expect(password.status).toBe(401);
    expect(await json(password)).toMatchObject({ code: 'AUTH.SECOND_FACTOR_REQUIRED' });
    expect((await browser.get('/api/auth/me')).status).toBe(401);
    expect((await browser.post('/api/auth/login/second-factor', { code: '12345' })).status).toBe(400);

    // A code of the step after the one that turned it on (the same step was used up by the confirmation).
    const code = await appCode(secret, 1);
    const second = await browser.post('/api/auth/login/second-factor', { code });
    expect(second.status).toBe(200);
    expect(await json(second)).toMatchObject({ user: { id: user.userId, email: user.email } });
    expect((await browser.get('/api/auth/me')).status).toBe(200);

    // The same code again, elsewhere: refused (each time step counts once).
    const replay = newClient();
    expect((await signIn(replay, user)).status).toBe(401);
    const replayed = await replay.post('/api/auth/login/second-factor', { code });
    expect(replayed.status).toBe(400);
    expect((await replay.get('/api/auth/me')).status).toBe(401);
  });

  it('takes each recovery code once, in any case and spacing', async () => {
    const { user, recoveryCodes } = await withAuthenticator(newClient());
    const browser = newClient();
    expect((await signIn(browser, user)).status).toBe(401);
    const typed = ` ${recoveryCodes[0]!.toUpperCase().replace('-', ' ')} `;
    expect((await browser.post('/api/auth/login/second-factor', { code: typed })).status).toBe(200);

    const again = newClient();
    expect((await signIn(again, user)).status).toBe(401);
    expect((await again.post('/api/auth/login/second-factor', { code: recoveryCodes[0] })).status).toBe(400);
    expect(await json(await browser.get('/api/settings/two-step'))).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('asks for a code only after the right password, in the same browser', async () => {
    const { user, secret } = await withAuthenticator(newClient());
    const stranger = newClient();
    const nothingPending = await stranger.post('/api/auth/login/second-factor', { code: await appCode(secret, 1) });
    expect(nothingPending.status).toBe(401);
    expect(await json(nothingPending)).toMatchObject({ code: 'AUTH.SECOND_FACTOR_EXPIRED' });
    expect((await stranger.post('/api/auth/login', { emailOrPhone: user.email, password: 'not the password' })).status).toBe(401);
    expect((await stranger.post('/api/auth/login/second-factor', { code: await appCode(secret, 1) })).status).toBe(401);
  });

  it('turns off with the password only, and sign-in takes the password alone again', async () => {
    const client = newClient();
    const { user } = await withAuthenticator(client);
    const refused = await client.post('/api/settings/two-step/off', { currentPassword: 'not the password' });
    expect(refused.status).toBe(400);
    expect(await json(await client.get('/api/settings/two-step'))).toMatchObject({ authenticator: true });
    expect((await client.post('/api/settings/two-step/off', { currentPassword: user.password })).status).toBe(200);
    expect(await json(await client.get('/api/settings/two-step'))).toMatchObject({ authenticator: false, recoveryCodesLeft: 0 });
    expect((await signIn(newClient(), user)).status).toBe(200);
  });
});
