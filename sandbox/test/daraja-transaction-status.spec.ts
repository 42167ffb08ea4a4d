import {
  b2cRequestBody,
  pathOf,
  postDaraja,
  resultParameters,
  securityCredential,
  statusQueryBody,
  useDarajaAccess,
  type DarajaResult,
} from './support/sandbox-daraja.js';
import { useTestSandbox } from './support/start-test-sandbox.js';
import { useWebhookReceiver } from './support/webhook-receiver.js';

describe('Daraja Transaction Status and lost results', () => {
  const receiver = useWebhookReceiver();
  const sandboxRef = useTestSandbox(() => ({ payoutCallbackDelayMs: 50 }));
  const url = () => sandboxRef.current.httpUrl;
  const access = useDarajaAccess(url);

  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  async function pay(overrides: Record<string, unknown> = {}) {
    const request = b2cRequestBody(receiver.current.origin, access.credential, overrides);
    const answer = await postDaraja(url(), '/mpesa/b2c/v3/paymentrequest', access.token, request);
    expect(answer.status).toBe(200);
    return request;
  }

  async function resultOf(resultUrl: string): Promise<DarajaResult & { Result: { TransactionID: string } }> {
    const [callback] = await receiver.current.waitForOn(pathOf(resultUrl), 1);
    return JSON.parse(callback!.rawBody) as DarajaResult & { Result: { TransactionID: string } };
  }

  async function query(names: { TransactionID?: string; OriginalConversationID?: string }, queryCredential = access.credential) {
    const request = statusQueryBody(receiver.current.origin, queryCredential, names);
    const answer = await postDaraja(url(), '/mpesa/transactionstatus/v1/query', access.token, request);
    expect(answer).toEqual({
      status: 200,
      body: {
        OriginatorConversationID: expect.any(String),
        ConversationID: expect.stringMatching(/^AG_/),
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      },
    });
    const result = await resultOf(request.ResultURL);
    expect(result.Result.OriginatorConversationID).toBe(answer.body['OriginatorConversationID']);
    return result;
  }

  it('answers a query by receipt or by OriginatorConversationID with the completed payment', async () => {
    const payment = await pay({ Amount: '3200', PartyB: '254722000111' });
    const { Result: paid } = await resultOf(payment.ResultURL);

    const byReceipt = await query({ TransactionID: paid.TransactionID });
    const byOriginator = await query({ OriginalConversationID: payment.OriginatorConversationID });

    for (const { Result } of [byReceipt, byOriginator]) {
      expect(Result).toMatchObject({ ResultCode: 0, ResultDesc: 'The service request is processed successfully.' });
      expect(resultParameters(Result)).toMatchObject({
        ReceiptNo: paid.TransactionID,
        TransactionStatus: 'Completed',
        Amount: '3200',
        OriginatorConversationID: payment.OriginatorConversationID,
        ConversationID: paid.ConversationID,
        CreditPartyName: expect.stringMatching(/^254722000111 - /),
        ReasonType: 'Business Payment to Customer via API',
        FinalisedTime: expect.stringMatching(/^\d{14}$/),
      });
    }
  });

  it('loses the result of a paid payment to 254700000410, and a status query still tells it was paid', async () => {
    const payment = await pay({ PartyB: '254700000410' });
    await settle();
    expect(receiver.current.receivedOn(pathOf(payment.ResultURL))).toEqual([]);

    const { Result } = await query({ OriginalConversationID: payment.OriginatorConversationID });
    expect(resultParameters(Result)).toMatchObject({ TransactionStatus: 'Completed', ReceiptNo: expect.any(String) });
    const callbacks = (await (
      await fetch(`${url()}/api/payouts?kind=callback&reference=${payment.OriginatorConversationID}`)
    ).json()) as Array<{ outcome: string; callback: { name: string; lost: boolean; attempts: number } }>;
    const lost = callbacks.find((entry) => entry.callback.name === 'Result');
    expect(lost).toMatchObject({ outcome: expect.stringContaining('ResultCode 0'), callback: { name: 'Result', lost: true, attempts: 0 } });
  });

  it('loses the next result for a number when told to through /api/payouts/lost-callbacks', async () => {
    const planned = await fetch(`${url()}/api/payouts/lost-callbacks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ provider: 'daraja', msisdn: '+254 733 444555' }),
    });
    expect(planned.status).toBe(201);
    expect(await planned.json()).toEqual({ provider: 'daraja', msisdn: '254733444555', remaining: 1 });

    const lost = await pay({ PartyB: '254733444555' });
    await settle();
    const delivered = await pay({ PartyB: '254733444555' });

    expect((await resultOf(delivered.ResultURL)).Result.ResultCode).toBe(0);
    expect(receiver.current.receivedOn(pathOf(lost.ResultURL))).toEqual([]);
    const { Result } = await query({ OriginalConversationID: lost.OriginatorConversationID });
    expect(resultParameters(Result)['TransactionStatus']).toBe('Completed');
  });

  it('reports a declined payment as Declined with its reason, and one still processing as Pending', async () => {
    const declined = await pay({ PartyB: '254700000001' });
    await resultOf(declined.ResultURL);
    const pending = await pay({ PartyB: '254700000202' });

    const declinedStatus = resultParameters((await query({ OriginalConversationID: declined.OriginatorConversationID })).Result);
    const pendingStatus = resultParameters((await query({ OriginalConversationID: pending.OriginatorConversationID })).Result);

    expect(declinedStatus).toMatchObject({
      TransactionStatus: 'Declined',
      TransactionReason: 'The balance is insufficient for the transaction.',
    });
    expect(pendingStatus['TransactionStatus']).toBe('Pending');
    expect(pendingStatus['ReceiptNo']).toBeUndefined();
    expect(receiver.current.receivedOn(pathOf(pending.ResultURL))).toEqual([]);
  });

  it('cannot find a transaction it never made, nor one that timed out in the queue', async () => {
    const timedOut = await pay({ PartyB: '254700000408' });
    await receiver.current.waitForOn(pathOf(timedOut.QueueTimeOutURL), 1);

    for (const names of [{ TransactionID: 'SZZ9999999' }, { OriginalConversationID: timedOut.OriginatorConversationID }]) {
      const { Result } = await query(names);
      expect(Result).toMatchObject({ ResultCode: 'R000002', ResultDesc: 'The OriginalTransactionID is invalid.' });
      expect(Result.ResultParameters).toBeUndefined();
    }
  });

  it('refuses a query whose SecurityCredential is wrong (2001), and one that names no transaction', async () => {
    const payment = await pay();
    await resultOf(payment.ResultURL);

    const { Result } = await query(
      { OriginalConversationID: payment.OriginatorConversationID },
      await securityCredential(url(), 'guess'),
    );
    const queryPath = '/mpesa/transactionstatus/v1/query';
    const unnamed = await postDaraja(url(), queryPath, access.token, statusQueryBody(receiver.current.origin, access.credential, {}));
    const badToken = await postDaraja(
      url(),
      queryPath,
      'expired',
      statusQueryBody(receiver.current.origin, access.credential, { TransactionID: 'X' }),
    );

    expect(Result).toMatchObject({ ResultCode: 2001, ResultDesc: 'The initiator information is invalid.' });
    expect(unnamed).toEqual({
      status: 400,
      body: { requestId: expect.any(String), errorCode: '400.003.02', errorMessage: 'Bad Request - Invalid TransactionID' },
    });
    expect(badToken).toMatchObject({ status: 400, body: { errorCode: '400.003.01', errorMessage: 'Invalid Access Token' } });
  });

  it('lists payout requests, status queries and callbacks newest first, with the receiver status', async () => {
    receiver.current.failNext(503);
    const payment = await pay({ PartyB: '254711222333' });
    await resultOf(payment.ResultURL);
    await query({ OriginalConversationID: payment.OriginatorConversationID });

    const activity = (await (await fetch(`${url()}/api/payouts?provider=daraja&msisdn=254711222333`)).json()) as Array<{
      kind: string;
      httpStatus: number | null;
      outcome: string;
      reference: string;
      callback: { name: string; lastStatus: number } | null;
    }>;
    expect(activity.map((entry) => [entry.kind, entry.callback?.name ?? null, entry.callback?.lastStatus ?? entry.httpStatus])).toEqual([
      ['callback', 'TransactionStatus result', 200],
      ['status-query', null, 200],
      ['callback', 'Result', 503],
      ['payout', null, 200],
    ]);
    expect(activity.every((entry) => entry.reference === payment.OriginatorConversationID)).toBe(true);
    expect((await fetch(`${url()}/api/payouts?provider=paypal`)).status).toBe(400);
    expect(await (await fetch(`${url()}/?to=%2B254%20711%20222333`)).text()).toContain(payment.OriginatorConversationID);
    expect(await (await fetch(`${url()}/?to=254700000000`)).text()).not.toContain(payment.OriginatorConversationID);
  });
});
