import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PaymentMethodsService } from '../../src/payment-methods/payment-methods.service.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { TEST_CARDS, tokenizeCard } from '../support/card-tokens.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { linkSandboxBank, linkedAccountNamed } from '../support/sandbox-payments.js';
import { quotedTransferRequest } from '../support/transfer-fixtures.js';

let stack: InProcessStack;
let db: pg.Client;
const logLines: string[] = [];

beforeAll(async () => ({ stack, db } = await startStackAndDatabase({ logLines })));
afterAll(() => stopStackAndDatabase({ stack, db }));

/** Each sender gets a client of their own address; this file keeps to 198.18.1.0/24. */
let addresses = 0;
const client = () => new BrowserLikeClient(stack.apiUrl, `198.18.1.${(addresses += 1)}`);

async function signedInSender() {
  const c = client();
  const { userId } = await signUpAndSignIn(stack, c);
  return { c, userId };
}

type Method = { id: number; name: string; type: string; lastFour: string; bankName: string | null; accountType: string | null; isDefault: boolean; createdAt: string };

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

const MASTERCARD = '5555555555554444';
const AMEX = '378282246310005';

async function addCard(c: BrowserLikeClient, number: string = TEST_CARDS.visa) {
  const paymentMethodId = await tokenizeCard(stack.sandboxUrl, number);
  const response = await c.post('/api/add-payment-method', { type: 'card', paymentMethodId });
  return { response, body: await json<Method & Record<string, unknown>>(response) };
}

/** A fresh account number per call, so the secrecy checks can look for it. */
const accountNumber = () => String(Math.floor(1e11 + Math.random() * 9e11));

async function addBank(c: BrowserLikeClient, fields: Record<string, unknown> = {}) {
  const response = await c.post('/api/add-payment-method', {
    type: 'bank_account',
    accountNumber: accountNumber(),
    routingNumber: '021000021',
    accountType: 'checking',
    bankName: 'Chase',
    accountHolderName: 'Amina Okello',
    ...fields,
  });
  return { response, body: await json<Method & Record<string, unknown>>(response) };
}

