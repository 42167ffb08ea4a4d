import type pg from 'pg';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { quotedTransferRequest } from '../support/transfer-fixtures.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import {
  basicDetails,
  startIdentityCheck,
  submitIdentitySession,
  verificationStatus,
  verifySender,
  waitForVerification,
} from '../support/verified-sender.js';

/**
 * Issue #26, verification tiers through Stripe Identity: the Basic details, the id number and
 * document checks at the sandbox, and the identity.verification_session.* webhooks applied by
 * the worker (verified, requires_input with its reason, processing then verified, duplicates).
 */
let stack: InProcessStack;
let db: pg.Client;
const logLines: string[] = [];

/** This file's client addresses: 198.18.226.1 to 198.18.226.250. */
let addresses = 1;
const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.226.${addresses++}`);

beforeAll(async () => {
  ({ stack, db } = await startStackAndDatabase({ logLines }));
});
afterAll(async () => {
  await stopStackAndDatabase({ stack, db });
});

async function newSender(name: { firstName?: string; lastName?: string } = {}) {
  const client = newClient();
  const user = await signUpAndSignIn(stack, client, { withPhone: false, verifiedTo: 'none', ...name });
  return { client, ...user };
}

const putDetails = (client: BrowserLikeClient, body: unknown) => client.request('PUT', '/api/profile/verification/details', body);
const person = { first_name: 'Amina', last_name: 'Okello', dob: '1990-04-12' };

describe('a new sender', () => {
  it('has no tier, Basic next, and no details', async () => {
    const { client } = await newSender();
    expect(await verificationStatus(client)).toEqual({
      tier: 'none',
      nextTier: 'basic',
      details: null,
      detailsLocked: false,
      checks: { id_number: null, document: null },
    });
  });

  it('cannot start a check before giving the details, nor the document check before Basic', async () => {
    const { client } = await newSender();
    const idNumber = await client.post('/api/profile/verification/checks', { kind: 'id_number' });
    expect({ status: idNumber.status, code: (await idNumber.json()).code }).toEqual({ status: 409, code: 'VERIFICATION.DETAILS_REQUIRED' });
    const document = await client.post('/api/profile/verification/checks', { kind: 'document' });
    expect({ status: document.status, code: (await document.json()).code }).toEqual({ status: 409, code: 'VERIFICATION.TIER_REQUIRED' });
    const unknown = await client.post('/api/profile/verification/checks', { kind: 'passport' });
    expect(unknown.status).toBe(400);
  });

  it.each([
    ['under 18', { dateOfBirth: `${new Date().getUTCFullYear() - 17}-01-01` }, 'VERIFICATION.UNDER_AGE'],
    ['a P.O. box', { address: { ...basicDetails().address, line1: 'PO Box 44' } }, 'VERIFICATION.RESIDENTIAL_ADDRESS_REQUIRED'],
    ['a date that does not exist', { dateOfBirth: '1990-02-30' }, 'VALIDATION_FAILED'],
    ['a ZIP code of 4 digits', { address: { ...basicDetails().address, postalCode: '4300' } }, 'VALIDATION_FAILED'],
    ['a state outside the US', { address: { ...basicDetails().address, state: 'ON' } }, 'VALIDATION_FAILED'],
  ])('is refused Basic details with %s', async (_case, change, code) => {
    const { client } = await newSender();
    const response = await putDetails(client, { ...basicDetails(), ...change });
    const body = await response.json();
    expect(response.status).toBe(400);
    expect(body.code).toBe(code);
    expect((await verificationStatus(client)).details).toBeNull();
  });
});

describe('Basic: the id number check', () => {
  it('verifies the sender with Stripe’s test number, keeping only the sealed last four, and locks their details', async () => {
    const { client, userId } = await newSender();
    const saved = await putDetails(client, basicDetails());
    expect(saved.status).toBe(200);
    expect((await saved.json()).details).toEqual({ ...basicDetails(), address: { ...basicDetails().address, line2: null } });

    const check = await startIdentityCheck(client, 'id_number');
    expect(check.clientSecret).toMatch(/^vs_\w+_secret_/);
    await submitIdentitySession(stack.sandboxUrl, check.sessionId, { ...person, id_number: '123456789' });
    const status = await waitForVerification(client, (s) => s.tier === 'basic');
    expect(status).toMatchObject({ nextTier: 'verified_id', detailsLocked: true, checks: { id_number: { id: check.checkId, state: 'passed', reason: null } } });

    const [row] = (await db.query('select tier, basic_verified_at, ssn_last_four_sealed from sender_verifications where user_id = $1', [userId])).rows;
    expect(row.tier).toBe('basic');
    expect(row.basic_verified_at).not.toBeNull();
    expect(row.ssn_last_four_sealed).toEqual(expect.any(String));
    expect(row.ssn_last_four_sealed).not.toContain('6789');
    // Neither the SSN nor the client secret is ever logged.
    expect(logLines.join('').includes('123456789')).toBe(false);
    expect(logLines.join('').includes(check.clientSecret)).toBe(false);

    const locked = await putDetails(client, basicDetails('Someone', 'Else'));
    expect({ status: locked.status, code: (await locked.json()).code }).toEqual({ status: 409, code: 'VERIFICATION.DETAILS_LOCKED' });
    const again = await client.post('/api/profile/verification/checks', { kind: 'id_number' });
    expect({ status: again.status, code: (await again.json()).code }).toEqual({ status: 409, code: 'VERIFICATION.ALREADY_VERIFIED' });
  });

  it('asks again with the reason when the number does not match, resumes the same check and passes on retry', async () => {
    const { client } = await newSender();
    await putDetails(client, basicDetails());
    const first = await startIdentityCheck(client, 'id_number');
    await submitIdentitySession(stack.sandboxUrl, first.sessionId, { ...person, id_number: '111111111' });
    const failed = await waitForVerification(client, (s) => s.checks['id_number']?.reason === 'id_number_mismatch');
    expect(failed).toMatchObject({ tier: 'none', checks: { id_number: { state: 'awaiting_input' } } });

    const retry = await startIdentityCheck(client, 'id_number');
    expect(retry.checkId).toBe(first.checkId);
    expect(retry.sessionId).toBe(first.sessionId);
    expect(retry.clientSecret).not.toBe(first.clientSecret);
    await submitIdentitySession(stack.sandboxUrl, retry.sessionId, { ...person, id_number: '0000' });
    await waitForVerification(client, (s) => s.tier === 'basic');
  });

  it('fails the check when the person verified is not the sender by their details', async () => {
    const { client } = await newSender();
    await putDetails(client, basicDetails());
    const check = await startIdentityCheck(client, 'id_number');
    await submitIdentitySession(stack.sandboxUrl, check.sessionId, { ...person, last_name: 'Someone-Else', id_number: '000000000' });
    const status = await waitForVerification(client, (s) => s.checks['id_number']?.state === 'failed');
    expect(status).toMatchObject({ tier: 'none', detailsLocked: false, checks: { id_number: { reason: 'details_mismatch' } } });
    // A failed check is not resumed: the next one is a new session.
    const next = await startIdentityCheck(client, 'id_number');
    expect(next.checkId).not.toBe(check.checkId);
  });
});

describe('Verified ID: the document and selfie check', () => {
  it('asks again when the document is unreadable, telling why, and verifies on retry', async () => {
    const { client } = await newSender();
    await verifySender(stack, client, { tier: 'basic' });
    const check = await startIdentityCheck(client, 'document');
    await submitIdentitySession(stack.sandboxUrl, check.sessionId, { ...person, outcome: 'document_unverified_other' });
    const failed = await waitForVerification(client, (s) => s.checks['document']?.reason === 'document_unverified_other');
    expect(failed).toMatchObject({ tier: 'basic', checks: { document: { state: 'awaiting_input' } } });

    const retry = await startIdentityCheck(client, 'document');
    await submitIdentitySession(stack.sandboxUrl, retry.sessionId, { ...person, outcome: 'verified' });
    const verified = await waitForVerification(client, (s) => s.tier === 'verified_id');
    expect(verified).toMatchObject({ nextTier: 'enhanced', checks: { document: { id: check.checkId, state: 'passed', reason: null } } });
  });

  it('waits while the check is processing (no second check meanwhile), then verifies', async () => {
    const { client } = await newSender();
    await verifySender(stack, client, { tier: 'basic' });
    const check = await startIdentityCheck(client, 'document');
    await submitIdentitySession(stack.sandboxUrl, check.sessionId, { ...person, outcome: 'processing' });
    await waitForVerification(client, (s) => s.checks['document']?.state === 'processing');
    const meanwhile = await client.post('/api/profile/verification/checks', { kind: 'document' });
    expect({ status: meanwhile.status, code: (await meanwhile.json()).code }).toEqual({ status: 409, code: 'VERIFICATION.IN_PROGRESS' });
    expect((await verificationStatus(client)).tier).toBe('basic');

    const finished = await fetch(`${stack.sandboxUrl}/api/stripe/identity/verification_sessions/${check.sessionId}/finish`, { method: 'POST' });
    expect(finished.status).toBe(200);
    await waitForVerification(client, (s) => s.tier === 'verified_id');
  });

  it('applies a redelivered webhook once: stored once, nothing changes', async () => {
    const { client, userId } = await newSender();
    await verifySender(stack, client);
    const [check] = (await db.query(`select provider_session_id, updated_at from identity_checks where user_id = $1 and kind = 'document'`, [userId])).rows;
    const verifiedEvents = () =>
      db.query(`select id, processed_at from identity_webhook_events where session_id = $1 and type = 'identity.verification_session.verified'`, [check.provider_session_id]);
    // The tier can come from an earlier event of the session (each is read back from the provider): wait for this one to be applied.
    const applied = Date.now() + 10_000;
    while ((await verifiedEvents()).rows[0]?.processed_at == null && Date.now() < applied) await new Promise((resolve) => setTimeout(resolve, 50));
    const events = (await verifiedEvents()).rows;
    expect(events).toHaveLength(1);
    expect(events[0].processed_at).not.toBeNull();

    const redelivered = await fetch(`${stack.sandboxUrl}/api/webhooks/${events[0].id}/redeliver`, { method: 'POST' });
    expect(redelivered.status).toBeLessThan(300);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const deliveries = (await (await fetch(`${stack.sandboxUrl}/api/webhooks?eventId=${events[0].id}`)).json()) as Array<{ redelivery: boolean; delivered: boolean; lastStatus: number | null }>;
      const again = deliveries.find((delivery) => delivery.redelivery);
      if (again?.delivered) {
        expect(again.lastStatus).toBe(200);
        break;
      }
      if (Date.now() > deadline) throw new Error('the redelivery did not arrive');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const stored = (await db.query('select count(*)::int as n from identity_webhook_events where id = $1', [events[0].id])).rows[0].n;
    expect(stored).toBe(1);
    const [after] = (await db.query(`select state, updated_at from identity_checks where user_id = $1 and kind = 'document'`, [userId])).rows;
    expect(after.state).toBe('passed');
    expect(after.updated_at).toEqual(check.updated_at);
    expect((await verificationStatus(client)).tier).toBe('verified_id');
  });
});

describe('identity webhooks', () => {
  it('refuses an identity event whose signature does not verify, storing nothing', async () => {
    const response = await fetch(`${stack.apiUrl}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: JSON.stringify({ id: 'evt_forged', type: 'identity.verification_session.verified', data: { object: { id: 'vs_forged' } } }),
    });
    expect(response.status).toBe(400);
    expect((await db.query(`select count(*)::int as n from identity_webhook_events where id = 'evt_forged'`)).rows[0].n).toBe(0);
  });
});

