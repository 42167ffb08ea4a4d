import pg from 'pg';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { signUpAndSignIn, type SignedInUser } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { quotedTransferRequest, transferRow } from '../support/transfer-fixtures.js';
import { verificationStatus, verifySender } from '../support/verified-sender.js';

// Issue #26, records: the identity snapshot and funding type every transfer keeps, the refusal
// of $3,000 or more without a verified identity. Its own database: the send limits are raised
// for every tier (a transfer of $3,000 passes them) and no other file's transfers count.
let stack: InProcessStack;
let db: pg.Client;
let ownDatabaseUrl: string | undefined;
let address = 0;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  ({ stack, db, ownDatabaseUrl } = await startStackAndDatabase({
    ownDatabase: 'sender_records',
    env: { STEP_UP_TRANSFER_ABOVE_USD: '100000', RECONCILE_EVERY_MS: '3600000', MONITORING_SCAN_EVERY_MS: '3600000' },
  }));
  await db.query(
    `insert into sending_limits (id, tier, per_transfer, per_day, per_month, updated_at)
     values (1, 'verified_id', 5000, 10000, 25000, now()), (2, 'basic', 5000, 10000, 25000, now()), (3, 'enhanced', 5000, 10000, 25000, now())
     on conflict (id) do update set per_transfer = excluded.per_transfer, per_day = excluded.per_day, per_month = excluded.per_month`,
  );
});
afterAll(() => stopStackAndDatabase({ stack, db, ownDatabaseUrl }));

/** 198.18.160.x are this file's. */
const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.160.${(address += 1)}`);

/** A sender verified to Verified ID through the api and the sandbox (whatever the sign-up helper did already). */
async function verifiedSender(client: BrowserLikeClient): Promise<SignedInUser> {
  const user = await signUpAndSignIn(stack, client);
  if ((await verificationStatus(client)).tier === 'none') await verifySender(stack, client);
  return user;
}

/** To an Ethiopian bank account (the partner pays $3,000 there). */
const ETHIOPIA_BANK = (accountNumber: string) => ({ country: 'ethiopia', recipientPhone: '0911 160 001', delivery: { deliveryMethod: 'bank_account', bankId: '4031', accountNumber } });

/** The transfer request as the send screen makes it, priced by a quote (by default asked signed out: the one-transfer limit). */
const priced = (amount: number, accountNumber: string, client = newClient()) => quotedTransferRequest(client, { amount, ...ETHIOPIA_BANK(accountNumber) });

const recordOf = async (transferId: string) => (await db.query('select * from transfer_records where transfer_id = $1', [transferId])).rows[0] as Json | undefined;

describe('the record a transfer keeps', () => {
  it("keeps the verified sender's identity as it stood and the funding type with a $3,000 transfer, never the SSN", async () => {
    const client = newClient();
    const sender = await verifiedSender(client);
    const created = await client.post('/api/create-card-session', await priced(3000, '1000123451601', client));
    expect(created.status).toBe(201);
    const transfer = await transferRow(db, ((await created.json()) as { sessionId: string }).sessionId);
    const record = await recordOf(transfer.id);
    const checks = (await db.query(`select id from identity_checks where user_id = $1 and state = 'passed' order by concluded_at desc`, [sender.userId])).rows;
    expect(record).toMatchObject({ user_id: sender.userId, amount: '3000.00', funding_type: 'card' });
    expect(record!.identity).toEqual({
      legalName: { first: 'Amina', last: 'Okello' },
      dateOfBirth: '1990-04-12',
      address: { line1: '12 Main St', line2: null, city: 'Columbus', state: 'OH', postalCode: '43004' },
      tier: 'verified_id',
      verificationId: checks[0].id,
      verifiedAt: expect.any(String),
    });
    expect(JSON.stringify(record)).not.toMatch(/ssn|last_?four/i);
    // The recipient's details are the transfer's own.
    expect((await db.query('select recipient_info from transactions where id = $1', [transfer.id])).rows[0].recipient_info).toMatchObject({ firstName: 'Wanjiru', lastName: 'Kamau' });
    // The record stays as it was: it cannot be rewritten or deleted.
    await expect(db.query(`update transfer_records set funding_type = 'ach_bank_debit' where transfer_id = $1`, [transfer.id])).rejects.toThrow(/append-only/);
    await expect(db.query(`delete from transfer_records where transfer_id = $1`, [transfer.id])).rejects.toThrow(/append-only/);
  });

  it('refuses a $3,000 transfer from a sender without a verified identity, with a clear code, and creates nothing', async () => {
    const client = newClient();
    const sender = await signUpAndSignIn(stack, client);
    // Whatever the sign-up helper verified: this sender has no identity record.
    await db.query('delete from sender_verifications where user_id = $1', [sender.userId]);
    await db.query(`update identity_checks set state = 'canceled' where user_id = $1`, [sender.userId]);
    const refused = await client.post('/api/create-card-session', await priced(3000, '1000123451602'));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'COMPLIANCE.FULL_RECORD_REQUIRED', message: expect.stringContaining('$3,000 or more needs your verified identity') });
    expect((await db.query('select count(*)::int as n from transactions where user_id = $1', [sender.userId])).rows[0].n).toBe(0);
    expect((await db.query('select count(*)::int as n from transfer_records where user_id = $1', [sender.userId])).rows[0].n).toBe(0);
  });
});
