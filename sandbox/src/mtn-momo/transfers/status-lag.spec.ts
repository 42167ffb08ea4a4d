import { randomUUID } from 'node:crypto';
import { momoClient, momoToken, transferBody } from '../../../test/support/sandbox-mtn-momo.js';
import { useTestSandbox } from '../../../test/support/start-test-sandbox.js';
import { useWebhookReceiver } from '../../../test/support/webhook-receiver.js';

describe('MoMo under a status lag: GET .../transfer/{referenceId} answers 404 until the transfer is created', () => {
  const receiver = useWebhookReceiver();
  const sandboxRef = useTestSandbox(() => ({ payoutCallbackDelayMs: 50 }));
  const url = () => sandboxRef.current.httpUrl;
  const client = async () => momoClient(url(), String(((await momoToken(url())).body as { access_token: string }).access_token));
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const lag = (body: unknown) =>
    fetch(`${url()}/api/payouts/status-lag`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  afterEach(async () => {
    await fetch(`${url()}/api/payouts/status-lag`, { method: 'DELETE' });
  });

  it('answers RESOURCE_NOT_FOUND for the lag after the 202, then the real status; the callback comes no earlier', async () => {
    expect((await lag({ provider: 'mtn-momo', forMs: 600 })).status).toBe(200);
    const momo = await client();
    const callbackPath = `/momo/callback/${randomUUID()}`;
    const accepted = await momo.transfer(transferBody('256772000321'), { callbackUrl: `${receiver.current.origin}${callbackPath}` });
    expect(accepted.status).toBe(202);

    expect(await momo.get(`/v1_0/transfer/${accepted.referenceId}`)).toEqual({
      status: 404,
      body: { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' },
    });
    await sleep(200);
    expect((await momo.get(`/v1_0/transfer/${accepted.referenceId}`)).status).toBe(404);
    expect(receiver.current.receivedOn(callbackPath)).toEqual([]);
    // The reference is taken all the same: a second POST with it pays nothing.
    expect((await momo.transfer(transferBody('256772000321'), { referenceId: accepted.referenceId })).status).toBe(409);

    await sleep(450);
    const [callback] = await receiver.current.waitForOn(callbackPath, 1);
    expect(JSON.parse(callback!.rawBody)).toMatchObject({ status: 'SUCCESSFUL' });
    expect(await momo.get(`/v1_0/transfer/${accepted.referenceId}`)).toMatchObject({
      status: 200,
      body: { status: 'SUCCESSFUL', financialTransactionId: expect.any(String) },
    });
    const payouts = (await (await fetch(`${url()}/api/payouts?provider=mtn-momo&kind=status-query`)).json()) as Array<{ httpStatus: number }>;
    expect(payouts.map((entry) => entry.httpStatus)).toEqual([200, 404, 404]);
  });

  it('lags no transfer without a plan', async () => {
    const momo = await client();
    const accepted = await momo.transfer(transferBody('256772000322'));
    expect(await momo.get(`/v1_0/transfer/${accepted.referenceId}`)).toMatchObject({ status: 200, body: { status: 'PENDING' } });
  });
});