const list = async (c: BrowserLikeClient) => json<Method[]>(await c.get('/api/payment-methods'));
const remove = (c: BrowserLikeClient, id: number | string) => c.request('DELETE', `/api/payment-methods/${id}`);
const makeDefault = (c: BrowserLikeClient, id: number | string) => c.post(`/api/payment-methods/${id}/default`);

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('saved payment methods', () => {
  it('start empty, take a tokenized card and a bank account, the first being the default', async () => {
    const { c } = await signedInSender();
    expect(await list(c)).toEqual([]);

    const card = await addCard(c);
    expect(card.response.status).toBe(201);
    expect(card.body).toEqual({
      id: expect.any(Number),
      name: 'Visa •••• 4242',
      type: 'card',
      lastFour: '4242',
      bankName: null,
      accountType: null,
      isDefault: true,
      verification: 'verified',
      microdepositType: null,
      createdAt: expect.stringMatching(ISO),
    });

    const bank = await addBank(c, { accountNumber: '000123456789', accountType: 'savings' });
    expect(bank.response.status).toBe(201);
    expect(bank.body).toEqual({
      id: expect.any(Number),
      name: 'Chase Savings •••• 6789',
      type: 'bank_account',
      lastFour: '6789',
      bankName: 'Chase',
      accountType: 'savings',
      isDefault: false,
      // Typed by its numbers: not debited before the sender confirms the micro-deposits.
      verification: 'pending',
      microdepositType: 'descriptor_code',
      createdAt: expect.stringMatching(ISO),
    });

    const mastercard = await addCard(c, MASTERCARD);
    expect(mastercard.response.status).toBe(201);
    expect(mastercard.body).toMatchObject({ name: 'Mastercard •••• 4444', isDefault: false });

    // Default first, then newest first.
    expect(await list(c)).toEqual([card.body, mastercard.body, bank.body]);
  });

  it('refuse the same card or bank account twice as already saved', async () => {
    const { c } = await signedInSender();
    expect((await addCard(c)).response.status).toBe(201);
    const again = await addCard(c);
    expect(again.response.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'PAYMENT_METHOD.DUPLICATE', message: expect.stringContaining('already saved') });

    const number = accountNumber();
    expect((await addBank(c, { accountNumber: number })).response.status).toBe(201);
    const bankAgain = await addBank(c, { accountNumber: number, bankName: 'Another name' });
    expect(bankAgain.response.status).toBe(409);
    expect(bankAgain.body).toMatchObject({ code: 'PAYMENT_METHOD.DUPLICATE', message: 'This bank account is already saved.' });
    expect(await list(c)).toHaveLength(2);
  });

  it('take only Visa and Mastercard', async () => {
    const { c } = await signedInSender();
    const amex = await addCard(c, AMEX);
    expect(amex.response.status).toBe(400);
    expect(amex.body).toMatchObject({ code: 'PAYMENT_METHOD.UNSUPPORTED_CARD', message: 'Only Visa and Mastercard are accepted.' });
    const unknown = await c.post('/api/add-payment-method', { type: 'card', paymentMethodId: 'pm_unknown123' });
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toMatchObject({ code: 'PAYMENT_METHOD.INVALID_CARD', field: 'paymentMethodId' });
    expect(await list(c)).toEqual([]);
  });

  it('refuse a bank account with missing fields or a routing number failing the check digit', async () => {
    const { c } = await signedInSender();
    const missing = await c.post('/api/add-payment-method', { type: 'bank_account', accountNumber: '123456789' });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toMatchObject({ message: 'Please fill in all required fields for the selected payment method type' });
    const noCard = await c.post('/api/add-payment-method', { type: 'card' });
    expect(noCard.status).toBe(400);
    expect(await json(noCard)).toMatchObject({ message: 'Please fill in all required fields for the selected payment method type' });
    const noType = await c.post('/api/add-payment-method', {});
    expect(noType.status).toBe(400);
    expect(await json(noType)).toMatchObject({ message: 'Please fill in all required fields for the selected payment method type' });

    const routing = await addBank(c, { routingNumber: '021000022' });
    expect(routing.response.status).toBe(400);
    expect(routing.body).toMatchObject({ field: 'routingNumber', message: 'Enter a valid 9-digit routing number' });
    expect(await list(c)).toEqual([]);
  });

  it('move the default when another is set as default', async () => {
    const { c } = await signedInSender();
    const first = (await addCard(c)).body;
    const second = (await addBank(c)).body;
    const response = await makeDefault(c, second.id);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: 'Default payment method updated' });
    expect((await list(c)).map((m) => [m.id, m.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // Setting the default again changes nothing.
    expect((await makeDefault(c, second.id)).status).toBe(200);
    expect((await list(c)).filter((m) => m.isDefault).map((m) => m.id)).toEqual([second.id]);
  });

  it('promote the most recently created remaining one when the default is deleted', async () => {
    const { c } = await signedInSender();
    const first = (await addCard(c)).body;
    const second = (await addBank(c)).body;
    const third = (await addCard(c, MASTERCARD)).body;
    expect((await makeDefault(c, second.id)).status).toBe(200);

    const deleted = await remove(c, second.id);
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ message: 'Payment method deleted successfully' });
    expect((await list(c)).map((m) => [m.id, m.isDefault])).toEqual([
      [third.id, true],
      [first.id, false],
    ]);

    expect((await remove(c, first.id)).status).toBe(200);
    expect((await list(c)).map((m) => [m.id, m.isDefault])).toEqual([[third.id, true]]);
    expect((await remove(c, third.id)).status).toBe(200);
    expect(await list(c)).toEqual([]);
    expect((await remove(c, third.id)).status).toBe(404);
    // Saved again after being deleted: the first again, so the default.
    expect((await addCard(c)).body).toMatchObject({ isDefault: true });
  });

  it('are not there for anyone signed out', async () => {
    const c = client();
    expect((await c.get('/api/payment-methods')).status).toBe(401);
    expect((await c.post('/api/add-payment-method', { type: 'card', paymentMethodId: 'pm_x' })).status).toBe(401);
  });

  it('are found by checkout only for their owner', async () => {
    const a = await signedInSender();
    const b = await signedInSender();
    const { body } = await addCard(a.c);
    const service = stack.api.get(PaymentMethodsService);
    expect(await service.ownedMethod(a.userId, body.id)).toMatchObject({ id: body.id, type: 'card', stripePaymentMethodId: expect.stringMatching(/^pm_/) });
    await expect(service.ownedMethod(b.userId, body.id)).rejects.toMatchObject({ code: 'PAYMENT_METHOD.NOT_FOUND' });
  });
});

