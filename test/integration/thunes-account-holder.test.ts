import pg from 'pg';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { quotedTransferRequest, transferRow } from '../support/transfer-fixtures.js';

let stack: InProcessStack;
let db: pg.Client;
let client: BrowserLikeClient;

beforeAll(async () => {
  ({ stack, db } = await startStackAndDatabase());
  client = new BrowserLikeClient(stack.apiUrl, '198.18.32.1');
  await signUpAndSignIn(stack, client);
});
afterAll(() => stopStackAndDatabase({ stack, db }));

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
const holderOf = (query: Record<string, string>) => client.get(`/api/recipient-account-holder?${new URLSearchParams(query)}`);

/** Issue #29: the name check where Thunes pays (Ethiopia, Eritrea), through its credit-party information. */
describe('the account holder a recipient would be paid to', () => {
  it("names a telebirr wallet's holder, and the same for the same number", async () => {
    const answer = await holderOf({ country: 'ethiopia', phone: '0911 345 130', deliveryMethod: 'telebirr' });
    expect(answer.status).toBe(200);
    const { name } = await json<{ name: string }>(answer);
    expect(name).toMatch(/^\p{L}+ \p{L}+$/u);
    expect(await json(await holderOf({ country: 'ethiopia', phone: '+251911345130', deliveryMethod: 'telebirr' }))).toEqual({ name });
  });

  it("names a bank account's holder where the bank answers, and says there is no check where it does not", async () => {
    const cbe = await holderOf({ country: 'ethiopia', phone: '0911 345 131', deliveryMethod: 'bank_account', bankId: '4031', accountNumber: '1000123450131' });
    expect(cbe.status).toBe(200);
    expect((await json<{ name: string | null }>(cbe)).name).toEqual(expect.any(String));
    const pickup = await holderOf({ country: 'eritrea', phone: '07 123 456', deliveryMethod: 'cash_pickup' });
    expect(pickup.status).toBe(200);
    expect(await json(pickup)).toEqual({ name: null });
  });

  it('answers 404 for an account the payer does not know, and the MTN holder for a Ugandan wallet', async () => {
    const none = await holderOf({ country: 'ethiopia', phone: '0911 999 999', deliveryMethod: 'telebirr' });
    expect(none.status).toBe(404);
    expect(await json(none)).toMatchObject({ code: 'PAYOUT.ACCOUNT_NOT_FOUND', message: 'This number has no telebirr account. Check the number with the recipient.' });
    const mtn = await json<{ name: string }>(await holderOf({ country: 'uganda', phone: '0772 345 132' }));
    expect(mtn).toEqual(await json(await client.get(`/api/mtn-registered-name?phone=${encodeURIComponent('+256772345132')}`)).then(({ name }) => ({ name })));
  });

  it("records Thunes' name on the transfer, and refuses a different holder the sender did not confirm", async () => {
    const { name } = await json<{ name: string }>(await holderOf({ country: 'ethiopia', phone: '0911 345 133', deliveryMethod: 'telebirr' }));
    const [given, family] = name.split(' ');
    const request = await quotedTransferRequest(client, { country: 'ethiopia', recipientPhone: '0911 345 133', delivery: { deliveryMethod: 'telebirr' } });
    const matching = await client.post('/api/create-card-session', { ...request, recipient: { ...request.recipient, firstName: given, lastName: family } });
    expect(matching.status).toBe(201);
    const matched = await transferRow(db, (await json<{ sessionId: string }>(matching)).sessionId);
    expect(matched.recipient_info).toMatchObject({ registeredName: name, registeredNameMatches: true });

    const { confirmedRegisteredName, ...unconfirmed } = request.recipient;
    expect(confirmedRegisteredName).toBe(name);
    const before = Number((await db.query('select count(*) from transactions')).rows[0].count);
    const refused = await client.post('/api/create-card-session', { ...request, recipient: unconfirmed });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ code: 'TRANSFER.RECIPIENT_NAME_MISMATCH', field: 'recipient.confirmedRegisteredName', registeredName: name });
    expect(Number((await db.query('select count(*) from transactions')).rows[0].count)).toBe(before);

    const confirmed = await client.post('/api/create-card-session', request);
    expect(confirmed.status).toBe(201);
    const recorded = await transferRow(db, (await json<{ sessionId: string }>(confirmed)).sessionId);
    expect(recorded.recipient_info).toMatchObject({ registeredName: name, registeredNameMatches: false, registeredNameConfirmed: true });
  });
});
