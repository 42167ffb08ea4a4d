import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Recipient } from '../../src/recipients/domain/recipient.js';
import { RecipientsService, type RecipientInput } from '../../src/recipients/recipients.service.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { payAgainByCard } from '../support/card-paid-transfer.js';
import { quotedTransferRequest, waitForTransferStatus } from '../support/transfer-fixtures.js';

let stack: InProcessStack;
let db: pg.Client;

beforeAll(async () => ({ stack, db } = await startStackAndDatabase()));
afterAll(() => stopStackAndDatabase({ stack, db }));

/**
 * Each sender gets a client of their own address, so address-based rate limits (shared by
 * every test file of the run) never add up: this file keeps to 198.18.0.0/24.
 */
let addresses = 0;
const client = () => new BrowserLikeClient(stack.apiUrl, `198.18.0.${(addresses += 1)}`);

async function signedInSender() {
  const c = client();
  const { userId } = await signUpAndSignIn(stack, c);
  return { c, userId };
}

const wanjiru = { firstName: 'Wanjiru', lastName: 'Kamau', phone: '0712 345 678', country: 'kenya' };

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function add(c: BrowserLikeClient, fields: Record<string, unknown> = wanjiru) {
  const response = await c.post('/api/recipients', fields);
  return { response, body: await json(response) };
}

const put = (c: BrowserLikeClient, id: number | string, body: unknown) => c.request('PUT', `/api/recipients/${id}`, body);
const remove = (c: BrowserLikeClient, id: number | string) => c.request('DELETE', `/api/recipients/${id}`);
const list = async (c: BrowserLikeClient) => json<Record<string, unknown>[]>(await c.get('/api/recipients'));

/** What the transfers module does when a transfer is created: inside its own transaction. */
function recordTransferRecipient(userId: number, input: RecipientInput, at: Date): Promise<Recipient> {
  const orm = stack.api.get(MikroORM);
  const recipients = stack.api.get(RecipientsService);
  return orm.em.fork().transactional(async (em) =>
    recipients.recordTransferRecipient(em, userId, await recipients.recipientDetails(input, 'recipient.'), at),
  );
}