describe('another sender', () => {
  it('can neither delete nor make default someone else\'s method: their ids answer like unknown ones', async () => {
    const a = await signedInSender();
    const b = await signedInSender();
    const first = (await addCard(a.c)).body;
    const second = (await addBank(a.c)).body;
    (await addCard(b.c));
    const before = await list(a.c);
    const beforeB = await list(b.c);

    for (const target of [first.id, second.id, 2_000_000_000, 'abc']) {
      const deleted = await remove(b.c, target);
      const defaulted = await makeDefault(b.c, target);
      expect([deleted.status, defaulted.status]).toEqual([404, 404]);
      for (const response of [deleted, defaulted]) {
        expect(await json(response)).toEqual({ code: 'PAYMENT_METHOD.NOT_FOUND', message: 'Payment method not found' });
      }
    }
    expect(await list(a.c)).toEqual(before);
    expect(await list(b.c)).toEqual(beforeB);
  });
});

describe('the default', () => {
  it('stays exactly one under 10 concurrent set-default requests', async () => {
    const { c, userId } = await signedInSender();
    const methods = [(await addCard(c)).body, (await addCard(c, MASTERCARD)).body];
    for (let i = 0; i < 3; i += 1) methods.push((await addBank(c)).body);

    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => makeDefault(c, methods[i % methods.length]!.id)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));

    const { rows } = await db.query<{ count: string }>(
      'select count(*) from payment_methods where user_id = $1 and is_default',
      [userId],
    );
    expect(rows[0]!.count).toBe('1');
    expect((await list(c)).filter((m) => m.isDefault)).toHaveLength(1);
  });

  it('is at most one per sender in the database itself', async () => {
    const { c, userId } = await signedInSender();
    (await addCard(c));
    (await addBank(c));
    await expect(db.query('update payment_methods set is_default = true where user_id = $1', [userId])).rejects.toThrow(
      /payment_methods_one_default_per_user/,
    );
  });
});

