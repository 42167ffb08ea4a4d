import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { TEST_CARDS, tokenizeCard } from '../support/card-tokens.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { addVerifiedPhone } from '../support/signed-in-user.js';
import { verifySender } from '../support/verified-sender.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { quotedTransferRequest, transferRow, waitForTransferStatus } from '../support/transfer-fixtures.js';

// Issue #27: every email and SMS to a sender is in their language; a recipient's SMS in theirs.
let stack: InProcessStack;
let db: pg.Client;
let addressCounter = 0;

beforeAll(async () => ({ stack, db } = await startStackAndDatabase()));
afterAll(() => stopStackAndDatabase({ stack, db }));

const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.51.100.${(addressCounter += 1)}`);

/** Registers in `language` (as the app sends the language showing), verifies with the emailed code and signs in. */
async function senderIn(language: string | undefined) {
  const client = newClient();
  const email = `sender.${randomBytes(4).toString('hex')}@example.com`;
  const password = 'correct horse 1';
  const registered = await client.post('/api/auth/register', { email, phone: '', password, firstName: 'Amina', lastName: 'Okello', ...(language ? { language } : {}) });
  expect(registered.status).toBe(201);
  const { userId } = (await registered.json()) as { userId: number };
  const [codeEmail] = await stack.inbox.waitFor(email);
  const code = /\b(\d{6})\b/.exec(codeEmail!.text)![1];
  expect((await client.post('/api/auth/verify', { userId, code, type: 'email' })).status).toBe(200);
  expect((await client.post('/api/auth/login', { emailOrPhone: email, password })).status).toBe(200);
  await addVerifiedPhone(stack, client);
  // Identity verified before sending (issue #26), through the api and the sandbox.
  await verifySender(stack, client);
  return { client, email, codeEmail: codeEmail! };
}

async function payByCard(client: BrowserLikeClient, country: string, recipientPhone: string) {
  const created = await client.post('/api/create-card-session', await quotedTransferRequest(client, { country, recipientPhone }));
  expect(created.status).toBe(201);
  const { sessionId } = (await created.json()) as { sessionId: string };
  const paid = await client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId: await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa) });
  expect(paid.status).toBe(200);
  return sessionId;
}

describe("a sender's language", () => {
  it('writes the verification code and the receipt in Amharic to a sender who registered in Amharic', async () => {
    const { client, email, codeEmail } = await senderIn('am');
    expect(codeEmail.subject).toBe('የRemit East Africa ማረጋገጫ ኮድዎ');
    expect(codeEmail.text).toMatch(/^ሰላም Amina፣\n\nየRemit East Africa ማረጋገጫ ኮድዎ \d{6} ነው።/);
    expect(await (await client.get('/api/auth/me')).json()).toMatchObject({ language: 'am' });

    const sessionId = await payByCard(client, 'kenya', '0712 345 201');
    const receipt = await stack.inbox.withSubject(email, 'የዝውውርዎ ደረሰኝ');
    const { reference } = await transferRow(db, sessionId);
    expect(receipt.text).toContain('ወደ Wanjiru Kamau ላደረጉት ዝውውር ደረሰኝ');
    expect(receipt.text).toContain(`መለያ ቁጥር፦ ${reference}`);
    expect(receipt.text).toContain('ጠቅላላ፦ $109.00');
    expect(receipt.text).toContain('የምንዛሪ ተመን፦ 1 USD = ');
    expect(receipt.text).not.toContain('Transfer amount');
  });

  it('is English by default, and changing it in the settings changes the next messages', async () => {
    const { client, email, codeEmail } = await senderIn(undefined);
    expect(codeEmail.subject).toBe('Your Remit East Africa verification code');
    expect(await (await client.get('/api/auth/me')).json()).toMatchObject({ language: 'en' });

    const refused = await client.request('PUT', '/api/settings/language', { language: 'fr' });
    expect(refused.status).toBe(400);
    const saved = await client.request('PUT', '/api/settings/language', { language: 'sw' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ language: 'sw' });
    expect(await (await client.get('/api/auth/me')).json()).toMatchObject({ language: 'sw' });

    await payByCard(client, 'uganda', '0772 345 202');
    const receipt = await stack.inbox.withSubject(email, 'Risiti ya uhamisho wako');
    expect(receipt.text).toContain('Risiti ya uhamisho wako kwa Wanjiru Kamau');
  });
});

describe("a recipient's language", () => {
  it("texts a Kenyan recipient in Swahili and a Ugandan one in English, their countries' languages, whatever the sender's", async () => {
    const { client } = await senderIn('am');
    const kenyan = await payByCard(client, 'kenya', '0712 345 203');
    await waitForTransferStatus(db, kenyan, 'completed');
    const [kenyanSms] = await stack.inbox.waitFor('+254712345203');
    expect(kenyanSms!.text).toMatch(/^Amina amekutumia [\d,.]+ KES kwenye M-Pesa\. Risiti \w+\. Kumb\. [\w-]+\.$/);

    const ugandan = await payByCard(client, 'uganda', '0772 345 204');
    await waitForTransferStatus(db, ugandan, 'completed');
    const [ugandanSms] = await stack.inbox.waitFor('+256772345204');
    expect(ugandanSms!.text).toMatch(/^Amina sent you [\d,.]+ UGX to MTN Mobile Money\./);
  });

  it('follows the language the sender chose for a saved recipient', async () => {
    const { client } = await senderIn(undefined);
    const saved = await client.post('/api/recipients', { firstName: 'Wanjiru', lastName: 'Kamau', phone: '0712 345 205', country: 'kenya', language: 'en' });
    expect(saved.status).toBe(201);
    const sessionId = await payByCard(client, 'kenya', '0712 345 205');
    await waitForTransferStatus(db, sessionId, 'completed');
    const [sms] = await stack.inbox.waitFor('+254712345205');
    expect(sms!.text).toMatch(/^Amina sent you [\d,.]+ KES to M-Pesa\./);
  });
});
