import {
  b2cRequestBody,
  darajaToken,
  pathOf,
  postDaraja,
  resultParameters,
  securityCredential,
  useDarajaAccess,
  type DarajaResult,
} from './support/sandbox-daraja.js';
import { useTestSandbox } from './support/start-test-sandbox.js';
import { useWebhookReceiver } from './support/webhook-receiver.js';

const paymentPath = '/mpesa/b2c/v3/paymentrequest';

describe('Daraja B2C (M-Pesa payouts)', () => {
  const receiver = useWebhookReceiver();
  const sandboxRef = useTestSandbox(() => ({ payoutCallbackDelayMs: 50 }));
  const url = () => sandboxRef.current.httpUrl;
  const access = useDarajaAccess(url);

  const pay = (overrides: Record<string, unknown> = {}) => {
    const body = b2cRequestBody(receiver.current.origin, access.credential, overrides);
    return postDaraja(url(), paymentPath, access.token, body).then((answer) => ({ ...answer, request: body }));
  };

  async function resultOf(request: { ResultURL: string }): Promise<DarajaResult> {
    const [callback] = await receiver.current.waitForOn(pathOf(request.ResultURL), 1);
    expect(callback!.method).toBe('POST');
    return JSON.parse(callback!.rawBody) as DarajaResult;
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  describe('OAuth', () => {
    it('issues a token for the consumer key and secret, expires_in as the string Daraja sends', async () => {
      const { status, body } = await darajaToken(url());

      expect(status).toBe(200);
      expect(body).toEqual({ access_token: expect.stringMatching(/^[A-Za-z0-9]{28}$/), expires_in: '3599' });
    });

    it('refuses a wrong secret, a wrong grant type and a missing Basic header', async () => {
      const wrongSecret = await darajaToken(url(), 'sandbox-consumer-key', 'not-the-secret');
      const wrongGrant = await fetch(`${url()}/oauth/v1/generate?grant_type=password`, {
        headers: { Authorization: `Basic ${Buffer.from('sandbox-consumer-key:sandbox-consumer-secret').toString('base64')}` },
      });
      const noAuth = await fetch(`${url()}/oauth/v1/generate?grant_type=client_credentials`);

      expect(wrongSecret).toEqual({
        status: 400,
        body: { requestId: expect.any(String), errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' },
      });
      expect(wrongGrant.status).toBe(400);
      expect(await wrongGrant.json()).toMatchObject({ errorCode: '400.008.02', errorMessage: 'Invalid grant type passed' });
      expect(noAuth.status).toBe(400);
    });
  });

  it('acknowledges a payment, then posts the documented success Result to ResultURL', async () => {
    const { status, body, request } = await pay({ Amount: 1500, PartyB: '254712345678' });

    expect(status).toBe(200);
    expect(body).toEqual({
      ConversationID: expect.stringMatching(/^AG_\d{8}_[0-9a-f]{20}$/),
      OriginatorConversationID: request.OriginatorConversationID,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    });

    const { Result } = await resultOf(request);
    expect(Result).toMatchObject({
      ResultType: 0,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      OriginatorConversationID: request.OriginatorConversationID,
      ConversationID: body['ConversationID'],
      TransactionID: expect.stringMatching(/^[A-Z][A-Z0-9]{9}$/),
      ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: expect.any(String) } },
    });
    const parameters = resultParameters(Result);
    expect(parameters).toEqual({
      TransactionAmount: 1500,
      TransactionReceipt: Result.TransactionID,
      ReceiverPartyPublicName: expect.stringMatching(/^254712345678 - [A-Z]+ [A-Z]+$/),
      TransactionCompletedDateTime: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/),
      B2CUtilityAccountAvailableFunds: expect.any(Number),
      B2CWorkingAccountAvailableFunds: expect.any(Number),
      B2CRecipientIsRegisteredCustomer: 'Y',
      B2CChargesPaidAccountAvailableFunds: expect.any(Number),
    });
    expect(receiver.current.receivedOn(pathOf(request.QueueTimeOutURL))).toEqual([]);
  });

  it('pays the same recipient the same registered name, and takes each payment from the utility account', async () => {
    const first = await pay({ Amount: '1000', PartyB: '254711000123' });
    const firstResult = await resultOf(first.request);
    const second = await pay({ Amount: '2500', PartyB: '254711000123' });
    const secondResult = await resultOf(second.request);

    const before = resultParameters(firstResult.Result);
    const after = resultParameters(secondResult.Result);
    expect(after['ReceiverPartyPublicName']).toBe(before['ReceiverPartyPublicName']);
    expect(Number(before['B2CUtilityAccountAvailableFunds']) - Number(after['B2CUtilityAccountAvailableFunds'])).toBe(2500);
  });

  it.each([
    ['254799999999', 'SFC_IC0003', 'The operator does not exist.'],
    ['254700000001', 1, 'The balance is insufficient for the transaction.'],
    ['254700000004', 4, 'Declined due to limit rule: would exceed daily transfer limit'],
    ['254100002040', 2040, "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service."],
    ['254212345678', 'SFC_IC0003', 'The operator does not exist.'],
  ])('a payment to %s fails with ResultCode %s', async (partyB, code, desc) => {
    const { status, request } = await pay({ PartyB: partyB });
    expect(status).toBe(200);

    const { Result } = await resultOf(request);
    expect(Result).toMatchObject({ ResultType: 0, ResultCode: code, ResultDesc: desc, TransactionID: expect.any(String) });
    expect(Result.ResultParameters).toBeUndefined();
  });

  it.each([
    ['5', 2, 'Declined due to limit rule'],
    ['250001', 3, 'Declined due to limit rule: greater than the maximum transaction amount.'],
  ])('an amount of KES %s is declined with ResultCode %s', async (amount, code, desc) => {
    const { request } = await pay({ Amount: amount });

    expect((await resultOf(request)).Result).toMatchObject({ ResultCode: code, ResultDesc: desc });
  });

  it('refuses a SecurityCredential that does not carry the initiator password (2001), and a wrong initiator name', async () => {
    const wrongPassword = await pay({ SecurityCredential: await securityCredential(url(), 'not-the-password') });
    const notEncrypted = await pay({ SecurityCredential: 'Sandbox#Initiator1' });
    const wrongInitiator = await pay({ InitiatorName: 'someoneelse' });

    for (const { status, request } of [wrongPassword, notEncrypted, wrongInitiator]) {
      expect(status).toBe(200);
      const { Result } = await resultOf(request);
      expect(Result).toMatchObject({ ResultCode: 2001, ResultDesc: 'The initiator information is invalid.' });
      expect(Result.ResultParameters).toBeUndefined();
    }
  });

  it('pays a repeated OriginatorConversationID once: the repeat gets the documented duplicate error', async () => {
    const first = await pay();
    const repeat = await postDaraja(url(), paymentPath, access.token, first.request);

    expect(repeat).toEqual({
      status: 500,
      body: { requestId: expect.any(String), errorCode: '500.002.1001', errorMessage: 'Duplicate OriginatorConversationID.' },
    });
    await resultOf(first.request);
    await settle();
    expect(receiver.current.receivedOn(pathOf(first.request.ResultURL))).toHaveLength(1);
    const payments = (await (await fetch(`${url()}/api/daraja/payments`)).json()) as Array<{ originatorConversationId: string }>;
    expect(payments.filter((payment) => payment.originatorConversationId === first.request.OriginatorConversationID)).toHaveLength(1);
  });

  it('sends a queue timeout to QueueTimeOutURL and nothing to ResultURL (254700000408)', async () => {
    const { request } = await pay({ PartyB: '254700000408' });

    const [timeout] = await receiver.current.waitForOn(pathOf(request.QueueTimeOutURL), 1);
    expect(JSON.parse(timeout!.rawBody)).toEqual({
      Result: {
        ResultType: 0,
        ResultCode: 26,
        ResultDesc: 'System busy. The service request is rejected.',
        OriginatorConversationID: request.OriginatorConversationID,
        ConversationID: expect.any(String),
        ReferenceData: expect.any(Object),
      },
    });
    await settle();
    expect(receiver.current.receivedOn(pathOf(request.ResultURL))).toEqual([]);
  });

  it('posts each result once, never retrying, as Daraja does', async () => {
    receiver.current.failNext(500);
    const { request } = await pay();

    await resultOf(request);
    await settle();
    expect(receiver.current.receivedOn(pathOf(request.ResultURL))).toHaveLength(1);
    const [callback] = (await (
      await fetch(`${url()}/api/payouts?provider=daraja&kind=callback&reference=${request.OriginatorConversationID}`)
    ).json()) as Array<{ callback: { attempts: number; lastStatus: number; delivered: boolean } }>;
    expect(callback!.callback).toMatchObject({ attempts: 1, lastStatus: 500, delivered: false });
  });

  describe('refusals', () => {
    it('answers a missing or unknown token with the gateway errors', async () => {
      const body = b2cRequestBody(receiver.current.origin, access.credential);
      const unknown = await postDaraja(url(), paymentPath, 'not-a-token', body);
      const missing = await fetch(`${url()}${paymentPath}`, { method: 'POST', body: JSON.stringify(body) });

      expect(unknown).toEqual({
        status: 404,
        body: { requestId: expect.any(String), errorCode: '404.001.03', errorMessage: 'Invalid Access Token' },
      });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ errorCode: '404.001.04', errorMessage: 'Invalid Authentication Header' });
    });

    it('names the first invalid field, and refuses a body that is not JSON', async () => {
      const noRemarks = await pay({ Remarks: undefined });
      const badCommand = await pay({ CommandID: 'Withdraw' });
      const localNumber = await pay({ PartyB: '0712345678' });
      const cents = await pay({ Amount: '10.50' });
      const notJson = await postDaraja(url(), paymentPath, access.token, '{"OriginatorConversationID":');

      expect(noRemarks.body).toMatchObject({ errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid Remarks' });
      expect(badCommand.body).toMatchObject({ errorMessage: 'Bad Request - Invalid CommandID' });
      expect(localNumber.body).toMatchObject({ errorMessage: 'Bad Request - Invalid PartyB' });
      expect(cents.body).toMatchObject({ errorMessage: 'Bad Request - Invalid Amount' });
      expect([noRemarks.status, badCommand.status, localNumber.status, cents.status]).toEqual([400, 400, 400, 400]);
      expect(notJson).toEqual({
        status: 400,
        body: { requestId: expect.any(String), errorCode: '400.002.05', errorMessage: 'Invalid Request Payload' },
      });
      await settle();
      expect(receiver.current.received).toEqual([]);
    });
  });
});