describe('a bank account number', () => {
  it('is kept neither in the database nor in the api log', async () => {
    const { c, userId } = await signedInSender();
    const number = '987654321012';
    const { response } = await addBank(c, { accountNumber: number });
    expect(response.status).toBe(201);
    // A duplicate and a refused one go through the same paths that might log.
    expect((await addBank(c, { accountNumber: number })).response.status).toBe(409);
    expect((await addBank(c, { accountNumber: number, routingNumber: '021000022' })).response.status).toBe(400);

    const { rows: columns } = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_name = 'payment_methods' and data_type in ('character varying', 'text', 'character')`,
    );
    expect(columns.length).toBeGreaterThan(0);
    for (const { column_name } of columns) {
      const { rows } = await db.query(`select count(*) from payment_methods where "${column_name}" like $1`, [`%${number}%`]);
      expect([column_name, rows[0].count]).toEqual([column_name, '0']);
    }
    const { rows } = await db.query('select last_four from payment_methods where user_id = $1', [userId]);
    expect(rows).toEqual([{ last_four: '1012' }]);

    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes(number))).toEqual([]);
  });
});

describe('card testing', () => {
  it('lets a sender try at most five cards an hour, then refuses before asking the provider', async () => {
    const { c } = await signedInSender();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await addCard(c, i % 2 === 0 ? TEST_CARDS.visa : MASTERCARD)).response.status);
    // The same cards again are duplicates (409), but every try counts.
    expect(statuses.slice(0, 5)).toEqual([201, 201, 409, 409, 409]);
    expect(statuses[5]).toBe(429);
    expect((await list(c)).map((method) => method.lastFour).sort()).toEqual(['4242', '4444']);
    // Bank accounts are verified another way and are not counted here.
    expect((await addBank(c)).response.status).toBe(201);
  });
});

describe('bank accounts typed by their numbers', () => {
  it('are refused for payment until the micro-deposits are confirmed, then pay', async () => {
    const { c } = await signedInSender();
    const { body } = await addBank(c);
    const request = { ...(await quotedTransferRequest(c, { method: 'ach', amount: 30 })), savedPaymentMethodId: body.id };
    const refused = await c.post('/api/process-teller-payment', request, { 'Idempotency-Key': randomUUID() });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ code: 'PAYMENT_METHOD.UNVERIFIED', message: expect.stringMatching(/^Verify this bank account/) });

    const wrong = await c.post(`/api/payment-methods/${body.id}/verify-microdeposits`, { descriptorCode: 'SM99ZZ' });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ code: 'PAYMENT_METHOD.MICRODEPOSITS_MISMATCH', field: 'descriptorCode' });
    const malformed = await c.post(`/api/payment-methods/${body.id}/verify-microdeposits`, { descriptorCode: 'hello' });
    expect(malformed.status).toBe(400);

    const verified = await c.post(`/api/payment-methods/${body.id}/verify-microdeposits`, { descriptorCode: 'sm11aa' });
    expect(verified.status).toBe(200);
    expect(await json(verified)).toMatchObject({ id: body.id, verification: 'verified' });
    const again = await c.post(`/api/payment-methods/${body.id}/verify-microdeposits`, { descriptorCode: 'SM11AA' });
    expect(again.status).toBe(409);

    const paid = await c.post('/api/process-teller-payment', request, { 'Idempotency-Key': randomUUID() });
    expect(paid.status).toBe(200);
    expect(await json(paid)).toMatchObject({ success: true, status: 'processing' });
  });

  it('cannot be verified once the deposits can no longer be confirmed', async () => {
    const { c } = await signedInSender();
    const { body } = await addBank(c);
    const failed = await c.post(`/api/payment-methods/${body.id}/verify-microdeposits`, { descriptorCode: 'SM33CC' });
    expect(failed.status).toBe(409);
    expect(await json(failed)).toMatchObject({ code: 'PAYMENT_METHOD.VERIFICATION_FAILED' });
    expect((await list(c)).find((method) => method.id === body.id)).toMatchObject({ verification: 'failed' });
  });

  it('are verified at once when linked through the bank', async () => {
    const { c } = await signedInSender();
    const accessToken = await linkSandboxBank(stack.sandboxUrl);
    const account = await linkedAccountNamed(c, accessToken, 'Sandbox Checking');
    const added = await c.post('/api/add-payment-method', { type: 'linked_bank_account', accessToken, accountId: account.id });
    expect(added.status).toBe(201);
    const method = await json<Method & Record<string, unknown>>(added);
    expect(method).toMatchObject({ type: 'bank_account', verification: 'verified', lastFour: account.last_four });
    const paid = await c.post('/api/process-teller-payment', { ...(await quotedTransferRequest(c, { method: 'ach', amount: 31 })), savedPaymentMethodId: method.id }, { 'Idempotency-Key': randomUUID() });
    expect(paid.status).toBe(200);
    const unknown = await c.post('/api/add-payment-method', { type: 'linked_bank_account', accessToken, accountId: 'acc_unknown' });
    expect(unknown.status).toBe(404);
  });
});
