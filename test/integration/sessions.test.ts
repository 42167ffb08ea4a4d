import type { SessionData } from 'express-session';
import { EndedSessionStore } from '../../src/identity/ended-session-store.js';
import { SessionRegistry } from '../../src/identity/session-registry.js';
import { REDIS_CLIENT, type RedisClient } from '../../src/redis/redis-client.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { signInAsOperator } from '../support/signed-in-operator.js';
import { signUpAndSignIn, type SignedInUser } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';

let stack: InProcessStack;
let db: Awaited<ReturnType<typeof startStackAndDatabase>>['db'];

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const NEW_SIGN_IN = 'New sign-in to your Remit East Africa account';

beforeAll(async () => {
  ({ stack, db } = await startStackAndDatabase());
});
afterAll(() => stopStackAndDatabase({ stack, db }));

interface ListedSession {
  id: string;
  device: string;
  address: string | null;
  signedInAt: string | null;
  lastSeenAt: string | null;
  current: boolean;
}

/** Signs `user` in on a browser of its own, at `address`, as `agent`. */
async function signInElsewhere(user: SignedInUser, address: string, agent?: string): Promise<BrowserLikeClient> {
  const client = new BrowserLikeClient(stack.apiUrl, address);
  const response = await client.post('/api/auth/login', { emailOrPhone: user.email, password: user.password }, agent ? { 'user-agent': agent } : {});
  expect(response.status).toBe(200);
  return client;
}

const sessionsOf = async (client: BrowserLikeClient) => (await (await client.get('/api/settings/sessions')).json()) as ListedSession[];
const newSignInNotices = async (user: SignedInUser) => (await stack.inbox.messages(user.email)).filter((message) => message.subject === NEW_SIGN_IN);

/** Issue #25, item 4: a sender sees where they are signed in, ends any of it, and hears of a new device. */
describe("a sender's sessions", () => {
  it('tells the owner of a sign-in from a new device, once, and not of the device they registered on', async () => {
    const home = new BrowserLikeClient(stack.apiUrl, '198.18.51.1');
    const user = await signUpAndSignIn(stack, home, { withPhone: false });
    expect(await newSignInNotices(user)).toHaveLength(0);

    const phone = await signInElsewhere(user, '198.18.51.2', IPHONE);
    const notice = await stack.inbox.withSubject(user.email, NEW_SIGN_IN);
    expect(notice.text).toContain('Safari on iPhone, from the address 198.18.51.2, on ');
    expect(notice.text).toMatch(/\/settings#sessions$/);

    // The same browser again, and the registering one again: nothing new to tell.
    expect((await phone.post('/api/auth/login', { emailOrPhone: user.email, password: user.password }, { 'user-agent': IPHONE })).status).toBe(200);
    expect((await home.post('/api/auth/login', { emailOrPhone: user.email, password: user.password })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await newSignInNotices(user)).toHaveLength(1);
  });

  it('lists each signed-in device, this one first, and ends one or all the others', async () => {
    const home = new BrowserLikeClient(stack.apiUrl, '198.18.52.1');
    const user = await signUpAndSignIn(stack, home, { withPhone: false });
    const phone = await signInElsewhere(user, '198.18.52.2', IPHONE);

    const listed = await sessionsOf(home);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ current: true, address: '198.18.52.1' });
    expect(listed[1]).toMatchObject({ current: false, device: 'Safari on iPhone', address: '198.18.52.2', signedInAt: expect.any(String), lastSeenAt: expect.any(String) });
    const phoneSession = listed[1]!.id;
    expect(phoneSession).not.toMatch(/^s:/);

    // Another sender cannot end it, nor learn it exists.
    const stranger = new BrowserLikeClient(stack.apiUrl, '198.18.52.3');
    await signUpAndSignIn(stack, stranger, { withPhone: false });
    const refused = await stranger.request('DELETE', `/api/settings/sessions/${phoneSession}`);
    expect(refused.status).toBe(404);
    expect((await phone.get('/api/auth/me')).status).toBe(200);

    const ended = await home.request('DELETE', `/api/settings/sessions/${phoneSession}`);
    expect(ended.status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await sessionsOf(home)).map((session) => session.current)).toEqual([true]);
    expect((await home.request('DELETE', `/api/settings/sessions/${phoneSession}`)).status).toBe(404);

    const laptop = await signInElsewhere(user, '198.18.52.4');
    const tablet = await signInElsewhere(user, '198.18.52.5');
    const endOthers = await home.post('/api/settings/sessions/end-others');
    expect(endOthers.status).toBe(200);
    expect(await endOthers.json()).toEqual({ message: 'You have been signed out of 2 other sessions.' });
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
    expect((await tablet.get('/api/auth/me')).status).toBe(401);
    expect((await home.get('/api/auth/me')).status).toBe(200);
  });
});

