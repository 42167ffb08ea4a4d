import { randomUUID } from 'node:crypto';
import { momoClient, momoTestCredentials, momoToken, transferBody } from './support/sandbox-mtn-momo.js';
import { useTestSandbox } from './support/start-test-sandbox.js';
import { useWebhookReceiver } from './support/webhook-receiver.js';

interface Transfer {
  amount: string;
  currency: string;
  financialTransactionId?: string;
  externalId: string;
  payee: { partyIdType: string; partyId: string };
  payerMessage: string;
  payeeNote: string;
  status: string;
  reason?: string;
}

describe('MTN MoMo Disbursement', () => {
  const receiver = useWebhookReceiver();
  const sandboxRef = useTestSandbox(() => ({ payoutCallbackDelayMs: 50, payoutCallbackRetryIntervalMs: 20 }));
  const url = () => sandboxRef.current.httpUrl;
  let momo: ReturnType<typeof momoClient>;

  beforeAll(async () => {
    momo = momoClient(url(), String(((await momoToken(url())).body as { access_token: string }).access_token));
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
  const callbackPath = () => `/momo/callback/${randomUUID()}`;

  async function transferWithCallback(msisdn: string, amount?: string) {
    const path = callbackPath();
    const body = transferBody(msisdn, amount);
    const answer = await momo.transfer(body, { callbackUrl: `${receiver.current.origin}${path}` });
    return { ...answer, path, request: body };
  }

  async function callbackOn(path: string): Promise<{ method: string; body: Transfer }> {
    const [callback] = await receiver.current.waitForOn(path, 1);
    return { method: callback!.method, body: JSON.parse(callback!.rawBody) as Transfer };
  }

  describe('token', () => {
    it('issues a token for the API user and key', async () => {
      expect(await momoToken(url())).toEqual({
        status: 200,
        body: { access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/), token_type: 'access_token', expires_in: 3600 },
      });
    });

    it('refuses a wrong API key, and calls without a subscription key or a valid token', async () => {
      const noKey = await fetch(`${url()}/disbursement/token/`, {
        method: 'POST',
        headers: { Authorization: `Basic ${Buffer.from(`${momoTestCredentials.apiUser}:${momoTestCredentials.apiKey}`).toString('base64')}` },
      });
      const noToken = await momoClient(url(), 'forged.token.value').get('/v1_0/account/balance');

      expect(await momoToken(url(), 'wrong-key')).toEqual({ status: 401, body: { error: 'login_failed' } });
      expect(noKey.status).toBe(401);
      expect(await noKey.json()).toEqual({ statusCode: 401, message: expect.stringContaining('missing subscription key') });
      expect(noToken).toEqual({ status: 401, body: { statusCode: 401, message: 'Unauthorized. Access token is missing or invalid.' } });
    });
  });

  it('accepts a transfer with 202, then PUTs the transfer, SUCCESSFUL, to X-Callback-Url, as GET shows it', async () => {
    const { status, body, referenceId, path, request } = await transferWithCallback('256772123456', '75000');
    expect(status).toBe(202);
    expect(body).toBeNull();

    const callback = await callbackOn(path);
    expect(callback.method).toBe('PUT');
    expect(callback.body).toEqual({
      amount: '75000',
      currency: 'UGX',
      financialTransactionId: expect.stringMatching(/^\d+$/),
      externalId: request.externalId,
      payee: { partyIdType: 'MSISDN', partyId: '256772123456' },
      payerMessage: 'Remittance payout',
      payeeNote: 'From Amina',
      status: 'SUCCESSFUL',
    });
    expect(await momo.get(`/v1_0/transfer/${referenceId}`)).toEqual({ status: 200, body: callback.body });
  });

  it.each([
    ['256779999999', 'PAYEE_NOT_FOUND'],
    ['256770000001', 'NOT_ENOUGH_FUNDS'],
    ['256770000002', 'PAYER_LIMIT_REACHED'],
    ['256770000003', 'NOT_ALLOWED'],
    ['256770000004', 'COULD_NOT_PERFORM_TRANSACTION'],
    ['256770000005', 'PAYEE_NOT_ALLOWED_TO_RECEIVE'],
    ['254712345678', 'PAYEE_NOT_FOUND'],
  ])('a transfer to %s fails with %s', async (msisdn, reason) => {
    const { status, referenceId, path } = await transferWithCallback(msisdn);
    expect(status).toBe(202);

    const callback = await callbackOn(path);
    expect(callback.body).toMatchObject({ status: 'FAILED', reason });
    expect(callback.body.financialTransactionId).toBeUndefined();
    expect((await momo.get(`/v1_0/transfer/${referenceId}`)).body).toEqual(callback.body);
  });

  it('refuses a repeated X-Reference-Id with 409 and pays once', async () => {
    const before = (await momo.get('/v1_0/account/balance')).body as { availableBalance: string };
    const path = callbackPath();
    const referenceId = randomUUID();
    const body = transferBody('256781234567', '10000');

    const first = await momo.transfer(body, { referenceId, callbackUrl: `${receiver.current.origin}${path}` });
    const repeat = await momo.transfer(body, { referenceId, callbackUrl: `${receiver.current.origin}${path}` });

    expect(first.status).toBe(202);
    expect(repeat).toMatchObject({
      status: 409,
      body: { code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id. Creation of resource failed.' },
    });
    await callbackOn(path);
    await settle();
    expect(receiver.current.receivedOn(path)).toHaveLength(1);
    const after = (await momo.get('/v1_0/account/balance')).body as { availableBalance: string; currency: string };
    expect(after.currency).toBe('UGX');
    expect(Number(before.availableBalance) - Number(after.availableBalance)).toBe(10000);
  });

  it('answers 404 RESOURCE_NOT_FOUND for a transfer it does not know', async () => {
    expect(await momo.get(`/v1_0/transfer/${randomUUID()}`)).toEqual({
      status: 404,
      body: { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' },
    });
  });

  it('keeps a transfer to 256770000202 PENDING, with no callback', async () => {
    const { referenceId, path } = await transferWithCallback('256770000202');
    await settle();

    expect((await momo.get(`/v1_0/transfer/${referenceId}`)).body).toMatchObject({ status: 'PENDING' });
    expect(receiver.current.receivedOn(path)).toEqual([]);
  });

  it('loses the callback of a transfer to 256770000410; the status still says SUCCESSFUL', async () => {
    const { referenceId, path } = await transferWithCallback('256770000410');
    await settle();

    expect(receiver.current.receivedOn(path)).toEqual([]);
    expect((await momo.get(`/v1_0/transfer/${referenceId}`)).body).toMatchObject({ status: 'SUCCESSFUL' });
  });

  it('loses the next callback for a number when told to, and sends the one after', async () => {
    await fetch(`${url()}/api/payouts/lost-callbacks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ provider: 'mtn-momo', msisdn: '256783000111' }),
    });

    const lost = await transferWithCallback('256783000111');
    await settle();
    const sent = await transferWithCallback('256783000111');

    expect((await callbackOn(sent.path)).body.status).toBe('SUCCESSFUL');
    expect(receiver.current.receivedOn(lost.path)).toEqual([]);
    expect((await momo.get(`/v1_0/transfer/${lost.referenceId}`)).body).toMatchObject({ status: 'SUCCESSFUL' });
  });

  it('retries a callback the receiver fails, as MoMo does, and records each attempt', async () => {
    receiver.current.failNext(500, 503);
    const { referenceId, path } = await transferWithCallback('256772000999');

    await receiver.current.waitForOn(path, 3);
    await settle();
    expect(receiver.current.receivedOn(path).map((request) => request.answeredWith)).toEqual([500, 503, 200]);
    const [callback] = (await (await fetch(`${url()}/api/payouts?provider=mtn-momo&kind=callback&reference=${referenceId}`)).json()) as Array<{
      callback: { attempts: number; delivered: boolean; history: Array<{ status: number }> };
    }>;
    expect(callback!.callback).toMatchObject({ attempts: 3, delivered: true });
    expect(callback!.callback.history.map((attempt) => attempt.status)).toEqual([500, 503, 200]);
  });

  it('answers 500 INTERNAL_PROCESSING_ERROR for 256770000500 and creates nothing', async () => {
    const { status, body, referenceId } = await momo.transfer(transferBody('256770000500'));

    expect(status).toBe(500);
    expect(body).toEqual({ code: 'INTERNAL_PROCESSING_ERROR', message: 'An internal error occurred while processing.' });
    expect((await momo.get(`/v1_0/transfer/${referenceId}`)).status).toBe(404);
  });

  it('refuses a bad request: currency, reference id, payee, note length, callback URL, target environment', async () => {
    const eur = await momo.transfer({ ...transferBody('256772123456'), currency: 'EUR' });
    const notV4 = await momo.transfer(transferBody('256772123456'), { referenceId: 'transfer-42' });
    const noPayee = await momo.transfer({ ...transferBody('256772123456'), payee: undefined });
    const longNote = await momo.transfer({ ...transferBody('256772123456'), payeeNote: 'x'.repeat(161) });
    const badCallback = await momo.transfer(transferBody('256772123456'), { callbackUrl: 'not a url' });
    const wrongEnvironment = await fetch(`${url()}/disbursement/v1_0/account/balance`, {
      headers: { ...momo.headers(), 'X-Target-Environment': 'mtnghana' },
    });

    expect(eur).toMatchObject({ status: 400, body: { code: 'INVALID_CURRENCY' } });
    expect(notV4).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', message: expect.stringContaining('UUID version 4') } });
    expect(noPayee).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', message: expect.stringContaining('payee') } });
    expect(longNote).toMatchObject({ status: 400, body: { message: expect.stringContaining('payeeNote') } });
    expect(badCallback).toMatchObject({ status: 400, body: { code: 'INVALID_CALLBACK_URL_HOST' } });
    expect(wrongEnvironment.status).toBe(400);
    expect(await wrongEnvironment.json()).toMatchObject({ code: 'NOT_ALLOWED_TARGET_ENVIRONMENT' });
    const transfers = (await (await fetch(`${url()}/api/mtn-momo/transfers`)).json()) as Array<{ referenceId: string }>;
    expect(transfers.map((transfer) => transfer.referenceId)).not.toContain(eur.referenceId);
  });

  describe('account holders', () => {
    it('gives the registered name of a wallet, the same for the same number', async () => {
      const first = await momo.get('/v1_0/accountholder/msisdn/256772123456/basicuserinfo');
      const again = await momo.get('/v1_0/accountholder/msisdn/256772123456/basicuserinfo');

      expect(first).toEqual({
        status: 200,
        body: {
          given_name: expect.any(String),
          family_name: expect.any(String),
          birthdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          locale: 'en_UG',
          gender: expect.stringMatching(/^(MALE|FEMALE)$/),
          status: 'ACTIVE',
        },
      });
      expect(again.body).toEqual(first.body);
    });

    it('knows no wallet for the undeliverable number, and says which wallets are active', async () => {
      expect(await momo.get('/v1_0/accountholder/msisdn/256779999999/basicuserinfo')).toMatchObject({
        status: 404,
        body: { code: 'RESOURCE_NOT_FOUND' },
      });
      expect((await momo.get('/v1_0/accountholder/msisdn/256772123456/active')).body).toEqual({ result: true });
      expect((await momo.get('/v1_0/accountholder/msisdn/256779999999/active')).body).toEqual({ result: false });
      expect((await momo.get('/v1_0/accountholder/msisdn/256770000005/active')).body).toEqual({ result: false });
    });
  });
});

describe('MTN MoMo Disbursement, slower and with callbacks by POST', () => {
  const receiver = useWebhookReceiver();
  const sandboxRef = useTestSandbox(() => ({ payoutCallbackDelayMs: 300, mtnMomoCallbackMethod: 'POST' }));

  it('shows a transfer PENDING until the payout delay has passed, then sends the callback with POST', async () => {
    const url = sandboxRef.current.httpUrl;
    const momo = momoClient(url, String(((await momoToken(url)).body as { access_token: string }).access_token));
    const path = `/momo/callback/${randomUUID()}`;

    const { referenceId } = await momo.transfer(transferBody('256772123456'), { callbackUrl: `${receiver.current.origin}${path}` });
    expect((await momo.get(`/v1_0/transfer/${referenceId}`)).body).toMatchObject({ status: 'PENDING' });

    const [callback] = await receiver.current.waitForOn(path, 1);
    expect(callback!.method).toBe('POST');
    expect(JSON.parse(callback!.rawBody)).toMatchObject({ status: 'SUCCESSFUL' });
  });
});
