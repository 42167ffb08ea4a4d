import pg from 'pg';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { quotedTransferRequest, transferRow } from '../support/transfer-fixtures.js';

let stack: InProcessStack;
let db: pg.Client;
let addresses = 0;

beforeAll(async () => ({ stack, db } = await startStackAndDatabase()));
afterAll(() => stopStackAndDatabase({ stack, db }));

const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.9.${(addresses += 1)}`);
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
const WALLET = '+256772345120';

/** What MTN holds for the wallet, as the send screen shows it. */
async function registeredName(client: BrowserLikeClient): Promise<string> {
  return (await json<{ name: string }>(await client.get(`/api/mtn-registered-name?phone=${encodeURIComponent(WALLET)}`))).name;
}

/** A request to the wallet for `recipient`, confirming only what `recipient` confirms. */
async function mtnRequest(client: BrowserLikeClient, recipient: Record<string, string>) {
  const request = await quotedTransferRequest(client, { country: 'uganda', recipientPhone: WALLET });
  const { confirmedRegisteredName: _helperConfirmed, ...typed } = request.recipient;
  return { ...request, recipient: { ...typed, ...recipient } };
}

describe("the MTN wallet's registered name, checked before paying (issue #29)", () => {
  it('records a match however the name is ordered or written', async () => {
    const client = newClient();
    await signUpAndSignIn(stack, client);
    const name = await registeredName(client);
    const [given, family] = name.split(' ');
    const created = await client.post('/api/create-card-session', await mtnRequest(client, { firstName: family!.toLowerCase(), lastName: given! }));
    expect(created.status).toBe(201);
    const row = await transferRow(db, (await json<{ sessionId: string }>(created)).sessionId);
    expect(row.recipient_info).toMatchObject({ registeredName: name, registeredNameMatches: true });
  });

  it('records a different person confirmed by the sender, on the transfer and its creation event', async () => {
    const client = newClient();
    await signUpAndSignIn(stack, client);
    const name = await registeredName(client);
    const created = await client.post(
      '/api/create-card-session',
      await mtnRequest(client, { firstName: 'Someone', lastName: 'Else', confirmedRegisteredName: name.toLowerCase() }),
    );
    expect(created.status).toBe(201);
    const row = await transferRow(db, (await json<{ sessionId: string }>(created)).sessionId);
    expect(row.recipient_info).toMatchObject({ registeredName: name, registeredNameMatches: false, registeredNameConfirmed: true });
    const events = await db.query(`select payload from transfer_events where transfer_id = $1 and type = 'TransferCreated'`, [row.id]);
    expect(events.rows[0].payload).toMatchObject({ confirmedRegisteredName: name });

    const detail = await json<{ recipientInfo: Record<string, unknown> }>(await client.get(`/api/transactions/${row.id}`));
    expect(detail.recipientInfo).toMatchObject({ registeredName: name, registeredNameConfirmed: true });
  });

  it('refuses a confirmation of a name that is not the registered one, and creates nothing', async () => {
    const client = newClient();
    const user = await signUpAndSignIn(stack, client);
    const name = await registeredName(client);
    const refused = await client.post(
      '/api/create-card-session',
      await mtnRequest(client, { firstName: 'Someone', lastName: 'Else', confirmedRegisteredName: 'BRENDA OTHERPERSON' }),
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'TRANSFER.RECIPIENT_NAME_MISMATCH',
      registeredName: name,
      message: `This account is registered to ${name}, not Someone Else. Check the number with the recipient, or confirm that ${name} is the person you are sending to.`,
    });
    const rows = await db.query('select count(*)::int as n from transactions where user_id = $1', [user.userId]);
    expect(rows.rows[0].n).toBe(0);
  });

  it('refuses a different person the sender did not confirm (a client that skipped the question), and creates nothing', async () => {
    const client = newClient();
    const user = await signUpAndSignIn(stack, client);
    const name = await registeredName(client);
    const refused = await client.post('/api/create-card-session', await mtnRequest(client, { firstName: 'Someone', lastName: 'Else' }));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'TRANSFER.RECIPIENT_NAME_MISMATCH',
      registeredName: name,
      message: `This account is registered to ${name}, not Someone Else. Check the number with the recipient, or confirm that ${name} is the person you are sending to.`,
    });
    const rows = await db.query('select count(*)::int as n from transactions where user_id = $1', [user.userId]);
    expect(rows.rows[0].n).toBe(0);
    // The same request with the confirmation goes through.
    const confirmed = await client.post(
      '/api/create-card-session',
      await mtnRequest(client, { firstName: 'Someone', lastName: 'Else', confirmedRegisteredName: name }),
    );
    expect(confirmed.status).toBe(201);
  });
});