/**
 * A call that read its session before the session was ended saves it when it finishes (a
 * session it changed: the idle timeout restarted, an admin grant touched). Ending must hold
 * anyway: the save is refused, and the browser, still holding its cookie, is signed out. An
 * e2e run caught an operator's session alive after Logout, brought back by a dashboard call
 * still in flight.
 */
describe('an ended session stays ended when a call that read it before saves it after', () => {
  const redis = () => stack.api.get<RedisClient>(REDIS_CLIENT);
  const prefix = () => stack.api.get(SessionRegistry).sessionKeyPrefix;

  interface InFlight {
    cookie: string;
    sid: string;
    data: SessionData;
  }

  /** What a call in flight holds of `client`'s session: its cookie, id and data as read before the end. */
  async function readBeforeEnd(client: BrowserLikeClient): Promise<InFlight> {
    const cookie = client.cookies.get('sid')!;
    const signed = decodeURIComponent(cookie);
    const sid = signed.slice('s:'.length, signed.lastIndexOf('.'));
    const raw = await redis().get(`${prefix()}${sid}`);
    expect(raw).not.toBeNull();
    return { cookie, sid, data: JSON.parse(raw!) as SessionData };
  }

  /**
   * That call's save at its end, as express-session makes it through the app's store; then the
   * browser sends its old cookie again (a sign-out cleared it in this client).
   */
  async function saveAfterEnd(client: BrowserLikeClient, { cookie, sid, data }: InFlight): Promise<void> {
    await new EndedSessionStore(redis(), prefix()).set(sid, data);
    expect(await redis().get(`${prefix()}${sid}`)).toBeNull();
    client.cookies.set('sid', cookie);
  }

  it('after signing out', async () => {
    const client = new BrowserLikeClient(stack.apiUrl, '198.18.52.1');
    await signUpAndSignIn(stack, client, { withPhone: false });
    const inFlight = await readBeforeEnd(client);
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    await saveAfterEnd(client, inFlight);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('after its owner ended it from another device, and after "sign out everywhere else"', async () => {
    const home = new BrowserLikeClient(stack.apiUrl, '198.18.52.2');
    const user = await signUpAndSignIn(stack, home, { withPhone: false });
    const phone = await signInElsewhere(user, '198.18.52.3', IPHONE);
    const tablet = await signInElsewhere(user, '198.18.52.4');
    const [phoneInFlight, tabletInFlight] = [await readBeforeEnd(phone), await readBeforeEnd(tablet)];

    const phoneId = (await sessionsOf(home)).find((session) => session.device.includes('iPhone'))!.id;
    expect((await home.request('DELETE', `/api/settings/sessions/${phoneId}`)).status).toBe(200);
    await saveAfterEnd(phone, phoneInFlight);
    expect((await phone.get('/api/auth/me')).status).toBe(401);

    expect((await home.post('/api/settings/sessions/end-others')).status).toBe(200);
    await saveAfterEnd(tablet, tabletInFlight);
    expect((await tablet.get('/api/auth/me')).status).toBe(401);
    expect((await home.get('/api/auth/me')).status).toBe(200);
  });

  it("after an operator's Logout in a browser where a sender stays signed in: the grant does not come back", async () => {
    const client = new BrowserLikeClient(stack.apiUrl, '198.18.52.6');
    await signUpAndSignIn(stack, client, { withPhone: false });
    await signInAsOperator(stack, client, { role: 'viewer' });
    const inFlight = await readBeforeEnd(client);
    expect(inFlight.data.admin).toBeDefined();
    expect((await client.request('DELETE', '/api/admin/session')).status).toBe(200);
    // The session goes on (the sender's); the late save writes the grant back into it.
    await new EndedSessionStore(redis(), prefix()).set(inFlight.sid, inFlight.data);
    expect(JSON.parse((await redis().get(`${prefix()}${inFlight.sid}`))!)).toHaveProperty('admin');

    expect((await client.get('/api/admin/stats')).status).toBe(401);
    expect(await (await client.get('/api/admin/session')).json()).toEqual({ admin: false });
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it("after an operator's Logout", async () => {
    const client = new BrowserLikeClient(stack.apiUrl, '198.18.52.5');
    await signInAsOperator(stack, client, { role: 'viewer' });
    const inFlight = await readBeforeEnd(client);
    expect((await client.request('DELETE', '/api/admin/session')).status).toBe(200);
    await saveAfterEnd(client, inFlight);
    expect((await client.get('/api/admin/stats')).status).toBe(401);
  });
});
