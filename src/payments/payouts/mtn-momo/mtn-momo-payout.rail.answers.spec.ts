import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadEnvironment } from '../../../config/load-environment.js';
import { walletDestination } from '../../../shared/domain/delivery-method.js';
import { PayoutRailUnavailableError, type PayoutOrder } from '../payout-rail.port.js';
import { payoutReference } from '../payout-reference.js';
import { MtnMomoPayoutRail } from './mtn-momo-payout.rail.js';
import { momoReferenceId } from './mtn-momo-reference-id.js';

// The rail against a stand-in for MoMo answering what the sandbox never does: statuses it
// does not document, older reason objects, refusals and unreadable bodies.

type Answer = { status: number; body?: unknown; raw?: string };
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let baseUrl: string;
let seen: Seen[];
let answers: Answer[];
let tokensIssued: number;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/disbursement/token/') {
        tokensIssued += 1;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: `t${tokensIssued}`, expires_in: 3600 }));
        return;
      }
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() });
      const answer = answers.shift() ?? { status: 500, body: { code: 'INTERNAL_PROCESSING_ERROR' } };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

let rail: MtnMomoPayoutRail;
beforeEach(() => {
  seen = [];
  answers = [];
  tokensIssued = 0;
  rail = new MtnMomoPayoutRail(loadEnvironment({ NODE_ENV: 'test', MTN_MOMO_API_BASE_URL: baseUrl, PAYOUT_CALLBACK_BASE_URL: 'https://api.example.com/' }));
});

const transferId = 'b8a4c0de-1f2e-4d3c-8b7a-6f5e4d3c2b1a';
const order: PayoutOrder = {
  transferId,
  reference: payoutReference(transferId, 1),
  amountMinor: 12_345_600n,
  currency: 'UGX',
  country: 'uganda',
  destination: walletDestination('mtn_momo'),
  recipient: { firstName: 'Grace', lastName: 'Nakato', phone: '+256772123456' },
  sender: { firstName: 'Zoë', lastName: "O'Brien-Müller ✓", email: 'zoe@example.com', phone: '+15550100000' },
};
const referenceId = momoReferenceId(order.reference);

async function failure(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PayoutRailUnavailableError);
  return error as Error;
}

