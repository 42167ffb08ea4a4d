import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { openPage, sandboxUrl } from './browser.js';
import { recordTierAt, verifySender, type SessionCaller } from '../../support/verified-sender.js';
import { inbox } from './sandbox-inbox.js';
import { newUsPhone } from '../../support/test-phone.js';

/**
 * A browser profile with a new sender signed in (and verified to `verifiedTo`, Verified ID by
 * default: issue #26's tiers). Sign-up goes through the api on the
 * page's own request context, which shares the browser's cookies (sign-up itself has its
 * own journey in sign-up-and-sign-in.e2e.ts).
 */
export async function signedInPage(
  browser: Browser,
  firstName = 'Amina',
  lastName = 'Okello',
  {
    withPhone = true,
    width,
    host,
    verifiedTo = 'verified_id',
    throughProvider = false,
  }: { withPhone?: boolean; width?: number; host?: 'localhost'; verifiedTo?: 'none' | 'basic' | 'verified_id'; throughProvider?: boolean } = {},
): Promise<{ page: Page; email: string }> {
  const page = await openPage(browser, '/', { width, host });
  const request = page.context().request;
  const csrf = csrfHeaderOf(page);
  const email = `sender.${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Safe-Password-2026';
  const registered = await request.post('/api/auth/register', { data: { email, phone: '', password, firstName, lastName }, headers: await csrf() });
  const { userId } = (await registered.json()) as { userId: number };
  const code = await inbox().latestCode(email);
  await request.post('/api/auth/verify', { data: { userId, code, type: 'email' }, headers: await csrf() });
  const login = await request.post('/api/auth/login', { data: { emailOrPhone: email, password }, headers: await csrf() });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()} ${await login.text()}`);
  // A phone verified on the profile, as sending to Ethiopia or Eritrea needs (profile.e2e.ts adds one in the browser).
  if (withPhone) {
    const phone = newUsPhone();
    const added = await request.post('/api/profile/contact', { data: { channel: 'phone', value: phone }, headers: await csrf() });
    if (!added.ok()) throw new Error(`adding a phone failed: ${added.status()} ${await added.text()}`);
    const verified = await request.post('/api/profile/contact/verify', { data: { channel: 'phone', code: await inbox().latestCode(phone) }, headers: await csrf() });
    if (!verified.ok()) throw new Error(`verifying the phone failed: ${verified.status()} ${await verified.text()}`);
  }
  // Issue #26: a sender sends only once verified: Verified ID (today's limits) unless told. Recorded straight in the
  // stack's database (quick); `throughProvider` verifies through the api and the sandbox.
  if (verifiedTo !== 'none') {
    if (throughProvider) await verifyPageSender(page, { tier: verifiedTo, firstName, lastName });
    else await recordTierAt(stackDatabaseUrl(), userId, { tier: verifiedTo, firstName, lastName });
  }
  return { page, email };
}

/**
 * Verifies the sender signed in on `page` to `tier` (issue #26) through the api and the sandbox,
 * on the page's own request context (its cookies): the Basic details, the id number check and,
 * for Verified ID, the document check. For a journey that verifies without its own screens.
 */
export async function verifyPageSender(page: Page, { tier, firstName, lastName }: { tier: 'basic' | 'verified_id'; firstName: string; lastName: string }): Promise<void> {
  const request = page.context().request;
  const csrf = csrfHeaderOf(page);
  await verifySender({ sandboxUrl: sandboxUrl() }, sessionCaller(request, csrf), { tier, firstName, lastName });
}

/** The browser's request context (its cookies are the page's) as the shared test helpers' client, with the CSRF header on writes. */
function sessionCaller(request: APIRequestContext, csrf: () => Promise<Record<string, string>>): SessionCaller {
  return {
    async request(method, path, body) {
      const answer = await request.fetch(path, { method, data: body, headers: method === 'GET' ? {} : await csrf() });
      const empty = method === 'HEAD' || answer.status() === 204 || answer.status() === 304;
      return new Response(empty ? null : await answer.text(), { status: answer.status(), headers: answer.headers() });
    },
  };
}

/** The header a write on `page`'s request context echoes the CSRF cookie in (the cookie made first if need be). */
function csrfHeaderOf(page: Page): () => Promise<Record<string, string>> {
  return async () => {
    await page.context().request.get('/api/auth/me');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'csrf_token');
    return { 'x-csrf-token': cookie?.value ?? '' };
  };
}

function stackDatabaseUrl(): string {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set: run e2e tests through jest.e2e.config.js');
  return databaseUrl;
}
