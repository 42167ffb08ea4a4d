import { randomUUID } from 'node:crypto';
import { b2cRequestBody, pathOf, postDaraja, resultParameters, useDarajaAccess, darajaTestCredentials, type DarajaResult } from './support/sandbox-daraja.js';
import { momoClient, momoToken, transferBody } from './support/sandbox-mtn-momo.js';
import { confirmedTransaction, payers, thunesClient } from './support/sandbox-thunes.js';
import { useTestSandbox } from './support/start-test-sandbox.js';
import { useWebhookReceiver } from './support/webhook-receiver.js';

// Each partner holds a prefunded balance per currency that payouts draw down; the sandbox's
// control credits a top-up as the partner does when our wire arrives.
describe('Partner float in the sandbox', () => {
  const receiver = useWebhookReceiver();
  const sandboxRef = useTestSandbox(() => ({ payoutCallbackDelayMs: 40, payoutCallbackRetryIntervalMs: 20, floatBalances: { KES: 5000, UGX: 100_000 } }));
  const url = () => sandboxRef.current.httpUrl;
  const access = useDarajaAccess(url);

  const control = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url()}/api${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const darajaBalance = async (): Promise<{ ack: Record<string, unknown>; result: DarajaResult['Result'] }> => {
    const id = randomUUID();
    const { status, body } = await postDaraja(url(), '/mpesa/accountbalance/v1/query', access.token, {
      Initiator: darajaTestCredentials.initiatorName,
      SecurityCredential: access.credential,
      CommandID: 'AccountBalance',
      PartyA: darajaTestCredentials.shortCode,
      IdentifierType: '4',
      Remarks: 'float check',
      QueueTimeOutURL: `${receiver.current.origin}/daraja/balance-timeout/${id}`,
      ResultURL: `${receiver.current.origin}/daraja/balance/${id}`,
    });
    expect(status).toBe(200);
    const [callback] = await receiver.current.waitForOn(`/daraja/balance/${id}`, 1);
    return { ack: body, result: (JSON.parse(callback!.rawBody) as DarajaResult).Result };
  };

  const utilityOf = (result: DarajaResult['Result']) => {
    const lines = String(resultParameters(result)['AccountBalance']).split('&').map((line) => line.split('|'));
    return lines.find((fields) => fields[0] === 'Utility Account');
  };

  it('answers a Daraja Account Balance query by callback, in the pipe-separated format, and draws payments down; one it cannot cover fails with ResultCode 1', async () => {
    const first = await darajaBalance();
    expect(first.ack).toEqual({ OriginatorConversationID: expect.any(String), ConversationID: expect.stringMatching(/^AG_/), ResponseCode: '0', ResponseDescription: 'Accept the service request successfully.' });
    expect(first.result).toMatchObject({ ResultCode: 0, ResultType: 0 });
    expect(utilityOf(first.result)).toEqual(['Utility Account', 'KES', '5000.00', '5000.00', '0.00', '0.00']);
    expect(resultParameters(first.result)['BOCompletedTime']).toEqual(expect.any(Number));

    const paid = b2cRequestBody(receiver.current.origin, access.credential, { Amount: 3000 });
    await postDaraja(url(), '/mpesa/b2c/v3/paymentrequest', access.token, paid);
    const [paidResult] = await receiver.current.waitForOn(pathOf(paid.ResultURL), 1);
    expect((JSON.parse(paidResult!.rawBody) as DarajaResult).Result.ResultCode).toBe(0);

    const refused = b2cRequestBody(receiver.current.origin, access.credential, { Amount: 2500 });
    await postDaraja(url(), '/mpesa/b2c/v3/paymentrequest', access.token, refused);
    const [refusedResult] = await receiver.current.waitForOn(pathOf(refused.ResultURL), 1);
    expect((JSON.parse(refusedResult!.rawBody) as DarajaResult).Result).toMatchObject({ ResultCode: 1, ResultDesc: 'The balance is insufficient for the transaction.' });

    expect(utilityOf((await darajaBalance()).result)?.[3]).toBe('2000.00');

    const topUp = await control('POST', '/payouts/balances/top-ups', { provider: 'daraja', currency: 'KES', amount: '10000.50', reference: 'WIRE-1' });
    expect(topUp).toEqual({ status: 201, body: { provider: 'daraja', currency: 'KES', available: '12000.50' } });
    expect(utilityOf((await darajaBalance()).result)?.[3]).toBe('12000.50');
  });

  it('MoMo account/balance goes down with each transfer; one the balance cannot cover is FAILED NOT_ENOUGH_FUNDS until a top-up arrives', async () => {
    const token = String(((await momoToken(url())).body as Record<string, unknown>)['access_token']);
    const momo = momoClient(url(), token);
    expect((await momo.get('/v1_0/account/balance')).body).toEqual({ availableBalance: '100000', currency: 'UGX' });

    const short = await momo.transfer(transferBody('256772123456', '150000'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await momo.get(`/v1_0/transfer/${short.referenceId}`)).body).toMatchObject({ status: 'FAILED', reason: 'NOT_ENOUGH_FUNDS' });

    await control('POST', '/payouts/balances/top-ups', { provider: 'mtn-momo', currency: 'UGX', amount: 100000, reference: 'WIRE-2' });
    const paid = await momo.transfer(transferBody('256772123456', '150000'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await momo.get(`/v1_0/transfer/${paid.referenceId}`)).body).toMatchObject({ status: 'SUCCESSFUL' });
    expect((await momo.get('/v1_0/account/balance')).body).toEqual({ availableBalance: '50000', currency: 'UGX' });
  });

  it('Thunes balances list our balance per currency; a confirmation it cannot cover is REJECTED-INSUFFICIENT-BALANCE, and a decline gives the amount back', async () => {
    const thunes = thunesClient(url());
    await control('PUT', '/payouts/balances', { provider: 'thunes', currency: 'ETB', amount: 1000 });
    const listed = await thunes.get<Array<Record<string, unknown>>>('/v2/money-transfer/balances');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { id: 1, currency: 'ETB', balance: 1000, pending: 0, credit_facility: 0 },
      { id: 2, currency: 'ERN', balance: 5_000_000, pending: 0, credit_facility: 0 },
    ]);

    const refused = await confirmedTransaction(thunes, payers.telebirr, { msisdn: '+251911234567' }, { destinationAmount: 1500 });
    expect(refused.transaction).toMatchObject({ status: '30500', status_message: 'REJECTED-INSUFFICIENT-BALANCE', status_class: '3' });

    const paid = await confirmedTransaction(thunes, payers.telebirr, { msisdn: '+251911234567' }, { destinationAmount: 600 });
    expect(paid.transaction).toMatchObject({ status: '20000' });
    expect((await thunes.get<Array<{ balance: number }>>('/v2/money-transfer/balances')).body[0]!.balance).toBe(400);

    const declined = await confirmedTransaction(thunes, payers.telebirr, { msisdn: '+251911999999' }, { destinationAmount: 300 });
    expect(declined.transaction).toMatchObject({ status: '20000' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await thunes.get<{ status: string }>(`/v2/money-transfer/transactions/${declined.transaction['id']}`)).body.status).toBe('90200');
    expect((await thunes.get<Array<{ balance: number }>>('/v2/money-transfer/balances')).body[0]!.balance).toBe(400);
  });

  it('refuses a top-up the partner does not hold, or without an amount or reference, with a message', async () => {
    expect(await control('POST', '/payouts/balances/top-ups', { provider: 'daraja', currency: 'UGX', amount: 1, reference: 'X' })).toMatchObject({ status: 400, body: { error: expect.stringContaining('currency must be one the partner holds') } });
    expect(await control('POST', '/payouts/balances/top-ups', { provider: 'daraja', currency: 'KES', amount: 0, reference: 'X' })).toMatchObject({ status: 400, body: { error: expect.stringContaining('amount must be more than 0') } });
    expect(await control('POST', '/payouts/balances/top-ups', { provider: 'daraja', currency: 'KES', amount: '12.345', reference: 'X' })).toMatchObject({ status: 400 });
    expect(await control('POST', '/payouts/balances/top-ups', { provider: 'daraja', currency: 'KES', amount: 5 })).toMatchObject({ status: 400, body: { error: expect.stringContaining('reference') } });
  });
});