describe('the MTN MoMo payout rail, on answers the sandbox does not give', () => {
  it('sends the transfer as MoMo documents it', async () => {
    answers = [{ status: 202 }];
    expect(await rail.dispatch(order)).toEqual({ payoutId: referenceId, status: { state: 'pending' } });

    const [request] = seen;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/disbursement/v1_0/transfer',
      headers: {
        authorization: 'Bearer t1',
        'x-reference-id': referenceId,
        'x-target-environment': 'sandbox',
        'ocp-apim-subscription-key': 'momo-sandbox-subscription-key',
        'x-callback-url': 'https://api.example.com/api/payout-callbacks/dev-payout-callback-token-change-me-0123456789/mtn_momo/transfer',
        'content-type': 'application/json',
      },
    });
    expect(JSON.parse(request!.body)).toEqual({
      amount: '123456',
      currency: 'UGX',
      externalId: order.reference,
      payee: { partyIdType: 'MSISDN', partyId: '256772123456' },
      payerMessage: `Remittance ${order.transferId}`,
      payeeNote: "Money from Zoe O'Brien-Muller",
    });
  });

  it("sends a retry under the attempt's own reference id and externalId, the message still naming the transfer", async () => {
    answers = [{ status: 202 }];
    const retry = { ...order, reference: payoutReference(transferId, 2) };
    const dispatch = await rail.dispatch(retry);

    expect(dispatch.payoutId).toBe(momoReferenceId(retry.reference));
    expect(dispatch.payoutId).not.toBe(referenceId);
    expect(seen[0]?.headers['x-reference-id']).toBe(dispatch.payoutId);
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ externalId: retry.reference, payerMessage: `Remittance ${order.transferId}` });
  });

  it('keeps notes within 160 characters', async () => {
    answers = [{ status: 202 }];
    await rail.dispatch({ ...order, sender: { ...order.sender, firstName: 'A'.repeat(200) } });
    const body = JSON.parse(seen[0]!.body) as { payeeNote: string; payerMessage: string };
    expect(body.payeeNote).toHaveLength(160);
    expect(body.payerMessage.length).toBeLessThanOrEqual(160);
  });

  it('retries a transfer refused for its token once, with a new token and the same reference id', async () => {
    answers = [{ status: 401, body: { statusCode: 401, message: 'Unauthorized.' } }, { status: 202 }];
    expect((await rail.dispatch(order)).status).toEqual({ state: 'pending' });
    expect(seen.map((request) => [request.headers.authorization, request.headers['x-reference-id']])).toEqual([
      ['Bearer t1', referenceId],
      ['Bearer t2', referenceId],
    ]);
    expect(tokensIssued).toBe(2);
  });

  it('uses one token for dispatches, status queries and account holder look-ups', async () => {
    answers = [{ status: 202 }, { status: 200, body: { status: 'PENDING' } }, { status: 200, body: { given_name: 'Grace', family_name: 'Nakato', status: 'ACTIVE' } }];
    await rail.dispatch(order);
    await rail.status(referenceId, order);
    await rail.registeredName('+256772123456');
    expect(tokensIssued).toBe(1);
  });

  it('reads a status it does not know as pending', async () => {
    answers = [{ status: 200, body: { status: 'ONGOING' } }, { status: 200, body: { status: 'TIMEOUT', reason: 'EXPIRED' } }];
    expect(await rail.status(referenceId, order)).toEqual({ state: 'pending' });
    expect(await rail.status(referenceId, order)).toEqual({ state: 'pending' });
  });

  it('reads a reason given as { code, message }, and a numeric financial transaction id', async () => {
    answers = [
      { status: 200, body: { status: 'FAILED', reason: { code: 'PAYEE_NOT_FOUND', message: 'Payee does not exist' } } },
      { status: 200, body: { status: 'SUCCESSFUL', financialTransactionId: 1234567 } },
    ];
    expect(await rail.status(referenceId, order)).toEqual({ state: 'failed', code: 'recipient_not_registered', detail: 'PAYEE_NOT_FOUND: Payee does not exist' });
    expect(await rail.status(referenceId, order)).toEqual({ state: 'delivered', receipt: '1234567' });
  });

  it('answers a repeated dispatch MoMo holds (409) with its status, pending if MoMo then cannot find it', async () => {
    answers = [
      { status: 409, body: { code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id.' } },
      { status: 200, body: { status: 'SUCCESSFUL', financialTransactionId: '99' } },
      { status: 409, body: { code: 'RESOURCE_ALREADY_EXIST' } },
      { status: 404, body: { code: 'RESOURCE_NOT_FOUND' } },
    ];
    expect(await rail.dispatch(order)).toEqual({ payoutId: referenceId, status: { state: 'delivered', receipt: '99' } });
    expect(await rail.dispatch(order)).toEqual({ payoutId: referenceId, status: { state: 'pending' } });
    expect(seen[1]?.url).toBe(`/disbursement/v1_0/transfer/${referenceId}`);
  });

  it('fails a transfer MoMo refuses as a bad request, and waits out a refusal of our configuration', async () => {
    answers = [{ status: 400, body: { code: 'BAD_REQUEST', message: 'payee.partyId 256772123456 is not valid' } }];
    expect(await rail.dispatch(order)).toEqual({
      payoutId: referenceId,
      status: { state: 'failed', code: 'partner_declined', detail: 'MoMo refused the transfer: BAD_REQUEST' },
    });

    answers = [{ status: 400, body: { code: 'NOT_ALLOWED_TARGET_ENVIRONMENT', message: 'Access to target environment is forbidden.' } }];
    expect((await failure(rail.dispatch(order))).message).toBe('mtn_momo: transfer refused: NOT_ALLOWED_TARGET_ENVIRONMENT (check the MoMo configuration)');
  });

  it('fails a payout to a number that is not E.164 without asking MoMo', async () => {
    const dispatch = await rail.dispatch({ ...order, recipient: { ...order.recipient, phone: '0772123456' } });
    expect(dispatch.status).toMatchObject({ state: 'failed', code: 'recipient_details_invalid' });
    expect(seen).toEqual([]);
  });

  it('refuses an order that is not whole shillings of UGX (the domain never makes one)', async () => {
    await expect(rail.dispatch({ ...order, currency: 'KES' })).rejects.toThrow('UGX only');
    await expect(rail.dispatch({ ...order, amountMinor: 12_345_650n })).rejects.toThrow('whole number of shillings');
    expect(seen).toEqual([]);
  });

  it('throws PayoutRailUnavailableError, without the body, for 5xx, unreadable answers and the gateway\'s own 404', async () => {
    answers = [{ status: 503, raw: '<html>Service Unavailable 256772123456</html>' }];
    const outage = await failure(rail.dispatch(order));
    expect(outage.message).toBe('mtn_momo: transfer: HTTP 503');

    answers = [{ status: 200, body: { amount: '100', payee: { partyId: '256772123456' } } }];
    expect((await failure(rail.status(referenceId, order))).message).toBe('mtn_momo: transfer status: answer unreadable');

    answers = [{ status: 404, body: { statusCode: 404, message: 'Resource not found' } }];
    expect((await failure(rail.status(referenceId, order))).message).toBe('mtn_momo: transfer status: HTTP 404');

    answers = [{ status: 500, body: { code: 'Customer 256772123456 unknown' } }];
    expect((await failure(rail.registeredName('+256772123456'))).message).toBe('mtn_momo: account holder: HTTP 500');

    answers = [{ status: 200, body: { given_name: '', family_name: '' } }];
    expect((await failure(rail.registeredName('+256772123456'))).message).toBe('mtn_momo: account holder: answer unreadable');
  });

  it('reads the registered name from the given and family names, or the full name', async () => {
    answers = [
      { status: 200, body: { given_name: 'Grace', family_name: 'Nakato', status: 'BLOCKED' } },
      { status: 200, body: { name: 'Grace Nakato' } },
    ];
    expect(await rail.registeredName('+256772123456')).toEqual({ name: 'Grace Nakato', active: false });
    expect(await rail.registeredName('+256772123456')).toEqual({ name: 'Grace Nakato', active: true });
    expect(seen[0]?.url).toBe('/disbursement/v1_0/accountholder/msisdn/256772123456/basicuserinfo');
  });

  it('reads only transfer callbacks that name a payout, back to its transfer and attempt', () => {
    const body = { amount: '100', currency: 'UGX', externalId: order.reference, status: 'SUCCESSFUL', financialTransactionId: '1' };
    const reading = { transferId: order.transferId, reference: order.reference, confirmed: null };
    expect(rail.readCallback({ kind: 'transfer', reference: null, body })).toEqual(reading);
    expect(rail.readCallback({ kind: 'transfer', reference: null, body: JSON.stringify(body) })).toEqual(reading);
    expect(rail.readCallback({ kind: 'transfer', reference: null, body: { ...body, externalId: `${transferId}-r3` } })).toEqual({
      transferId,
      reference: `${transferId}-r3`,
      confirmed: null,
    });
    expect(rail.readCallback({ kind: 'result', reference: null, body })).toBeNull();
    expect(rail.readCallback({ kind: 'transfer', reference: null, body: { status: 'SUCCESSFUL' } })).toBeNull();
    expect(rail.readCallback({ kind: 'transfer', reference: null, body: 'not json' })).toBeNull();
    expect(rail.readCallback({ kind: 'transfer', reference: null, body: null })).toBeNull();
  });
});
