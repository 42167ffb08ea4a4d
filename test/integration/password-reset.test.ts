import pg from 'pg';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';

let stack: InProcessStack;
let db: pg.Client;
const logLines: string[] = [];

beforeAll(async () => ({ stack, db } = await startStackAndDatabase({ logLines })));
afterAll(() => stopStackAndDatabase({ stack, db }));

let addresses = 0;
const client = () => new BrowserLikeClient(stack.apiUrl, `198.18.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`);
const uniquePhone = () => `+1202556${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
const PASSWORD = 'correct horse 1';
const NEW_PASSWORD = 'battery staple 2';

/** A sender registered and verified by phone; their verification SMS is the first message to the number. */
async function phoneSender(c: BrowserLikeClient) {
  const phone = uniquePhone();
  const registered = await c.post('/api/auth/register', { email: '', phone, password: PASSWORD, firstName: 'Grace', lastName: 'Nakato' });
  const { userId } = (await registered.json()) as { userId: number };
  const code = await stack.inbox.latestCode(phone);
  expect((await c.post('/api/auth/verify', { userId, code, type: 'phone' })).status).toBe(200);
  return { phone, userId };
}

const resetCodeMessages = async (to: string) =>
  (await stack.inbox.messages(to)).filter((message) => /password reset code/.test(message.text));

async function resetCode(to: string, count = 1): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const messages = await resetCodeMessages(to);
    if (messages.length >= count) return /\b(\d{6})\b/.exec(messages[0].text)![1];
    if (Date.now() > deadline) throw new Error(`no reset code for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('forgot password, by an SMS code', () => {
  it('resets the password with the code, ends every session, tells the owner, and the code works once', async () => {
    const signedIn = client();
    const { phone } = await phoneSender(signedIn);
    expect((await signedIn.post('/api/auth/login', { emailOrPhone: phone, password: PASSWORD })).status).toBe(200);

    const c = client();
    const typed = `(${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`;
    const asked = await c.post('/api/auth/password-reset/code', { emailOrPhone: typed });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toMatchObject({ channel: 'phone', message: expect.stringMatching(/SMS/) });
    const code = await resetCode(phone);

    const wrong = await c.post('/api/auth/password-reset', { emailOrPhone: phone, code: code === '000000' ? '111111' : '000000', newPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'VERIFY.INVALID_CODE' });

    const short = await c.post('/api/auth/password-reset', { emailOrPhone: phone, code, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(JSON.stringify(await short.json())).toContain('Password must be at least 8 characters');

    const reset = await c.post('/api/auth/password-reset', { emailOrPhone: typed, code, newPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);

    expect((await signedIn.get('/api/auth/me')).status).toBe(401);
    expect((await c.post('/api/auth/login', { emailOrPhone: phone, password: PASSWORD })).status).toBe(401);
    expect((await c.post('/api/auth/login', { emailOrPhone: phone, password: NEW_PASSWORD })).status).toBe(200);

    const again = await client().post('/api/auth/password-reset', { emailOrPhone: phone, code, newPassword: 'a third password' });
    expect(await again.json()).toMatchObject({ code: 'VERIFY.INVALID_CODE' });

    // SMS carry no subject: the notice is the message saying the password was reset (the sign-in
    // from this new browser afterwards brings a new-device message too, in either order).
    const messages = await stack.inbox.waitFor(phone, 4);
    expect(messages.filter((m) => /password was just reset and every device was signed out/.test(m.text))).toHaveLength(1);
    expect(messages.filter((m) => m.text.startsWith('New sign-in to your Remit East Africa account'))).toHaveLength(1);

    // Neither the code nor the passwords reach a log line or the outbox in clear.
    const outbox = await db.query('select payload::text as payload from outbox_jobs');
    for (const row of outbox.rows) expect(row.payload).not.toContain(code);
    for (const line of logLines) {
      expect(line).not.toContain(NEW_PASSWORD);
      expect(line).not.toContain(code);
    }
  });

  it('answers an unknown contact the same way and sends nothing', async () => {
    const phone = uniquePhone();
    const response = await client().post('/api/auth/password-reset/code', { emailOrPhone: phone });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ channel: 'phone' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await stack.inbox.messages(phone)).toEqual([]);
    const reset = await client().post('/api/auth/password-reset', { emailOrPhone: phone, code: '123456', newPassword: NEW_PASSWORD });
    expect(await reset.json()).toMatchObject({ code: 'VERIFY.INVALID_CODE' });
  });

  it('sends nothing to a number no account verified', async () => {
    const c = client();
    const phone = uniquePhone();
    await c.post('/api/auth/register', { email: '', phone, password: PASSWORD, firstName: 'Grace', lastName: 'Nakato' });
    await stack.inbox.waitFor(phone);
    await c.post('/api/auth/password-reset/code', { emailOrPhone: phone });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await resetCodeMessages(phone)).toEqual([]);
  });

  it('does not take a verification code as a reset code', async () => {
    const c = client();
    const phone = uniquePhone();
    const registered = await c.post('/api/auth/register', { email: '', phone, password: PASSWORD, firstName: 'Grace', lastName: 'Nakato' });
    const { userId } = (await registered.json()) as { userId: number };
    const verificationCode = await stack.inbox.latestCode(phone);
    // Verified by hand, leaving the SMS code unused.
    await db.query('update users set is_phone_verified = true where id = $1', [userId]);
    await c.post('/api/auth/password-reset/code', { emailOrPhone: phone });
    const code = await resetCode(phone);
    if (code === verificationCode) return; // one chance in a million: nothing to tell apart
    const reset = await c.post('/api/auth/password-reset', { emailOrPhone: phone, code: verificationCode, newPassword: NEW_PASSWORD });
    expect(await reset.json()).toMatchObject({ code: 'VERIFY.INVALID_CODE' });
  });

  it('refuses an expired code, and locks a code after 5 wrong tries', async () => {
    const c = client();
    const { phone, userId } = await phoneSender(c);
    await c.post('/api/auth/password-reset/code', { emailOrPhone: phone });
    const code = await resetCode(phone);
    await db.query(`update verification_codes set expires_at = now() - interval '1 second' where user_id = $1 and purpose = 'password_reset'`, [userId]);
    const expired = await c.post('/api/auth/password-reset', { emailOrPhone: phone, code, newPassword: NEW_PASSWORD });
    expect(await expired.json()).toMatchObject({ code: 'VERIFY.EXPIRED' });

    // A new code once the cooldown is over.
    await db.query(`update verification_codes set created_at = now() - interval '2 minutes' where user_id = $1`, [userId]);
    await c.post('/api/auth/password-reset/code', { emailOrPhone: phone });
    const fresh = await resetCode(phone, 2);
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await c.post('/api/auth/password-reset', { emailOrPhone: phone, code: wrong, newPassword: NEW_PASSWORD });
    const locked = await c.post('/api/auth/password-reset', { emailOrPhone: phone, code: fresh, newPassword: NEW_PASSWORD });
    expect(await locked.json()).toMatchObject({ code: 'VERIFY.TOO_MANY_ATTEMPTS' });
    expect((await c.post('/api/auth/login', { emailOrPhone: phone, password: PASSWORD })).status).toBe(200);
  });

  it('sends one code per minute, and limits the codes asked for one account', async () => {
    const c = client();
    const { phone } = await phoneSender(c);
    await c.post('/api/auth/password-reset/code', { emailOrPhone: phone });
    await resetCode(phone);
    expect((await c.post('/api/auth/password-reset/code', { emailOrPhone: phone })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await resetCodeMessages(phone)).toHaveLength(1);

    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await client().post('/api/auth/password-reset/code', { emailOrPhone: phone })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
