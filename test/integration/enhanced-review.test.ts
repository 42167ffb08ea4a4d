import type pg from 'pg';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { signInAsOperator } from '../support/signed-in-operator.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { verificationStatus } from '../support/verified-sender.js';

/**
 * Issue #26, the Enhanced tier: a Verified ID sender gives their occupation and source of funds;
 * the request waits in the compliance queue; a compliance operator approves it (the sender is
 * Enhanced) or declines it with a reason the sender then reads; each decision audited.
 */
let stack: InProcessStack;
let db: pg.Client;
let compliance: BrowserLikeClient;

/** This file's client addresses: 198.18.227.1 to 198.18.227.250. */
let addresses = 1;
const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.227.${addresses++}`);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  ({ stack, db } = await startStackAndDatabase({}));
  compliance = newClient();
  await signInAsOperator(stack, compliance, { role: 'compliance' });
});
afterAll(async () => {
  await stopStackAndDatabase({ stack, db });
});

const DECLARED = { occupation: 'Registered nurse', sourceOfFunds: 'salary', sourceOfFundsDetail: 'Wages from Riverside Hospital, Columbus' };

async function sender(tier: 'basic' | 'verified_id' = 'verified_id') {
  const client = newClient();
  const user = await signUpAndSignIn(stack, client, { withPhone: false, verifiedTo: tier });
  return { client, ...user };
}

const ask = (client: BrowserLikeClient, body: unknown = DECLARED) => client.post('/api/profile/verification/enhanced', body);
const latest = async (client: BrowserLikeClient) => ((await (await client.get('/api/profile/verification/enhanced')).json()) as Json).review as Json | null;
const queued = async (reviewId: string) => (((await (await compliance.get('/api/admin/compliance/enhanced-reviews')).json()) as Json).reviews as Json[]).find((r) => r.id === reviewId);
const decide = (reviewId: string, body: unknown, by = compliance) => by.post(`/api/admin/compliance/enhanced-reviews/${reviewId}/decision`, body);

describe('asking for Enhanced', () => {
  it('puts the request in the compliance queue; approving it makes the sender Enhanced, audited, and it cannot be decided twice', async () => {
    const { client, userId } = await sender();
    expect(await latest(client)).toBeNull();

    const asked = await ask(client);
    expect(asked.status).toBe(200);
    const review = ((await asked.json()) as Json).review as Json;
    expect(review).toMatchObject({ status: 'pending', ...DECLARED, declineReason: null });
    // Asked twice while waiting: refused.
    expect(((await (await ask(client)).json()) as Json).code).toBe('VERIFICATION.REVIEW_PENDING');

    expect(await queued(review.id)).toMatchObject({ status: 'pending', sender: { userId }, occupation: 'Registered nurse', sourceOfFundsLabel: 'Salary' });
    expect((await verificationStatus(client)).tier).toBe('verified_id');

    const approved = await decide(review.id, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect((await verificationStatus(client)).tier).toBe('enhanced');
    expect((await verificationStatus(client)).nextTier).toBeNull();
    expect(await latest(client)).toMatchObject({ status: 'approved', declineReason: null });
    const record = (await db.query('select occupation, source_of_funds, enhanced_reviewed_by from sender_verifications where user_id = $1', [userId])).rows[0];
    expect(record).toEqual({ occupation: 'Registered nurse', source_of_funds: 'Salary: Wages from Riverside Hospital, Columbus', enhanced_reviewed_by: expect.stringContaining('@') });

    const audit = (await db.query(`select action, old_value as before, new_value as after, operator_role from admin_audit_log where target = $1`, [`enhanced_review:${review.id}`])).rows;
    expect(audit).toEqual([{ action: 'compliance.enhanced_review_decision', before: { status: 'pending' }, after: { status: 'approved', userId, reason: null }, operator_role: 'compliance' }]);

    const again = await decide(review.id, { decision: 'decline', reason: 'Changed my mind' });
    expect({ status: again.status, code: ((await again.json()) as Json).code }).toEqual({ status: 409, code: 'COMPLIANCE.REVIEW_DECIDED' });
    expect((await verificationStatus(client)).tier).toBe('enhanced');
    // Enhanced already: nothing more to ask for.
    expect(((await (await ask(client)).json()) as Json).code).toBe('VERIFICATION.ALREADY_VERIFIED');
  });

  it('declined: the sender reads the reason, keeps Verified ID, and may ask again', async () => {
    const { client } = await sender();
    const review = (((await (await ask(client, { ...DECLARED, sourceOfFunds: 'other', sourceOfFundsDetail: 'Various' })).json()) as Json).review) as Json;

    const withoutReason = await decide(review.id, { decision: 'decline' });
    expect(withoutReason.status).toBe(400);
    expect((await latest(client))?.status).toBe('pending');

    const reason = 'Please describe where your money comes from: an employer, a business or savings.';
    expect((await decide(review.id, { decision: 'decline', reason })).status).toBe(200);
    expect(await latest(client)).toMatchObject({ status: 'declined', declineReason: reason });
    expect((await verificationStatus(client)).tier).toBe('verified_id');
    const audit = (await db.query(`select new_value as after from admin_audit_log where target = $1`, [`enhanced_review:${review.id}`])).rows;
    expect(audit).toEqual([{ after: expect.objectContaining({ status: 'declined', reason }) }]);

    const second = await ask(client);
    expect(second.status).toBe(200);
    expect((((await second.json()) as Json).review as Json).status).toBe('pending');
  });

  it('is refused before Verified ID, and with what a person can fix', async () => {
    const { client } = await sender('basic');
    const early = await ask(client);
    expect({ status: early.status, code: ((await early.json()) as Json).code }).toEqual({ status: 409, code: 'VERIFICATION.TIER_REQUIRED' });

    const { client: verified } = await sender();
    const bad = await ask(verified, { occupation: '', sourceOfFunds: 'lottery', sourceOfFundsDetail: 'x' });
    expect(bad.status).toBe(400);
    expect(await latest(verified)).toBeNull();
  });

  it("is another sender's to decide only for compliance operators and owners", async () => {
    const { client } = await sender();
    const review = (((await (await ask(client)).json()) as Json).review) as Json;
    for (const role of ['viewer', 'support', 'finance'] as const) {
      const operator = newClient();
      await signInAsOperator(stack, operator, { role });
      expect((await operator.get('/api/admin/compliance/enhanced-reviews')).status).toBe(403);
      expect((await decide(review.id, { decision: 'approve' }, operator)).status).toBe(403);
    }
    // A sender's session is no operator's.
    expect((await decide(review.id, { decision: 'approve' }, client)).status).toBe(401);
    expect((await verificationStatus(client)).tier).toBe('verified_id');
    expect((await decide('00000000-0000-4000-8000-000000000000', { decision: 'approve' })).status).toBe(404);
  });
});
