import {
  b2cRequestBody,
  pathOf,
  postDaraja,
  resultParameters,
  statusQueryBody,
  useDarajaAccess,
  type DarajaResult,
} from '../../../test/support/sandbox-daraja.js';
import { useTestSandbox } from '../../../test/support/start-test-sandbox.js';
import { useWebhookReceiver } from '../../../test/support/webhook-receiver.js';

describe('Daraja under a status lag: Transaction Status does not find a payment M-Pesa still holds', () => {
  const receiver = useWebhookReceiver();
  const sandboxRef = useTestSandbox(() => ({ payoutCallbackDelayMs: 50 }));
  const url = () => sandboxRef.current.httpUrl;
  const access = useDarajaAccess(url);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const lag = (body: unknown) =>
    fetch(`${url()}/api/payouts/status-lag`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  afterEach(async () => {
    await fetch(`${url()}/api/payouts/status-lag`, { method: 'DELETE' });
  });

  async function pay(partyB: string) {
    const request = b2cRequestBody(receiver.current.origin, access.credential, { PartyB: partyB });
    expect((await postDaraja(url(), '/mpesa/b2c/v3/paymentrequest', access.token, request)).status).toBe(200);
    return request;
  }

  async function query(originatorConversationId: string): Promise<DarajaResult['Result']> {
    const request = statusQueryBody(receiver.current.origin, access.credential, { OriginalConversationID: originatorConversationId });
    expect((await postDaraja(url(), '/mpesa/transactionstatus/v1/query', access.token, request)).status).toBe(200);
    const [answer] = await receiver.current.waitForOn(pathOf(request.ResultURL), 1);
    return (JSON.parse(answer!.rawBody) as DarajaResult).Result;
  }

  it('answers R000002 until the lag is over, then Completed; the result comes no earlier', async () => {
    const planned = await lag({ provider: 'daraja', forMs: 700 });
    expect(await planned.json()).toEqual({ provider: 'daraja', msisdn: null, forMs: 700 });
    const payment = await pay('254722000333');

    const early = await query(payment.OriginatorConversationID);
    expect(early).toMatchObject({ ResultCode: 'R000002', ResultDesc: 'The OriginalTransactionID is invalid.' });
    expect(early.ResultParameters).toBeUndefined();
    expect(receiver.current.receivedOn(pathOf(payment.ResultURL))).toEqual([]);
    const [held] = (await (await fetch(`${url()}/api/daraja/payments`)).json()) as Array<Record<string, unknown>>;
    expect(held).toMatchObject({ state: 'processing', statusVisibleAt: expect.any(String) });

    await sleep(700);
    const [result] = await receiver.current.waitForOn(pathOf(payment.ResultURL), 1);
    expect((JSON.parse(result!.rawBody) as DarajaResult).Result.ResultCode).toBe(0);
    const late = await query(payment.OriginatorConversationID);
    expect(late.ResultCode).toBe(0);
    expect(resultParameters(late)).toMatchObject({ TransactionStatus: 'Completed', ReceiptNo: expect.any(String) });
  });

  it("lags only the planned number when the plan names one, and payments requested before the plan not at all", async () => {
    const before = await pay('254722000444');
    await lag({ provider: 'daraja', forMs: 60_000, msisdn: '+254 722 000555' });
    const other = await pay('254722000666');
    const lagged = await pay('254722000555');

    expect(resultParameters(await query(before.OriginatorConversationID))).toMatchObject({ TransactionStatus: 'Completed' });
    expect(resultParameters(await query(other.OriginatorConversationID))).toMatchObject({ TransactionStatus: 'Completed' });
    expect((await query(lagged.OriginatorConversationID)).ResultCode).toBe('R000002');
    expect(await (await fetch(`${url()}/api/payouts/status-lag`)).json()).toEqual([
      { provider: 'daraja', msisdn: '254722000555', forMs: 60_000 },
    ]);
  });

  it('refuses a lag it cannot apply', async () => {
    for (const [body, message] of [
      [{ provider: 'thunes', forMs: 1000 }, /provider must be one of daraja, mtn-momo/],
      [{ provider: 'daraja', forMs: 0 }, /forMs must be at least 1/],
      [{ provider: 'daraja', forMs: 1000, msisdn: 'not a number' }, /msisdn/],
    ] as const) {
      const answer = await lag(body);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toMatch(message);
    }
  });
});