describe('a sender\'s recipients', () => {
  it('are added, listed, updated and deleted', async () => {
    const { c } = await signedInSender();
    expect(await list(c)).toEqual([]);

    const { response, body } = await add(c, { ...wanjiru, firstName: '  Wanjiru ' });
    expect(response.status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      phone: '+254712345678',
      country: 'kenya',
      deliveryMethod: 'mpesa',
      bankId: null,
      bankName: null,
      accountNumber: null,
      language: 'sw',
      useCount: 0,
      lastUsed: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(await list(c)).toEqual([body]);
    expect(await json(await c.get(`/api/recipients/${body.id}`))).toEqual(body);

    const updated = await put(c, body.id as number, {
      id: body.id,
      firstName: 'Abebe',
      lastName: 'Bekele',
      phone: '0911 234 567',
      country: 'ethiopia',
      deliveryMethod: 'bank_account',
      bankId: '4031',
      accountNumber: '1000 1234 56789',
    });
    expect(updated.status).toBe(200);
    const after = {
      ...body,
      firstName: 'Abebe',
      lastName: 'Bekele',
      phone: '+251911234567',
      country: 'ethiopia',
      deliveryMethod: 'bank_account',
      bankId: '4031',
      bankName: 'Commercial Bank of Ethiopia',
      accountNumber: '1000123456789',
      // Moved to Ethiopia with no language chosen: Amharic, the country's.
      language: 'am',
    };
    expect(await json(updated)).toEqual(after);
    expect(await list(c)).toEqual([after]);

    const deleted = await remove(c, body.id as number);
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ message: 'Recipient deleted successfully' });
    expect(await list(c)).toEqual([]);
    expect((await c.get(`/api/recipients/${body.id}`)).status).toBe(404);
    expect((await remove(c, body.id as number)).status).toBe(404);
  });

  it('are paid by a method of their country, to a number and account it can pay', async () => {
    const { c } = await signedInSender();
    const refusals: [Record<string, unknown>, string, string, string][] = [
      [{ deliveryMethod: 'mtn_momo' }, 'deliveryMethod', 'DELIVERY.METHOD_NOT_OFFERED', 'MTN Mobile Money is not offered in Kenya: choose M-Pesa.'],
      [
        { country: 'uganda', phone: '0701 234 567' },
        'phone',
        'DELIVERY.PHONE_NOT_PAYABLE',
        'MTN Mobile Money pays MTN Uganda numbers starting 076, 077 or 078.',
      ],
      [{ country: 'ethiopia', phone: '0911 234 567', deliveryMethod: 'bank_account', accountNumber: '1000123456789' }, 'bankId', 'DELIVERY.BANK_REQUIRED', "Choose the recipient's bank."],
      [
        { country: 'ethiopia', phone: '0911 234 567', deliveryMethod: 'bank_account', bankId: '9999', accountNumber: '1000123456789' },
        'bankId',
        'DELIVERY.UNKNOWN_BANK',
        'Choose one of the listed banks.',
      ],
      [
        { country: 'ethiopia', phone: '0911 234 567', deliveryMethod: 'bank_account', bankId: '4031', accountNumber: '12-34' },
        'accountNumber',
        'DELIVERY.INVALID_ACCOUNT_NUMBER',
        "Enter the recipient's bank account number: 8 to 16 digits.",
      ],
    ];
    for (const [fields, field, code, message] of refusals) {
      const { response, body } = await add(c, { ...wanjiru, ...fields });
      expect({ status: response.status, body }).toEqual({ status: 400, body: { field, code, message } });
    }
    expect(await list(c)).toEqual([]);
    const eritrean = await add(c, { ...wanjiru, country: 'eritrea', phone: '07 123 456' });
    expect(eritrean.body).toMatchObject({ phone: '+2917123456', deliveryMethod: 'cash_pickup', bankId: null });
  });

  it('can be added again after being deleted', async () => {
    const { c } = await signedInSender();
    const first = (await add(c)).body;
    expect((await remove(c, first.id as number)).status).toBe(200);
    const { response, body } = await add(c);
    expect(response.status).toBe(201);
    expect(body).toMatchObject({ phone: '+254712345678', useCount: 0 });
    expect(body.id).not.toBe(first.id);
    expect(await list(c)).toEqual([body]);
  });

  it('take the id in the address: the body may repeat it or leave it out, not contradict it', async () => {
    const { c } = await signedInSender();
    const { body } = await add(c);
    const id = body.id as number;
    expect((await put(c, id, { ...wanjiru, firstName: 'Wanjiku' })).status).toBe(200);
    expect((await put(c, id, { ...wanjiru, id: String(id), firstName: 'Njeri' })).status).toBe(200);
    const mismatch = await put(c, id, { ...wanjiru, id: id + 1, firstName: 'Akinyi' });
    expect(mismatch.status).toBe(400);
    expect(await json(mismatch)).toMatchObject({ code: 'RECIPIENT.ID_MISMATCH', field: 'id' });
    expect(await list(c)).toEqual([expect.objectContaining({ id, firstName: 'Njeri' })]);
  });

  it('are not there for anyone signed out', async () => {
    const c = client();
    expect((await c.get('/api/recipients')).status).toBe(401);
    expect((await c.post('/api/recipients', wanjiru)).status).toBe(401);
  });
});

describe('another sender', () => {
  it('can neither see, read, change nor delete them: their ids answer like unknown ones', async () => {
    const a = await signedInSender();
    const b = await signedInSender();
    const { body } = await add(a.c);
    const id = body.id as number;
    const unknown = 2_000_000_000;

    expect(await list(b.c)).toEqual([]);
    for (const target of [id, unknown]) {
      const read = await b.c.get(`/api/recipients/${target}`);
      const changed = await put(b.c, target, { ...wanjiru, firstName: 'Mallory' });
      const deleted = await remove(b.c, target);
      expect([read.status, changed.status, deleted.status]).toEqual([404, 404, 404]);
      for (const response of [read, changed, deleted]) {
        expect(await json(response)).toEqual({ code: 'RECIPIENT.NOT_FOUND', message: 'Recipient not found' });
      }
    }
    expect(await list(a.c)).toEqual([body]);
  });

  it('may save the same number for themselves', async () => {
    const a = await signedInSender();
    const b = await signedInSender();
    expect((await add(a.c)).response.status).toBe(201);
    expect((await add(b.c)).response.status).toBe(201);
    expect(await list(b.c)).toHaveLength(1);
  });
});

