import type pg from 'pg';
import type { BrowserLikeClient } from './browser-like-client.js';
import type { InProcessStack } from './in-process-stack.js';

/**
 * What the helpers below need of a signed-in client: one JSON call with the session (and CSRF on
 * writes). A `BrowserLikeClient` is one; the e2e tier adapts a browser's request context.
 */
export type SessionCaller = Pick<BrowserLikeClient, 'request'>;

/** The Basic details a test sender gives (an adult living in Ohio); the name is the one they registered with. */
export function basicDetails(firstName = 'Amina', lastName = 'Okello') {
  return {
    legalFirstName: firstName,
    legalLastName: lastName,
    dateOfBirth: '1990-04-12',
    address: { line1: '12 Main St', line2: null, city: 'Columbus', state: 'OH', postalCode: '43004' },
  };
}

export type VerificationTier = 'none' | 'basic' | 'verified_id' | 'enhanced';

/** What the sender types (or a test sends) on the sandbox's stand-in Stripe Identity page. */
export interface IdentityAnswer {
  first_name: string;
  last_name: string;
  dob: string;
  id_number?: string;
  outcome?: string;
}

/** The VerificationSession a client secret belongs to (`vs_..._secret_...`). */
export const sessionOfSecret = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

/** Starts (or resumes) an identity check through our api; answers its id and the session to submit. */
export async function startIdentityCheck(client: SessionCaller, kind: 'id_number' | 'document'): Promise<{ checkId: string; sessionId: string; clientSecret: string }> {
  const response = await client.request('POST', '/api/profile/verification/checks', { kind });
  if (response.status !== 200) throw new Error(`starting a ${kind} check answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { checkId: string; clientSecret: string };
  return { ...body, sessionId: sessionOfSecret(body.clientSecret) };
}

/** Submits a session on the sandbox as its user would on the stand-in page. */
export async function submitIdentitySession(sandboxUrl: string, sessionId: string, answer: IdentityAnswer): Promise<void> {
  const response = await fetch(`${sandboxUrl}/api/stripe/identity/verification_sessions/${sessionId}/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(answer),
  });
  if (response.status !== 200) throw new Error(`the sandbox refused the submission: ${response.status} ${await response.text()}`);
}

export async function verificationStatus(client: SessionCaller): Promise<{ tier: VerificationTier; checks: Record<string, { id: string; state: string; reason: string | null } | null> } & Record<string, unknown>> {
  const response = await client.request('GET', '/api/profile/verification');
  if (response.status !== 200) throw new Error(`verification status answered ${response.status}`);
  return (await response.json()) as never;
}

/** Waits (the webhook and the worker) until the sender's status satisfies `done`. */
export async function waitForVerification(client: SessionCaller, done: (status: Awaited<ReturnType<typeof verificationStatus>>) => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await verificationStatus(client);
    if (done(status)) return status;
    if (Date.now() > deadline) throw new Error(`verification did not get there in time: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Verifies the signed-in sender up to `tier` through the real api and the sandbox: the Basic
 * details, the id number check with Stripe's test number, then (for Verified ID) the document
 * and selfie check. Waits until the webhook made the tier theirs.
 */
export async function verifySender(
  stack: Pick<InProcessStack, 'sandboxUrl'>,
  client: SessionCaller,
  { tier = 'verified_id', firstName = 'Amina', lastName = 'Okello' }: { tier?: 'basic' | 'verified_id'; firstName?: string; lastName?: string } = {},
): Promise<void> {
  const details = basicDetails(firstName, lastName);
  const given = await client.request('PUT', '/api/profile/verification/details', details);
  if (given.status !== 200) throw new Error(`giving the Basic details answered ${given.status}: ${await given.text()}`);
  const person = { first_name: firstName, last_name: lastName, dob: details.dateOfBirth };
  const basic = await startIdentityCheck(client, 'id_number');
  await submitIdentitySession(stack.sandboxUrl, basic.sessionId, { ...person, id_number: '000000000' });
  await waitForVerification(client, (status) => status.tier !== 'none');
  if (tier === 'basic') return;
  const document = await startIdentityCheck(client, 'document');
  await submitIdentitySession(stack.sandboxUrl, document.sessionId, { ...person, outcome: 'verified' });
  await waitForVerification(client, (status) => status.tier === 'verified_id' || status.tier === 'enhanced');
}

/**
 * Writes the sender's identity record at `tier` straight to the database (issue #26), without the
 * provider: for the many tests whose sender must merely be allowed to send (quicker than two
 * checks through the sandbox, its webhooks and the worker), and for a stack whose provider
 * webhooks reach no api. The record has no check behind it, so a transfer's identity snapshot
 * stays empty; tests of verification itself, and of the records, verify through `verifySender`.
 */
export async function recordTierWithoutProvider(
  db: Pick<pg.Client, 'query'>,
  userId: number,
  { tier = 'verified_id', firstName = 'Amina', lastName = 'Okello' }: { tier?: 'basic' | 'verified_id'; firstName?: string; lastName?: string } = {},
): Promise<void> {
  const { dateOfBirth, address } = basicDetails(firstName, lastName);
  await db.query(
    `insert into sender_verifications (user_id, tier, legal_first_name, legal_last_name, date_of_birth, address, basic_verified_at, id_verified_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, now(), $7::timestamptz, now(), now())`,
    [userId, tier, firstName, lastName, dateOfBirth, JSON.stringify(address), tier === 'verified_id' ? new Date() : null],
  );
}

/** `recordTierWithoutProvider` through a connection of its own to `databaseUrl`. */
export async function recordTierAt(databaseUrl: string, userId: number, options: Parameters<typeof recordTierWithoutProvider>[2]): Promise<void> {
  const { default: pgModule } = await import('pg');
  const db = new pgModule.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await recordTierWithoutProvider(db, userId, options);
  } finally {
    await db.end();
  }
}
