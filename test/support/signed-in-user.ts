import { randomBytes } from 'node:crypto';
import type { BrowserLikeClient } from './browser-like-client.js';
import { newUsPhone } from './test-phone.js';
import type { InProcessStack } from './in-process-stack.js';
import { recordTierAt, verifySender } from './verified-sender.js';

/** A registered name as a legal name (letters only: "Sender12" is "Senderbc"), for the identity check. */
const legalName = (name: string) => name.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

export interface SignedInUser {
  userId: number;
  email: string;
  password: string;
  /** The phone the sender added and verified on their profile (E.164), when asked for. */
  phone: string | null;
}

/**
 * A new sender, registered by email, verified with the code the sandbox received, signed in on
 * `client` and verified to `verifiedTo` (Verified ID by default: issue #26's tiers; `throughProvider` for the real checks) (give each user a client of their own, with its own address, so
 * address-based rate limits stay apart).
 */
export async function signUpAndSignIn(
  stack: Pick<InProcessStack, 'inbox' | 'sandboxUrl'> & Partial<Pick<InProcessStack, 'config'>>,
  client: BrowserLikeClient,
  {
    firstName = 'Amina',
    lastName = 'Okello',
    withPhone = true,
    verifiedTo = 'verified_id',
    throughProvider = false,
  }: { firstName?: string; lastName?: string; withPhone?: boolean; verifiedTo?: 'none' | 'basic' | 'verified_id'; throughProvider?: boolean } = {},
): Promise<SignedInUser> {
  const email = `sender.${randomBytes(4).toString('hex')}@example.com`;
  const password = 'correct horse 1';
  const registered = await client.post('/api/auth/register', { email, phone: '', password, firstName, lastName });
  if (registered.status !== 201) throw new Error(`registration answered ${registered.status}: ${await registered.text()}`);
  const { userId } = (await registered.json()) as { userId: number };
  const code = await stack.inbox.latestCode(email);
  const verified = await client.post('/api/auth/verify', { userId, code, type: 'email' });
  if (verified.status !== 200) throw new Error(`verification answered ${verified.status}: ${await verified.text()}`);
  const signedIn = await client.post('/api/auth/login', { emailOrPhone: email, password });
  if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}: ${await signedIn.text()}`);
  // Sending to a Thunes corridor needs the sender's verified phone: added on the profile, as a sender does.
  const phone = withPhone ? await addVerifiedPhone(stack, client) : null;
  // Issue #26: a sender sends only once verified: Verified ID (today's limits) unless the test says otherwise. Recorded
  // straight in the stack's database when there is one (quick), else (or when asked) through the api and the sandbox.
  if (verifiedTo !== 'none') {
    const names = { tier: verifiedTo, firstName: legalName(firstName), lastName: legalName(lastName) };
    if (stack.config && !throughProvider) await recordTierAt(stack.config.DATABASE_URL, userId, names);
    else await verifySender(stack, client, names);
  }
  return { userId, email, password, phone };
}

/** Adds a new phone number on the signed-in sender's profile and verifies it with the code the sandbox received. */
export async function addVerifiedPhone(stack: Pick<InProcessStack, 'inbox'>, client: BrowserLikeClient): Promise<string> {
  const phone = newUsPhone();
  const added = await client.post('/api/profile/contact', { channel: 'phone', value: phone });
  if (added.status !== 200) throw new Error(`adding a phone answered ${added.status}: ${await added.text()}`);
  const verified = await client.post('/api/profile/contact/verify', { channel: 'phone', code: await stack.inbox.latestCode(phone) });
  if (verified.status !== 200) throw new Error(`verifying the phone answered ${verified.status}: ${await verified.text()}`);
  return phone;
}