describe('recipient ids in the address', () => {
  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999', '%20'])('answer 404 for "%s", never 400 or 500', async (id) => {
    const { c } = await signedInSender();
    for (const response of [await c.get(`/api/recipients/${id}`), await put(c, id, wanjiru), await remove(c, id)]) {
      expect(response.status).toBe(404);
      expect(await json(response)).toMatchObject({ code: 'RECIPIENT.NOT_FOUND' });
    }
  });
});

describe('validation', () => {
  let sender: BrowserLikeClient;
  beforeAll(async () => {
    sender = (await signedInSender()).c;
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no first name', { firstName: undefined }, 'firstName', 'First name is required'],
    ['a blank first name', { firstName: '   ' }, 'firstName', 'First name is required'],
    ['no last name', { lastName: '' }, 'lastName', 'Last name is required'],
    ['a first name over 100 characters', { firstName: 'A'.repeat(101) }, 'firstName', 'Names can be at most 100 characters'],
    ['no phone number', { phone: undefined }, 'phone', 'Phone number is required'],
    ['a blank phone number', { phone: ' ' }, 'phone', 'Phone number is required'],
    ['no country', { country: undefined }, 'country', 'Please select a country'],
    ['a country we do not send to', { country: 'tanzania' }, 'country', 'Please select a country'],
  ];
  it.each(cases)('refuses a recipient with %s', async (_name, fields, field, message) => {
    const { response, body } = await add(sender, { ...wanjiru, ...fields });
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
  });

  it('refuses an empty body naming the first missing field', async () => {
    const { response, body } = await add(sender, {});
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ field: 'firstName', message: 'First name is required' });
    expect((body.issues as { message: string }[]).map((i) => i.message)).toEqual([
      'First name is required',
      'Last name is required',
      'Phone number is required',
      'Please select a country',
    ]);
  });

  it.each([
    ['kenya', '+256 772 123456', 'Enter a valid Kenyan phone number'],
    ['uganda', '0712 34', 'Enter a valid Ugandan phone number'],
    ['ethiopia', 'call me', 'Enter a valid Ethiopian phone number'],
    ['eritrea', '+254712345678', 'Enter a valid Eritrean phone number'],
  ])('refuses a phone that is not valid in %s (%s)', async (country, phone, message) => {
    const { response, body } = await add(sender, { ...wanjiru, country, phone });
    expect(response.status).toBe(400);
    expect(body).toEqual({ code: 'RECIPIENT.INVALID_PHONE', field: 'phone', message });
  });

  it('validates an update like an addition', async () => {
    const { body } = await add(sender, { ...wanjiru, phone: '+254 701 000 001' });
    const blank = await put(sender, body.id as number, { ...wanjiru, lastName: ' ' });
    expect(await json(blank)).toMatchObject({ field: 'lastName', message: 'Last name is required' });
    const wrongCountry = await put(sender, body.id as number, { ...wanjiru, country: 'uganda', phone: '+254701000001' });
    expect(wrongCountry.status).toBe(400);
    expect(await json(wrongCountry)).toMatchObject({ code: 'RECIPIENT.INVALID_PHONE', message: 'Enter a valid Ugandan phone number' });
  });
});

describe("a recipient's language (issue #27)", () => {
  it('is their country\'s unless the sender chooses one, and a choice is kept until changed', async () => {
    const { c } = await signedInSender();
    expect((await add(c)).body).toMatchObject({ country: 'kenya', language: 'sw' });
    const chosen = (await add(c, { ...wanjiru, phone: '0722 000 222', language: 'en' })).body;
    expect(chosen).toMatchObject({ language: 'en' });
    const renamed = await put(c, chosen.id as number, { ...wanjiru, phone: '0722 000 222', lastName: 'K.' });
    expect(await json(renamed)).toMatchObject({ lastName: 'K.', language: 'en' });
    const changed = await put(c, chosen.id as number, { ...wanjiru, phone: '0722 000 222', language: 'ti' });
    expect(await json(changed)).toMatchObject({ language: 'ti' });
    const refused = await add(c, { ...wanjiru, phone: '0722 000 333', language: 'fr' });
    expect(refused.response.status).toBe(400);
  });
});

