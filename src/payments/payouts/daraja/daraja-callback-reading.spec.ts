import { loadEnvironment } from '../../../config/load-environment.js';
import { darajaCallbackUrl } from './daraja-callback-urls.js';
import { DarajaPayoutRail } from './daraja-payout.rail.js';

// readCallback and terms need no network: a rail built on the test defaults.
const config = loadEnvironment({ NODE_ENV: 'test', PAYOUT_CALLBACK_BASE_URL: 'https://api.example.com/' });
const rail = new DarajaPayoutRail(config);
const transferId = '0b7a4c52-3f6e-4e8a-9d1c-2a5b6c7d8e9f';
/** The first payout attempt's reference is the transfer id; a retry's carries its attempt. */
const retry = `${transferId}-r2`;

const paymentResult = (code: number | string, originator = transferId) => ({
  Result: {
    ResultType: 0,
    ResultCode: code,
    ResultDesc: 'The service request is processed successfully.',
    OriginatorConversationID: originator,
    ConversationID: 'AG_20240706_20106a5f6e3a4e2c1d0b',
    TransactionID: 'SG632NMUAB',
    ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: 'https://internalsandbox.safaricom.co.ke/' } },
  },
});

const statusResult = (originator: string, status: string) => ({
  Result: {
    ConversationID: 'AG_20240706_0000000000000000000b',
    OriginatorConversationID: 'the-query-own-id',
    ResultCode: 0,
    ResultDesc: 'The service request is processed successfully.',
    ResultParameters: {
      ResultParameter: [
        { Key: 'OriginatorConversationID', Value: originator },
        { Key: 'TransactionStatus', Value: status },
        { Key: 'ReceiptNo', Value: 'SG632NMUAB' },
      ],
    },
    ResultType: 0,
    TransactionID: 'SGA0000000',
  },
});

describe('DarajaPayoutRail.readCallback', () => {
  it('reads a payment result or a queue timeout back to the transfer and payout, unconfirmed (Daraja does not sign them)', () => {
    const unconfirmed = { transferId, reference: transferId, confirmed: null };
    expect(rail.readCallback({ kind: 'result', reference: null, body: paymentResult(0) })).toEqual(unconfirmed);
    expect(rail.readCallback({ kind: 'result', reference: null, body: paymentResult('SFC_IC0003') })).toEqual(unconfirmed);
    expect(rail.readCallback({ kind: 'timeout', reference: null, body: paymentResult(26) })).toEqual(unconfirmed);
  });

  it("reads a retry's payment result back to its transfer and to that attempt", () => {
    expect(rail.readCallback({ kind: 'result', reference: null, body: paymentResult(0, retry) })).toEqual({
      transferId,
      reference: retry,
      confirmed: null,
    });
  });

  it('takes the answer to our status query as final, for the payout its path names', () => {
    expect(rail.readCallback({ kind: 'status-result', reference: transferId, body: statusResult(transferId, 'Completed') })).toEqual({
      transferId,
      reference: transferId,
      confirmed: { state: 'delivered', receipt: 'SG632NMUAB' },
    });
    expect(rail.readCallback({ kind: 'status-result', reference: retry, body: statusResult(retry, 'Completed') })).toEqual({
      transferId,
      reference: retry,
      confirmed: { state: 'delivered', receipt: 'SG632NMUAB' },
    });
  });

  it('calls a status it does not know pending', () => {
    expect(rail.readCallback({ kind: 'status-result', reference: transferId, body: statusResult(transferId, 'Reversed') })).toEqual({
      transferId,
      reference: transferId,
      confirmed: { state: 'pending' },
    });
  });

  it('reads a status query timeout as saying nothing yet (awaiting the next answer)', () => {
    expect(rail.readCallback({ kind: 'status-timeout', reference: retry, body: {} })).toEqual({ transferId, reference: retry, confirmed: { state: 'awaiting_callback' } });
  });

  it('reads nothing from a body it cannot parse, an unknown kind, a status result without its transfer, or about another payment', () => {
    expect(rail.readCallback({ kind: 'result', reference: null, body: { hello: 'world' } })).toBeNull();
    expect(rail.readCallback({ kind: 'result', reference: null, body: 'not json' })).toBeNull();
    expect(rail.readCallback({ kind: 'refund', reference: null, body: paymentResult(0) })).toBeNull();
    expect(rail.readCallback({ kind: 'status-result', reference: null, body: statusResult(transferId, 'Completed') })).toBeNull();
    expect(rail.readCallback({ kind: 'status-result', reference: transferId, body: statusResult('another-transfer', 'Completed') })).toBeNull();
    // The first attempt's payment answering a query about the retry is another payment.
    expect(rail.readCallback({ kind: 'status-result', reference: retry, body: statusResult(transferId, 'Completed') })).toBeNull();
    expect(rail.readCallback({ kind: 'status-timeout', reference: null, body: {} })).toBeNull();
  });
});

describe('DarajaPayoutRail.terms', () => {
  it('pays whole shillings, KES 10 to KES 250,000 per payout', async () => {
    expect(await rail.terms('kenya', { method: 'mpesa', bankId: null, bankName: null, accountNumber: null })).toEqual({
      currency: 'KES',
      incrementMinor: 100n,
      minimumMinor: 1_000n,
      maximumMinor: 25_000_000n,
    });
  });
});

describe('darajaCallbackUrl', () => {
  it('puts the kind, and the reference when there is one, under the secret callback path', () => {
    expect(darajaCallbackUrl(config, 'result')).toBe(
      `https://api.example.com/api/payout-callbacks/${config.PAYOUT_CALLBACK_TOKEN}/daraja/result`,
    );
    expect(darajaCallbackUrl(config, 'status-result', 'a/b')).toBe(
      `https://api.example.com/api/payout-callbacks/${config.PAYOUT_CALLBACK_TOKEN}/daraja/status-result/a%2Fb`,
    );
  });
});
