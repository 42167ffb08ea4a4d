import { BrowserLikeClient } from '../support/browser-like-client.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';

let stack: InProcessStack;
let db: Awaited<ReturnType<typeof startStackAndDatabase>>['db'];
let address = 0;

const NEW_ACCOUNTS_PER_SENDER = 20;
const SENDERS_PER_ACCOUNT = 3;

beforeAll(async () => {
  ({ stack, db } = await startStackAndDatabase({
    env: { NAME_LOOKUP_NEW_ACCOUNTS_PER_SENDER: String(NEW_ACCOUNTS_PER_SENDER), NAME_LOOKUP_SENDERS_PER_ACCOUNT: String(SENDERS_PER_ACCOUNT) },
  }));
});
afterAll(() => stopStackAndDatabase({ stack, db }));

async function newSender(): Promise<BrowserLikeClient> {
  address += 1;
  const client = new BrowserLikeClient(stack.apiUrl, `198.18.41.${address}`);
  await signUpAndSignIn(stack, client);
  return client;
}

/** A Ugandan MTN number of this file's own (no other file looks it up). */
const mtnNumber = (block: number, i: number) => `+25677${block}${String(i).padStart(6, '0')}`;
const lookUp = (client: BrowserLikeClient, phone: string) => client.get(`/api/mtn-registered-name?phone=${encodeURIComponent(phone)}`);
const holderOf = (client: BrowserLikeClient, query: Record<string, string>) => client.get(`/api/recipient-account-holder?${new URLSearchParams(query)}`);

/** Issue #25, item 5: who holds a number is not a directory anyone may read through. */
describe('registered-name lookups', () => {
  it('answers one sender 20 new numbers a day, refuses the next ones, and still answers those already asked and saved recipients', async () => {
    const sender = await newSender();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await lookUp(sender, mtnNumber(1, i))).status);
    expect(statuses.slice(0, NEW_ACCOUNTS_PER_SENDER).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(NEW_ACCOUNTS_PER_SENDER)).toEqual(Array(30 - NEW_ACCOUNTS_PER_SENDER).fill(429));

    const refused = await lookUp(sender, mtnNumber(1, 99));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: 'RECIPIENT.NAME_LOOKUPS_LIMITED',
      message: expect.stringMatching(/^We cannot check more new numbers for you now\. Try again in \d+ hours, or send to one of your saved recipients\.$/),
      retryAfterSeconds: expect.any(Number),
    });
    // Thunes' lookups draw on the same allowance.
    expect((await holderOf(sender, { country: 'ethiopia', phone: '0911 414 001', deliveryMethod: 'telebirr' })).status).toBe(429);

    // A number asked about before is answered again, at no cost.
    expect((await lookUp(sender, mtnNumber(1, 3))).status).not.toBe(429);
    // A saved recipient's number is always answered.
    const saved = await sender.post('/api/recipients', { firstName: 'Grace', lastName: 'Nakato', phone: '0772 414 002', country: 'uganda' });
    expect(saved.status).toBe(201);
    expect((await lookUp(sender, '+256772414002')).status).toBe(200);
    expect((await holderOf(sender, { country: 'uganda', phone: '0772 414 002' })).status).toBe(200);
  });

  it('answers one number to three senders a day, and refuses the fourth without using up its allowance', async () => {
    const number = mtnNumber(2, 1);
    const senders = [await newSender(), await newSender(), await newSender(), await newSender()];
    for (const sender of senders.slice(0, SENDERS_PER_ACCOUNT)) expect((await lookUp(sender, number)).status).toBe(200);
    // The same sender again costs nothing.
    expect((await lookUp(senders[0]!, number)).status).toBe(200);

    const fourth = senders[SENDERS_PER_ACCOUNT]!;
    expect((await lookUp(fourth, number)).status).toBe(429);
    for (let i = 0; i < NEW_ACCOUNTS_PER_SENDER; i++) expect((await lookUp(fourth, mtnNumber(3, i))).status).not.toBe(429);
  });

  it('lets a sender past the limit still send: the checkout checks the name itself', async () => {
    const sender = await newSender();
    for (let i = 0; i < NEW_ACCOUNTS_PER_SENDER; i++) await lookUp(sender, mtnNumber(4, i));
    expect((await lookUp(sender, mtnNumber(4, 50))).status).toBe(429);
    const quote = (await (await sender.get('/api/quote?amount=20&country=uganda&paymentMethod=card')).json()) as Record<string, unknown>;
    const send = (confirmedRegisteredName?: string) =>
      sender.post('/api/create-card-session', {
        amount: 20,
        feeAmount: quote.feeAmount,
        totalAmount: quote.totalAmount,
        recipientAmount: quote.recipientAmount,
        country: 'uganda',
        currencyCode: quote.currencyCode,
        sender: { firstName: 'Amina', lastName: 'Okello', email: 'amina@example.com', phone: '+12025550100' },
        recipient: { firstName: 'Grace', lastName: 'Nakato', phone: '0774 000 050', ...(confirmedRegisteredName ? { confirmedRegisteredName } : {}) },
      });
    // The wallet's holder is someone else (the sandbox names by number): refused until confirmed, as at any time.
    const created = await send();
    expect(created.status).toBe(409);
    const { registeredName } = (await created.json()) as { registeredName: string };
    const confirmed = await send(registeredName);
    expect(confirmed.status).toBe(201);
  });
});