describe('duplicates', () => {
  it('refuses the same country and phone however the number is typed', async () => {
    const { c } = await signedInSender();
    expect((await add(c)).response.status).toBe(201);
    const { response, body } = await add(c, { ...wanjiru, firstName: 'Other', phone: '+254-712-345-678' });
    expect(response.status).toBe(409);
    expect(body).toEqual({
      code: 'RECIPIENT.DUPLICATE',
      field: 'phone',
      message: 'You already have a recipient with this phone number in Kenya.',
    });
  });

  it('refuses an update onto another saved recipient\'s number, and allows keeping its own', async () => {
    const { c } = await signedInSender();
    const first = (await add(c)).body;
    const second = (await add(c, { ...wanjiru, phone: '0722 000 111' })).body;
    const onto = await put(c, second.id as number, { ...wanjiru, phone: '254712345678' });
    expect(onto.status).toBe(409);
    expect(await json(onto)).toMatchObject({ code: 'RECIPIENT.DUPLICATE' });
    expect((await put(c, first.id as number, { ...wanjiru, phone: '+254712345678', lastName: 'K.' })).status).toBe(200);
  });

  it('lets only one of two simultaneous additions through', async () => {
    const { c } = await signedInSender();
    const results = await Promise.all([add(c), add(c)]);
    expect(results.map((r) => r.response.status).sort()).toEqual([201, 409]);
  });
});

describe('recipients of transfers', () => {
  const at = new Date('2026-11-22T10:00:00.000Z');
  const later = new Date('2026-11-23T08:30:00.000Z');

  it('are saved on the first transfer, then found on every later one however the phone is typed', async () => {
    const { c, userId } = await signedInSender();
    const first = await recordTransferRecipient(userId, { ...wanjiru, country: 'kenya', phone: '0712345678' }, at);
    expect(first).toMatchObject({ id: expect.any(Number), phone: '+254712345678', lastUsed: at });

    const again = await recordTransferRecipient(
      userId,
      { firstName: ' Wanjiru W. ', lastName: 'Kamau', country: 'kenya', phone: '+254 712 345 678' },
      later,
    );
    expect(again).toMatchObject({ id: first.id, lastUsed: later, firstName: 'Wanjiru W.' });
    expect(await list(c)).toEqual([expect.objectContaining({ id: first.id, firstName: 'Wanjiru W.', lastUsed: later.toISOString() })]);
  });

  it('are new recipients when the country, the phone or the sender differs', async () => {
    const a = await signedInSender();
    const b = await signedInSender();
    const kenyan = await recordTransferRecipient(a.userId, { ...wanjiru, country: 'kenya' }, at);
    const otherPhone = await recordTransferRecipient(a.userId, { ...wanjiru, country: 'kenya', phone: '0712 345 679' }, at);
    const ugandan = await recordTransferRecipient(a.userId, { ...wanjiru, country: 'uganda', phone: '0772 345 678' }, at);
    const othersSender = await recordTransferRecipient(b.userId, { ...wanjiru, country: 'kenya' }, at);
    expect(new Set([kenyan.id, otherPhone.id, ugandan.id, othersSender.id]).size).toBe(4);
    expect(ugandan).toMatchObject({ phone: '+256772345678', deliveryMethod: 'mtn_momo' });
    expect(await list(a.c)).toHaveLength(3);
    expect(await list(b.c)).toHaveLength(1);
  });

  it('record a use of a recipient saved by hand, which then lists first', async () => {
    const { c, userId } = await signedInSender();
    const saved = (await add(c)).body;
    const newer = (await add(c, { ...wanjiru, firstName: 'Akinyi', phone: '0733 000 222' })).body;
    expect((await list(c)).map((r) => r.id)).toEqual([newer.id, saved.id]);

    await recordTransferRecipient(userId, { ...wanjiru, country: 'kenya', phone: '+254712345678' }, at);
    const listed = await list(c);
    expect(listed.map((r) => r.id)).toEqual([saved.id, newer.id]);
    expect(listed[0]).toMatchObject({ lastUsed: at.toISOString() });
  });

  it('list the most recently sent to first', async () => {
    const { c, userId } = await signedInSender();
    const older = await recordTransferRecipient(userId, { ...wanjiru, country: 'kenya', phone: '0711 000 001' }, at);
    const recent = await recordTransferRecipient(userId, { ...wanjiru, country: 'kenya', phone: '0711 000 002' }, later);
    expect((await list(c)).map((r) => r.id)).toEqual([recent.id, older.id]);
    await recordTransferRecipient(userId, { ...wanjiru, country: 'kenya', phone: '0711 000 001' }, new Date(later.getTime() + 1000));
    expect((await list(c)).map((r) => r.id)).toEqual([older.id, recent.id]);
  });

  it('are saved once, not refused, when two transfers to a new recipient run at once', async () => {
    const { userId } = await signedInSender();
    const results = await Promise.all([
      recordTransferRecipient(userId, { ...wanjiru, country: 'kenya', phone: '0700 123 456' }, at),
      recordTransferRecipient(userId, { ...wanjiru, country: 'kenya', phone: '+254700123456' }, later),
    ]);
    expect(results[0].id).toBe(results[1].id);
    const rows = await db.query('select last_used from recipients where user_id = $1', [userId]);
    expect(rows.rows).toEqual([{ last_used: later }]);
  });

  it('are not saved when the transfer\'s transaction rolls back', async () => {
    const { c, userId } = await signedInSender();
    const orm = stack.api.get(MikroORM);
    const recipients = stack.api.get(RecipientsService);
    await expect(
      orm.em.fork().transactional(async (em) => {
        await recipients.recordTransferRecipient(em, userId, await recipients.recipientDetails({ ...wanjiru, country: 'kenya' }), at);
        throw new Error('the transfer failed');
      }),
    ).rejects.toThrow('the transfer failed');
    expect(await list(c)).toEqual([]);
  });

  it('refuse a phone that is not valid for the country, naming the transfer\'s field', async () => {
    const { userId } = await signedInSender();
    await expect(recordTransferRecipient(userId, { ...wanjiru, country: 'ethiopia', phone: '+254712345678' }, at)).rejects.toMatchObject({
      code: 'RECIPIENT.INVALID_PHONE',
      field: 'recipient.phone',
      message: 'Enter a valid Ethiopian phone number',
    });
  });
});

