import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadEnvironment } from '../config/load-environment.js';
import { BankLinkExpiredError, BankLinkUnavailableError, LinkedAccountNotFoundError } from './bank-link.port.js';
import { TellerBankLinkGateway } from './teller-bank-link.gateway.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let handler: Handler;
let gateway: TellerBankLinkGateway;
const seen: { url: string; authorization: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  gateway = new TellerBankLinkGateway(loadEnvironment({ NODE_ENV: 'test', TELLER_API_BASE_URL: `http://127.0.0.1:${port}/teller` }));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const answer = (status: number, body: unknown): Handler => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

const account = { id: 'acc_1', name: 'Checking', institution: { id: 'chase', name: 'Chase' }, last_four: '1234', type: 'depository', subtype: 'checking', status: 'open' };

describe('the Teller adapter', () => {
  it('reads accounts with HTTP Basic, the access token as user name and no password', async () => {
    handler = answer(200, [account]);
    expect(await gateway.accounts('token_abc')).toEqual([
      { id: 'acc_1', name: 'Checking', institution: { name: 'Chase' }, lastFour: '1234', type: 'depository', subtype: 'checking' },
    ]);
    expect(seen.at(-1)).toEqual({ url: '/teller/accounts', authorization: `Basic ${Buffer.from('token_abc:').toString('base64')}` });
  });

  it('reads the numbers of one account from its details', async () => {
    handler = answer(200, { account_id: 'acc_1', account_number: '4200001234', routing_numbers: { ach: '110000000', wire: null } });
    expect(await gateway.accountNumbers('token_abc', 'acc_1')).toEqual({ accountNumber: '4200001234', routingNumber: '110000000' });
    expect(seen.at(-1)?.url).toBe('/teller/accounts/acc_1/details');
  });

  it('turns a refused token, an unknown account, a failure and a malformed answer into errors without the body', async () => {
    handler = answer(401, { error: { code: 'unauthorized' } });
    await expect(gateway.accounts('token_x')).rejects.toBeInstanceOf(BankLinkExpiredError);
    handler = answer(403, { error: { code: 'forbidden' } });
    await expect(gateway.accounts('token_x')).rejects.toBeInstanceOf(BankLinkExpiredError);
    handler = answer(404, { error: { code: 'not_found' } });
    await expect(gateway.account('token_x', 'acc_9')).rejects.toBeInstanceOf(LinkedAccountNotFoundError);
    handler = answer(502, 'bad gateway');
    await expect(gateway.accounts('token_x')).rejects.toBeInstanceOf(BankLinkUnavailableError);
    handler = answer(200, { account_id: 'acc_1', account_number: '4200001234' });
    const malformed = await gateway.accountNumbers('token_x', 'acc_1').catch((error: unknown) => error);
    expect(malformed).toBeInstanceOf(BankLinkUnavailableError);
    expect(JSON.stringify(malformed)).not.toContain('4200001234');
  });

  it('sends no id that is not an account id (`.` would name the list of accounts): the account is not found', async () => {
    handler = answer(200, [account]);
    const before = seen.length;
    for (const id of ['.', '..', 'acc_1/details', 'acc 1', '%2e']) {
      await expect(gateway.account('token_abc', id)).rejects.toBeInstanceOf(LinkedAccountNotFoundError);
      await expect(gateway.accountNumbers('token_abc', id)).rejects.toBeInstanceOf(LinkedAccountNotFoundError);
    }
    expect(seen.length).toBe(before);
  });

  it('answers unavailable when the provider cannot be reached', async () => {
    const offline = new TellerBankLinkGateway(loadEnvironment({ NODE_ENV: 'test', TELLER_API_BASE_URL: 'http://127.0.0.1:1/teller' }));
    await expect(offline.accounts('token_x')).rejects.toBeInstanceOf(BankLinkUnavailableError);
  });
});
