import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import { pino } from 'pino';
import { startSandbox, type RunningSandbox } from '../../../../sandbox/src/start-sandbox.js';
import type { AppConfig } from '../../../config/app-config.js';
import { loadEnvironment } from '../../../config/load-environment.js';
import type { PayoutDestination } from '../../../shared/domain/delivery-method.js';
import { walletDestination } from '../../../shared/domain/delivery-method.js';
import { PayoutRailUnavailableError, type PayoutOrder, type PayoutStatus } from '../payout-rail.port.js';
import { payoutReference, transferIdOfPayoutReference } from '../payout-reference.js';
import { isThunesTransactionId, ThunesPayoutRail } from './thunes-payout.rail.js';

/** A stand-in for the product's callback endpoint: keeps what was POSTed, answers 200. */
class CallbackReceiver {
  readonly received: { path: string; body: unknown }[] = [];
  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<CallbackReceiver> {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const receiver = new CallbackReceiver(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    server.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        receiver.received.push({ path: req.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown });
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    return receiver;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

interface SandboxTransaction {
  id: number;
  external_id: string;
  status: string;
  payer: { id: number };
  callbacks_lost: boolean;
}

interface Activity {
  kind: string;
  reference: string | null;
  callback: { lost: boolean; delivered: boolean } | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `done` holds (the sandbox moves a payout on by itself); fails after a few seconds. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 4000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not reached; last value ${JSON.stringify(value)}`);
    await sleep(20);
  }
}

describe('ThunesPayoutRail against the provider sandbox', () => {
  let sandbox: RunningSandbox;
  let receiver: CallbackReceiver;
  let config: AppConfig;
  let rail: ThunesPayoutRail;

  beforeAll(async () => {
    sandbox = await startSandbox({
      httpPort: 0,
      smtpPort: 0,
      logger: pino({ level: 'silent' }),
      payoutCallbackDelayMs: 50,
      payoutCallbackRetryIntervalMs: 50,
    });
    receiver = await CallbackReceiver.start();
    config = loadEnvironment({ NODE_ENV: 'test', THUNES_API_BASE_URL: sandbox.httpUrl, PAYOUT_CALLBACK_BASE_URL: receiver.origin });
    rail = new ThunesPayoutRail(config);
  });

  afterAll(async () => {
    await sandbox?.close();
    await receiver?.close();
  });

  beforeEach(async () => {
    receiver.received.length = 0;
    await fetch(`${sandbox.httpUrl}/api/payouts`, { method: 'DELETE' });
    await fetch(`${sandbox.httpUrl}/api/payouts/lost-callbacks`, { method: 'DELETE' });
  });

  const callbackPath = () => `/api/payout-callbacks/${config.PAYOUT_CALLBACK_TOKEN}/thunes/transaction`;
  const bank = (bankId: string, accountNumber: string): PayoutDestination => ({
    method: 'bank_account',
    bankId,
    bankName: null,
    accountNumber,
  });

  function order(destination: PayoutDestination, phone: string, amountMinor?: bigint): PayoutOrder {
    const pickup = destination.method === 'cash_pickup';
    const transferId = `tr_${randomUUID()}`;
    return {
      transferId,
      reference: payoutReference(transferId, 1),
      amountMinor: amountMinor ?? (pickup ? 150_000n : 500_000n),
      currency: pickup ? 'ERN' : 'ETB',
      country: pickup ? 'eritrea' : 'ethiopia',
      destination,
      recipient: { firstName: 'Abebe', lastName: 'Kebede', phone },
      sender: { firstName: 'Amina', lastName: 'Haile', email: 'amina@example.com', phone: '+12025550143' },
    };
  }
  const telebirr = (phone: string, amountMinor?: bigint) => order(walletDestination('telebirr'), phone, amountMinor);
  const cashPickup = (phone: string, amountMinor?: bigint) => order(walletDestination('cash_pickup'), phone, amountMinor);

  async function allTransactions(): Promise<SandboxTransaction[]> {
    return (await (await fetch(`${sandbox.httpUrl}/api/thunes/transactions`)).json()) as SandboxTransaction[];
  }

  async function transactionsOf(reference: string): Promise<SandboxTransaction[]> {
    return (await allTransactions()).filter((transaction) => transaction.external_id === reference);
  }

  async function activity(query: string): Promise<Activity[]> {
    return (await (await fetch(`${sandbox.httpUrl}/api/payouts?provider=thunes&${query}`)).json()) as Activity[];
  }

  const settled = (status: PayoutStatus) => status.state !== 'pending';
  const finalStatus = (payoutId: string, done: (status: PayoutStatus) => boolean = settled) =>
    eventually(() => rail.status(payoutId), done);

  /** Thunes' own API, to set up what an interrupted earlier dispatch left behind. */
  async function thunes(path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${sandbox.httpUrl}/v2/money-transfer${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${config.THUNES_API_KEY}:${config.THUNES_API_SECRET}`).toString('base64')}`,
        'Content-Type': 'application/json',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  describe('payers', () => {
    it('takes the terms from the payer: telebirr in ETB by 0.01, 10.00 to 75,000.00', async () => {
      await expect(rail.terms('ethiopia', walletDestination('telebirr'))).resolves.toEqual({
        currency: 'ETB',
        incrementMinor: 1n,
        minimumMinor: 1_000n,
        maximumMinor: 7_500_000n,
      });
    });

    it('takes the terms from the payer: cash pickup in whole nakfa, 150 to 15,000', async () => {
      await expect(rail.terms('eritrea', walletDestination('cash_pickup'))).resolves.toEqual({
        currency: 'ERN',
        incrementMinor: 100n,
        minimumMinor: 15_000n,
        maximumMinor: 1_500_000n,
      });
    });

    it("takes a bank's terms from that bank's payer", async () => {
      await expect(rail.terms('ethiopia', bank('4031', '1000123456789'))).resolves.toEqual({
        currency: 'ETB',
        incrementMinor: 1n,
        minimumMinor: 10_000n,
        maximumMinor: 100_000_000n,
      });
    });

    it('refuses a bank Thunes does not list, and a method of another country, as wrong destinations', async () => {
      const unknownBank = rail.terms('ethiopia', bank('9999', '1000123456789'));
      await expect(unknownBank).rejects.toThrow(Error);
      await expect(unknownBank).rejects.not.toBeInstanceOf(PayoutRailUnavailableError);
      // 4051 is a payer of Eritrea, and a cash pickup one.
      await expect(rail.terms('ethiopia', bank('4051', '1000123456789'))).rejects.not.toBeInstanceOf(PayoutRailUnavailableError);
      await expect(rail.terms('ethiopia', walletDestination('cash_pickup'))).rejects.toThrow(/cash_pickup/);
    });

    it('lists the Ethiopian banks for the send screen, and none elsewhere', async () => {
      await expect(rail.banks('ethiopia')).resolves.toEqual([
        { id: '4031', name: 'Commercial Bank of Ethiopia' },
        { id: '4032', name: 'Awash Bank' },
        { id: '4033', name: 'Dashen Bank' },
        { id: '4034', name: 'Bank of Abyssinia' },
      ]);
      await expect(rail.banks('eritrea')).resolves.toEqual([]);
      await expect(rail.banks('kenya')).resolves.toEqual([]);
    });

    it('asks Thunes for a country’s payers once in ten minutes', async () => {
      const fresh = new ThunesPayoutRail(config);
      const fetchSpy = jest.spyOn(globalThis, 'fetch');
      try {
        await Promise.all([fresh.banks('ethiopia'), fresh.terms('ethiopia', walletDestination('telebirr'))]);
        await fresh.terms('ethiopia', bank('4033', '1234567890'));
        await fresh.terms('eritrea', walletDestination('cash_pickup'));
        const payerCalls = fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/v2/money-transfer/payers'));
        expect(payerCalls).toHaveLength(2);
        expect(payerCalls.filter((url) => url.includes('country_iso_code=ETH'))).toHaveLength(1);
      } finally {
        fetchSpy.mockRestore();
      }
    });
  });

  describe('dispatch', () => {
    it('pays a telebirr wallet: delivered, with the payer reference as the receipt', async () => {
      const payout = telebirr('+251911234567');
      const dispatch = await rail.dispatch(payout);

      expect(dispatch.payoutId).toMatch(/^\d+$/);
      expect(isThunesTransactionId(dispatch.payoutId)).toBe(true);
      expect(dispatch.status).toEqual({ state: 'pending' });
      expect(await finalStatus(dispatch.payoutId)).toEqual({ state: 'delivered', receipt: expect.stringMatching(/^TB\d{9}$/) });

      const [transaction] = await transactionsOf(payout.reference);
      expect(transaction).toMatchObject({
        id: Number(dispatch.payoutId),
        payer: { id: 4021 },
        credit_party_identifier: { msisdn: '251911234567' },
        destination: { currency: 'ETB', amount: 5000 },
        source: { currency: 'USD', country_iso_code: 'USA' },
        sender: { lastname: 'Haile', firstname: 'Amina', country_iso_code: 'USA', msisdn: '12025550143', email: 'amina@example.com' },
        beneficiary: { lastname: 'Kebede', firstname: 'Abebe' },
        purpose_of_remittance: 'FAMILY_SUPPORT',
        callback_url: `${receiver.origin}${callbackPath()}`,
      });
      expect(await activity(`kind=verification`)).toHaveLength(1);
    });

    it('pays a bank account at the chosen bank (CBE)', async () => {
      const payout = order(bank('4031', '1000123456789'), '+251911234567', 1_000_000n);
      const dispatch = await rail.dispatch(payout);

      expect(await finalStatus(dispatch.payoutId)).toEqual({ state: 'delivered', receipt: expect.stringMatching(/^CBE\d{9}$/) });
      expect(await transactionsOf(payout.reference)).toEqual([
        expect.objectContaining({ payer: expect.objectContaining({ id: 4031 }), credit_party_identifier: { bank_account_number: '1000123456789' } }),
      ]);
    });

    it('holds a cash pickup for the recipient under a code, delivered once collected', async () => {
      const payout = cashPickup('+2917123456');
      const dispatch = await rail.dispatch(payout);

      const ready = await finalStatus(dispatch.payoutId);
      expect(ready).toEqual({ state: 'ready_for_pickup', pickupCode: expect.stringMatching(/^\d{10}$/), partnerReference: expect.any(String) });
      const [transaction] = await transactionsOf(payout.reference);
      expect(transaction).toMatchObject({
        payer: { id: 4051 },
        credit_party_identifier: { msisdn: '2917123456' },
        beneficiary: { lastname: 'Kebede', firstname: 'Abebe', msisdn: '2917123456' },
        destination: { currency: 'ERN', amount: 1500 },
      });
      // No credit-party check: the pickup payer offers none.
      expect(await activity('kind=verification')).toHaveLength(0);

      const collected = await fetch(`${sandbox.httpUrl}/api/thunes/transactions/${dispatch.payoutId}/collect`, { method: 'POST' });
      expect(collected.status).toBe(200);
      expect(await rail.status(dispatch.payoutId)).toEqual({ state: 'delivered', receipt: expect.any(String) });
    });

    it.each([
      ['999999', 'recipient_not_registered', '90200'],
      ['000201', 'recipient_blocked', '90201'],
      ['000210', 'recipient_details_invalid', '90210'],
      ['000305', 'amount_outside_limits', '90305'],
      ['000330', 'recipient_limit_exceeded', '90330'],
      ['000400', 'partner_unavailable', '90400'],
      ['000110', 'partner_declined', '30110'],
    ])('maps the payer declining ...%s as %s', async (suffix, code, status) => {
      // Cash pickup: no credit-party check first, so every test value reaches the payer.
      const dispatch = await rail.dispatch(cashPickup(`+2917${suffix}`));

      expect(isThunesTransactionId(dispatch.payoutId)).toBe(true);
      expect(await finalStatus(dispatch.payoutId)).toEqual({ state: 'failed', code, detail: expect.stringContaining(status) });
    });

    it.each([
      ['000305', 'amount_outside_limits'],
      ['000330', 'recipient_limit_exceeded'],
      ['000400', 'partner_unavailable'],
      ['000110', 'partner_declined'],
    ])('maps a verified telebirr wallet ...%s declined afterwards as %s', async (suffix, code) => {
      const dispatch = await rail.dispatch(telebirr(`+251911${suffix}`));

      expect(await finalStatus(dispatch.payoutId)).toMatchObject({ state: 'failed', code });
    });

    it.each([
      ['+251999999999', 'recipient_not_registered', 'UNAVAILABLE-INVALID-ACCOUNT'],
      ['+251911000201', 'recipient_blocked', 'UNAVAILABLE-BARRED-ACCOUNT'],
      ['+251911000210', 'recipient_details_invalid', 'UNAVAILABLE-BENEFICIARY-MISMATCH'],
      ['+251911000100', 'recipient_not_registered', 'UNREGISTERED'],
    ])('refuses wallet %s at verification as %s, creating nothing', async (phone, code, accountStatus) => {
      const payout = telebirr(phone);
      const dispatch = await rail.dispatch(payout);

      expect(dispatch).toEqual({
        payoutId: `ext-${payout.reference}`,
        status: { state: 'failed', code, detail: `credit-party verification: ${accountStatus}` },
      });
      expect(isThunesTransactionId(dispatch.payoutId)).toBe(false);
      expect(await transactionsOf(payout.reference)).toEqual([]);
      expect(await activity(`kind=quotation&reference=${payout.reference}`)).toEqual([]);
      expect(await rail.status(dispatch.payoutId)).toEqual({ state: 'not_found' });
    });

    it('refuses a bank account at verification, creating nothing', async () => {
      const payout = order(bank('4031', '1000000999999'), '+251911234567', 1_000_000n);
      const dispatch = await rail.dispatch(payout);

      expect(dispatch).toEqual({
        payoutId: `ext-${payout.reference}`,
        status: expect.objectContaining({ state: 'failed', code: 'recipient_not_registered' }),
      });
      expect(await transactionsOf(payout.reference)).toEqual([]);
    });

    it('fails an account number the bank does not accept, creating nothing', async () => {
      // CBE account numbers are 13 digits starting 1000: Thunes refuses the check with 1000999.
      const payout = order(bank('4031', '12345678'), '+251911234567', 1_000_000n);
      const dispatch = await rail.dispatch(payout);

      expect(dispatch).toEqual({
        payoutId: `ext-${payout.reference}`,
        status: expect.objectContaining({ state: 'failed', code: 'recipient_details_invalid', detail: expect.stringContaining('1000999') }),
      });
      expect(await transactionsOf(payout.reference)).toEqual([]);
    });

    it('fails an amount outside the payer limits, creating nothing', async () => {
      const payout = telebirr('+251911234567', 500n);
      const dispatch = await rail.dispatch(payout);

      expect(dispatch).toEqual({
        payoutId: `ext-${payout.reference}`,
        status: expect.objectContaining({ state: 'failed', code: 'amount_outside_limits', detail: expect.stringContaining('1003011') }),
      });
      expect(await transactionsOf(payout.reference)).toEqual([]);
    });

    it('leaves a payout the payer never answers (…000202) pending, with the payer reference', async () => {
      const dispatch = await rail.dispatch(telebirr('+251911000202'));

      const submitted = await finalStatus(dispatch.payoutId, (status) => status.state === 'pending' && Boolean(status.partnerReference));
      expect(submitted).toEqual({ state: 'pending', partnerReference: expect.stringMatching(/^TB/) });
      await eventually(async () => receiver.received.length, (count) => count >= 1);
      await sleep(200);
      expect(await rail.status(dispatch.payoutId)).toEqual(submitted);
    });

    it('resolves by the status query a payout whose callbacks are all lost (…000410)', async () => {
      const payout = telebirr('+251911000410');
      const dispatch = await rail.dispatch(payout);

      expect(await finalStatus(dispatch.payoutId)).toMatchObject({ state: 'delivered' });
      expect(receiver.received).toEqual([]);
      const callbacks = await activity(`kind=callback&reference=${payout.reference}`);
      expect(callbacks.length).toBeGreaterThan(0);
      expect(callbacks.every((entry) => entry.callback?.lost)).toBe(true);
    });

    it('resolves by the status query a payout whose callbacks were planned lost', async () => {
      await fetch(`${sandbox.httpUrl}/api/payouts/lost-callbacks`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ provider: 'thunes', msisdn: '251911234567', times: 1 }),
      });
      const payout = telebirr('+251911234567');
      const dispatch = await rail.dispatch(payout);

      expect(await finalStatus(dispatch.payoutId)).toMatchObject({ state: 'delivered' });
      expect(receiver.received).toEqual([]);
      expect((await transactionsOf(payout.reference))[0]).toMatchObject({ callbacks_lost: true });
    });
  });

  describe('idempotency', () => {
    it('pays once when the same transfer is dispatched twice, answering the first payout', async () => {
      const payout = telebirr('+251911234567');
      const first = await rail.dispatch(payout);
      const second = await rail.dispatch(payout);

      expect(second.payoutId).toBe(first.payoutId);
      expect(await transactionsOf(payout.reference)).toHaveLength(1);
      await finalStatus(first.payoutId);
      // Each answer carries Thunes' price of the payout, the same every time: the USD it took, its fee, its rate.
      expect(await rail.dispatch(payout)).toEqual({ payoutId: first.payoutId, status: { state: 'delivered', receipt: expect.any(String) }, quote: first.quote });
      expect(first.quote?.usd.isPositive()).toBe(true);
      expect(first.quote?.usd.currency).toBe('USD');
      expect(await transactionsOf(payout.reference)).toHaveLength(1);
      const confirmations = (await activity(`kind=payout&reference=${payout.reference}`)).filter((entry) => entry.kind === 'payout');
      expect(confirmations).toHaveLength(2); // one create, one confirm
    });

    it('pays once when two dispatches of one transfer race', async () => {
      const payout = cashPickup('+2917123456');
      const [first, second] = await Promise.all([rail.dispatch(payout), rail.dispatch(payout)]);

      expect(second.payoutId).toBe(first.payoutId);
      expect(await transactionsOf(payout.reference)).toHaveLength(1);
      expect(await finalStatus(first.payoutId)).toMatchObject({ state: 'ready_for_pickup' });
    });

    it('pays a retry (attempt 2) of a declined payout as a second transaction, by another method, once however often it is dispatched', async () => {
      const payout = telebirr('+251911000400');
      const declined = await rail.dispatch(payout);
      expect(await finalStatus(declined.payoutId)).toMatchObject({ state: 'failed', code: 'partner_unavailable' });
      const retry: PayoutOrder = { ...payout, destination: bank('4031', '1000123456789'), reference: payoutReference(payout.transferId, 2) };

      const first = await rail.dispatch(retry);
      const again = await rail.dispatch(retry);

      expect(isThunesTransactionId(first.payoutId)).toBe(true);
      expect(first.payoutId).not.toBe(declined.payoutId);
      expect(again.payoutId).toBe(first.payoutId);
      expect(await finalStatus(first.payoutId)).toEqual({ state: 'delivered', receipt: expect.stringMatching(/^CBE\d{9}$/) });
      const ofTransfer = (await allTransactions()).filter((transaction) => transferIdOfPayoutReference(transaction.external_id) === payout.transferId);
      expect(ofTransfer.map((transaction) => [String(transaction.id), transaction.external_id]).reverse()).toEqual([
        [declined.payoutId, payout.reference],
        [first.payoutId, retry.reference],
      ]);
      const readings = await eventually(
        async () =>
          receiver.received
            .map((callback) => rail.readCallback({ kind: 'transaction', reference: null, body: callback.body }))
            .filter((reading) => reading?.reference === retry.reference),
        (found) => found.length >= 1,
      );
      expect(readings[0]).toEqual({ transferId: payout.transferId, reference: retry.reference, confirmed: null });
    });

    it("answers a retry Thunes takes nothing for under the retry's own not-created id", async () => {
      const payout = telebirr('+251911000201');
      const retry: PayoutOrder = { ...payout, reference: payoutReference(payout.transferId, 2) };
      await rail.dispatch(payout);

      const dispatch = await rail.dispatch(retry);

      expect(dispatch).toEqual({ payoutId: `ext-${payout.transferId}-r2`, status: expect.objectContaining({ state: 'failed', code: 'recipient_blocked' }) });
      expect(await rail.status(dispatch.payoutId)).toEqual({ state: 'not_found' });
    });

    it('uses the quotation an interrupted dispatch made', async () => {
      const payout = telebirr('+251911234567');
      const quotation = await thunes('/quotations', {
        external_id: payout.reference,
        payer_id: 4021,
        mode: 'DESTINATION_AMOUNT',
        transaction_type: 'C2C',
        source: { amount: null, currency: 'USD', country_iso_code: 'USA' },
        destination: { amount: '5000.00', currency: 'ETB' },
      });
      expect(quotation.status).toBe(201);

      const dispatch = await rail.dispatch(payout);

      expect(await finalStatus(dispatch.payoutId)).toMatchObject({ state: 'delivered' });
      const [transaction] = await transactionsOf(payout.reference);
      expect(transaction).toMatchObject({ id: Number(dispatch.payoutId) });
      const quotations = (await (await fetch(`${sandbox.httpUrl}/api/thunes/quotations`)).json()) as { id: number; external_id: string }[];
      expect(quotations.filter((entry) => entry.external_id === payout.reference)).toEqual([expect.objectContaining({ id: quotation.body['id'] })]);
    });

    it('confirms the transaction an interrupted dispatch created but never confirmed', async () => {
      const payout = telebirr('+251911234567');
      const quotation = await thunes('/quotations', {
        external_id: payout.reference,
        payer_id: 4021,
        mode: 'DESTINATION_AMOUNT',
        transaction_type: 'C2C',
        source: { amount: null, currency: 'USD', country_iso_code: 'USA' },
        destination: { amount: '5000.00', currency: 'ETB' },
      });
      const created = await thunes(`/quotations/${String(quotation.body['id'])}/transactions`, {
        external_id: payout.reference,
        credit_party_identifier: { msisdn: '251911234567' },
        sender: { lastname: 'Haile', firstname: 'Amina', country_iso_code: 'USA', msisdn: '12025550143' },
        beneficiary: { lastname: 'Kebede', firstname: 'Abebe' },
        purpose_of_remittance: 'FAMILY_SUPPORT',
      });
      expect(created.body).toMatchObject({ status: '10000' });

      const dispatch = await rail.dispatch(payout);

      expect(dispatch.payoutId).toBe(String(created.body['id']));
      expect(await finalStatus(dispatch.payoutId)).toMatchObject({ state: 'delivered' });
      expect(await transactionsOf(payout.reference)).toHaveLength(1);
    });
  });

  describe('status and callbacks', () => {
    it('reads each callback back to the transfer id, leaving the outcome to the status query', async () => {
      const payout = telebirr('+251911234567');
      const dispatch = await rail.dispatch(payout);
      await finalStatus(dispatch.payoutId);
      await eventually(async () => receiver.received.length, (count) => count >= 2);

      expect(receiver.received.map((callback) => callback.path)).toEqual([callbackPath(), callbackPath()]);
      for (const callback of receiver.received) {
        expect(rail.readCallback({ kind: 'transaction', reference: null, body: callback.body })).toEqual({
          transferId: payout.transferId,
          reference: payout.reference,
          confirmed: null,
        });
      }
    });

    it('reads a callback with numeric status fields, and nothing from a body or kind it does not know', () => {
      const body = { id: 5200000001, status: 70000, status_class: 7, external_id: 'tr_1' };
      expect(rail.readCallback({ kind: 'transaction', reference: null, body })).toEqual({ transferId: 'tr_1', reference: 'tr_1', confirmed: null });
      expect(rail.readCallback({ kind: 'transaction', reference: null, body: { status: '70000' } })).toBeNull();
      expect(rail.readCallback({ kind: 'transaction', reference: null, body: 'not json' })).toBeNull();
      expect(rail.readCallback({ kind: 'result', reference: null, body })).toBeNull();
    });

    it('answers not_found for a transaction Thunes does not hold', async () => {
      expect(await rail.status('5299999999')).toEqual({ state: 'not_found' });
      expect(await rail.status(`ext-tr_${randomUUID()}`)).toEqual({ state: 'not_found' });
    });
  });

  describe('when Thunes cannot be used', () => {
    it('is unavailable when the credentials are refused, without naming them', async () => {
      const refused = new ThunesPayoutRail(
        loadEnvironment({ NODE_ENV: 'test', THUNES_API_BASE_URL: sandbox.httpUrl, THUNES_API_SECRET: 'wrong-secret-value' }),
      );
      const attempt = refused.dispatch(telebirr('+251911234567'));

      await expect(attempt).rejects.toBeInstanceOf(PayoutRailUnavailableError);
      await expect(attempt).rejects.toThrow(/credentials refused \(HTTP 401\)/);
      await expect(attempt).rejects.not.toThrow(/wrong-secret-value|thunes-sandbox-key/);
    });

    it('is unavailable when Thunes cannot be reached', async () => {
      const closed = createServer();
      closed.listen(0, '127.0.0.1');
      await once(closed, 'listening');
      const { port } = closed.address() as AddressInfo;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const unreachable = new ThunesPayoutRail(loadEnvironment({ NODE_ENV: 'test', THUNES_API_BASE_URL: `http://127.0.0.1:${port}` }));

      await expect(unreachable.status('5200000001')).rejects.toBeInstanceOf(PayoutRailUnavailableError);
      await expect(unreachable.banks('ethiopia')).rejects.toBeInstanceOf(PayoutRailUnavailableError);
    });
  });
});
