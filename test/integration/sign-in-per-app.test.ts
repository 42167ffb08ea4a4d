import type { NestExpressApplication } from '@nestjs/platform-express';
import { InvalidCredentialsError } from '../../src/identity/domain/identity.errors.js';
import { IdentityService } from '../../src/identity/identity.service.js';
import type { SessionUser } from '../../src/identity/session-user.js';
import { startApi } from '../support/api-app.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { testConfig } from '../support/test-config.js';

/**
 * Each app's stand-in IdentityService knows only its own password and names the user
 * after its app, so a response tells which app's strategy or deserializer served it.
 */
function identityOf(appName: string): Pick<IdentityService, 'authenticate' | 'sessionUser'> {
  const user: SessionUser = {
    id: 4242,
    firstName: appName,
    lastName: 'Okello',
    email: 'amina@example.com',
    phone: null,
    isEmailVerified: true,
    isPhoneVerified: false,
    status: 'active',
    language: 'en',
  };
  return {
    authenticate: async (_emailOrPhone, password) => {
      if (password !== `password of ${appName}`) throw new InvalidCredentialsError();
      return user;
    },
    sessionUser: async (id) => (id === user.id ? user : null),
  };
}

/** Two apis in one process, sharing Redis (so each can read the other's session cookie). */
describe('sign-in with several apps in one process', () => {
  const apps = new Map<string, { app: NestExpressApplication; url: string }>();
  let addresses = 0;
  const client = (appName: string) => new BrowserLikeClient(apps.get(appName)!.url, `192.0.2.${++addresses}`);

  beforeAll(async () => {
    const config = testConfig();
    for (const appName of ['first', 'second']) {
      const started = await startApi(config, {
        overrides: (builder) => builder.overrideProvider(IdentityService).useValue(identityOf(appName)),
      });
      apps.set(appName, started);
    }
  });

  afterAll(async () => {
    for (const { app } of apps.values()) await app.close();
  });

  const signIn = (c: BrowserLikeClient, password: string) =>
    c.post('/api/auth/login', { emailOrPhone: 'amina@example.com', password });
  const signedInName = async (c: BrowserLikeClient) => ((await (await c.get('/api/auth/me')).json()) as SessionUser).firstName;

  it("checks credentials with each app's own strategy", async () => {
    for (const [appName, otherName] of [
      ['first', 'second'],
      ['second', 'first'],
    ]) {
      const own = await signIn(client(appName), `password of ${appName}`);
      expect(own.status).toBe(200);
      expect(((await own.json()) as { user: SessionUser }).user.firstName).toBe(appName);

      const other = await signIn(client(appName), `password of ${otherName}`);
      expect(other.status).toBe(401);
      expect(await other.json()).toEqual({ code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid email/phone or password' });
    }
  });

  it("reads a session with each app's own deserializer", async () => {
    const onFirst = client('first');
    expect((await signIn(onFirst, 'password of first')).status).toBe(200);
    const onSecond = client('second');
    for (const [name, value] of onFirst.cookies) onSecond.cookies.set(name, value);

    expect(await signedInName(onFirst)).toBe('first');
    expect(await signedInName(onSecond)).toBe('second');
  });

  it('keeps signing in and reading sessions on the second app after the first one closes', async () => {
    await apps.get('first')!.app.close();
    apps.delete('first');

    const c = client('second');
    expect((await signIn(c, 'password of second')).status).toBe(200);
    expect(await signedInName(c)).toBe('second');
    expect((await c.post('/api/auth/logout')).status).toBe(200);
    expect((await c.get('/api/auth/me')).status).toBe(401);
  });
});
