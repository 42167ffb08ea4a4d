import { randomBytes } from 'node:crypto';
import type { BrowserLikeClient } from './browser-like-client.js';
import type { InProcessStack } from './in-process-stack.js';

export interface SignedInUser {
  userId: number;
  email: string;
  password: string;
}

/**
 * A new sender, registered by email, verified with the code the sandbox received, and
 * signed in on `client` (give each user a client of their own, with its own address, so
 * address-based rate limits stay apart).
 */
export async function signUpAndSignIn(
  stack: Pick<InProcessStack, 'inbox'>,
  client: BrowserLikeClient,
  { firstName = 'Amina', lastName = 'Okello' }: { firstName?: string; lastName?: string } = {},
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
  return { userId, email, password };
}
