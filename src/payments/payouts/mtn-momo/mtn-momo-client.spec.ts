import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PayoutRailUnavailableError } from '../payout-rail.port.js';
import { MtnMomoClient, type MtnMomoClientSettings } from './mtn-momo-client.js';

// A stand-in for MoMo whose answers each test chooses, to see the token handling MoMo's sandbox cannot show.
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

let server: Server;
let baseUrl: string;
let seen: Seen[];
let tokensIssued: number;
let answerApi: Handler;
let answerToken: Handler;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    req.resume();
    req.on('end', () => {
      (req.url === '/momo/disbursement/token/' ? answerToken : answerApi)(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/momo/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen = [];
  tokensIssued = 0;
  answerApi = (_req, res) => json(res, 200, { availableBalance: '1000', currency: 'UGX' });
  answerToken = (_req, res) => {
    tokensIssued += 1;
    json(res, 200, { access_token: `token-${tokensIssued}`, token_type: 'access_token', expires_in: 3600 });
  };
});

const settings = (): MtnMomoClientSettings => ({
  baseUrl,
  apiUser: 'api-user',
  apiKey: 'api-key',
  subscriptionKey: 'subscription-key',
  targetEnvironment: 'mtnuganda',
});
const balance = { method: 'GET', path: '/v1_0/account/balance', what: 'balance' } as const;
const apiCalls = () => seen.filter((request) => !request.url.endsWith('/token/'));
const tokenCalls = () => seen.filter((request) => request.url.endsWith('/token/'));

describe('the MoMo client', () => {
  it('asks for a token with HTTP Basic and the subscription key, then sends Bearer, subscription key and target environment', async () => {
    const client = new MtnMomoClient(settings());
    expect(await client.send(balance)).toEqual({ status: 200, body: { availableBalance: '1000', currency: 'UGX' } });

    expect(tokenCalls()).toHaveLength(1);
    expect(tokenCalls()[0]).toMatchObject({
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('api-user:api-key').toString('base64')}`,
        'ocp-apim-subscription-key': 'subscription-key',
      },
    });
    expect(apiCalls()[0]).toMatchObject({
      method: 'GET',
      url: '/momo/disbursement/v1_0/account/balance',
      headers: { authorization: 'Bearer token-1', 'ocp-apim-subscription-key': 'subscription-key', 'x-target-environment': 'mtnuganda' },
    });
  });

  it('keeps one token for several calls, concurrent ones included', async () => {
    const client = new MtnMomoClient(settings());
    await Promise.all([client.send(balance), client.send(balance), client.send(balance)]);
    await client.send(balance);
    await client.send(balance);

    expect(tokenCalls()).toHaveLength(1);
    expect(apiCalls()).toHaveLength(5);
    expect(apiCalls().every((call) => call.headers.authorization === 'Bearer token-1')).toBe(true);
  });

  it('renews the token a minute before it expires', async () => {
    let now = 1_000_000;
    const client = new MtnMomoClient(settings(), () => now);
    await client.send(balance);
    now += (3600 - 61) * 1000;
    await client.send(balance);
    expect(tokenCalls()).toHaveLength(1);

    now += 2000;
    await client.send(balance);
    expect(tokenCalls()).toHaveLength(2);
    expect(apiCalls().at(-1)?.headers.authorization).toBe('Bearer token-2');
  });

  it('on a 401 drops the token, fetches a new one and tries once more', async () => {
    const client = new MtnMomoClient(settings());
    await client.send(balance);
    answerApi = (req, res) =>
      req.headers.authorization === 'Bearer token-1'
        ? json(res, 401, { statusCode: 401, message: 'Unauthorized. Access token is missing or invalid.' })
        : json(res, 200, { availableBalance: '1000', currency: 'UGX' });

    expect(await client.send(balance)).toMatchObject({ status: 200 });
    expect(tokenCalls()).toHaveLength(2);
    expect(apiCalls().map((call) => call.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-1', 'Bearer token-2']);

    // The new token is kept.
    await client.send(balance);
    expect(tokenCalls()).toHaveLength(2);
  });

  it('tries only once more: a second 401 is the answer', async () => {
    const client = new MtnMomoClient(settings());
    answerApi = (_req, res) => json(res, 401, { statusCode: 401, message: 'Unauthorized.' });

    expect(await client.send(balance)).toMatchObject({ status: 401 });
    expect(tokenCalls()).toHaveLength(2);
    expect(apiCalls()).toHaveLength(2);
  });

  it('throws PayoutRailUnavailableError when the token is refused or unreadable, without the answer', async () => {
    answerToken = (_req, res) => json(res, 401, { error: 'login_failed' });
    const refused = await new MtnMomoClient(settings()).send(balance).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PayoutRailUnavailableError);
    expect((refused as Error).message).toBe('mtn_momo: token refused (HTTP 401)');

    answerToken = (_req, res) => json(res, 200, { token_type: 'access_token' });
    const unreadable = await new MtnMomoClient(settings()).send(balance).catch((error: unknown) => error);
    expect(unreadable).toBeInstanceOf(PayoutRailUnavailableError);
    expect((unreadable as Error).message).toBe('mtn_momo: token answer unreadable');
    expect(apiCalls()).toHaveLength(0);
  });

  it('throws PayoutRailUnavailableError when MoMo cannot be reached', async () => {
    const offline = new MtnMomoClient({ ...settings(), baseUrl: 'http://127.0.0.1:1' });
    await expect(offline.send(balance)).rejects.toThrow(new PayoutRailUnavailableError('mtn_momo', 'token: could not be reached'));
  });

  it('hands back non-JSON and empty bodies as undefined', async () => {
    const client = new MtnMomoClient(settings());
    answerApi = (_req, res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<html>bad gateway</html>');
    expect(await client.send(balance)).toEqual({ status: 502, body: undefined });
    answerApi = (_req, res) => res.writeHead(202).end();
    expect(await client.send(balance)).toEqual({ status: 202, body: undefined });
  });
});
