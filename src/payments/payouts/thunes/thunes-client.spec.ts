import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadEnvironment } from '../../../config/load-environment.js';
import { PayoutRailUnavailableError } from '../payout-rail.port.js';
import { ThunesClient } from './thunes-client.js';
import { ThunesPayoutRail } from './thunes-payout.rail.js';
import { thunesTransactionSchema } from './thunes-wire.js';

type Answer = { status: number; body: string; contentType?: string };

/** A fake Thunes answering whatever the test sets, recording each request's path and Authorization. */
class FakeThunes {
  answer: Answer = { status: 200, body: '{}' };
  readonly requests: { path: string; authorization: string | undefined }[] = [];
  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeThunes> {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const fake = new FakeThunes(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    server.on('request', (req: IncomingMessage, res) => {
      fake.requests.push({ path: req.url ?? '', authorization: req.headers.authorization });
      req.resume();
      req.on('end', () => {
        res.writeHead(fake.answer.status, { 'Content-Type': fake.answer.contentType ?? 'application/json' }).end(fake.answer.body);
      });
    });
    return fake;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('ThunesClient', () => {
  let fake: FakeThunes;
  let client: ThunesClient;

  beforeAll(async () => {
    fake = await FakeThunes.start();
    client = new ThunesClient({ baseUrl: `${fake.url}/`, apiKey: 'key', apiSecret: 'secret' });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('sends HTTP Basic credentials under /v2/money-transfer', async () => {
    fake.answer = { status: 200, body: JSON.stringify({ id: 1, status: '10000' }) };
    await client.get('/transactions/1', thunesTransactionSchema, 'status query');

    expect(fake.requests).toEqual([{ path: '/v2/money-transfer/transactions/1', authorization: `Basic ${Buffer.from('key:secret').toString('base64')}` }]);
  });

  it('keeps every digit of a 64-bit id', async () => {
    fake.answer = { status: 200, body: '{"id": 9223372036854775807, "status": "70000", "payer": {"id": 4021}}' };
    const answer = await client.get('/transactions/9223372036854775807', thunesTransactionSchema, 'status query');

    expect(answer).toMatchObject({ ok: true, value: { id: '9223372036854775807', status: '70000' } });
  });

  it('answers a refusal by its code', async () => {
    fake.answer = { status: 400, body: JSON.stringify({ errors: [{ code: '1007001', message: 'External ID has already been used: ...' }] }) };

    expect(await client.post('/quotations', thunesTransactionSchema, 'quotation', {})).toEqual({
      ok: false,
      refusal: { httpStatus: 400, code: '1007001' },
    });
  });

  it.each<[string, Answer, RegExp]>([
    ['a server error', { status: 503, body: '{"errors":[{"code":"1009001","message":"Unexpected error"}]}' }, /HTTP 503/],
    ['rate limiting', { status: 429, body: '' }, /HTTP 429/],
    ['refused credentials', { status: 401, body: '{"errors":[{"code":"1000401","message":"Unauthorized"}]}' }, /credentials refused/],
    ['an answer that is not JSON', { status: 200, body: '<html>gateway</html>', contentType: 'text/html' }, /not JSON/],
    ['an answer missing what the adapter reads', { status: 200, body: '{"msisdn":"251911234567"}' }, /unreadable answer/],
    ['a refusal without an error code', { status: 400, body: '{"message":"bad"}' }, /without an error code/],
  ])('throws PayoutRailUnavailableError on %s, carrying no body', async (_case, answer, message) => {
    fake.answer = answer;
    const call = client.get('/transactions/1', thunesTransactionSchema, 'status query');

    await expect(call).rejects.toBeInstanceOf(PayoutRailUnavailableError);
    await expect(call).rejects.toThrow(message);
    await expect(call).rejects.not.toThrow(/251911234567|gateway|Unexpected/);
  });
});

describe('ThunesPayoutRail status of what the sandbox does not produce', () => {
  let fake: FakeThunes;
  let rail: ThunesPayoutRail;

  beforeAll(async () => {
    fake = await FakeThunes.start();
    rail = new ThunesPayoutRail(loadEnvironment({ NODE_ENV: 'test', THUNES_API_BASE_URL: fake.url }));
  });
  afterAll(() => fake.close());

  it('is pending for a status it does not know', async () => {
    fake.answer = { status: 200, body: JSON.stringify({ id: 5200000001, status: 'SOMETHING-NEW', status_class: 'X', external_id: 'tr_1' }) };

    expect(await rail.status('5200000001')).toEqual({ state: 'pending' });
  });

  it('reads numeric status fields', async () => {
    fake.answer = {
      status: 200,
      body: JSON.stringify({ id: 5200000001, status: 90201, status_class: 9, status_message: 'DECLINED-BARRED-BENEFICIARY', external_id: 'tr_1' }),
    };

    expect(await rail.status('5200000001')).toEqual({ state: 'failed', code: 'recipient_blocked', detail: '90201 DECLINED-BARRED-BENEFICIARY' });
  });

  it('gives the Thunes id as the receipt of a completed payout without a payer reference, all 64 bits of it', async () => {
    fake.answer = { status: 200, body: '{"id": 9223372036854775807, "status": "70000", "external_id": "tr_1", "payer_transaction_reference": null}' };

    expect(await rail.status('9223372036854775807')).toEqual({ state: 'delivered', receipt: '9223372036854775807' });
  });

  it('is unavailable, not not_found, when Thunes answers 404 for another reason than an unknown transaction', async () => {
    fake.answer = { status: 404, body: JSON.stringify({ errors: [{ code: '1000404', message: 'Resource not found' }] }) };

    await expect(rail.status('5200000001')).rejects.toBeInstanceOf(PayoutRailUnavailableError);
  });
});