describe('sending by tier (issue #26)', () => {
  const quote = (client: BrowserLikeClient, amount: number) => client.get(`/api/quote?amount=${amount}&country=kenya&paymentMethod=card`);

  it('asks a sender without a tier to verify before their first transfer (a clear code, not a failure)', async () => {
    const { client } = await newSender();
    expect(await (await client.get('/api/sending-limits')).json()).toMatchObject({ tier: 'none', nextTier: 'basic', remaining: 0 });
    const refused = await quote(client, 50);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'TRANSFER.VERIFICATION_REQUIRED', field: 'amount', tier: 'none', nextTier: 'basic' });
  });

  it('lets a Basic sender send $500, asks for Verified ID at $1,500, and sends it once verified', async () => {
    const { client } = await newSender();
    await verifySender(stack, client, { tier: 'basic' });
    expect(await (await client.get('/api/sending-limits')).json()).toMatchObject({ tier: 'basic', nextTier: 'verified_id', perTransfer: 999, remaining: 999 });
    const created = await client.post('/api/create-card-session', await quotedTransferRequest(client, { amount: 500 }));
    expect(created.status).toBe(201);

    const above = await quote(client, 1500);
    expect(above.status).toBe(409);
    expect(await above.json()).toMatchObject({ code: 'TRANSFER.VERIFICATION_REQUIRED', tier: 'basic', nextTier: 'verified_id', remaining: 999 });

    const check = await startIdentityCheck(client, 'document');
    await submitIdentitySession(stack.sandboxUrl, check.sessionId, { ...person, outcome: 'verified' });
    await waitForVerification(client, (s) => s.tier === 'verified_id');
    expect((await quote(client, 1500)).status).toBe(200);
    expect((await client.post('/api/create-card-session', await quotedTransferRequest(client, { amount: 1500 }))).status).toBe(201);
  });
});