describe('the recipients table', () => {
  it('goes with its sender', async () => {
    // A sender who never verified their identity: a verified one's records are kept (issue #26).
    const c = client();
    const { userId } = await signUpAndSignIn(stack, c, { verifiedTo: 'none' });
    await add(c);
    await db.query('delete from users where id = $1', [userId]);
    expect((await db.query('select 1 from recipients where user_id = $1', [userId])).rowCount).toBe(0);
  });
});

describe('"Used N times" (issue #29)', () => {
  it('counts only the transfers the sender paid, not a checkout started', async () => {
    const { c } = await signedInSender();
    const phone = '0712 345 129';
    const started = await c.post('/api/create-card-session', await quotedTransferRequest(c, { recipientPhone: phone }));
    expect(started.status).toBe(201);
    expect(await list(c)).toEqual([expect.objectContaining({ phone: '+254712345129', useCount: 0 })]);

    const paid = await payAgainByCard(stack, db, c, { country: 'kenya', recipientPhone: phone });
    await waitForTransferStatus(db, paid.sessionId, 'completed');
    expect(await list(c)).toEqual([expect.objectContaining({ phone: '+254712345129', useCount: 1 })]);
    const [saved] = await list(c);
    expect(await json(await c.get(`/api/recipients/${saved!.id}`))).toMatchObject({ useCount: 1 });
  });

  it("answers one recipient with the transfers paid to that recipient alone, not to the sender's others", async () => {
    const { c } = await signedInSender();
    for (const recipientPhone of ['0712 345 131', '0712 345 132', '0712 345 132']) {
      const paid = await payAgainByCard(stack, db, c, { country: 'kenya', recipientPhone });
      await waitForTransferStatus(db, paid.sessionId, 'completed');
    }
    const byPhone = new Map((await list(c)).map((recipient) => [recipient.phone, recipient.id as number]));
    const [once, twice] = [byPhone.get('+254712345131')!, byPhone.get('+254712345132')!];
    expect(await json(await c.get(`/api/recipients/${once}`))).toMatchObject({ useCount: 1 });
    expect(await json(await c.get(`/api/recipients/${twice}`))).toMatchObject({ useCount: 2 });
    expect(await json(await put(c, once, { firstName: 'Achieng', lastName: 'Otieno', phone: '0712 345 131', country: 'kenya' }))).toMatchObject({
      firstName: 'Achieng',
      useCount: 1,
    });
    expect((await add(c, { ...wanjiru, phone: '0712 345 133' })).body).toMatchObject({ useCount: 0 });
  });
});
